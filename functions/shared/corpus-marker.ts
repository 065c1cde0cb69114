import { HttpError } from './errors';

/** What answers a request for a corpus that is not in the table yet: a 503 with the command that fixes it, runnable as written. */
export function corpusNotImported(corpus: string, importCommand: string): HttpError {
  return new HttpError(503, `The ${corpus} corpus has not been imported into this table yet; run: ${importCommand}`);
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
