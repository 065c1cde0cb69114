/** A source that cannot be served as it is (wrong counts, mis-numbered, malformed): the import stops. */
export class CorpusError extends Error {}
