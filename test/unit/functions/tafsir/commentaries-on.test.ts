import { commentariesOn } from '../../../../functions/tafsir/tafsir-service';

/** A kept surah answers a range as the table's two queries did: the commentary covering `from`, then those starting after it. */
describe('commentariesOn', () => {
  const surah = [
    { surah: 2, ayahFrom: 1, ayahTo: 5, text: 'a' },
    { surah: 2, ayahFrom: 6, ayahTo: 6, text: 'b' },
    { surah: 2, ayahFrom: 7, ayahTo: 20, text: 'c' },
    { surah: 2, ayahFrom: 21, ayahTo: 30, text: 'd' },
  ];
  const texts = (from: number, to: number) => commentariesOn(surah, from, to).map((commentary) => commentary.text);

  it('starts with the commentary covering the first ayah, even when it starts before it', () => {
    expect(texts(3, 6)).toEqual(['a', 'b']);
    expect(texts(8, 25)).toEqual(['c', 'd']);
  });

  it('takes each commentary once, up to the last that starts within the range', () => {
    expect(texts(1, 30)).toEqual(['a', 'b', 'c', 'd']);
    expect(texts(6, 7)).toEqual(['b', 'c']);
    expect(texts(22, 30)).toEqual(['d']);
  });
});
