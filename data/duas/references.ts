import type { HadithCollectionId } from '../../functions/hadith/hadith-collections';

/**
 * References to the six collections inside free-text dua sources, as fitrahive writes them:
 * "HR. al-Bukhari No. 6306, 6323, Ahmad IV/122-125", "HR. at-Tirmidzi: 2879", "Abu Dawud (529)",
 * "Shahih at-Tirmidzi". Volume/page citations (VIII/279, 2:26) are not hadith numbers and are skipped;
 * books outside the six (Ahmad, al-Hakim, the Quran) are left in the free text.
 */
export interface CitedHadith {
  collection: HadithCollectionId;
  /** As cited ("6306"); absent when the source names only the collection. */
  number?: string;
}

const COLLECTION_PATTERNS: Array<[HadithCollectionId, RegExp]> = [
  ['bukhari', /\bbu[kh]{1,2}ari\b/i],
  ['muslim', /\bmuslim\b/i],
  ['abudawood', /\babu\s*da(?:w|)u?o*d\b/i],
  ['tirmidhi', /\btirmi(?:dz|dh|d)i\b/i],
  ['nasai', /\bnasa'?i\b/i],
  ['ibnmajah', /\bibnu?\s*majah\b/i],
];

function collectionIn(segment: string): { collection: HadithCollectionId; end: number } | undefined {
  let found: { collection: HadithCollectionId; end: number; start: number } | undefined;
  for (const [collection, pattern] of COLLECTION_PATTERNS) {
    const match = pattern.exec(segment);
    if (match && (!found || match.index < found.start)) found = { collection, start: match.index, end: match.index + match[0].length };
  }
  return found;
}

/** A hadith number right after the name ("No. 6306", ": 2879", "(529)", " 1555"), not a volume/page. */
function numberAfter(text: string): string | undefined {
  const match = /^\s*(?:,?\s*(?:no\.?|number|hadith)\s*)?[:(]?\s*(\d{1,5})(?![\d/:.]|\s*[:/]\s*\d)/i.exec(text);
  return match ? String(Number(match[1])) : undefined;
}

export function parseDuaReferences(source: string | null | undefined): CitedHadith[] {
  if (!source) return [];
  const references: CitedHadith[] = [];
  let current: HadithCollectionId | undefined;
  for (const segment of source.split(/;|,|\band\b/i)) {
    if (/\bexcept\b/i.test(segment)) {
      current = undefined;
      continue;
    }
    const named = collectionIn(segment);
    if (named) {
      current = named.collection;
      const number = numberAfter(segment.slice(named.end));
      references.push(number === undefined ? { collection: current } : { collection: current, number });
      continue;
    }
    // "No. 6306, 6323" or "at-Tirmidzi, No. 3522": a bare number continues the collection named just before it.
    const bare = /^\s*(?:no\.?\s*)?(\d{1,5})\s*$/i.exec(segment);
    if (bare && current) {
      references.push({ collection: current, number: String(Number(bare[1])) });
      continue;
    }
    current = undefined;
  }
  // One entry per (collection, number); a bare name is dropped when the same collection also has a number.
  const unique = new Map(references.map((reference) => [`${reference.collection}:${reference.number ?? ''}`, reference]));
  return [...unique.values()].filter(
    (reference) =>
      reference.number !== undefined ||
      ![...unique.values()].some((other) => other.collection === reference.collection && other.number !== undefined),
  );
}
