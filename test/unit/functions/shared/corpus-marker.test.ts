import { corpusNotImported, IMPORT_SILENCE_MS } from '../../../../functions/shared/corpus-marker';
import { CorpusNotImportedError } from '../../../../functions/shared/domain-errors';

const NOW = Date.UTC(2026, 10, 25, 12);
const progress = (over: Partial<{ startedAt: number; updatedAt: number; written: number; total: number }>) => ({
  startedAt: NOW - 10_000,
  updatedAt: NOW - 1_000,
  written: 0,
  total: 0,
  ...over,
});

describe('corpusNotImported', () => {
  it('names the command when no import says it is under way', () => {
    const error = corpusNotImported('hadith', 'npm run corpus:import', undefined, NOW);
    expect(error).toBeInstanceOf(CorpusNotImportedError);
    expect([error.message, error.retryAfterSeconds]).toEqual([
      'The hadith corpus has not been imported into this table yet; run: npm run corpus:import',
      60,
    ]);
  });

  it('treats an import silent for longer than IMPORT_SILENCE_MS as stopped', () => {
    const stale = progress({ updatedAt: NOW - IMPORT_SILENCE_MS - 1, written: 10, total: 100 });
    expect(corpusNotImported('hadith', 'cmd', stale, NOW).message).toMatch(/has not been imported .*; run: cmd$/);
    const fresh = progress({ updatedAt: NOW - IMPORT_SILENCE_MS, written: 10, total: 100 });
    expect(corpusNotImported('hadith', 'cmd', fresh, NOW).message).toMatch(/is being imported/);
  });

  it.each([
    // written, total, seconds since start: Retry-After is the time left at the rate so far, within 5 and 120 s.
    [0, 0, 10, 'reading its sources', 60],
    [500, 1000, 30, '50% of 1,000 items written', 30],
    [990, 1000, 30, '99% of 1,000 items written', 5],
    [10, 1000, 30, '1% of 1,000 items written', 120],
  ])('%i of %i written after %i s: "%s", retry after %i s', (written, total, seconds, says, retryAfter) => {
    const error = corpusNotImported('dua', 'cmd', progress({ startedAt: NOW - seconds * 1000, written, total }), NOW);
    expect(error.message).toBe(
      `The dua corpus is being imported into this table now (${says}, started ${seconds} s ago) and is served once the import ends: try again in about ${retryAfter} s`,
    );
    expect(error.retryAfterSeconds).toBe(retryAfter);
  });
});
