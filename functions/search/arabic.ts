import { ARABIC_LETTER_VARIANTS } from './arabic-terms';

/**
 * Arabic text made comparable whatever its diacritics and spelling conventions: the Quran's Uthmani
 * script, vowelled hadith and plain typed text all reduce to the same letters. Used to compare
 * supplications with narrations and quotations with verses; the original text is always what is served.
 *
 * | removed                                                       | code points              |
 * |---------------------------------------------------------------|--------------------------|
 * | harakat, tanween, shadda, sukun, maddah and hamza marks        | U+064B-U+065F            |
 * | superscript (dagger) alef                                     | U+0670                   |
 * | Quranic annotation marks and small high letters               | U+06D6-U+06ED            |
 * | tatweel                                                       | U+0640                   |
 *
 * | mapped                                     | to        |
 * |--------------------------------------------|-----------|
 * | أ إ آ ٱ (alef wasla) ٲ ٳ ٵ                  | ا         |
 * | ى (alef maqsura), ی (Farsi yeh)            | ي         |
 * | ة (ta marbuta)                             | ه         |
 * | ؤ                                          | و         |
 * | ئ                                          | ي         |
 * | ک (keheh)                                  | ك         |
 */
const MARKS = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const MAPPED_LETTERS = new RegExp(`[${Object.keys(ARABIC_LETTER_VARIANTS).join('')}]`, 'g');

/** The text with Arabic diacritics removed and letter variants unified; other characters are kept. */
export function normalizeArabic(text: string): string {
  return text
    .normalize('NFKC')
    .replace(MARKS, '')
    .replace(MAPPED_LETTERS, (letter) => ARABIC_LETTER_VARIANTS[letter]);
}

/** The Arabic words of a text, normalised, in order. */
export function arabicWords(text: string): string[] {
  return normalizeArabic(text).match(/[\u0621-\u064A]+/g) ?? [];
}
