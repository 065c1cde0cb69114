/**
 * The older English numbering people still cite: the USC-MSA reference of Bukhari and Muslim
 * ("Vol. 8, Book 73, Hadith 47", "Book 4, Hadith 1115") and the printed English translation's
 * reference of the four Sunan ("Vol. 1, Book 1, Hadith 1"). sunnah.com marks both as deprecated
 * numbering; they are not unique (two narrations can share one), so a lookup can return several.
 */
export type EnglishReferenceScheme = 'usc_msa' | 'english_translation';

export interface EnglishReference {
  volume?: number;
  book: number;
  hadith: number;
}

const REFERENCE_PATTERN =
  /^\s*(?:vol(?:ume)?\.?\s*(\d{1,3})\s*[,;]?\s*)?book\s*(\d{1,3})\s*[,;]?\s*(?:hadith|no\.?|number)\s*(\d{1,5})\s*$/i;
const COMPACT_PATTERN = /^\s*(?:(\d{1,3})\s*[/:]\s*)?(\d{1,3})\s*[/:]\s*(\d{1,5})\s*$/;

/** "Vol. 8, Book 73, Hadith 47", "book 4 hadith 1115", "8/73/47" or "4/1115"; undefined otherwise. */
export function parseEnglishReference(text: string): EnglishReference | undefined {
  const match = REFERENCE_PATTERN.exec(text) ?? COMPACT_PATTERN.exec(text);
  if (!match) return undefined;
  const [volume, book, hadith] = [match[1], match[2], match[3]].map((part) => (part === undefined ? undefined : Number(part)));
  if (!book || !hadith || volume === 0) return undefined;
  return volume === undefined ? { book, hadith } : { volume, book, hadith };
}

export const formatEnglishReference = (reference: EnglishReference) =>
  `${reference.volume === undefined ? '' : `Vol. ${reference.volume}, `}Book ${reference.book}, Hadith ${reference.hadith}`;

/**
 * Lookup keys of a reference within its book: exact (with its volume), and the hadith number alone for
 * readers who omit the volume (the same book number never recurs in another volume of one numbering).
 */
export function englishReferenceKeys(reference: EnglishReference): { exact: string; withoutVolume: string } {
  const withoutVolume = `H${reference.hadith}`;
  return { exact: reference.volume === undefined ? withoutVolume : `V${reference.volume}-${withoutVolume}`, withoutVolume };
}
