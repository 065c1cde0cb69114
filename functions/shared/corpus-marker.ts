import { HttpError } from './errors';

/** What answers a request for a corpus that is not in the table yet: a 503 with the command that fixes it, runnable as written. */
/** Seconds a client is told to wait for a corpus not imported yet (an import takes from seconds to about a minute). */
export const CORPUS_RETRY_AFTER_SECONDS = 60;

export function corpusNotImported(corpus: string, importCommand: string): HttpError {
  return new HttpError(503, `The ${corpus} corpus has not been imported into this table yet; run: ${importCommand}`, {
    headers: { 'Retry-After': String(CORPUS_RETRY_AFTER_SECONDS) },
  });
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
