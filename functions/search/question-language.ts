import { ben, eng, fra, ind, rus, spa, swe, tur, urd, zho } from 'stopword';
import { detectAll } from 'tinyld';
import * as z from 'zod';
import { QUESTION_LANGUAGES } from './concepts';
import questionLanguageTable from './question-languages.json' with { type: 'json' };

/**
 * The languages a question may be asked in: English and Arabic, which the Quran's own index reads (with the concept
 * table and the commentaries), and the nine other languages the Quran is served in (a translation each).
 */
export const SERVED_LANGUAGES = ['en', 'ar', ...QUESTION_LANGUAGES] as const;
export type ServedLanguage = (typeof SERVED_LANGUAGES)[number];
export const isServedLanguage = (value: string): value is ServedLanguage => (SERVED_LANGUAGES as readonly string[]).includes(value);

const phrases = z.array(z.string().trim().min(1));
const languageSchema = z.strictObject({
  /** How people of the language ask ("que dit le coran sur", «ne diyor»): left out of a question. */
  question_phrases: phrases.min(1),
  /** What the language calls the Quran: a question's book is not its topic. */
  book_names: phrases.min(1),
  /** Words that only ask or frame, beyond the stop word list of the language. */
  function_words: phrases,
  /** Words of the stop word list that are subjects people ask about ("vie", «жизнь»): kept. */
  keep: phrases,
});
const tableSchema = z.strictObject({
  about: z.string(),
  languages: z.strictObject(
    Object.fromEntries(QUESTION_LANGUAGES.map((language) => [language, languageSchema])) as Record<
      (typeof QUESTION_LANGUAGES)[number],
      typeof languageSchema
    >,
  ),
});
export type QuestionLanguageData = z.output<typeof languageSchema>;

/** The table (question-languages.json), validated at load: a malformed entry stops the function, naming where. */
export function questionLanguagesOf(table: unknown): Record<(typeof QUESTION_LANGUAGES)[number], QuestionLanguageData> {
  const parsed = tableSchema.safeParse(table);
  if (!parsed.success) throw new Error(`question-languages.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data.languages;
}

let languages: ReturnType<typeof questionLanguagesOf> | undefined;
/** One language's question phrases, book names and function words. */
export function questionLanguage(language: (typeof QUESTION_LANGUAGES)[number]): QuestionLanguageData {
  languages ??= questionLanguagesOf(questionLanguageTable);
  return languages[language];
}

/** A text as the language's words are compared: composed, in the language's lower case. */
export const lower = (text: string, language: string) => text.normalize('NFC').toLocaleLowerCase(language);

/** The stop word lists of the npm package stopword (https://github.com/fergiemcdowall/stopword), by language. */
const STOP_WORDS: Record<(typeof QUESTION_LANGUAGES)[number], readonly string[]> = {
  bn: ben,
  es: spa,
  fr: fra,
  id: ind,
  ru: rus,
  sv: swe,
  tr: tur,
  ur: urd,
  zh: zho,
};
const ENGLISH_STOP_WORDS = new Set(eng);

let functionWordSets: Map<string, Set<string>> | undefined;
/** A language's words that only ask or frame: its stop words and its table's, less those it keeps; lower case. */
export function functionWordsOf(language: (typeof QUESTION_LANGUAGES)[number]): ReadonlySet<string> {
  functionWordSets ??= new Map();
  let words = functionWordSets.get(language);
  if (!words) {
    const data = questionLanguage(language);
    const keep = new Set(data.keep.map((word) => lower(word, language)));
    words = new Set(
      [...STOP_WORDS[language], ...data.function_words].map((word) => lower(word, language)).filter((word) => !keep.has(word)),
    );
    functionWordSets.set(language, words);
  }
  return words;
}

const SCRIPTS = {
  arabic: /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu,
  bengali: /\p{Script=Bengali}/gu,
  han: /\p{Script=Han}/gu,
  cyrillic: /\p{Script=Cyrillic}/gu,
  latin: /\p{Script=Latin}/gu,
} as const;
// Letters Urdu writes and Arabic does not (ٹ ڈ ڑ ں ھ ہ ے ۓ), and its commonest words.
const URDU_LETTERS = /[\u0679\u0688\u0691\u06BA\u06BE\u06C1\u06D2\u06D3]/u;
const PERSO_URDU_LETTERS = /[\u06A9\u06CC\u06AF\u067E\u0686\u0698]/u;
const LATIN_LANGUAGES = ['en', 'es', 'fr', 'id', 'sv', 'tr'] as const;
/** tinyld's share for a language below which a short text's guess is not taken alone. */
const CONFIDENT = 0.5;
/** A guess taken with no word of evidence: at least this share, and this many times the next guess's. */
const LONE_GUESS = { least: 0.05, lead: 4 } as const;
/** Letters each Latin-script language writes and English does not (Indonesian writes none). */
const OWN_LETTERS = {
  es: /[ñáéíóúü¿¡]/iu,
  fr: /[éèêàâçœùûîôëïÿ]/iu,
  sv: /[åäö]/iu,
  tr: /[çğıöşüİ]/u,
} as const;

/**
 * Letters only one of the Latin-script languages served writes: a text with them is that language's, as a question
 * phrase is, unless its words say otherwise («Kuran'da komşu hakkı», «şehitler ölmez mi» are Turkish, whatever tinyld
 * makes of three words).
 */
const ONLY_LETTERS = {
  es: /[ñ]/iu,
  fr: /[œèêëïùÿ]/iu,
  sv: /[å]/iu,
  tr: /[ğışĞŞİ]/u,
} as const;

const wordsOf = (text: string, language: string) => (text.match(/[\p{L}\p{M}'’]+/gu) ?? []).map((word) => lower(word, language));

/** Whether a text holds a phrase as whole words. */
function containsWords(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1];
    const after = text[at + phrase.length];
    if ((before === undefined || !/[\p{L}\p{M}]/u.test(before)) && (after === undefined || !/[\p{L}\p{M}]/u.test(after))) return true;
  }
  return false;
}

/** How many of a text's words are the language's function words or hold one of its question phrases. */
function evidenceFor(language: (typeof LATIN_LANGUAGES)[number], text: string): number {
  const words = wordsOf(text, language);
  if (language === 'en') return words.filter((word) => ENGLISH_STOP_WORDS.has(word)).length;
  const functionWords = functionWordsOf(language);
  const lowered = lower(text, language);
  // A phrase as words, not inside one: Swedish «hur» is not in "hurt".
  const phrased = questionLanguage(language).question_phrases.filter((phrase) => containsWords(lowered, lower(phrase, language))).length;
  const own = ONLY_LETTERS[language as keyof typeof ONLY_LETTERS]?.test(text) ? 2 : 0;
  return words.filter((word) => functionWords.has(word)).length + 2 * phrased + own;
}

/**
 * The language a question is written in, of those served: by its script first (Bengali, Chinese, Russian; Arabic
 * script is Urdu when it writes Urdu's own letters, or when tinyld reads it so, else Arabic; Persian is neither and
 * answers undefined), then for Latin script by tinyld (https://github.com/komodojp/tinyld) with the languages' own
 * function words and question phrases as evidence for short questions. A question with nothing to tell is English,
 * the default translation's language (transliterations such as "sabr" and "zakat" are read there).
 */
export function languageOfQuestion(text: string): ServedLanguage | undefined {
  const count = (script: keyof typeof SCRIPTS) => (text.match(SCRIPTS[script]) ?? []).length;
  const letters = {
    arabic: count('arabic'),
    bengali: count('bengali'),
    han: count('han'),
    cyrillic: count('cyrillic'),
    latin: count('latin'),
  };
  const script = (Object.keys(letters) as Array<keyof typeof letters>).reduce((a, b) => (letters[b] > letters[a] ? b : a));
  if (letters[script] === 0) return 'en';
  if (script === 'bengali') return 'bn';
  if (script === 'han') return 'zh';
  if (script === 'cyrillic') return 'ru';
  if (script === 'arabic') {
    if (URDU_LETTERS.test(text)) return 'ur';
    // Keheh, Farsi yeh, gaf, peh, tcheh, jeh: Urdu's and Persian's, never Arabic's («شب قدر کی فضیلت»).
    if (PERSO_URDU_LETTERS.test(text)) {
      const [guess] = detectAll(text, { only: ['ur', 'fa'] });
      return guess?.lang === 'fa' && guess.accuracy >= CONFIDENT ? undefined : 'ur';
    }
    const [guess] = detectAll(text, { only: ['ar', 'ur', 'fa'] });
    if (guess?.lang === 'fa' && guess.accuracy >= CONFIDENT) return undefined;
    return guess?.lang === 'ur' && guess.accuracy >= CONFIDENT ? 'ur' : 'ar';
  }
  // Only Spanish opens a question or an exclamation with an inverted mark.
  if (/[¿¡]/u.test(text)) return 'es';
  const guesses = detectAll(text, { only: [...LATIN_LANGUAGES] });
  const evidence = new Map(LATIN_LANGUAGES.map((language) => [language, evidenceFor(language, text)]));
  const [best] = guesses;
  const most = Math.max(...evidence.values());
  // tinyld's confident guess, when its words or letters are the language's and no other language's are more so.
  const bestEvidence = evidence.get(best?.lang as (typeof LATIN_LANGUAGES)[number]) ?? 0;
  if (best && best.accuracy >= CONFIDENT && bestEvidence > 0 && bestEvidence === most) return best.lang as ServedLanguage;
  if (most > 0) {
    // Languages tied on evidence ("la … et" is French and Swedish's) are told apart by tinyld's order, then English.
    const leaders = LATIN_LANGUAGES.filter((language) => evidence.get(language) === most);
    if (leaders.length === 1) return leaders[0];
    // One word in common («al» in "laylat al qadr») tells nothing alone; two («la», «et») do. A lone guess still may:
    // «borç verirken senet yazmak gerekli mi» shares «mi» with Spanish, and writes ç, which English never does.
    if (most < 2) return best && best.accuracy >= CONFIDENT ? (best.lang as ServedLanguage) : (loneGuess(guesses, text, leaders) ?? 'en');
    const guessed = guesses.find((guess) => (leaders as readonly string[]).includes(guess.lang));
    if (guessed) return guessed.lang as ServedLanguage;
    return leaders.includes('en') ? 'en' : leaders[0];
  }
  if (best && best.accuracy >= CONFIDENT) return best.lang as ServedLanguage;
  return loneGuess(guesses, text) ?? 'en';
}

/**
 * Two or three words with no function word («örümcek evi», «la historia de la araña»), or one a second language shares:
 * tinyld's guess (one of `among`, when given) when it stands far above every other and the text writes a letter of that
 * language English never does; transliterations ("hajj", "hijab", "surah yasin") write none, and stay English.
 */
function loneGuess(guesses: ReturnType<typeof detectAll>, text: string, among?: readonly string[]): ServedLanguage | undefined {
  const [best, second] = guesses;
  if (!best || (among && !among.includes(best.lang))) return undefined;
  const ownLetters = OWN_LETTERS[best.lang as keyof typeof OWN_LETTERS];
  if (ownLetters?.test(text) && best.accuracy >= LONE_GUESS.least && best.accuracy >= LONE_GUESS.lead * (second?.accuracy ?? 0))
    return best.lang as ServedLanguage;
  return undefined;
}

/**
 * A question read in the language it was detected in, and again as English when that finds nothing: a short English
 * phrase can read as another language ("no compulsion in religion verse" as Swedish). Search and the chat read a
 * question whose language was not named so, and say the language that answered. English and Arabic are read once.
 */
export async function readInDetectedLanguage<T>(
  detected: ServedLanguage | undefined,
  read: (language: ServedLanguage | undefined) => Promise<T>,
  found: (answer: T) => boolean,
): Promise<{ answer: T; language: ServedLanguage | undefined }> {
  const answer = await read(detected);
  if (detected === undefined || detected === 'en' || detected === 'ar' || found(answer)) return { answer, language: detected };
  const english = await read('en');
  return found(english) ? { answer: english, language: 'en' } : { answer, language: detected };
}
