import { arabicWords } from '../search/arabic';
import { collectionById, type HadithCollectionId } from './hadith-collections';

/**
 * The same narration is carried by the six books and again by the further ones (Riyad as-Salihin, Mishkat, Bulugh
 * al-Maram…), often without its chain and in another translator's English: a question's ranking puts whichever copy
 * its words favour first, and the further book's shorter copy often wins. Where a further book's narration ranks
 * before a copy of it in the six, the six's copy takes its place and the further copy follows it: the six before
 * their parallels, as people cite them.
 */
export interface RankedCopy {
  collection: HadithCollectionId;
  /** The narration's Arabic (a chain and the text in the six; the text alone in most further books). */
  arabic: string;
}

/** The share of the shorter text's words (of three letters or more) the other holds, above which two are one narration. */
export const PARALLEL_SHARE = 0.6;
/** Texts shorter than this many such words are too short to tell a parallel from a shared formula. */
const MIN_WORDS = 6;

const wordsOf = (arabic: string) => new Set(arabicWords(arabic).filter((word) => word.length >= 3));

/** Whether two narrations' Arabic is one text: most of the shorter one's words stand in the other. */
export function areParallel(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [shorter, longer] = a.size <= b.size ? [a, b] : [b, a];
  if (shorter.size < MIN_WORDS) return false;
  let shared = 0;
  for (const word of shorter) if (longer.has(word)) shared += 1;
  return shared / shorter.size >= PARALLEL_SHARE;
}

/**
 * The ranking (best first) with each copy from the six books moved up to just before the first further book's copy of
 * it that ranked higher; the rest keep their order. `parallels`: the further books' copies so passed.
 */
export function sixBeforeParallels<T extends RankedCopy>(ranked: readonly T[]): { ranked: T[]; parallels: Set<T> } {
  const six = (copy: T) => collectionById(copy.collection)?.kind === 'six';
  const words = ranked.map((copy) => wordsOf(copy.arabic));
  const order = ranked.map((_, i) => i);
  const moved = new Set<number>();
  const result: number[] = [];
  const parallels = new Set<T>();
  for (const i of order) {
    if (moved.has(i)) continue;
    if (!six(ranked[i])) {
      const parallel = order.find((j) => j > i && !moved.has(j) && six(ranked[j]) && areParallel(words[i], words[j]));
      if (parallel !== undefined) {
        moved.add(parallel);
        result.push(parallel);
        parallels.add(ranked[i]);
      }
    }
    result.push(i);
  }
  return { ranked: result.map((i) => ranked[i]), parallels };
}
