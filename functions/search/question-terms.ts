import * as z from 'zod';
import type { ConceptShare } from './concept-verses';
import { CONCEPTS, type Concept } from './concepts';
import { roleOfWord, type WordRole } from './function-words';
import type { QueryWord, SearchQuery } from './query-terms';
import questionShapeTable from './question-shapes.json' with { type: 'json' };
import { MAX_SEARCH_TERMS } from './search-budget';
import { withoutStopPhrases } from './stop-phrases';
import { analyze, type TextToken } from './tokenizer';
import wordFormTable from './word-forms.json' with { type: 'json' };

/**
 * A question read for retrieval: its words as weighted query words (searched with `match: any`), the
 * concepts it was read as, and whether it asks for a supplication.
 */
export interface QuestionQuery extends SearchQuery {
  /** The question as it was read: as asked, less its honorifics and pious formulas (stop-phrases.ts). */
  text: string;
  /** The concepts the question names (concepts.ts), by name, in the order asked. */
  concepts: string[];
  /** How much of the question each concept is: its weight among the question's own weighed words. */
  conceptShares: ConceptShare[];
  /** A concept of the question asks what to say (a dua). */
  asksForSupplication: boolean;
  /** The question names where it wants its answer ("What does the Quran say…", "a hadith about…"). */
  asksFor?: 'quran' | 'hadith';
  /** The language it is written in: Arabic when most of its letters are (its concepts bring words of both). */
  language: 'ar' | 'en';
}

/** A text's language for retrieval: Arabic when most of its letters are Arabic. */
export function languageOfText(text: string): 'ar' | 'en' {
  const arabic = (text.match(/[\u0600-\u06ff]/g) ?? []).length;
  const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
  return arabic > latin ? 'ar' : 'en';
}

/** How much each kind of word counts. */
export const QUESTION_WEIGHTS = {
  content: 1,
  /** Where an answer is sought ("the Quran", "Islam", "ruling"): kept, but it hardly decides. */
  framing: 0.2,
  /** A concept's related words (concepts.ts). */
  related: 0.5,
  /** Words of earlier turns of a conversation that a short follow-up leans on. */
  earlierTurn: 0.5,
  /** What a question's form asks for (question-shapes.json): only raises what else matched. */
  shape: 0.5,
} as const;

interface Word {
  token: TextToken;
  typed: string;
  role: WordRole;
  /** What a concept's asked phrase is compared on: the Porter stem, or the Arabic stem without plural endings. */
  key: string;
}

// Arabic is compared without a joined ل or ب, plural and dual endings, and the accusative alef, so that a
// question's لصلاة meets صلاة, المؤمنين meets المؤمنون and عرقا meets عرق. Not light10's one-letter
// suffixes: they make الجنة (paradise) the same key as الجن (the jinn). Both sides are keyed alike.
const ARABIC_PLURAL = /(ون|ين|ات|ان)$/;
function keyOf(token: TextToken): string {
  let key = token.terms[0];
  if (token.script !== 'arabic') return key;
  if (key.length >= 5 && /^[لب]/.test(key)) key = key.slice(1);
  if (key.length >= 5) key = key.replace(ARABIC_PLURAL, '');
  if (key.length >= 4 && key.endsWith('ا')) key = key.slice(0, -1);
  return key;
}

// "What kind of ...", "what sort of ...": the form of a question, not kindness.
const KIND_OF = /^(kind|kinds|sort|sorts|type|types)$/i;
// After an article or a possessive a word is a noun, whatever it is elsewhere: "into a well", "his will", "the right".
const DETERMINER = /^(a|an|the|this|that|his|her|their|my|our|your|its)$/i;

/** Every word of a text with its role; "kind of" and the like are function words, "a well" and "the will" are not. */
function wordsOf(text: string): Word[] {
  const tokens = analyze(text);
  return tokens.map((token, i) => {
    const typed = text.slice(token.start, token.end);
    const next = tokens[i + 1];
    const before = tokens[i - 1];
    const kindOf = KIND_OF.test(typed) && next !== undefined && text.slice(next.start, next.end).toLowerCase() === 'of';
    let role: WordRole = kindOf ? 'function' : roleOfWord(typed, token.script);
    if (role === 'function' && !kindOf && before && DETERMINER.test(text.slice(before.start, before.end))) role = 'content';
    return { token, typed, role, key: keyOf(token) };
  });
}

const phraseList = z.array(z.string().trim().min(1)).min(1);

/**
 * Forms of one word a question means alike (word-forms.json): each term of a form, as the index reads it, to the
 * terms of every form of its line.
 */
function wordFormsOf(table: unknown): Map<string, string[]> {
  const parsed = z.strictObject({ about: z.string(), english: z.array(phraseList), arabic: z.array(phraseList) }).safeParse(table);
  if (!parsed.success) throw new Error(`word-forms.json: ${z.prettifyError(parsed.error)}`);
  const forms = new Map<string, string[]>();
  for (const line of [...parsed.data.english, ...parsed.data.arabic]) {
    const terms = [...new Set(line.flatMap((form) => analyze(form).flatMap((token) => token.terms)))];
    for (const term of terms) forms.set(term, [...new Set([...(forms.get(term) ?? []), ...terms])]);
  }
  return forms;
}

interface QuestionShape {
  name: string;
  asked: string[][];
  terms: string[];
}

/** The question shapes (question-shapes.json): their phrases as keys (keyOf), their texts' words as terms. */
function questionShapesOf(table: unknown): QuestionShape[] {
  const schema = z.strictObject({
    about: z.string(),
    shapes: z.array(z.strictObject({ name: z.string().min(1), asked: phraseList, texts: phraseList })).min(1),
  });
  const parsed = schema.safeParse(table);
  if (!parsed.success) throw new Error(`question-shapes.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data.shapes.map((shape) => ({
    name: shape.name,
    asked: shape.asked.map((phrase) => analyze(phrase).map(keyOf)),
    terms: [...new Set(shape.texts.flatMap((text) => analyze(text).flatMap((token) => token.terms)))],
  }));
}

let wordForms: Map<string, string[]> | undefined;
let questionShapes: QuestionShape[] | undefined;

/** A word's terms with those of its other forms (word-forms.json). */
function withOtherForms(terms: readonly string[]): readonly string[] {
  wordForms ??= wordFormsOf(wordFormTable);
  const all = new Set(terms);
  for (const term of terms) for (const other of wordForms.get(term) ?? []) all.add(other);
  return all.size === terms.length ? terms : [...all];
}

/** The shapes a question's words show (question-shapes.json), each phrase matched word by word anywhere in it. */
function shapesOf(text: string): QuestionShape[] {
  questionShapes ??= questionShapesOf(questionShapeTable);
  const keys = analyze(text).map(keyOf);
  return questionShapes.filter((shape) =>
    shape.asked.some((phrase) => keys.some((_, at) => phrase.length > 0 && phrase.every((key, i) => keys[at + i] === key))),
  );
}

// An Arabic verb of the table in the third person's present (يتوضأ, يصوم) is asked in every person: أتوضأ, نتوضأ, تتوضأ.
const ARABIC_PRESENT_VERB = /^ي[\u0621-\u064A]{3,}$/;
const inEveryPerson = (asked: string): string[] =>
  ARABIC_PRESENT_VERB.test(asked) ? [asked, ...['أ', 'ت', 'ن'].map((person) => `${person}${asked.slice(1)}`)] : [asked];

interface PreparedConcept {
  concept: Concept;
  texts: string[];
  related: string[];
}

interface AskedPhrase {
  keys: string[];
  concept: PreparedConcept;
}

/** Terms of a concept's listed words, as the index holds them; function words add nothing. */
const termsOfList = (list: readonly string[] | undefined) => [
  ...new Set((list ?? []).flatMap((entry) => wordsOf(entry).flatMap((word) => (word.role === 'function' ? [] : word.token.terms)))),
];

// A phrase opening with one of these asks a question's shape (why: a purpose; how: a manner): its words mean it only
// together with the question word.
const QUESTION_WORD = /^(why|how|who|what|which|when|where|لماذا|لم|كيف|من|ما|ماذا|متى|أين|اين)$/i;
/**
 * The table analysed once per container, its asked phrases by first word, longest first. A phrase of
 * content words only ("kindness parents") is compared with the question's content words, so the function
 * words between them do not matter; a phrase with a function word ("what to say", "more than one wife")
 * is compared word for word.
 */
let prepared: { exact: Map<string, AskedPhrase[]>; content: Map<string, AskedPhrase[]> } | undefined;

function conceptIndex() {
  if (prepared) return prepared;
  const exact = new Map<string, AskedPhrase[]>();
  const content = new Map<string, AskedPhrase[]>();
  const file = (into: Map<string, AskedPhrase[]>, phrase: AskedPhrase) => {
    const list = into.get(phrase.keys[0]) ?? [];
    list.push(phrase);
    into.set(phrase.keys[0], list);
  };
  for (const concept of CONCEPTS) {
    const entry: PreparedConcept = { concept, texts: termsOfList(concept.texts), related: termsOfList(concept.related) };
    for (const asked of concept.asked.flatMap(inEveryPerson)) {
      const words = wordsOf(asked);
      const contentWords = words.filter((word) => word.role === 'content');
      const hasOtherWords = contentWords.length < words.length;
      // One function word ("will", "or") would be read in every question that uses it.
      if (words.length === 1 && words[0].role === 'function') throw new Error(`Concept '${concept.name}': '${asked}' is a function word`);
      if (hasOtherWords) file(exact, { keys: words.map((word) => word.key), concept: entry });
      // "kindness to parents" also as "kindness ... parents"; "more than one wife" never as "wife" alone; "why did
      // God create" never as "God create", which "in how many days did God create the heavens" also holds.
      const asksAQuestion = words[0].role === 'function' && QUESTION_WORD.test(words[0].typed);
      if (contentWords.length > 0 && !asksAQuestion && (!hasOtherWords || contentWords.length >= 2))
        file(content, { keys: contentWords.map((word) => word.key), concept: entry });
    }
  }
  for (const list of [...exact.values(), ...content.values()]) list.sort((a, b) => b.keys.length - a.keys.length);
  prepared = { exact, content };
  return prepared;
}

/** The longest asked phrase of `phrases` that starts at `at` of `words`. */
function phraseAt(phrases: Map<string, AskedPhrase[]>, words: readonly Word[], at: number): AskedPhrase | undefined {
  return phrases.get(words[at].key)?.find(({ keys }) => keys.every((key, i) => words[at + i]?.key === key));
}

/**
 * The question's words, each either a concept (the asked phrase that named it) or a word of its own.
 * Phrases with function words are found first, over every word; then content phrases over the content
 * words left. Framing words ("the Quran") never name a concept.
 */
function readWords(text: string): Array<{ words: Word[]; concept?: PreparedConcept }> {
  const { exact, content } = conceptIndex();
  const all = wordsOf(text);
  const claimed = new Map<number, { length: number; concept: PreparedConcept }>();
  for (let at = 0; at < all.length; at += 1) {
    const found = phraseAt(exact, all, at);
    if (found) {
      claimed.set(at, { length: found.keys.length, concept: found.concept });
      at += found.keys.length - 1;
    }
  }
  const parts: Array<{ words: Word[]; concept?: PreparedConcept }> = [];
  let run: Word[] = [];
  const readRun = () => {
    for (let at = 0; at < run.length; ) {
      const found = phraseAt(content, run, at);
      if (found) {
        parts.push({ words: run.slice(at, at + found.keys.length), concept: found.concept });
        at += found.keys.length;
      } else {
        parts.push({ words: [run[at]] });
        at += 1;
      }
    }
    run = [];
  };
  for (let at = 0; at < all.length; at += 1) {
    const claim = claimed.get(at);
    if (claim) {
      readRun();
      parts.push({ words: all.slice(at, at + claim.length), concept: claim.concept });
      at += claim.length - 1;
    } else if (all[at].role === 'content') run.push(all[at]);
    else if (all[at].role === 'framing') {
      readRun();
      parts.push({ words: [all[at]] });
    }
  }
  readRun();
  return parts;
}

class QueryBuilder {
  readonly words: QueryWord[] = [];
  private readonly byTerms = new Map<string, number>();

  add(terms: readonly string[], typed: string, weight: number, optional = false): void {
    if (terms.length === 0) return;
    const key = [...terms].sort().join('|');
    const existing = this.byTerms.get(key);
    if (existing !== undefined) {
      const word = this.words[existing];
      word.weight = Math.max(word.weight ?? 1, weight);
      if (!optional) delete word.optional;
      return;
    }
    this.byTerms.set(key, this.words.length);
    this.words.push({ terms, typed, weight, ...(optional ? { optional } : {}) });
  }
}

/**
 * Reads a question (English, Arabic or both) for retrieval: honorifics and pious formulas out (stop-phrases.ts),
 * function words out, framing words at low
 * weight, each concept it names replaced by the texts' words for it (concepts.ts), every other word as
 * typed. `earlierTurns`, the user's earlier messages, are added at lower weight when the question is a
 * short follow-up ("and for the mother?"), so that it keeps the conversation's subject.
 */
export function parseQuestion(asked: string, earlierTurns: readonly string[] = []): QuestionQuery {
  const question = withoutStopPhrases(asked);
  const builder = new QueryBuilder();
  const concepts: string[] = [];
  const conceptWeights = new Map<string, number>();
  let questionWeight = 0;
  let asksForSupplication = false;
  const read = (text: string, scale: number) => {
    let contentWords = 0;
    for (const { words, concept } of readWords(text)) {
      const typed = words
        .map((word) => word.typed)
        .join(' ')
        .toLowerCase();
      if (concept) {
        const weight = (concept.concept.weight ?? 1) * scale;
        builder.add(concept.texts, typed, weight);
        builder.add(concept.related, `${typed} (related)`, QUESTION_WEIGHTS.related * weight, true);
        if (!concepts.includes(concept.concept.name)) concepts.push(concept.concept.name);
        conceptWeights.set(concept.concept.name, (conceptWeights.get(concept.concept.name) ?? 0) + weight);
        questionWeight += weight;
        asksForSupplication ||= concept.concept.supplication === true;
        contentWords += 1;
      } else {
        const [word] = words;
        const weight = (word.role === 'framing' ? QUESTION_WEIGHTS.framing : QUESTION_WEIGHTS.content) * scale;
        builder.add(withOtherForms(word.token.terms), typed, weight);
        if (word.role === 'content') contentWords += 1;
        questionWeight += weight;
      }
    }
    return contentWords;
  };
  const contentWords = read(question, 1);
  for (const shape of shapesOf(question)) builder.add(shape.terms, `(${shape.name})`, QUESTION_WEIGHTS.shape, true);
  asksForSupplication ||= ASKS_WHAT_TO_SAY.test(question);
  const asksFor = ASKS_QURAN.test(question) ? 'quran' : ASKS_HADITH.test(question) ? 'hadith' : undefined;
  if (isFollowUp(question, contentWords)) {
    for (const turn of earlierTurns.slice(-2)) read(withoutStopPhrases(turn), QUESTION_WEIGHTS.earlierTurn);
  }
  // The budget's bound on words applies to questions too: the heaviest words are kept.
  const words = builder.words
    .map((word, order) => ({ word, order }))
    .sort((a, b) => (b.word.weight ?? 1) - (a.word.weight ?? 1) || a.order - b.order)
    .slice(0, MAX_SEARCH_TERMS)
    .sort((a, b) => a.order - b.order)
    .map(({ word }) => word);
  return {
    text: question,
    words,
    phrases: [],
    concepts,
    conceptShares: [...conceptWeights].map(([concept, weight]) => ({ concept, share: weight / questionWeight })),
    asksForSupplication,
    language: languageOfText(question),
    ...(asksFor ? { asksFor } : {}),
  };
}

// Said in words a concept's phrases cannot hold, because every word of them is a function word.
const ASKS_WHAT_TO_SAY =
  /\bwhat (should|do|can|shall|must) (i|we|one|you|a person) say\b|\bwhat to say\b|ماذا (أقول|اقول|نقول)|ما (الذي )?(أقوله|اقوله|يقال)/i;

// Where a question wants its answer from, when it says so.
const ASKS_QURAN = /\b(qur'?an|koran|verses?|ayahs?|ayat|surahs?)\b|القرآن|قرآن|آية|آيات|سورة/i;
const ASKS_HADITH = /\b(hadiths?|ahadith|sunnah|prophet|messenger)\b|الحديث|حديث|أحاديث|السنة|النبي|الرسول/i;

// \b knows only Latin letters, so the Arabic openings have an expression of their own.
const FOLLOW_UP_START = /^\s*(and|also|what about|how about|so|then)\b/i;
const ARABIC_AND = /^\s*و(ماذا|ما|هل|كيف|لماذا|عن|في|لل|ال)/;

/** A question that leans on the one before it: it opens as a continuation, or names at most two things. */
export function isFollowUp(question: string, contentWords: number): boolean {
  return contentWords <= 2 || FOLLOW_UP_START.test(question) || ARABIC_AND.test(question);
}
