import { tokenize } from './tokenizer';

/**
 * A question that quotes the wording of a verse ("which verse says this day I have perfected your religion", "when
 * God says be and it is", "the surah that says say he is God the one"). Read as a question, such wording is mostly
 * function words, which a question leaves out: "be and it is" was read as nothing, and the verse lost to any that
 * held the one or two other words. The words after the cue are compared with a verse's translation, function words
 * and all: how many of them it holds, and how many of their neighbouring pairs stand in it in that order, a few words
 * apart at most (the translation's "[who is]", "for you").
 */

// "says", "said", "saying" or "say" followed by the wording (", that", a colon or quotes allowed between).
const CUE = /\b(?:says|said|saying|say|reads|mentions)\b[\s,:;"'\u201c\u201d]+(?:that\s+)?/giu;
// A cue followed by these names a subject or whom it is said to, not a wording: "what does the Quran say about
// patience", "what will Satan say to his followers".
const TOPIC =
  /^(?:about|regarding|concerning|on|of|in|to do with|anything|something|what|so|when|if|to (?:his|her|their|them|him|the|a|an|my|your|our|those|these|people|someone|anyone|us|me))\b/iu;
/** The fewest words a wording is compared on: two words are a subject ("be patient"), not a quotation. */
const LEAST_WORDS = 3;
/** How far apart two neighbouring words of the wording may stand in the verse (the translation's insertions). */
const PAIR_WINDOW = 3;

/** The translation writes Allah where a question writes God: the two are one word here. */
const sameWord = (term: string) => (term === 'god' ? 'allah' : term);

/** The words of a wording or a verse, as compared: analysed terms (Porter stems), God as Allah. */
export const wordingTerms = (text: string): string[] => tokenize(text).map(sameWord);

/** The wording a question quotes after its first cue, as terms; none when no cue is followed by one. */
export function quotedWording(question: string): string[] | undefined {
  for (const cue of question.matchAll(CUE)) {
    const rest = question
      .slice(cue.index + cue[0].length)
      .replace(/[?\u061f.!]+\s*$/u, '')
      .trim();
    if (TOPIC.test(rest)) continue;
    const terms = wordingTerms(rest);
    if (terms.length >= LEAST_WORDS) return terms;
  }
  return undefined;
}

/**
 * How closely a verse's terms hold a wording, from 0 to 1: the mean of the share of the wording's terms the verse
 * holds and the share of its neighbouring pairs that stand in the verse in that order, at most PAIR_WINDOW apart.
 * Returns the number of pairs found too: one pair alone is a coincidence of two common words.
 */
export function wordingMatch(wording: readonly string[], verse: readonly string[]): { score: number; pairs: number } {
  const positions = new Map<string, number[]>();
  verse.forEach((term, at) => {
    const list = positions.get(term);
    if (list) list.push(at);
    else positions.set(term, [at]);
  });
  const held = wording.filter((term) => positions.has(term)).length;
  let pairs = 0;
  for (let i = 0; i + 1 < wording.length; i += 1) {
    const after = positions.get(wording[i + 1]);
    if (!after) continue;
    if ((positions.get(wording[i]) ?? []).some((at) => after.some((next) => next > at && next - at <= PAIR_WINDOW))) pairs += 1;
  }
  return { score: (held / wording.length + pairs / (wording.length - 1)) / 2, pairs };
}

/** Below this a verse is not taken for the one quoted. */
export const QUOTED_MATCH_LEAST = 0.6;
/** Two pairs at least: "he is" alone is in hundreds of verses. */
export const QUOTED_PAIRS_LEAST = 2;

/** Whether a verse holds the wording closely enough to be the one quoted. */
export const holdsWording = (match: { score: number; pairs: number }) =>
  match.score >= QUOTED_MATCH_LEAST && match.pairs >= QUOTED_PAIRS_LEAST;
