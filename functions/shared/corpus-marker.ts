import { CorpusNotImportedError } from './domain-errors';

/** What answers a request for a corpus that is not in the table yet: a 503 with the command that fixes it, runnable as written. */
/** Seconds a client is told to wait for a corpus not imported yet (an import takes from seconds to about a minute). */
export const CORPUS_RETRY_AFTER_SECONDS = 60;

/**
 * An import under way (PK META, SK IMPORT#<name>): written by the importer when it starts and every few
 * seconds while it writes, deleted when it ends. A 503 reads it to say "being imported" rather than "run".
 */
export interface CorpusImportProgress {
  /** Epoch milliseconds. */
  startedAt: number;
  updatedAt: number;
  /** Units written so far, of `total` (0 while the sources are still being read). */
  written: number;
  total: number;
  /**
   * What `written` and `total` count, verb included, as the 503 says it after "40% of 180,938": omitted, items written
   * (the tafsir import counts steps, each an edition or an index; the translations, verses written).
   */
  unit?: string;
  /** `total` is an estimate (an index whose items are counted as they are made): "about", and `written` may pass it. */
  approximate?: boolean;
  /**
   * Set while the import waits its turn behind the server's other imports (npm start imports one corpus after another):
   * what it waits for. The server keeps the record fresh meanwhile (updatedAt), however long the wait.
   */
  waitingFor?: string;
}

/** What `written` and `total` count unless a record says otherwise. */
export const ITEMS_WRITTEN = 'items written';

/**
 * An import that has said nothing for this long stopped (killed, or failed without cleaning up). Loading and
 * indexing the hadith take about 15 s between two updates on a quiet machine; this holds on one twice as slow
 * and busy.
 */
export const IMPORT_SILENCE_MS = 120_000;

/** Seconds a client is told to wait for an import under way: the time left at its rate so far, within these bounds. */
const RETRY_AFTER_BOUNDS = { min: 5, max: 120 };

/** A count to two significant figures, as an estimate is said: 137,912 is "140,000". */
const roughly = (count: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(count)) - 1);
  return (Math.round(count / step) * step).toLocaleString('en-US');
};

function importUnderWay(corpus: string, progress: CorpusImportProgress, nowMs: number): CorpusNotImportedError {
  const elapsedMs = Math.max(1, nowMs - progress.startedAt);
  if (progress.waitingFor) {
    return new CorpusNotImportedError(
      `The ${corpus} corpus is waiting its turn to be imported into this table by the running server (after ${progress.waitingFor}; ` +
        `queued ${Math.round(elapsedMs / 1000)} s ago) and is served once its import ends: try again in about ${CORPUS_RETRY_AFTER_SECONDS} s`,
      CORPUS_RETRY_AFTER_SECONDS,
    );
  }
  // An estimated total may be passed before the end: the import is then nearly done, not done.
  const share = progress.total > 0 ? Math.min(0.99, progress.written / progress.total) : 0;
  const leftSeconds = share > 0 ? ((1 - share) / share) * (elapsedMs / 1000) : CORPUS_RETRY_AFTER_SECONDS;
  const retryAfter = Math.round(Math.min(RETRY_AFTER_BOUNDS.max, Math.max(RETRY_AFTER_BOUNDS.min, leftSeconds)));
  const total = progress.approximate ? `about ${roughly(progress.total)}` : progress.total.toLocaleString('en-US');
  const done = progress.total > 0 ? `${Math.floor(share * 100)}% of ${total} ${progress.unit ?? ITEMS_WRITTEN}` : 'reading its sources';
  return new CorpusNotImportedError(
    `The ${corpus} corpus is being imported into this table now (${done}, started ${Math.round(elapsedMs / 1000)} s ago) ` +
      `and is served once the import ends: try again in about ${retryAfter} s`,
    retryAfter,
  );
}

/** A corpus not in the table (a 503): "being imported" while an import says it is under way, else the command to run. */
export function corpusNotImported(
  corpus: string,
  importCommand: string,
  progress?: CorpusImportProgress,
  nowMs: number = Date.now(),
): CorpusNotImportedError {
  if (progress && nowMs - progress.updatedAt <= IMPORT_SILENCE_MS) return importUnderWay(corpus, progress, nowMs);
  return new CorpusNotImportedError(
    `The ${corpus} corpus has not been imported into this table yet; run: ${importCommand}`,
    CORPUS_RETRY_AFTER_SECONDS,
  );
}

/**
 * The item that makes an imported corpus live (PK META, SK CORPUS#<name>): written last by the
 * importer, after the counts were read back, and read first by every request of that corpus.
 */
export interface CorpusMarker {
  PK: string;
  SK: string;
  /** The corpus version: item schema and source checksums; a different one means re-import. */
  version: string;
  /** The search index version the corpus's searches read. */
  indexVersion: string;
  importedAt: string;
}
