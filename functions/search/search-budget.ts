/**
 * What one search may read. A posting list is at most the corpus in length (51,000 narrations for the
 * hadith), but twenty of the commonest words would be 700,000 postings and megabytes from the table
 * per search: an amplifier. So a search reads the rarest term's list whatever its length, then adds
 * the next rarest while the postings read stay within MAX_POSTINGS_PER_SEARCH; the terms left over
 * are so common that they hardly narrow or rank the match (BM25 gives them almost no weight), and the
 * answer names them in `ignored_terms`.
 *
 * Document frequencies are known before reading for terms in at least COMMON_TERM_MIN_DOCUMENTS
 * documents (the index statistics list them); any other term is counted at that bound. Since
 * MAX_SEARCH_TERMS such terms fit the budget, a query of ordinary words is never cut. A word read under
 * several spellings (an Uthmani word pasted from the mushaf) counts the postings of each.
 */
export const MAX_SEARCH_TERMS = 20;
export const COMMON_TERM_MIN_DOCUMENTS = 1_000;
/**
 * 40,000 for the six collections' 34,178 narrations; raised with the further collections (50,884, 1.49 times) so
 * that the same share of the corpus is read: "the" is in 44,605 narrations now (32,814 before), and a phrase
 * with it ("deeds depends upon the intentions") would otherwise be refused as too common to check.
 */
export const MAX_POSTINGS_PER_SEARCH = 60_000;

export interface SearchPlan {
  /** Query words (indexes) whose postings are read and must all match, rarest first. */
  searched: number[];
  /** Query words too common to read within the budget, in the order typed. */
  ignored: number[];
}

/**
 * Plans a search of query words, each matched by any of its terms (whose postings are all read). Words
 * for which `optional` says true (a question's related words, which only raise a score) are planned after
 * every other word, so the budget never drops a word of the question for one of them.
 */
export function planSearch(
  words: readonly (readonly string[])[],
  commonTerms: ReadonlyMap<string, number>,
  optional: (word: number) => boolean = () => false,
): SearchPlan {
  const documentsOf = (terms: readonly string[]) =>
    terms.reduce((sum, term) => sum + (commonTerms.get(term) ?? COMMON_TERM_MIN_DOCUMENTS), 0);
  const byRarity = words
    .map((terms, position) => ({ position, documents: documentsOf(terms), later: optional(position) ? 1 : 0 }))
    .sort((a, b) => a.later - b.later || a.documents - b.documents || a.position - b.position);
  const searched: number[] = [];
  const ignored: number[] = [];
  let postings = 0;
  for (const { position, documents } of byRarity) {
    if (searched.length === 0 || postings + documents <= MAX_POSTINGS_PER_SEARCH) {
      searched.push(position);
      postings += documents;
    } else {
      ignored.push(position);
    }
  }
  ignored.sort((a, b) => a - b);
  return { searched, ignored };
}

/** Stored in the index statistics as "term=documents;..." (terms never contain "=" or ";"). */
export function encodeCommonTerms(documentsByTerm: Iterable<[string, number]>): string {
  return [...documentsByTerm]
    .filter(([, documents]) => documents >= COMMON_TERM_MIN_DOCUMENTS)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([term, documents]) => `${term}=${documents}`)
    .join(';');
}

export function decodeCommonTerms(encoded: string | undefined): Map<string, number> {
  const terms = new Map<string, number>();
  if (!encoded) return terms;
  for (const entry of encoded.split(';')) {
    const separator = entry.lastIndexOf('=');
    const documents = Number(entry.slice(separator + 1));
    if (separator > 0 && Number.isInteger(documents)) terms.set(entry.slice(0, separator), documents);
  }
  return terms;
}
