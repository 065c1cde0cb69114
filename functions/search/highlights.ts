import type { SearchQuery } from './query-terms';
import { type AnalyzerOptions, analyze, DEFAULT_ANALYZER, isArabicTerm } from './tokenizer';

/** [start, end) offsets of matched words in a served text, in UTF-16 code units (JavaScript string indices). */
export type HighlightRange = [number, number];

/** Marks the matched words of one hit's served texts, by field name. */
export type Highlighter = (fields: Record<string, string | undefined>) => Record<string, HighlightRange[]>;

/**
 * Where the searched words stand in each served text of a hit, by field name; fields without a match are
 * left out. The text is analysed exactly as it was indexed, so an Arabic range covers the vowelled word as
 * served, and a word found through a variant spelling or inflection is marked too. Made once per search
 * and applied to each hit of the page.
 */
export function highlighterFor(
  query: SearchQuery,
  searchedWords: readonly number[],
  options: AnalyzerOptions = DEFAULT_ANALYZER,
): Highlighter {
  const terms = new Set(searchedWords.flatMap((word) => query.words[word].terms));
  const arabic = [...terms].filter(isArabicTerm).length;
  // Long narrations make this the costliest step of a search: words of a script the query lacks are skipped.
  const onlyScript = arabic === 0 ? 'latin' : arabic === terms.size ? 'arabic' : undefined;
  return (fields) => {
    const highlights: Record<string, HighlightRange[]> = {};
    for (const [field, text] of Object.entries(fields)) {
      if (!text) continue;
      const ranges = analyze(text, options, onlyScript)
        .filter((token) => token.terms.some((term) => terms.has(term)))
        .map((token): HighlightRange => [token.start, token.end]);
      if (ranges.length > 0) highlights[field] = ranges;
    }
    return highlights;
  };
}
