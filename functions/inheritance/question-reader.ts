import { arabicWords, englishWords, foldArabic, isArabic, keyOf, NAME_INDEX, type Word } from './relation-names';
import type { RelationId } from './relations';

/**
 * One sentence that lists the heirs of a deceased, in Arabic («مات وترك: أب وأم وثلاث بنات») or English ("A woman died
 * leaving her husband, two full sisters and her mother"), read as relations and counts. What comes before the verb
 * of leaving (ترك، عن، خلف؛ leaving, left, survived by) is read only for the deceased's sex; what follows is the list,
 * whose every word must be read: numbers in words or digits, duals (أخوان، بنتا ابن), plurals with their number.
 */

export interface ReadHeir {
  /** The words read, as folded (diacritics and tatweel dropped). */
  words: string;
  relation: RelationId;
  count: number;
}

export interface QuestionReading {
  language: 'ar' | 'en';
  deceased?: 'male' | 'female';
  heirs: ReadHeir[];
}

/** Why a sentence could not be read: the words not understood, or a list with none. */
export interface UnreadQuestion {
  unread: string[];
  problem: string;
}

export const isUnread = (reading: QuestionReading | UnreadQuestion): reading is UnreadQuestion => 'unread' in reading;

const ARABIC_NUMBERS: Record<string, number> = {
  واحد: 1,
  واحده: 1,
  اثنان: 2,
  اثنين: 2,
  اثنتان: 2,
  اثنتين: 2,
  اثنا: 2,
  اثنتا: 2,
  اثني: 2,
  ثنتان: 2,
  ثنتين: 2,
  ثلاث: 3,
  ثلاثه: 3,
  اربع: 4,
  اربعه: 4,
  خمس: 5,
  خمسه: 5,
  ست: 6,
  سته: 6,
  سبع: 7,
  سبعه: 7,
  ثمان: 8,
  ثماني: 8,
  ثمانيه: 8,
  تسع: 9,
  تسعه: 9,
  عشر: 10,
  عشره: 10,
  احد: 1,
  احدي: 1,
};
const ARABIC_TENS: Record<string, number> = {
  عشرون: 20,
  عشرين: 20,
  ثلاثون: 30,
  ثلاثين: 30,
  اربعون: 40,
  اربعين: 40,
  خمسون: 50,
  خمسين: 50,
  ستون: 60,
  ستين: 60,
  سبعون: 70,
  سبعين: 70,
  ثمانون: 80,
  ثمانين: 80,
  تسعون: 90,
  تسعين: 90,
  مايه: 100,
  مئه: 100,
};
const ENGLISH_NUMBERS: Record<string, number> = Object.fromEntries(
  [
    ...'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'
      .split(' ')
      .map((word, value) => [word, value]),
    ...'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ').map((word, index) => [word, (index + 2) * 10]),
    ['hundred', 100],
    ['single', 1],
  ].filter(([word]) => word !== 'zero'),
);

/** Words before the list that name the deceased's sex (folded Arabic, English). */
const ARABIC_MALE = new Set(['مات', 'توفي', 'هلك', 'رجل', 'متوفي', 'ميت', 'ترك', 'خلف', 'ورثته', 'تركته', 'له']);
const ARABIC_FEMALE = new Set(['ماتت', 'توفيت', 'هلكت', 'امراه', 'مراه', 'متوفيه', 'ميته', 'تركت', 'خلفت', 'ورثتها', 'تركتها', 'لها']);
const ENGLISH_MALE = new Set(['man', 'male', 'he', 'his', 'gentleman', 'boy', 'him']);
const ENGLISH_FEMALE = new Set(['woman', 'female', 'she', 'her', 'lady', 'girl']);

/** Where the list begins: the verbs of leaving, and "heirs:". */
const ARABIC_LIST_START = new Set(['ترك', 'تركت', 'خلف', 'خلفت', 'عن', 'ورثته', 'ورثتها', 'ورثه', 'الورثه', 'وارثه', 'ورثتهم']);
const ENGLISH_LIST_START =
  /\b(?:survived\s+by|leaving(?:\s+behind)?|left(?:\s+behind)?|leaves(?:\s+behind)?|leave)\b:?|\bheirs?(?:\s+(?:are|were|is))?\s*:|\bheirs\s+(?:are|were)\b/giu;

/** Without a verb of leaving, the list follows the death ("A woman died: husband, mother…"). */
const ENGLISH_DEATH = /\b(?:died|dies|passed\s+away|deceased)\b:?/giu;

/** Words a list may hold besides the heirs: "وهم", "only", "alive". */
const OPENING_ARABIC = new Set([...ARABIC_MALE, ...ARABIC_FEMALE, 'و', '،', 'قد', 'وقد']);
const ARABIC_FILLER = new Set([
  'هم',
  'وهم',
  'كل',
  'من',
  'فقط',
  'احياء',
  'على',
  'قيد',
  'الحياه',
  'حياه',
  'كالتالي',
  'التالي',
  'التاليه',
  'وهي',
  'هي',
]);
const ENGLISH_FILLER = new Set(['only', 'alive', 'living', 'surviving', 'also', 'behind', 'following', 'who', 'are', 'is', 'and']);
const FIRST_PERSON = /\b(?:my|me|i|our|us|we|mine)\b/iu;

/** Reads a sentence listing the heirs of a deceased; the words it cannot read are listed in an UnreadQuestion. */
export function readQuestion(text: string): QuestionReading | UnreadQuestion {
  return isArabic(text) ? readArabic(text) : readEnglish(text);
}

function readArabic(text: string): QuestionReading | UnreadQuestion {
  // Clauses at punctuation; the words of each, with a prefixed "و" split off where what follows it is a word read here.
  const clauses = foldArabic(text)
    .split(/[،,؛;:.!؟?\n()«»"]+/u)
    .map((clause) => splitConjunctions(arabicWords(clause)));
  const words = clauses.flatMap((clause, index) => (index === 0 ? clause : [{ lemma: '،', written: '،' }, ...clause]));
  // The list follows the verb of leaving; without one, the words naming the death and the deceased that open the sentence.
  let start = words.findIndex((word) => ARABIC_LIST_START.has(word.written) || ARABIC_LIST_START.has(word.lemma));
  if (start < 0) {
    start = -1;
    while (start + 1 < words.length && OPENING_ARABIC.has(words[start + 1].written)) start += 1;
  }
  const preamble = words.slice(0, start + 1).map((word) => word.written);
  const deceased = sexOf(preamble, ARABIC_MALE, ARABIC_FEMALE);
  const phrases: Word[][] = [[]];
  const list = words.slice(start + 1);
  list.forEach((word, index) => {
    const current = phrases[phrases.length - 1];
    const last = current[current.length - 1];
    // "خمسة وعشرون": the "و" of a number, not of the list.
    const ofNumber =
      word.lemma === 'و' && last !== undefined && isArabicNumber(last) && ARABIC_TENS[list[index + 1]?.written] !== undefined;
    if ((word.lemma === 'و' && !ofNumber) || word.lemma === '،') phrases.push([]);
    else if (word.lemma !== 'و' && !ARABIC_FILLER.has(word.lemma)) current.push(word);
  });
  return readPhrases(
    phrases.filter((phrase) => phrase.length > 0),
    'ar',
    deceased,
    arabicCount,
  );
}

const isArabicNumber = (word: Word) => /^\d+$/.test(word.lemma) || ARABIC_NUMBERS[word.written] !== undefined;

/** "وأم" is "و" and "أم" where "وأم" is not itself a word read here (as "ولد" and "والد" are). */
function splitConjunctions(words: Word[]): Word[] {
  return words.flatMap((word, index) => {
    // "وأحد عشر": and eleven, not "واحد" (one) and ten.
    if ((word.written === 'واحد' || word.written === 'واحدي') && /^عشره?$/.test(words[index + 1]?.written ?? '')) {
      return [
        { lemma: 'و', written: 'و' },
        { lemma: word.written.slice(1), written: word.written.slice(1) },
      ];
    }
    if (!word.written.startsWith('و') || word.written.length < 3 || KNOWN_ARABIC.has(word.lemma)) return [word];
    const [rest] = arabicWords(word.written.slice(1));
    return rest ? [{ lemma: 'و', written: 'و' }, rest] : [word];
  });
}

const KNOWN_ARABIC = new Set<string>([
  ...[...NAME_INDEX.keys()].filter(isArabic).flatMap((key) => key.split(' ')),
  ...Object.keys(ARABIC_NUMBERS),
  ...Object.keys(ARABIC_TENS),
  ...ARABIC_MALE,
  ...ARABIC_FEMALE,
  ...ARABIC_LIST_START,
  ...ARABIC_FILLER,
  'جده',
]);

/** The count of an Arabic phrase: its number words (ثلاث، خمسة وعشرون، 3) or its noun's dual; the rest is the name. */
function arabicCount(phrase: Word[]): { count?: number; name: Word[]; plural: boolean } {
  let count: number | undefined;
  const name: Word[] = [];
  for (const word of phrase) {
    const value = /^\d+$/.test(word.lemma) ? Number(word.lemma) : (ARABIC_NUMBERS[word.written] ?? ARABIC_TENS[word.written]);
    if (value !== undefined) count = (count ?? 0) + value;
    else name.push(word);
  }
  // "أحد عشر", "اثنا عشر": the ten was added to the unit.
  const head = name[0];
  const next = name[1];
  const construct = next !== undefined && !['شقيق', 'شقيقه', 'لاب', 'لام'].includes(next.lemma);
  let dual = head?.number === 'dual';
  if (head?.number === 'dual_or_accusative' || head?.number === 'dual_construct') dual = construct;
  // "بنتي ابن" is two son's daughters; "بنتي" alone is "my daughter", a relation to the writer.
  if (head?.number === 'dual_construct' && !construct)
    return { count, name: [{ lemma: head.written, written: head.written }], plural: false };
  return { count: count ?? (dual ? 2 : undefined), name, plural: head?.number === 'plural' };
}

function readEnglish(text: string): QuestionReading | UnreadQuestion {
  const starts = [...text.matchAll(ENGLISH_LIST_START)];
  const last = starts.at(-1) ?? [...text.matchAll(ENGLISH_DEATH)].at(-1);
  const preamble = last ? text.slice(0, last.index! + last[0].length) : '';
  const listText = last ? text.slice(last.index! + last[0].length) : text;
  const raw = (words: string) => words.toLowerCase().split(/[^\p{L}]+/u);
  let deceased = sexOf(raw(preamble), ENGLISH_MALE, ENGLISH_FEMALE);
  if (FIRST_PERSON.test(listText)) {
    return {
      unread: [FIRST_PERSON.exec(listText)![0]],
      problem: "Name each heir by their relation to the deceased (his wife, her son), not to yourself ('my mother')",
    };
  }
  // Possessives in the list ("her husband") tell the sex when the words before did not.
  deceased ??= sexOf(raw(listText), new Set(['his']), new Set(['her']));
  const pieces = listText
    .split(/[,;:.!?]+|\s(?:and|plus|with|as\s+well\s+as|along\s+with)\s|&|\+/iu)
    .map((piece) => englishWords(piece ?? '').filter((word) => !ENGLISH_FILLER.has(word.lemma)))
    .filter((words) => words.length > 0);
  return readPhrases(pieces, 'en', deceased, englishCount);
}

function englishCount(phrase: Word[]): { count?: number; name: Word[]; plural: boolean } {
  let count: number | undefined;
  const name: Word[] = [];
  for (const word of phrase) {
    const value = /^\d+$/.test(word.lemma) ? Number(word.lemma) : ENGLISH_NUMBERS[word.lemma];
    if (value !== undefined) count = (count ?? 0) + value;
    else name.push(word);
  }
  return { count, name, plural: name.some((word) => word.number === 'plural') };
}

function readPhrases(
  phrases: Word[][],
  language: 'ar' | 'en',
  deceased: QuestionReading['deceased'],
  countOf: (phrase: Word[]) => { count?: number; name: Word[]; plural: boolean },
): QuestionReading | UnreadQuestion {
  const heirs: ReadHeir[] = [];
  const unread: string[] = [];
  const problems: string[] = [];
  for (const phrase of phrases) {
    const written = phrase.map((word) => word.written).join(' ');
    const { count, name, plural } = countOf(phrase);
    const relation = NAME_INDEX.get(keyOf(name));
    if (!relation) {
      unread.push(written);
      if (keyOf(name) === 'جده' || keyOf(name) === 'grandmother')
        problems.push(`'${written}': say which grandmother (أم الأم or أم الأب; mother's mother or father's mother)`);
      continue;
    }
    if (plural && count === undefined) {
      unread.push(written);
      problems.push(`'${written}': say how many (e.g. ${language === 'ar' ? 'ثلاث بنات' : 'three daughters'})`);
      continue;
    }
    heirs.push({ words: written, relation, count: count ?? 1 });
  }
  if (unread.length > 0)
    return { unread, problem: problems.join('; ') || 'not a relation this API knows (GET /api/v1/inheritance?list=relations)' };
  if (heirs.length === 0) return { unread: [], problem: 'no heir is named' };
  return { language, ...(deceased ? { deceased } : {}), heirs };
}

function sexOf(words: readonly string[], male: ReadonlySet<string>, female: ReadonlySet<string>): QuestionReading['deceased'] {
  const isFemale = words.some((word) => female.has(word));
  const isMale = words.some((word) => male.has(word));
  return isFemale === isMale ? undefined : isFemale ? 'female' : 'male';
}
