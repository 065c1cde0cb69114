import { CorpusError } from '../../../../data/support/corpus-error';
import { parseTafsirSurah } from '../../../../data/tafsir/corpus';

const file = (ayahs: Array<{ ayah: number; text: string; surah?: number }>) =>
  new TextEncoder().encode(JSON.stringify({ ayahs: ayahs.map((a) => ({ surah: a.surah ?? 112, ...a })) }));

describe('parseTafsirSurah', () => {
  it('orders the ayahs by number, not as the source sorts them (as strings), and stores a group once', () => {
    // Al-Ikhlas has 4 ayahs; the source lists "1, 10, 2, ..." in longer surahs: here 3 before 2.
    const units = parseTafsirSurah(
      file([
        { ayah: 1, text: 'On the oneness' },
        { ayah: 3, text: 'He neither begets' },
        { ayah: 2, text: 'On the oneness' },
        { ayah: 4, text: 'He neither begets' },
      ]),
      112,
      'test',
    );
    // 1 and 2 carry one text, 3 and 4 another: two commentaries, each with its range.
    expect(units).toEqual([
      { surah: 112, ayahFrom: 1, ayahTo: 2, text: 'On the oneness' },
      { surah: 112, ayahFrom: 3, ayahTo: 4, text: 'He neither begets' },
    ]);
  });

  it('keeps the same text on ayahs apart as a commentary for each place (a refrain)', () => {
    const units = parseTafsirSurah(
      file([
        { ayah: 1, text: 'Refrain' },
        { ayah: 2, text: 'Other' },
        { ayah: 3, text: 'Refrain' },
        { ayah: 4, text: 'Other too' },
      ]),
      112,
      'test',
    );
    expect(units.map((u) => [u.ayahFrom, u.ayahTo])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  it('refuses a surah whose ayahs are not each there once, an empty commentary, or another surah', () => {
    const three = [1, 2, 3].map((ayah) => ({ ayah, text: `t${ayah}` }));
    expect(() => parseTafsirSurah(file(three), 112, 'test')).toThrow(CorpusError);
    expect(() => parseTafsirSurah(file([...three, { ayah: 3, text: 'again' }]), 112, 'test')).toThrow(/does not hold ayahs 1-4 once each/);
    expect(() => parseTafsirSurah(file([...three, { ayah: 4, text: '  ' }]), 112, 'test')).toThrow(/112:4 is empty/);
    expect(() => parseTafsirSurah(file([...three, { ayah: 4, text: 'x', surah: 113 }]), 112, 'test')).toThrow(CorpusError);
    expect(() => parseTafsirSurah(new TextEncoder().encode('{"ayahs": ['), 112, 'test')).toThrow(/not valid JSON/);
  });
});
