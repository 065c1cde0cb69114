/**
 * The canonical structure of the mushaf (Hafs numbering): ayah counts of the 114 surahs.
 * The importer checks the source against it, and global ayah numbers derive from it. In functions/shared because
 * the Quran, the commentaries, the citations and the compatibility layer all count by it.
 */
export const SURAH_COUNT = 114;

export const AYAH_COUNTS: readonly number[] = [
  7, 286, 200, 176, 120, 165, 206, 75, 129, 109, 123, 111, 43, 52, 99, 128, 111, 110, 98, 135, 112, 78, 118, 64, 77, 227, 93, 88, 69, 60,
  34, 30, 73, 54, 45, 83, 182, 88, 75, 85, 54, 53, 89, 59, 37, 35, 38, 29, 18, 45, 60, 49, 62, 55, 78, 96, 29, 22, 24, 13, 14, 11, 11, 18,
  12, 12, 30, 52, 52, 44, 28, 28, 20, 56, 40, 31, 50, 40, 46, 42, 29, 19, 36, 25, 22, 17, 19, 26, 30, 20, 15, 21, 11, 8, 8, 19, 5, 8, 8, 11,
  11, 8, 3, 9, 5, 4, 7, 3, 6, 3, 5, 4, 5, 6,
];

export const TOTAL_AYAHS = 6236;

/** Global number (1..6236) of the first ayah of each surah, index 0 for surah 1. */
const FIRST_GLOBAL: readonly number[] = AYAH_COUNTS.reduce<number[]>((firsts, _count, i) => {
  firsts.push(i === 0 ? 1 : firsts[i - 1] + AYAH_COUNTS[i - 1]);
  return firsts;
}, []);

export function ayahCount(surah: number): number | undefined {
  return AYAH_COUNTS[surah - 1];
}

export function globalAyahNumber(surah: number, ayah: number): number {
  const count = ayahCount(surah);
  if (count === undefined || !Number.isInteger(ayah) || ayah < 1 || ayah > count) {
    throw new RangeError(`No ayah ${surah}:${ayah}`);
  }
  return FIRST_GLOBAL[surah - 1] + ayah - 1;
}

/** The surah and ayah of a global number (1..6236): the inverse of globalAyahNumber. */
export function surahAndAyahOf(global: number): { surah: number; ayah: number } {
  if (!Number.isInteger(global) || global < 1 || global > TOTAL_AYAHS) throw new RangeError(`No ayah number ${global}`);
  let surah = SURAH_COUNT;
  while (FIRST_GLOBAL[surah - 1] > global) surah -= 1;
  return { surah, ayah: global - FIRST_GLOBAL[surah - 1] + 1 };
}
