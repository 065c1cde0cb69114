import { type BuiltIndex, IndexBuilder, type TermCount } from '../../functions/search/index-builder';
import { type AnalyzerOptions, analyze, DEFAULT_ANALYZER } from '../../functions/search/tokenizer';
import type { AyahRange } from '../../functions/tafsir/tafsir-items';
import type { TafsirUnit } from './corpus';

/**
 * A language's commentary index for question retrieval (issue 37): the classical commentaries speak the language of
 * questions, so a verse is found through the words its commentaries use to explain it.
 *
 * Documents are ayah ranges: the commentaries of several editions cover a group of ayahs each, and differently, so
 * ranges that overlap are merged and the merged range is one document holding every edition's text on it, indexed
 * once (a commentary on ten ayahs counts once, not ten times). With `distinctiveTerms`, each document keeps only its
 * that many most distinctive terms (by tf-idf over the documents; static index pruning): their BM25 scores are the
 * full text's, for a fraction of the postings.
 */
export interface CommentaryIndexOptions {
  /** Terms kept per document; omitted: every term (the full text). */
  distinctiveTerms?: number;
  analyzer?: AnalyzerOptions;
}

export interface CommentaryIndex {
  index: BuiltIndex;
  /** Each document's ayah range, in document order (documents are group = surah, id = first ayah). */
  ranges: AyahRange[];
}

interface RangeDocument extends AyahRange {
  texts: string[];
}

/** Ranges of the editions' commentaries, merged where they overlap, with the texts on each. */
export function mergedRanges(units: Iterable<TafsirUnit>): RangeDocument[] {
  const sorted = [...units].sort((a, b) => a.surah - b.surah || a.ayahFrom - b.ayahFrom || a.ayahTo - b.ayahTo);
  const merged: RangeDocument[] = [];
  for (const unit of sorted) {
    const last = merged[merged.length - 1];
    if (last && last.surah === unit.surah && unit.ayahFrom <= last.to) {
      last.to = Math.max(last.to, unit.ayahTo);
      last.texts.push(unit.text);
    } else merged.push({ surah: unit.surah, from: unit.ayahFrom, to: unit.ayahTo, texts: [unit.text] });
  }
  return merged;
}

interface TermCounts {
  counts: Map<string, TermCount>;
  latinLength: number;
  arabicLength: number;
}

function countTerms(texts: readonly string[], analyzer: AnalyzerOptions): TermCounts {
  const counts = new Map<string, TermCount>();
  let latinLength = 0;
  let arabicLength = 0;
  for (const text of texts) {
    for (const token of analyze(text, analyzer)) {
      if (token.script === 'arabic') arabicLength += 1;
      else latinLength += 1;
      for (const term of token.terms) {
        const entry = counts.get(term);
        if (entry) entry.frequency += 1;
        else counts.set(term, { frequency: 1, arabic: token.script === 'arabic' });
      }
    }
  }
  return { counts, latinLength, arabicLength };
}

export function buildCommentaryIndex(units: Iterable<TafsirUnit>, options: CommentaryIndexOptions = {}): CommentaryIndex {
  const analyzer = options.analyzer ?? DEFAULT_ANALYZER;
  const documents = mergedRanges(units);
  const builder = new IndexBuilder(analyzer, false);
  const ranges = documents.map(({ surah, from, to }) => ({ surah, from, to }));
  const { distinctiveTerms } = options;
  if (distinctiveTerms === undefined) {
    // The full text: each range's texts analysed as one document's, a range at a time.
    for (const document of documents) builder.add({ group: document.surah, id: document.from, fields: document.texts });
    return { index: builder.build(), ranges };
  }
  // Two passes, so that no document's counts are held beside all the others': document frequencies, then terms.
  const documentFrequency = new Map<string, number>();
  for (const document of documents) {
    for (const term of countTerms(document.texts, analyzer).counts.keys())
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const documentCount = documents.length;
  for (const document of documents) {
    const { counts, latinLength, arabicLength } = countTerms(document.texts, analyzer);
    const weight = ([term, { frequency }]: [string, TermCount]) =>
      (1 + Math.log(frequency)) * Math.log(documentCount / (documentFrequency.get(term) ?? 1));
    const kept = [...counts]
      .map((entry) => ({ entry, weight: weight(entry) }))
      .sort((a, b) => b.weight - a.weight || (a.entry[0] < b.entry[0] ? -1 : 1))
      .slice(0, distinctiveTerms)
      .map(({ entry }) => entry);
    builder.addCounted({ group: document.surah, id: document.from }, latinLength, arabicLength, kept);
  }
  return { index: builder.build(), ranges };
}
