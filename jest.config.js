// Native ESM (middy 7 is ESM-only): run with --experimental-vm-modules, TypeScript through ts-jest.
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true }],
  },
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Handler tests each start dynalite and import the corpus; give them room on a 2-core machine.
  testTimeout: 120000,
  maxWorkers: 2,
};
