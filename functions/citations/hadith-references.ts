import { type EnglishReference, parseEnglishReference } from '../hadith/english-references';
import type { HadithCollectionId } from '../hadith/hadith-collections';
import { type HadithNumber, parseHadithNumber } from '../hadith/hadith-numbers';
import { type Token, tokenizeReply } from './reply-tokens';

/**
 * Hadith citations in a reply: "Sahih al-Bukhari 6018", "Bukhari 1", "(Muslim 2564a)", "Jami` at-Tirmidhi
 * 2516", "Sunan Abi Dawud 4031", "an-Nasa'i 1", "Ibn Majah 224", "Bukhari, Book 78, Hadith 49" (in-book),
 * "Bukhari, Vol. 8, Book 73, Hadith 47" (USC-MSA), "صحيح البخاري ٦٠١٨", "رواه مسلم (٢٥٦٤)". A collection
 * named without a number ("narrated by al-Bukhari and Muslim") is not a citation. The further collections likewise:
 * "Riyad as-Salihin 1", "an-Nawawi's Forty, hadith 13", "Hadith Qudsi 1", "Muwatta Malik, Book 1, Hadith 1". Linear like the Quran
 * scanner: one tokenizing pass, a bounded look-ahead after each collection name.
 */
export type HadithReference =
  | { kind: 'number'; collection: HadithCollectionId; number: HadithNumber; position: number; end: number }
  | { kind: 'in-book'; collection: HadithCollectionId; book: string; hadith: number; position: number; end: number }
  | { kind: 'english'; collection: HadithCollectionId; reference: EnglishReference; position: number; end: number };

export const MAX_HADITH_REFERENCES = 30;

/** Every spelling of "a b-c" people use for a two-part title: "riyad as-salihin", "riyadh us saliheen", "riyad-us-saliheen". */
function spellings(firsts: string[], links: string[], seconds: string[]): string[] {
  return firsts.flatMap((a) =>
    links.flatMap((l) => seconds.flatMap((b) => [`${a} ${l}-${b}`, `${a} ${l} ${b}`, `${a}-${l}-${b}`, `${a}${l} ${b}`])),
  );
}

/**
 * The further collections as people name them. Single words that are also people or ordinary words ("Malik",
 * "Ahmad", "Nawawi", "forty") are not names here: "Anas ibn Malik 3" is no citation.
 */
const FURTHER_NAMES: Array<[HadithCollectionId, string[]]> = [
  ['malik', ['muwatta malik', 'muwatta imam malik', "muwatta' malik", 'al-muwatta', 'muwatta', 'موطأ مالك', 'موطأ الإمام مالك', 'الموطأ']],
  ['ahmad', ['musnad ahmad', 'musnad ahmed', 'musnad imam ahmad', 'musnad ahmad ibn hanbal', 'مسند أحمد', 'مسند الإمام أحمد']],
  ['darimi', ['sunan ad-darimi', 'sunan al-darimi', 'sunan darimi', 'ad-darimi', 'al-darimi', 'darimi', 'سنن الدارمي', 'الدارمي']],
  [
    'nawawi40',
    [
      ...['an-nawawi', 'al-nawawi', 'nawawi', 'imam nawawi', 'imam an-nawawi'].flatMap((n) => [
        `${n}'s forty hadith`,
        `${n}'s forty`,
        `${n}'s 40 hadith`,
        `${n}'s 40`,
        `forty hadith of ${n}`,
        `40 hadith of ${n}`,
        `40 hadith ${n}`,
        `${n} 40 hadith`,
      ]),
      'forty hadith nawawi',
      'nawawi forty',
      'al-arbain an-nawawiyyah',
      "al-arba'in an-nawawiyyah",
      'arbaeen nawawi',
      'الأربعون النووية',
      'الأربعين النووية',
    ],
  ],
  [
    'qudsi40',
    [
      'forty hadith qudsi',
      '40 hadith qudsi',
      'hadith qudsi',
      'al-ahadith al-qudsiyyah',
      'الأربعون القدسية',
      'الأحاديث القدسية',
      'الحديث القدسي',
    ],
  ],
  [
    'shahwaliullah40',
    [
      "shah waliullah's forty hadith",
      "shah waliullah's forty",
      'forty hadith of shah waliullah',
      '40 hadith shah waliullah',
      'shah waliullah',
    ],
  ],
  [
    'riyadussalihin',
    [
      ...spellings(['riyad', 'riyadh', 'riyaad', 'riyaadh'], ['as', 'al', 'us', 'ul'], ['salihin', 'saliheen', 'saaliheen', 'saalihin']),
      'riyadussalihin',
      'riyadussaliheen',
      'رياض الصالحين',
    ],
  ],
  ['bulugh', [...spellings(['bulugh', 'buloogh', 'bulūgh'], ['al', 'ul'], ['maram', 'maraam']), 'بلوغ المرام']],
  [
    'mishkat',
    [
      ...spellings(['mishkat', 'mishkaat'], ['al', 'ul'], ['masabih', 'masabeeh', 'masaabeeh', 'masaabih']),
      'mishkat',
      'mishkaat',
      'مشكاة المصابيح',
      'المشكاة',
    ],
  ],
  ['adab', ['al-adab al-mufrad', 'al adab al mufrad', 'al-adab al mufrad', 'adab al-mufrad', 'adab al mufrad', 'الأدب المفرد']],
  [
    'shamail',
    [
      "ash-shama'il al-muhammadiyah",
      "shama'il al-muhammadiyah",
      "shama'il muhammadiyah",
      'shamail muhammadiyah',
      "shama'il at-tirmidhi",
      "shama'il tirmidhi",
      'shamail tirmidhi',
      "ash-shama'il",
      "shama'il",
      'shamail',
      'الشمائل المحمدية',
      'الشمائل',
    ],
  ],
];

const NAMES: Array<[HadithCollectionId, string[]]> = [
  [
    'bukhari',
    [
      'sahih al-bukhari',
      'sahih bukhari',
      'sahih al bukhari',
      'al-bukhari',
      'bukhari',
      'bukhaari',
      'al-bukhaari',
      'صحيح البخاري',
      'البخاري',
      'بخاري',
    ],
  ],
  ['muslim', ['sahih muslim', 'muslim', 'صحيح مسلم', 'مسلم']],
  [
    'abudawood',
    [
      'sunan abi dawud',
      'sunan abu dawud',
      'sunan abi dawood',
      'sunan abu dawood',
      'abu dawud',
      'abu dawood',
      'abu daud',
      'abi dawud',
      'abudawud',
      'abu-dawud',
      'سنن أبي داود',
      'أبو داود',
      'أبي داود',
      'ابو داود',
    ],
  ],
  [
    'tirmidhi',
    [
      'jami` at-tirmidhi',
      'jami at-tirmidhi',
      'jami al-tirmidhi',
      'sunan at-tirmidhi',
      'at-tirmidhi',
      'al-tirmidhi',
      'tirmidhi',
      'tirmizi',
      'at-tirmizi',
      'جامع الترمذي',
      'سنن الترمذي',
      'الترمذي',
    ],
  ],
  [
    'nasai',
    [
      "sunan an-nasa'i",
      'sunan an-nasai',
      'sunan al-nasai',
      "an-nasa'i",
      'an-nasai',
      'al-nasai',
      "nasa'i",
      'nasai',
      'سنن النسائي',
      'النسائي',
    ],
  ],
  ['ibnmajah', ['sunan ibn majah', 'ibn majah', 'ibn maajah', 'ibnmajah', 'ibn-majah', 'سنن ابن ماجه', 'ابن ماجه', 'ابن ماجة']],
  ...FURTHER_NAMES,
];

/** Names as token-key sequences, longest first: "sahih al-bukhari" -> ["sahih", "albukhari"]. */
const NAME_SEQUENCES = NAMES.flatMap(([collection, names]) =>
  names.map((name) => ({
    collection,
    keys: tokenizeReply(name)
      .filter((t) => t.kind !== 'punct')
      .map((t) => t.key),
  })),
)
  .filter((entry) => entry.keys.length > 0)
  .sort((a, b) => b.keys.length - a.keys.length);
const FIRST_KEYS = new Set(NAME_SEQUENCES.map((entry) => entry.keys[0]));

/** Words before "Muslim" that make it a person, not the collection ("every Muslim 5 times a day"). */
const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'every',
  'each',
  'any',
  'no',
  'one',
  'fellow',
  'good',
  'true',
  'devout',
  'practicing',
  'practising',
  'another',
  'that',
  'this',
  'كل',
  'ال',
]);
/** Words between a name and its number: "No.", "#", "hadith", "number", "رقم", "حديث". */
const NUMBER_LEAD = new Set(['no', 'hadith', 'number', 'num', 'رقم', 'حديث']);
const SKIPPABLE = new Set([',', '(', '[', '#', '.', ':', '،']);

function letteredNumber(tokens: Token[], i: number): { number: HadithNumber; last: number } | undefined {
  const token = tokens[i];
  if (token?.kind !== 'number') return undefined;
  const letter = tokens[i + 1];
  // "2564a" is a number and a one- or two-letter word with no space between.
  if (letter?.kind === 'word' && letter.start === token.end && /^[a-z]{1,2}$/i.test(letter.text)) {
    const number = parseHadithNumber(`${token.value}${letter.text}`);
    if (number) return { number, last: i + 1 };
  }
  const number = parseHadithNumber(String(token.value));
  return number ? { number, last: i } : undefined;
}

/** "Book 78, Hadith 49" or "Vol. 8, Book 73, Hadith 47" starting at token i. */
function bookReference(text: string, tokens: Token[], i: number): { text: string; hasVolume: boolean; last: number } | undefined {
  const start = tokens[i];
  if (start?.kind !== 'word' || !['vol', 'volume', 'book'].includes(start.key)) return undefined;
  for (let k = i + 1; k < Math.min(tokens.length, i + 10); k += 1) {
    if (tokens[k].kind === 'number' && tokens[k - 1]?.key === 'hadith') {
      return { text: text.slice(start.start, tokens[k].end), hasVolume: start.key !== 'book', last: k };
    }
  }
  return undefined;
}

export function parseHadithReferences(text: string): HadithReference[] {
  const tokens = tokenizeReply(text);
  const found: HadithReference[] = [];
  for (let i = 0; i < tokens.length && found.length < MAX_HADITH_REFERENCES; i += 1) {
    // Names start with a word, or a number ("40 Hadith an-Nawawi").
    if (tokens[i].kind === 'punct' || !FIRST_KEYS.has(tokens[i].key)) continue;
    const name = NAME_SEQUENCES.find((entry) =>
      entry.keys.every((key, k) => tokens[i + k] && tokens[i + k].kind !== 'punct' && tokens[i + k].key === key),
    );
    if (!name) continue;
    let j = i + name.keys.length;
    if (name.keys.length === 1 && (name.collection === 'muslim' || name.keys[0] === 'مسلم')) {
      const before = tokens[i - 1];
      if (before?.kind === 'word' && DETERMINERS.has(before.key)) continue;
    }
    // Between the name and the number: punctuation, "No.", "hadith", "#".
    for (let steps = 0; steps < 4 && j < tokens.length; steps += 1) {
      const token = tokens[j];
      if (token.kind === 'punct' && SKIPPABLE.has(token.text)) j += 1;
      else if (token.kind === 'word' && NUMBER_LEAD.has(token.key) && tokens[j + 1]?.kind !== 'word') j += 1;
      else break;
    }
    const position = tokens[i].start;
    const book = bookReference(text, tokens, j);
    if (book) {
      const reference = parseEnglishReference(book.text);
      if (reference) {
        const end = tokens[book.last].end;
        found.push(
          book.hasVolume || reference.volume !== undefined
            ? { kind: 'english', collection: name.collection, reference, position, end }
            : { kind: 'in-book', collection: name.collection, book: String(reference.book), hadith: reference.hadith, position, end },
        );
        i = book.last;
      }
      continue;
    }
    const numbered = letteredNumber(tokens, j);
    if (!numbered) continue;
    // "5:12" is a time or a verse, not a hadith number.
    if (tokens[numbered.last + 1]?.text === ':' && tokens[numbered.last + 2]?.kind === 'number') continue;
    found.push({ kind: 'number', collection: name.collection, number: numbered.number, position, end: tokens[numbered.last].end });
    i = numbered.last;
    // "Bukhari 6306, 6323": further numbers continue the same collection.
    while (
      tokens[i + 1]?.text === ',' &&
      tokens[i + 2]?.kind === 'number' &&
      tokens[i + 3]?.text !== ':' &&
      found.length < MAX_HADITH_REFERENCES
    ) {
      const more = letteredNumber(tokens, i + 2);
      if (!more) break;
      found.push({
        kind: 'number',
        collection: name.collection,
        number: more.number,
        position: tokens[i + 2].start,
        end: tokens[more.last].end,
      });
      i = more.last;
    }
  }
  return found;
}
