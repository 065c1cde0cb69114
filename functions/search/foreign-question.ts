import type { ConceptShare } from './concept-verses';
import { CONCEPTS, type QuestionLanguage } from './concepts';
import { LANGUAGE_ANALYZERS } from './language-analyzers';
import { bengaliSpelling, bengaliStem, typedWords } from './language-terms';
import type { QueryWord } from './query-terms';
import { functionWordsOf, lower, questionLanguage } from './question-language';
import { analyze } from './tokenizer';

/**
 * A question in one of the nine other languages the Quran is served in, read for retrieval: without the language's
 * question phrases ("que dit le coran sur"), its names of the Quran (Koranen, 古兰经: a question's book is not its
 * topic) and its function words (the npm package stopword's list and the table's own, question-languages.json);
 * the concepts it names in that language (concepts.json, `asked_in`), read as the texts' English and Arabic words for
 * them; and every other word, as the language's translation is indexed (its own words) and as typed, for the bridge
 * to English and Arabic (translation-bridge.ts).
 */
export interface ForeignQuestion {
  language: QuestionLanguage;
  /** The question less its question phrases and names of the Quran. */
  text: string;
  /** Its words as the language's translation is indexed, each weighed alike: searched in that translation. */
  native: QueryWord[];
  /** The concepts it names, by name. */
  concepts: string[];
  /** How much of the question each concept is: its weight among the question's words. */
  conceptShares: ConceptShare[];
  /** The concepts' words in the English and Arabic texts (concepts.json `texts`, and `related` as optional words). */
  conceptWords: QueryWord[];
  /** The words read as no concept, as typed (lower case): what the bridge learns English and Arabic words for. */
  unbridged: string[];
  asksForSupplication: boolean;
  /** Whether it names the Quran (Koranen, Coran, 古兰经…): it asks what the Quran says, so verses come first. */
  namesTheQuran: boolean;
}

const escapedForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const cutters = new Map<string, RegExp>();
/** The phrases to leave out, longest first, as one expression (whole words; any substring in Chinese). */
function cutterOf(language: QuestionLanguage): RegExp {
  let cutter = cutters.get(language);
  if (!cutter) {
    const data = questionLanguage(language);
    const phrases = [...data.question_phrases, ...data.book_names]
      .map((phrase) => lower(phrase, language))
      .sort((a, b) => b.length - a.length);
    const alternatives = phrases.map(escapedForPattern).join('|');
    cutter =
      language === 'zh' ? new RegExp(alternatives, 'gu') : new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives})(?![\\p{L}\\p{M}])`, 'gu');
    cutters.set(language, cutter);
  }
  return cutter;
}

interface AskedIn {
  /** The phrase's words, lower case, spelt as they are compared (spelled). */
  words: string[];
  /** Its words as compared (wordKey): «хиджаб» and «хиджабе», «yetim» and «yetimlere» alike. */
  keys: string[];
  concept: (typeof CONCEPTS)[number];
  /** Compared word for word, function words too («no musulmanes», «nabi terakhir»); else over the content words. */
  exact: boolean;
}

/**
 * Whether a question's word is a phrase's word: the same, or an inflection of it, which ends differently but begins
 * as it does and is no shorter. Stems alone collide: French «mois» and «Moïse», Spanish «mes» and «Mesías»,
 * Indonesian «diturunkan» and «keturunan» share one. The stem less its last letter is what must begin both
 * (Turkish «hırsızlık» → «hırsızlığın»), at least three letters of it. A stem shorter than that (Turkish stems «ölüm»
 * as «ol», «alim» as «al», «kuma» as «k», Russian «имам» as «им») is too short to tell: the phrase's word itself must
 * begin the question's, its first three letters or all but its last, so that «olmuş» (became) is not «ölüm» (death),
 * «altın» (gold) not «alim», «kimin» (whose) not «kuma», «имена» (names) not «имам».
 */
const isInflectionOf = (word: string, key: string, phraseWord: string, phraseKey: string) => {
  if (word === phraseWord) return true;
  if (key !== phraseKey || word.length < phraseWord.length) return false;
  if (phraseKey.length < 3) return word.startsWith(phraseWord.slice(0, Math.min(3, phraseWord.length - 1)));
  const start = phraseKey.slice(0, Math.max(3, phraseKey.length - 1));
  // The stemmed languages' keys are without accents; Bengali's keep their vowel signs.
  return word.startsWith(start) || withoutMarks(word).startsWith(start);
};
const withoutMarks = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');

/** How many letters two words begin with alike. */
const sharedStart = (a: string, b: string) => {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  return at;
};
type Closeness = [asTyped: number, unaccented: number];
/**
 * How closely a phrase's words are spelt as the question's: the letters each begins with alike as typed, then without
 * accents (a question that leaves them out). Of two phrases whose stems a word shares, the one it is spelt as is the
 * one it means: Spanish «luto» (mourning) is not «Lut», Turkish «imam» not «iman» (faith), «şura» (consultation) not
 * «sur» (the Horn), whose dative «sura» is. Bengali is compared as written (its vowel signs are letters).
 */
function closeness(question: readonly string[], phrase: readonly string[], language: QuestionLanguage): Closeness {
  const plain = language === 'bn' ? (word: string) => word : withoutMarks;
  let asTyped = 0;
  let unaccented = 0;
  phrase.forEach((word, i) => {
    asTyped += sharedStart(question[i], word);
    unaccented += sharedStart(plain(question[i]), plain(word));
  });
  return [asTyped, unaccented];
}

/**
 * A word as a concept's phrase is compared with it: its stem where the language has a stemmer, a Bengali word less its
 * commonest ending, a Chinese word as segmented; so an inflected question word («о хиджабе», «idds») still names it.
 */
function wordKey(word: string, language: QuestionLanguage): string {
  if (language === 'zh') return word;
  const term = analyze(word, LANGUAGE_ANALYZERS[language])[0]?.terms[0] ?? word;
  return language === 'bn' ? bengaliStem(term) : term;
}
// French elides an article or pronoun onto the next word (l'alcool, d'Abraham, qu'Allah); Turkish writes a proper
// noun's case ending after an apostrophe (Yunus'un, Kur'an'da): the word a concept's phrase names is the rest.
const ELIDED: Partial<Record<QuestionLanguage, RegExp>> = {
  fr: /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)['’](?=[\p{L}])/u,
  tr: /(?<=[\p{L}\p{M}]{2})['’][\p{L}\p{M}]{1,5}$/u,
};
/** A question's words in a language, each as a concept's phrase would write it (ELIDED). */
function wordsOfQuestion(text: string, language: QuestionLanguage): string[] {
  const words = typedWords(text, language);
  const elided = ELIDED[language];
  return elided ? words.map((word) => word.replace(elided, '')) : words;
}
/** A word as its key was spelt before stemming: Bengali's letters written either way folded (bengaliSpelling). */
const spelled = (word: string, language: QuestionLanguage) => (language === 'bn' ? bengaliSpelling(word) : word);
const askedByLanguage = new Map<string, AskedIn[]>();
/** The concepts' phrases in a language, as typed words, longest first. */
function askedIn(language: QuestionLanguage): AskedIn[] {
  let asked = askedByLanguage.get(language);
  if (!asked) {
    const functionWords = functionWordsOf(language);
    const entry = (words: string[], concept: AskedIn['concept'], exact: boolean): AskedIn => ({
      words: words.map((word) => spelled(word, language)),
      keys: words.map((word) => wordKey(word, language)),
      concept,
      exact,
    });
    // A phrase with function words is read word for word, and over the question's content words too when two or more
    // are left («liberté de religion», «qui reçoit la zakat»): one left would name it alone («nabi terakhir» as «nabi»).
    asked = CONCEPTS.flatMap((concept) =>
      (concept.asked_in?.[language] ?? []).flatMap((phrase) => {
        // Read as a question is: its question phrases («pourquoi», «varför») are cut from both. What such a phrase asked
        // is then only in its other words together: word for word («pourquoi dieu nous a créés» is not «dieu… créé»).
        const lowered = lower(phrase, language);
        const read = lowered.replace(cutterOf(language), ' ');
        const words = wordsOfQuestion(read, language);
        const content = words.filter((word) => !functionWords.has(word));
        const asks = read.trim() !== lowered.trim();
        if (content.length === words.length && !asks) return [entry(words, concept, false)];
        return [entry(words, concept, true), ...(content.length >= 2 && !asks ? [entry(content, concept, false)] : [])];
      }),
    )
      .filter((entry) => entry.keys.length > 0)
      .sort((a, b) => b.keys.length - a.keys.length);
    askedByLanguage.set(language, asked);
  }
  return asked;
}

/**
 * The terms of words as the texts of a language are indexed. Bengali's translation is indexed as written (its spellings
 * folded): a word is also read without its commonest ending, so «মাছে» finds «মাছ».
 */
const termsIn = (words: readonly string[], language: string) => {
  const analyzer = LANGUAGE_ANALYZERS[language];
  const terms = words.flatMap((word) => analyze(word, analyzer).flatMap((token) => token.terms));
  return [...new Set(language === 'bn' ? [...terms, ...terms.map(bengaliStem)] : terms)];
};
/** A text's words in a language as a question's words are read there: how a translation's side of the bridge is learned. */
export const bridgeTermsOf = (text: string, language: QuestionLanguage) => termsIn(typedWords(lower(text, language), language), language);

const textTerms = (list: readonly string[] | undefined) => [
  ...new Set((list ?? []).flatMap((text) => analyze(text).flatMap((token) => token.terms))),
];

/** Reads a question written in `language` (one of the nine; English and Arabic are parseQuestion's). */
export function readForeignQuestion(question: string, language: QuestionLanguage): ForeignQuestion {
  const lowered = lower(question, language);
  const text = lowered.replace(cutterOf(language), ' ').replace(/\s+/g, ' ').trim();
  const functionWords = functionWordsOf(language);
  const words = wordsOfQuestion(text, language);
  const contentAt = words.flatMap((word, at) => (functionWords.has(word) ? [] : [at]));
  const native: QueryWord[] = [];
  const conceptWords: QueryWord[] = [];
  const concepts: string[] = [];
  const unbridged: string[] = [];
  const conceptWeights = new Map<string, number>();
  let questionWeight = 0;
  let asksForSupplication = false;
  const phrases = askedIn(language);
  const keys = words.map((word) => wordKey(word, language));
  const spellings = words.map((word) => spelled(word, language));
  // The longest phrase at `at` read over `positions` (every word, or the content words from `at` on), with the words it took.
  const longest = phrases[0]?.keys.length ?? 0;
  // Of the longest phrases that match, the one spelt most like the question's words (closeness).
  const phraseOver = (positions: readonly number[], exact: boolean) => {
    let found: AskedIn | undefined;
    let best: Closeness = [-1, -1];
    for (const entry of phrases) {
      if (found && entry.keys.length < found.keys.length) break;
      if (
        entry.exact !== exact ||
        !entry.keys.every(
          (key, i) => i < positions.length && isInflectionOf(spellings[positions[i]], keys[positions[i]], entry.words[i], key),
        )
      )
        continue;
      const near = closeness(
        positions.slice(0, entry.words.length).map((position) => spellings[position]),
        entry.words,
        language,
      );
      if (near[0] > best[0] || (near[0] === best[0] && near[1] > best[1])) [found, best] = [entry, near];
    }
    return found && { found, taken: positions.slice(0, found.keys.length) };
  };
  // The content words from a content word `at` on, at most a phrase's length of them.
  const contentFrom = (at: number) => {
    const first = contentAt.indexOf(at);
    return contentAt.slice(first, first + longest);
  };
  for (let at = 0; at < words.length; ) {
    // At most a phrase's length of positions from `at`: a long question reads in time linear in its words.
    const following = Array.from({ length: Math.min(longest, words.length - at) }, (_, i) => at + i);
    const exact = phraseOver(following, true);
    if (!exact && functionWords.has(words[at])) {
      at += 1;
      continue;
    }
    const match = exact ?? phraseOver(contentFrom(at), false);
    if (match) {
      const { found, taken } = match;
      const phraseWords = taken.map((position) => words[position]);
      const typed = phraseWords.join(language === 'zh' ? '' : ' ');
      const { concept } = found;
      const weight = concept.weight ?? 1;
      conceptWords.push({ terms: textTerms(concept.texts), typed, weight });
      const related = textTerms(concept.related);
      if (related.length) conceptWords.push({ terms: related, typed: `${typed} (related)`, weight: 0.5 * weight, optional: true });
      if (!concepts.includes(concept.name)) concepts.push(concept.name);
      conceptWeights.set(concept.name, (conceptWeights.get(concept.name) ?? 0) + weight);
      questionWeight += weight;
      asksForSupplication ||= concept.supplication === true;
      const terms = termsIn(
        phraseWords.filter((word) => !functionWords.has(word)),
        language,
      );
      if (terms.length) native.push({ terms, typed, weight });
      at = taken[taken.length - 1] + 1;
      continue;
    }
    const terms = termsIn([words[at]], language);
    // Chinese is indexed a character at a time: a word's characters are one word of the query, any of them matching.
    if (terms.length) native.push({ terms, typed: words[at] });
    unbridged.push(words[at]);
    questionWeight += 1;
    at += 1;
  }
  return {
    language,
    text,
    native: dedupe(native),
    concepts,
    conceptShares: [...conceptWeights].map(([concept, weight]) => ({ concept, share: weight / questionWeight })),
    conceptWords,
    unbridged: [...new Set(unbridged)],
    asksForSupplication,
    namesTheQuran: questionLanguage(language).book_names.some((name) => lowered.includes(lower(name, language))),
  };
}

/** Whether a query is asked as a question in its language: a question mark, or one of its question phrases or names of the Quran. */
export function asksInLanguage(question: string, language: QuestionLanguage): boolean {
  if (/[?？؟]\s*$/u.test(question)) return true;
  const cutter = cutterOf(language);
  cutter.lastIndex = 0;
  return cutter.test(lower(question, language));
}

function dedupe(words: QueryWord[]): QueryWord[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = [...word.terms].sort().join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
