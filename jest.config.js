// Native ESM (the project is ESM): run with --experimental-vm-modules, TypeScript through ts-jest.
const typescript = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true }] },
  // Powertools' dev mode, as under npm start: logs through the console, where tests read them.
  setupFiles: ['<rootDir>/test/support/powertools-dev.mjs'],
};

export default {
  projects: [
    {
      ...typescript,
      displayName: 'unit',
      // No sockets, no table: pure modules and the CDK template.
      roots: ['<rootDir>/test/unit'],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...typescript,
      displayName: 'integration',
      // A real HTTP server over dynalite; the imported corpora are built once per run (global-setup.mjs).
      roots: ['<rootDir>/test/integration'],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.mjs',
    },
  ],
  // Budgets measured on this machine (slowest test about 20 s idle) with room for one twice as slow and busy.
  testTimeout: 120000,
  maxWorkers: 2,
  // The longest files first, also on a machine with no timings cached (test/slow-files-first.mjs).
  testSequencer: '<rootDir>/test/slow-files-first.mjs',
};
