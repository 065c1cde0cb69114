/**
 * How the search engine names a document: a group and an id within it, both small integers. Each corpus
 * gives them its meaning (a surah and an ayah; a collection's book and a narration; a dua category and a
 * dua), so that a search can be narrowed to groups without reading the documents.
 */
export interface DocumentRef {
  group: number;
  id: number;
}

const ID_RANGE = 65_536;
const GROUP_LIMIT = 32_768;

/** The ordered key of a document in a posting list: documents sort by group, then id. */
export const documentKey = (group: number, id: number) => group * ID_RANGE + id;
export const groupOf = (key: number) => Math.floor(key / ID_RANGE);
export const idOf = (key: number) => key % ID_RANGE;

export function assertDocumentIdentifiable(group: number, id: number): void {
  if (!Number.isInteger(group) || !Number.isInteger(id) || group < 0 || id < 0 || group >= GROUP_LIMIT || id >= ID_RANGE) {
    throw new Error(`Document ${group}:${id} cannot be indexed: numbers must be integers below ${GROUP_LIMIT} and ${ID_RANGE}`);
  }
}
