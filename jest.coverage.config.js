// npm run coverage: the unit project (jest.config.js) under V8's own counters, no instrumented copy of each file.
// The integration project is left out: under coverage it takes longer than the whole suite is worth waiting for
// on a shared 2-core machine. No threshold; text summary on the console, lcov and HTML under coverage/ (gitignored).
import base from './jest.config.js';

// Everything Lambda and the command-line tools run; bench/ and test/ are not the product.
const SOURCES = ['functions', 'lib', 'data', 'bin'];

export default {
  ...base,
  // Jest lists untested files only from a project's roots: the sources join them (they hold no *.test.ts).
  projects: base.projects.map((project) => ({ ...project, roots: [...project.roots, ...SOURCES.map((dir) => `<rootDir>/${dir}`)] })),
  coverageProvider: 'v8',
  collectCoverageFrom: [...SOURCES.map((dir) => `${dir}/**/*.ts`), '!**/*.d.ts'],
  coverageReporters: ['text-summary', 'lcov'],
};
