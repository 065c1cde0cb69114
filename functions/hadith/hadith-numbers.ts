/**
 * Hadith numbers as sunnah.com writes them: digits with an optional letter suffix ("6018", "8a",
 * "2564c", Muslim's "1211aa"). Numbers are strings throughout the API; these helpers compare them.
 */
export interface HadithNumber {
  /** The normalised form: digits without leading zeros, then lower-case letters ("2564a"). */
  text: string;
  digits: number;
  letters: string;
}

// One letter, or "a" plus a letter (Muslim runs 1211a..1211z, then 1211aa..1211af).
const NUMBER_PATTERN = /^0*(\d{1,5})\s*((?:a)?[a-z])?$/i;

/** A number typed by a person ("2564 A", "0008a"), normalised; undefined when it is not one. */
export function parseHadithNumber(input: string): HadithNumber | undefined {
  const match = NUMBER_PATTERN.exec(input.trim());
  if (!match) return undefined;
  const digits = Number(match[1]);
  if (digits === 0) return undefined;
  const letters = (match[2] ?? '').toLowerCase();
  return { text: `${digits}${letters}`, digits, letters };
}

/** Numbers in citation order: by digits, an unlettered number before its lettered variants. */
export function compareHadithNumbers(a: HadithNumber, b: HadithNumber): number {
  return a.digits - b.digits || a.letters.length - b.letters.length || a.letters.localeCompare(b.letters);
}

/** The unlettered group a lettered number belongs to ("2564c" -> "2564"); itself when unlettered. */
export const hadithNumberGroup = (number: HadithNumber): HadithNumber => ({
  text: String(number.digits),
  digits: number.digits,
  letters: '',
});
