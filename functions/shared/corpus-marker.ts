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
