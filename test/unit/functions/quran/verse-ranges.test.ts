import { rangesOfVerses } from '../../../../functions/quran/verse-ranges';

describe('rangesOfVerses', () => {
  it('finds the verses of every answer of verses, as runs of consecutive ayahs, in order', () => {
    const ayah = (reference: string) => ({ reference });
    expect(rangesOfVerses({ ayahs: [ayah('112:1'), ayah('112:2'), ayah('112:3'), ayah('112:4')] })).toEqual([
      { surah: 112, from: 1, to: 4 },
    ]);
    expect(rangesOfVerses({ ayah: ayah('2:255') })).toEqual([{ surah: 2, from: 255, to: 255 }]);
    expect(
      rangesOfVerses({ results: [{ ayah: ayah('1:1') }, { ayah: ayah('1:2') }, { ayah: ayah('2:255') }, { ayah: ayah('1:7') }] }),
    ).toEqual([
      { surah: 1, from: 1, to: 2 },
      { surah: 2, from: 255, to: 255 },
      { surah: 1, from: 7, to: 7 },
    ]);
    expect(rangesOfVerses({ surah_number: 1 })).toEqual([]);
  });
});
