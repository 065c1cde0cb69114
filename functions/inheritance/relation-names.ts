import { isRelationId, RELATIONS, type RelationId } from './relations';

/**
 * Names of heirs as people write them, read as relation ids: the ids themselves, and the Arabic and English names of
 * tables/relations.json, compared after folding the ways one name is written. Arabic: diacritics and tatweel dropped,
 * hamza forms, alef maqsura and ta marbuta folded (زوجة = زوجه), the article dropped (الأخ = أخ), "من الأب" read as
 * "لأب", duals, plurals and case endings read as the singular (أختين شقيقتين = أخت شقيقة). English: case, punctuation,
 * articles and plurals ignored; a leading "full", "paternal"... may also follow ("brother (full)").
 */

/** A word as the readers see it: its singular, folded form, and what its form says of the number. */
export interface Word {
  lemma: string;
  /** The word as written (folded), for messages. */
  written: string;
  /** A dual (أخوان: two), a plural (بنات: how many must be said), or a form ending in alef that is either a dual
   * in construct (بنتا ابن: two son's daughters) or a singular accusative (بنتا: a daughter), or a genitive dual in
   * construct that alone would be a possessive (بنتي ابن: two son's daughters; بنتي: my daughter). */
  number?: 'dual' | 'plural' | 'dual_or_accusative' | 'dual_construct';
}

const ARABIC_DIACRITICS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Arabic with its diacritics and tatweel dropped and the letters people write alike folded together. */
export function foldArabic(text: string): string {
  return text
    .normalize('NFC')
    .replace(ARABIC_DIACRITICS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** Folded Arabic forms and the singular they are read as: duals, plurals, case endings (all after the article is dropped). */
const ARABIC_FORMS: Record<string, [lemma: string, number?: Word['number']]> = {};
const forms = (lemma: string, number: Word['number'] | undefined, ...written: string[]) => {
  for (const form of written) ARABIC_FORMS[form] = [lemma, number];
};
forms('ابن', 'dual', 'ابنان', 'ابنين');
forms('ابن', 'dual_or_accusative', 'ابنا');
forms('ابن', 'plural', 'ابناء', 'بنون', 'بنين');
forms('ولد', 'dual', 'ولدان', 'ولدين');
forms('ولد', 'plural', 'اولاد');
forms('بنت', 'dual', 'بنتان', 'بنتين');
forms('بنت', 'dual_or_accusative', 'بنتا');
forms('بنت', 'plural', 'بنات');
forms('بنت', 'dual_construct', 'بنتي');
forms('ابن', 'dual_construct', 'ابني');
forms('اخ', 'dual_construct', 'اخوي');
forms('اخت', 'dual_construct', 'اختي');
forms('عم', 'dual_construct', 'عمي');
forms('ابنه', 'dual', 'ابنتان', 'ابنتين');
forms('ابنه', 'dual_or_accusative', 'ابنتا');
forms('اخ', 'dual', 'اخوان', 'اخوين', 'اخوا');
forms('اخ', undefined, 'اخا', 'اخو');
forms('اخ', 'plural', 'اخوه', 'اخوه');
forms('اخت', 'dual', 'اختان', 'اختين');
forms('اخت', 'dual_or_accusative', 'اختا');
forms('اخت', 'plural', 'اخوات');
forms('زوج', undefined, 'زوجا');
forms('زوج', 'plural', 'ازواج');
forms('زوجه', 'dual', 'زوجتان', 'زوجتين');
forms('زوجه', 'dual_or_accusative', 'زوجتا');
forms('زوجه', 'plural', 'زوجات');
forms('عم', 'dual', 'عمان', 'عمين');
forms('عم', 'dual_or_accusative', 'عما');
forms('عم', 'plural', 'اعمام');
forms('جد', 'dual', 'جدان', 'جدين');
forms('جد', 'plural', 'اجداد');
forms('جده', 'dual', 'جدتان', 'جدتين');
forms('جده', 'plural', 'جدات');
forms('حفيد', 'dual', 'حفيدان', 'حفيدين');
forms('حفيد', 'plural', 'احفاد');
forms('حفيده', 'dual', 'حفيدتان', 'حفيدتين');
forms('حفيده', 'plural', 'حفيدات');
forms('اب', undefined, 'ابا', 'ابو');
forms('ام', undefined, 'اما');
forms('شقيق', undefined, 'شقيقا', 'شقيقان', 'شقيقين', 'اشقاء', 'اشقا');
forms('شقيقه', undefined, 'شقيقتان', 'شقيقتين', 'شقيقات', 'شقايق');
forms('نجل', 'plural', 'انجال');

/** One folded Arabic word: the article, or "لل" for "ل" + article, dropped; its singular found. */
function arabicWord(token: string): Word {
  let word = token;
  if (word.startsWith('لل') && word.length > 3) word = `ل${word.slice(2)}`;
  else if (word.startsWith('ال') && word.length > 3) word = word.slice(2);
  const form = ARABIC_FORMS[word];
  return form ? { lemma: form[0], written: token, ...(form[1] ? { number: form[1] } : {}) } : { lemma: word, written: token };
}

/**
 * Folded Arabic words, with the ways of saying "full" and "paternal" or "maternal" read as one word: "من الأب" and
 * "للأب" as "لاب", "لأب وأم", "لأبوين" and "من الأبوين" as "شقيق".
 */
export function arabicWords(text: string): Word[] {
  const tokens = foldArabic(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const words = tokens.map(arabicWord);
  const read: Word[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index];
    const next = words[index + 1]?.lemma;
    if ((word.lemma === 'من' || word.lemma === 'ل') && (next === 'اب' || next === 'ام' || next === 'ابوين')) {
      const both = next === 'ابوين' || (next === 'اب' && isAndMother(words, index + 2));
      read.push({ lemma: both ? 'شقيق' : `ل${next}`, written: `${word.written} ${words[index + 1].written}` });
      index += both && next === 'اب' ? (words[index + 2].lemma === 'و' ? 3 : 2) : 1;
      continue;
    }
    if (word.lemma === 'لابوين') {
      read.push({ lemma: 'شقيق', written: word.written });
      continue;
    }
    if (word.lemma === 'لاب' && isAndMother(words, index + 1)) {
      read.push({ lemma: 'شقيق', written: word.written });
      index += words[index + 1].lemma === 'و' ? 2 : 1;
      continue;
    }
    read.push(word);
  }
  return read;
}

/** "وأم", "والأم" or "و أم" at this index: the mother named after the father, "by the father and the mother". */
function isAndMother(words: readonly Word[], index: number): boolean {
  const word = words[index];
  if (!word) return false;
  if (word.lemma === 'و') return words[index + 1]?.lemma === 'ام';
  return word.lemma === 'وام' || word.lemma === 'والام';
}

const ENGLISH_PLURALS: Record<string, string> = {
  sons: 'son',
  daughters: 'daughter',
  brothers: 'brother',
  sisters: 'sister',
  wives: 'wife',
  husbands: 'husband',
  uncles: 'uncle',
  nephews: 'nephew',
  grandnephews: 'grandnephew',
  cousins: 'cousin',
  grandsons: 'grandson',
  granddaughters: 'granddaughter',
  grandmothers: 'grandmother',
  grandfathers: 'grandfather',
  widows: 'widow',
  boys: 'boy',
  girls: 'girl',
  children: 'child',
};
const ENGLISH_SKIPPED = new Set(['a', 'an', 'the', 'his', 'her', 'their', 'my', 'our', 'its']);

/** Folded English words: lower case, accents and punctuation dropped (the apostrophe of "son's" kept), plurals singular. */
export function englishWords(text: string): Word[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((token) => token.replace(/^'+|'+$/g, ''))
    .filter((token) => token && !ENGLISH_SKIPPED.has(token))
    .map((token) => {
      const singular = ENGLISH_PLURALS[token];
      return singular ? { lemma: singular, written: token, number: 'plural' as const } : { lemma: token, written: token };
    });
}

export const isArabic = (text: string) => /\p{Script=Arabic}/u.test(text);

/** The key a name is looked up by: its words' singulars. */
export const keyOf = (words: readonly Word[]) => words.map((word) => word.lemma).join(' ');

const withoutParentheses = (name: string) => name.replace(/\([^)]*\)/g, ' ');

const MODIFIERS = new Set(['full', 'paternal', 'maternal', 'uterine', 'consanguine', 'germane', 'half']);

/** Every name of every relation, by its key; two relations written alike would make the table ambiguous, so that throws. */
function buildNameIndex(): Map<string, RelationId> {
  const index = new Map<string, RelationId>();
  const add = (key: string, relation: RelationId) => {
    const known = index.get(key);
    if (known && known !== relation)
      throw new Error(`functions/inheritance/tables/relations.json: '${key}' names both ${known} and ${relation}`);
    index.set(key, relation);
  };
  for (const relation of RELATIONS) {
    for (const name of [relation.name_arabic, withoutParentheses(relation.name_arabic), ...relation.names_arabic]) {
      add(keyOf(arabicWords(name)), relation.id);
    }
    for (const name of [relation.name_english, withoutParentheses(relation.name_english), ...relation.names_english]) {
      const words = englishWords(name);
      add(keyOf(words), relation.id);
      // "full brother" is also written "brother (full)".
      if (words.length > 1 && MODIFIERS.has(words[0].lemma)) add(keyOf([...words.slice(1), words[0]]), relation.id);
    }
  }
  return index;
}

export const NAME_INDEX: ReadonlyMap<string, RelationId> = buildNameIndex();

/** The most words a name has: how far the question reader looks ahead. */
export const LONGEST_NAME = Math.max(...[...NAME_INDEX.keys()].map((key) => key.split(' ').length));

/** The relation a name written by a person means (an id, or an Arabic or English name), or undefined. */
export function relationNamed(text: string): RelationId | undefined {
  const id = text.trim().toLowerCase();
  if (isRelationId(id)) return id;
  return NAME_INDEX.get(keyOf(isArabic(text) ? arabicWords(text) : englishWords(text)));
}
