/**
 * Restoring words that hadith-json's scrape of sunnah.com lost. Its English drops bracketed
 * translator's insertions ("The Prophet  said" for "The Prophet [SAW] said") and sometimes whole
 * clauses between two brackets ("retaliation for  his son." for "retaliation for [killing] his father,
 * but the father is not to suffer retaliation for [killing] his son"). The graded edition scraped the
 * same English without that loss, but has quirks of its own (narrator glued to the text, trailing
 * punctuation cut), so it is not served instead: the hadith-json text is kept, and only words the
 * graded edition has *in a gap* of it (a pure insertion between two words both texts share) are put
 * back, with the graded edition's punctuation around them. Where the two differ in wording (a
 * spelling, "Sub Han" for "Subhan"), the hadith-json text is kept as it is.
 */
import { longestCommonSubsequence } from '../../functions/shared/longest-common-subsequence';

interface Token {
  key: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’`][\p{L}\p{N}]+)*/gu;
/** Above this many cells the word alignment is not attempted (no hadith comes near: the longest pair is under 3 million). */
const MAX_ALIGNMENT_CELLS = 12_000_000;

function tokensOf(text: string): Token[] {
  return [...text.matchAll(WORD)].map((match) => ({ key: match[0].toLowerCase(), start: match.index, end: match.index + match[0].length }));
}

/** Whether `theirs` has a word (counted with multiplicity) that `ours` lacks: without one, nothing can be restored. */
function hasMissingWord(ours: Token[], theirs: Token[]): boolean {
  const counts = new Map<string, number>();
  for (const token of ours) counts.set(token.key, (counts.get(token.key) ?? 0) + 1);
  for (const token of theirs) {
    const left = counts.get(token.key) ?? 0;
    if (left === 0) return true;
    counts.set(token.key, left - 1);
  }
  return false;
}

export interface Restoration {
  narrator: string;
  text: string;
  /** How many words were put back. */
  restoredWords: number;
}

/** A stretch of the complete text to put into the gap after token `after` (-1: before the first token). */
interface Splice {
  after: number;
  insertion: string;
  /** At the end of a part: keep the part's own trailing punctuation after the insertion. */
  keepTrailing: boolean;
}

/** One part (narrator or text) with insertions put into its gaps, the gap's own glue replaced. */
function splice(part: string, tokens: Token[], splices: Splice[]): string {
  let out = '';
  let cursor = 0;
  for (const { after, insertion, keepTrailing } of splices) {
    const gapStart = after === -1 ? 0 : tokens[after].end;
    const next = tokens[after + 1];
    const gapEnd = next ? next.start : part.length;
    out += part.slice(cursor, gapStart) + insertion + (keepTrailing ? part.slice(gapStart, gapEnd).trimStart() : '');
    cursor = gapEnd;
  }
  return out + part.slice(cursor);
}

/**
 * The narrator and text with the words `complete` has in their gaps put back; undefined when
 * nothing is missing (or the texts are too long to align).
 */
export function restoreLostWords(source: { narrator: string; text: string }, complete: string): Restoration | undefined {
  const narratorTokens = tokensOf(source.narrator);
  const textTokens = tokensOf(source.text);
  const ours = [...narratorTokens, ...textTokens];
  const theirs = tokensOf(complete);
  if (ours.length * theirs.length > MAX_ALIGNMENT_CELLS || theirs.length === 0 || !hasMissingWord(ours, theirs)) return undefined;
  const pairs = longestCommonSubsequence(ours.length, theirs.length, (i, j) => ours[i].key === theirs[j].key);
  if (pairs.length === 0) return undefined;

  // Pure insertions: their words before our first shared word, between two of our adjacent words, after our last.
  const gaps: Array<{ after: number; from: number; to: number }> = [];
  if (pairs[0][0] === 0 && pairs[0][1] > 0) gaps.push({ after: -1, from: 0, to: theirs[pairs[0][1]].start });
  for (let k = 1; k < pairs.length; k += 1) {
    const [i0, j0] = pairs[k - 1];
    const [i1, j1] = pairs[k];
    if (i1 === i0 + 1 && j1 > j0 + 1) gaps.push({ after: i0, from: theirs[j0].end, to: theirs[j1].start });
  }
  const [iLast, jLast] = pairs[pairs.length - 1];
  if (iLast === ours.length - 1 && jLast < theirs.length - 1) gaps.push({ after: iLast, from: theirs[jLast].end, to: complete.length });
  if (gaps.length === 0) return undefined;

  const split = narratorTokens.length; // our tokens from here on are the text's
  const narratorSplices: Splice[] = [];
  const textSplices: Splice[] = [];
  let restoredWords = 0;
  for (const gap of gaps) {
    const insertion = complete.slice(gap.from, gap.to);
    restoredWords += tokensOf(insertion).length;
    const atEnd = gap.after + 1 === ours.length;
    if (gap.after + 1 === split && split > 0) {
      // Between the narrator and the text: the narrator ends at the insertion's first colon, as the source's narrators do.
      const colon = insertion.indexOf(':');
      if (colon !== -1) narratorSplices.push({ after: split - 1, insertion: insertion.slice(0, colon + 1), keepTrailing: false });
      textSplices.push({ after: -1, insertion: insertion.slice(colon + 1).trimStart(), keepTrailing: false });
    } else if (gap.after + 1 < split) {
      narratorSplices.push({ after: gap.after, insertion, keepTrailing: atEnd });
    } else {
      textSplices.push({ after: gap.after - split, insertion, keepTrailing: atEnd });
    }
  }
  return {
    narrator: splice(source.narrator, narratorTokens, narratorSplices).trim(),
    text: splice(source.text, textTokens, textSplices).trim(),
    restoredWords,
  };
}
