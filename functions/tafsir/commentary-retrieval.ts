import type { SearchQuery } from '../search/query-terms';
import { isArabicTerm } from '../search/tokenizer';

/**
 * Which commentaries find the verses that answer a question, per question language (issue 37): a verse is scored
 * on its own words and, at COMMENTARY_WEIGHT (functions/search/commentary-ranking.ts), on the words of these
 * editions' commentaries on it, merged over the ayah ranges they share and pruned to each range's most
 * distinctive terms. Chosen by measurement on the tuned question set (docs/search.md, "Question retrieval"); a held-out set
 * judges it.
 */
export const COMMENTARY_RETRIEVAL: Readonly<Record<'ar' | 'en', readonly string[]>> = {
  ar: ['ar.muyassar', 'ar.saddi', 'ar.wasit'],
  en: ['en.ibnkathir', 'en.jalalayn'],
};

/**
 * Terms kept per range of a commentary index (static pruning by tf-idf), or every term. Measured on the tuned set
 * (MAP@10 of verse search, English / Arabic): full text 0.552 / 0.553 with 1.84 M postings; the 200 most distinctive
 * terms 0.520 / 0.534 (1.14 M); 40, 0.475 / 0.515 (0.26 M); 20, 0.463 / 0.498 (0.13 M). The full text is kept.
 */
export const COMMENTARY_DISTINCTIVE_TERMS: number | undefined = undefined;

/**
 * A query's language for its commentaries: a question's own (parseQuestion), else Arabic when most of its words are.
 * (A question's concepts bring words of both scripts, so its words alone would not tell.)
 */
export function queryLanguage(query: SearchQuery & { language?: 'ar' | 'en' }): 'ar' | 'en' {
  if (query.language) return query.language;
  const words = query.words.filter((word) => !word.optional);
  const arabic = words.filter((word) => word.terms.some(isArabicTerm)).length;
  return arabic * 2 > words.length ? 'ar' : 'en';
}
