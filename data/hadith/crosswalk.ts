import { type EnglishReference, parseEnglishReference } from '../../functions/hadith/english-references';
import type { SixCollection } from '../../functions/hadith/hadith-collections';
import { type HadithNumber, parseHadithNumber } from '../../functions/hadith/hadith-numbers';

/**
 * sunnah.com's reference blocks (fawazahmed0/hadith, "sunnah with ref/reference"): one block per
 * sunnah.com entry, in sunnah.com's order, e.g.
 *   Reference : Sahih al-Bukhari 6018In-book reference : Book 78, Hadith 49USC-MSA web (English)
 *   reference : Vol. 8, Book 73, Hadith 47   (deprecated numbering scheme)
 * The in-book reference is the same "Book X, Hadith Y" that hadith-json's file and idInBook encode,
 * so a block ties the numbers people cite to one hadith-json record without any text alignment.
 */
export interface CrosswalkBlock {
  /** Position of the block in the file, 0-based (sunnah.com's order). */
  index: number;
  /** The number part as written ("299, 300", "546b-d", "" when the page shows none). */
  written: string;
  /** Every number the block is cited under, expanded and normalised, in the order written. */
  numbers: HadithNumber[];
  /** Parts of the number that could not be read; such a block is reported, never guessed. */
  unreadable: string[];
  inBook: { book: string; position: number };
  englishReference?: EnglishReference;
}

const BLOCK_START = /(?<!In-book )(?<!\(English\) )Reference : /;
const BLOCK_PATTERN =
  /^(.*?)In-book reference : Book (\S+), Hadith (\d+)\s*(?:USC-MSA web \(English\) reference : (.*?)\s*\(deprecated numbering scheme\)|English translation : (.*?))?\s*,?\s*$/;
/** Longest range expanded ("5709-5712" is four numbers); anything longer is unreadable rather than huge. */
const MAX_RANGE = 50;

export class CrosswalkError extends Error {}

/** The numbers of one block's number part: single, lettered, lists, ranges, "125 b", "884b, c", "1697/1698a". */
export function parseCrosswalkNumbers(written: string): { numbers: HadithNumber[]; unreadable: string[] } {
  const numbers: HadithNumber[] = [];
  const unreadable: string[] = [];
  let previousDigits: number | undefined;
  const add = (text: string) => {
    const number = parseHadithNumber(text);
    if (number) numbers.push(number);
    else unreadable.push(text);
    return number;
  };
  const joined = written.trim().replace(/(\d)\s+([a-z])\b/gi, '$1$2');
  for (const part of joined.split(/\s*,\s*/).filter(Boolean)) {
    const plainRange = /^(\d+)-(\d+)$/.exec(part);
    const letterRange = /^(\d+)([a-z])-([a-z])$/i.exec(part);
    const slashed = /^(\d+)\/(\d+)([a-z]*)$/i.exec(part);
    if (plainRange) {
      const [from, to] = [Number(plainRange[1]), Number(plainRange[2])];
      if (to < from || to - from >= MAX_RANGE) unreadable.push(part);
      else for (let n = from; n <= to; n += 1) add(String(n));
      previousDigits = to;
    } else if (letterRange) {
      const [from, to] = [letterRange[2].toLowerCase().charCodeAt(0), letterRange[3].toLowerCase().charCodeAt(0)];
      if (to < from) unreadable.push(part);
      else for (let c = from; c <= to; c += 1) add(`${letterRange[1]}${String.fromCharCode(c)}`);
      previousDigits = Number(letterRange[1]);
    } else if (slashed) {
      add(`${slashed[1]}${slashed[3]}`);
      add(`${slashed[2]}${slashed[3]}`);
      previousDigits = Number(slashed[2]);
    } else if (/^[a-z]{1,2}$/i.test(part) && previousDigits !== undefined) {
      add(`${previousDigits}${part}`); // "884b, c": the letter continues the number before it
    } else {
      const number = add(part);
      if (number) previousDigits = number.digits;
    }
  }
  const seen = new Set<string>();
  return { numbers: numbers.filter((n) => !seen.has(n.text) && seen.add(n.text)), unreadable };
}

/** The blocks of one collection's reference file, in order. */
export function parseCrosswalk(collection: SixCollection, text: string): CrosswalkBlock[] {
  const flat = text.replace(/\s+/g, ' ');
  const parts = flat.split(BLOCK_START).slice(1);
  return parts.map((part, index) => {
    const match = BLOCK_PATTERN.exec(part.trim());
    if (!match)
      throw new CrosswalkError(`${collection.id} reference block ${index + 1} is not in the expected format: ${part.slice(0, 120)}`);
    const [, cited, book, position, uscMsa, translation] = match;
    const name = cited.trim();
    if (!name.startsWith(collection.name)) {
      throw new CrosswalkError(`${collection.id} reference block ${index + 1} cites '${name}', not ${collection.name}`);
    }
    const written = name.slice(collection.name.length).trim();
    const englishText = (uscMsa ?? translation)?.trim();
    const englishReference = englishText ? parseEnglishReference(englishText) : undefined;
    if (englishText && !englishReference)
      throw new CrosswalkError(`${collection.id} reference block ${index + 1}: unreadable English reference '${englishText}'`);
    return { index, written, ...parseCrosswalkNumbers(written), inBook: { book, position: Number(position) }, englishReference };
  });
}

export const crosswalkPath = (collection: SixCollection) => `Scripts/sunnah with ref/reference/${collection.sourceFolder}reference.txt`;
