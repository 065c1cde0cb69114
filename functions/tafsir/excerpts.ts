import { type AnalyzerOptions, analyze, DEFAULT_ANALYZER } from '../search/tokenizer';

/** Sentences end at . ! ? ؟ or a line break (a commentary's headings and paragraphs). */
const SENTENCE = /[^.!?\u061f\n]+[.!?\u061f]*/g;

/**
 * The part of a commentary that speaks to a question, within `maxChars`: its sentences holding the most of the
 * question's terms, in the commentary's own order (the opening sentence when none does), cut at a word.
 */
export function relevantExcerpt(
  text: string,
  terms: ReadonlySet<string>,
  maxChars: number,
  analyzer: AnalyzerOptions = DEFAULT_ANALYZER,
): string {
  const sentences = (text.match(SENTENCE) ?? [text]).map((sentence) => sentence.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const scored = sentences.map((sentence, index) => ({
    sentence,
    index,
    hits: new Set(analyze(sentence, analyzer).flatMap((token) => token.terms.filter((term) => terms.has(term)))).size,
  }));
  const chosen = new Set<number>();
  let length = 0;
  for (const { index, hits, sentence } of [...scored].sort((a, b) => b.hits - a.hits || a.index - b.index)) {
    if (hits === 0 && chosen.size > 0) break;
    if (chosen.size > 0 && length + sentence.length + 2 > maxChars) continue;
    chosen.add(index);
    length += sentence.length + 2;
    if (length >= maxChars) break;
  }
  const joined = [...chosen]
    .sort((a, b) => a - b)
    .map((index, i, all) => (i > 0 && all[i - 1] !== index - 1 ? `… ${sentences[index]}` : sentences[index]))
    .join(' ');
  if (joined.length <= maxChars) return joined;
  return `${joined.slice(0, maxChars).replace(/\s\S*$/, '')}…`;
}
