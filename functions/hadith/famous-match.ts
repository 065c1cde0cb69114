import { roleOfWord } from '../search/function-words';
import type { QueryWord } from '../search/query-terms';
import { analyze } from '../search/tokenizer';
import { FAMOUS_NARRATIONS, type FamousNarration } from './famous-narrations';
import type { HadithCollectionId } from './hadith-collections';

/**
 * Which well-known narrations (famous-narrations.ts) a query names, by title or by a wording people use.
 * Both sides are read as the search index reads them (Porter stems, Arabic letters unified, the article
 * removed), keeping only the words that carry the subject: function words ("are", "by", "من") and framing
 * words ("hadith", "prophet", "حديث") are left out, so "the hadith of Gabriel" is {gabriel}.
 *
 * A title, or a topic the narration is cited on ("honouring parents"), matches when the query holds all of it and it is
 * at least half the query ("intentions", "the hadith of Jibril"); a wording when the query and the wording share at least two words that are at
 * least 60% of each ("actions are judged by intentions" against "actions are but by intentions"), or, for a
 * wording of one word, when that is the whole query.
 */
export interface FamousMatch {
  narration: FamousNarration;
  /** 0 to 1: how much of the query and of the title or wording they share. */
  score: number;
  /** The title or wording that matched, as written in the table. */
  matched: string;
  /** Whether a wording matched (the query quotes the narration), not only a title or topic. */
  quoted: boolean;
}

/** A citation of the table: "bukhari:1" (a number), "mishkat:1/1" (book and hadith). */
export type FamousCitation =
  | { collection: HadithCollectionId; number: string }
  | { collection: HadithCollectionId; book: string; hadith: number };

export function parseFamousCitation(citation: string): FamousCitation {
  const [collection, place] = citation.split(':') as [HadithCollectionId, string];
  const slash = place.lastIndexOf('/');
  return slash === -1 ? { collection, number: place } : { collection, book: place.slice(0, slash), hadith: Number(place.slice(slash + 1)) };
}

/** Words a title is framed with that say nothing of which narration it is. */
const TITLE_WORDS = new Set(['hadith', 'hadeeth', 'narration', 'famous', 'wellknown', 'known', 'called', 'حديث', 'الحديث']);

interface Phrase {
  text: string;
  terms: Set<string>;
  /** A title or a topic: matched only when the query holds all of it (scoreOf). */
  title: boolean;
}

function contentTerms(words: ReadonlyArray<{ typed: string; terms: readonly string[] }>): Set<string> {
  const terms = new Set<string>();
  for (const word of words) {
    const script = /[\u0600-\u06FF]/.test(word.typed) ? 'arabic' : 'latin';
    if (TITLE_WORDS.has(word.typed.toLowerCase()) || roleOfWord(word.typed, script) !== 'content') continue;
    if (word.terms[0]) terms.add(word.terms[0]);
  }
  return terms;
}

const wordsOf = (text: string) => analyze(text).map((token) => ({ typed: text.slice(token.start, token.end), terms: token.terms }));

let phrases: Array<{ narration: FamousNarration; phrases: Phrase[] }> | undefined;
function phrasesOf() {
  phrases ??= FAMOUS_NARRATIONS.map((narration) => ({
    narration,
    phrases: [
      ...[narration.name, ...narration.names, ...narration.namesArabic, ...(narration.topics ?? [])].map((text) => ({ text, title: true })),
      ...[...narration.wordings, ...narration.wordingsArabic].map((text) => ({ text, title: false })),
    ]
      .map(({ text, title }) => ({ text, title, terms: contentTerms(wordsOf(text)) }))
      .filter((phrase) => phrase.terms.size > 0),
  }));
  return phrases;
}

function scoreOf(query: Set<string>, phrase: Phrase): number {
  let shared = 0;
  for (const term of phrase.terms) if (query.has(term)) shared += 1;
  if (shared === 0) return 0;
  const ofPhrase = shared / phrase.terms.size;
  const ofQuery = shared / query.size;
  const score = (ofPhrase + ofQuery) / 2;
  if (phrase.title) return ofPhrase === 1 && ofQuery >= 0.5 ? score : 0;
  if (phrase.terms.size === 1) return query.size === 1 && shared === 1 ? score : 0;
  return shared >= 2 && ofPhrase >= 0.6 && ofQuery >= 0.6 ? score : 0;
}

/** Within this of the best, a second narration is named too (a query that quotes two, or is ambiguous). */
const RUNNER_UP_MARGIN = 0.1;

/** The narrations the words name, best first (at most two). */
export function famousNarrationsNamed(words: ReadonlyArray<{ typed: string; terms: readonly string[] }>): FamousMatch[] {
  const query = contentTerms(words);
  if (query.size === 0) return [];
  const found: FamousMatch[] = [];
  for (const { narration, phrases: candidates } of phrasesOf()) {
    let best: FamousMatch | undefined;
    for (const phrase of candidates) {
      const score = scoreOf(query, phrase);
      // On a tie a wording wins: the query quotes the narration rather than only naming it.
      if (score > (best?.score ?? 0) || (score > 0 && score === best?.score && !phrase.title && !best.quoted))
        best = { narration, score, matched: phrase.text, quoted: !phrase.title };
    }
    if (best) found.push(best);
  }
  found.sort((a, b) => b.score - a.score);
  return found.filter((match) => match.score >= found[0].score - RUNNER_UP_MARGIN).slice(0, 2);
}

/** The narrations a query typed in a search box names. */
export const famousNarrationsIn = (text: string): FamousMatch[] => famousNarrationsNamed(wordsOf(text));

/** The words of a parsed query, less a question's related words (they only widen a search). */
export const queryWordsOf = (words: readonly QueryWord[]) => words.filter((word) => !word.optional);
