import { rankDocuments, type CorpusStatistics, type RankedDocument } from './bm25';
import { documentKey } from './documents';
import { unionLists, type PostingList } from './posting-list';
import type { SearchQuery } from './query-terms';
import { planSearch } from './search-budget';
import { holdsPhrase, unionPositions, type TermPositions } from './term-positions';
import { isArabicTerm } from './tokenizer';

/** Where a search reads a term's postings and positions: the table, or an index held in memory. */
export interface TermReader {
  postings(term: string): Promise<PostingList>;
  positions(term: string): Promise<TermPositions>;
}

export interface IndexStatistics extends CorpusStatistics {
  /** Document frequencies of the commonest terms (search-budget.ts). */
  commonTerms: ReadonlyMap<string, number>;
}

export interface SearchOutcome {
  /** Every document matching all the searched words and phrases, best first. */
  ranked: RankedDocument[];
  /** Query words (indexes into the query's words) read and matched. */
  searched: number[];
  /** Query words too common to read within one search's budget. */
  ignored: number[];
}

/**
 * A query against an index: the budget chooses the words read (rarest first), each word's spellings are
 * united, BM25 ranks the documents holding every word, and quoted phrases keep those where the phrase's
 * words stand adjacent and in order (positions are read only then). `keep` narrows by group.
 */
export async function searchIndex(
  query: SearchQuery,
  stats: IndexStatistics,
  reader: TermReader,
  keep?: (group: number, id: number) => boolean,
): Promise<SearchOutcome> {
  const plan = planSearch(
    query.words.map((word) => word.terms),
    stats.commonTerms,
  );
  const termsOf = (word: number) => query.words[word].terms;
  const lists = await Promise.all(
    plan.searched.map(async (word) => unionLists(await Promise.all(termsOf(word).map((term) => reader.postings(term))))),
  );
  let ranked = rankDocuments(
    plan.searched.map((word, i) => ({
      postings: lists[i],
      averageDocumentLength: isArabicTerm(termsOf(word)[0]) ? stats.averageArabicDocumentLength : stats.averageDocumentLength,
    })),
    stats.documentCount,
    keep,
  );
  const searched = new Set(plan.searched);
  const phrases = query.phrases
    .map((phrase) => phrase.map((word, offset) => ({ word, offset })).filter(({ word }) => searched.has(word)))
    .filter((phrase) => phrase.length > 1);
  if (phrases.length > 0 && ranked.length > 0) {
    const words = [...new Set(phrases.flat().map(({ word }) => word))];
    const positions = new Map(
      await Promise.all(
        words.map(async (word) => [word, unionPositions(await Promise.all(termsOf(word).map((term) => reader.positions(term))))] as const),
      ),
    );
    ranked = ranked.filter((document) =>
      phrases.every((phrase) =>
        holdsPhrase(
          documentKey(document.group, document.id),
          phrase.map(({ word, offset }) => ({ offset, positions: positions.get(word)! })),
        ),
      ),
    );
  }
  return { ranked, searched: plan.searched, ignored: plan.ignored };
}
