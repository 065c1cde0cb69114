// jest's testSequencer (jest.config.js): the files known to take longest start first, so that the run does not end with
// one worker on a long file while the other idles. jest orders files by the durations it recorded in its cache
// directory, and without them (a clean machine: CI, a fresh clone) by file size, which put the browser test, the chat
// citations and the npm start processes in the last half of the integration run.
import jestSequencer from '@jest/test-sequencer';

const TestSequencer = jestSequencer.default ?? jestSequencer;

/**
 * Seconds each took in whole runs on a 2-core machine at load 17-21 (only their order matters): the slowest files of
 * each project, the browser's first. Measured again when this order no longer holds.
 */
const MEASURED_SECONDS = {
  'test/integration/handlers/docs.test.ts': 693,
  'test/integration/bin/serve.test.ts': 505,
  'test/integration/search/question-judgments.test.ts': 471,
  'test/integration/data/import-quran.test.ts': 414,
  'test/unit/lib/islamic-api-stack.test.ts': 325,
  'test/integration/data/import-cli.test.ts': 265,
  'test/integration/fuzz/endpoints.test.ts': 229,
  'test/integration/server/leaving-clients.test.ts': 225,
  'test/unit/lib/pipeline-stack.test.ts': 191,
  'test/integration/data/hadith-fidelity.test.ts': 181,
  'test/integration/handlers/chat/citations.test.ts': 175,
  'test/integration/functions/shared/rate-limit/limiter.test.ts': 162,
  'test/integration/search/translation-relevance.test.ts': 143,
  'test/unit/functions/astronomy/hijri.test.ts': 116,
  'test/integration/data/import-tafsir.test.ts': 106,
  'test/unit/functions/mcp/mcp-tools.test.ts': 103,
  'test/integration/lib/connection-limits.test.ts': 98,
};

const measured = (test) => MEASURED_SECONDS[test.path.slice(test.context.config.rootDir.length + 1).replaceAll('\\', '/')];

export default class SlowFilesFirst extends TestSequencer {
  sort(tests) {
    // Every file timed in this checkout's cache: jest's own order (failed first, then longest first) is the better one.
    if (tests.every((test) => this.time(test) !== undefined)) return super.sort(tests);
    const known = tests.filter((test) => measured(test) !== undefined).sort((a, b) => measured(b) - measured(a));
    return [...known, ...super.sort(tests.filter((test) => measured(test) === undefined))];
  }
}
