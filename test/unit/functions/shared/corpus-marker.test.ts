import { type CorpusImportProgress, corpusNotImported, IMPORT_SILENCE_MS } from '../../../../functions/shared/corpus-marker';
import { CorpusNotImportedError } from '../../../../functions/shared/domain-errors';

const NOW = Date.UTC(2026, 10, 25, 12);
const progress = (over: Partial<CorpusImportProgress>) => ({
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

  it('says what the import counts when it is not items (the tafsir counts steps: issue 48, finding 7)', () => {
    const steps = progress({ startedAt: NOW - 30_000, written: 5, total: 18, unit: 'steps done (each an edition or a search index)' });
    expect(corpusNotImported('tafsir', 'cmd', steps, NOW).message).toMatch(
      /^The tafsir corpus is being imported into this table now \(27% of 18 steps done \(each an edition or a search index\), started 30 s ago\)/,
    );
  });

  it('says an import waiting its turn waits, and never names the command while the server will run it', () => {
    const waiting = progress({ startedAt: NOW - 400_000, updatedAt: NOW - 5_000, waitingFor: 'the hadith and duas' });
    const error = corpusNotImported('tafsir', 'npm run corpus:import -- --local', waiting, NOW);
    expect(error.message).toBe(
      'The tafsir corpus is waiting its turn to be imported into this table by the running server (after the hadith and duas; ' +
        'queued 400 s ago) and is served once its import ends: try again in about 60 s',
    );
    expect(error.message).not.toMatch(/npm run/);
  });

  it('counts in the unit the import names, and says "about" of a total it estimated, which the count may pass', () => {
    const verses = corpusNotImported(
      'Quran translations',
      'cmd',
      progress({ startedAt: NOW - 10_000, written: 7_484, total: 74_832, unit: 'verses written' }),
      NOW,
    );
    expect(verses.message).toMatch(/\(10% of 74,832 verses written, started 10 s ago\)/);
    const estimated = { startedAt: NOW - 10_000, total: 137_912, approximate: true };
    expect(corpusNotImported('hadith', 'cmd', progress({ ...estimated, written: 68_956 }), NOW).message).toMatch(
      /\(50% of about 140,000 items written, started 10 s ago\)/,
    );
    // Passed before the end: nearly done, never "100%" or more while the import has not ended.
    const passed = corpusNotImported('hadith', 'cmd', progress({ ...estimated, written: 140_000 }), NOW);
    expect(passed.message).toMatch(/\(99% of about 140,000 items written, /);
    expect(passed.retryAfterSeconds).toBe(5);
  });
});
