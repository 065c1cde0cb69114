import {
  AYAH_COUNTS,
  ayahCount,
  globalAyahNumber,
  SURAH_COUNT,
  surahAndAyahOf,
  TOTAL_AYAHS,
} from '../../../../functions/shared/quran-structure';

describe('mushaf structure', () => {
  it('has 114 surahs and 6236 ayahs', () => {
    expect(AYAH_COUNTS).toHaveLength(114);
    expect(AYAH_COUNTS.reduce((a, b) => a + b, 0)).toBe(TOTAL_AYAHS);
    expect(ayahCount(2)).toBe(286);
    expect(ayahCount(115)).toBeUndefined();
  });

  it('numbers ayahs across the mushaf', () => {
    expect(globalAyahNumber(1, 1)).toBe(1);
    expect(globalAyahNumber(1, 7)).toBe(7);
    expect(globalAyahNumber(2, 1)).toBe(8);
    expect(globalAyahNumber(2, 255)).toBe(262);
    expect(globalAyahNumber(114, 6)).toBe(6236);
  });

  it('refuses ayahs that do not exist', () => {
    expect(() => globalAyahNumber(1, 8)).toThrow(RangeError);
    expect(() => globalAyahNumber(0, 1)).toThrow(RangeError);
    expect(() => globalAyahNumber(2, 0)).toThrow(RangeError);
  });

  it('finds the surah and ayah of a number through the mushaf, the inverse of globalAyahNumber', () => {
    for (let surah = 1; surah <= SURAH_COUNT; surah += 1) {
      for (const ayah of [1, ayahCount(surah)!]) expect(surahAndAyahOf(globalAyahNumber(surah, ayah))).toEqual({ surah, ayah });
    }
    expect(surahAndAyahOf(262)).toEqual({ surah: 2, ayah: 255 });
    for (const wrong of [0, TOTAL_AYAHS + 1, 1.5]) expect(() => surahAndAyahOf(wrong)).toThrow(RangeError);
  });
});
