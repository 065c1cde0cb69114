import { parseQuranEdition, parseQuranSource } from '../../../../data/quran/corpus';
import { CorpusError } from '../../../../data/support/corpus-error';
import { editionByName } from '../../../../functions/quran/translations';
import { AYAH_COUNTS } from '../../../../functions/shared/quran-structure';

/** A synthetic quran-json file: every surah with its canonical number of ayahs. */
function source(
  field: 'translation' | 'transliteration',
  text: (surah: number, ayah: number) => string,
  arabic = (s: number, a: number) => `ع${s}:${a}`,
) {
  const chapters = AYAH_COUNTS.map((count, index) => ({
    id: index + 1,
    name: `س${index + 1}`,
    transliteration: `S${index + 1}`,
    translation: `Surah ${index + 1}`,
    type: 'meccan',
    total_verses: count,
    verses: Array.from({ length: count }, (_, i) => ({ id: i + 1, text: arabic(index + 1, i + 1), [field]: text(index + 1, i + 1) })),
  }));
  return new TextEncoder().encode(JSON.stringify(chapters));
}

const main = parseQuranSource(source('translation', (s, a) => `English ${s}:${a}`));
const urdu = editionByName('ur')!;
const transliteration = editionByName('transliteration')!;

describe('parseQuranEdition', () => {
  it("reads an edition's text of every verse, by surah and ayah", () => {
    const texts = parseQuranEdition(
      source('translation', (s, a) => ` اردو ${s}:${a} `),
      urdu,
      main,
    );
    expect(texts).toHaveLength(114);
    expect(texts[1][254]).toBe('اردو 2:255');
    expect(texts.flat()).toHaveLength(6236);
  });

  it('reads the transliteration from its own field', () => {
    const texts = parseQuranEdition(
      source('transliteration', (s, a) => `t ${s}:${a}`),
      transliteration,
      main,
    );
    expect(texts[113][5]).toBe('t 114:6');
  });

  it('refuses an edition whose verses are not the main source’s verses', () => {
    const shifted = source(
      'translation',
      () => 'x',
      (s, a) => (s === 2 && a === 255 ? 'other' : `ع${s}:${a}`),
    );
    expect(() => parseQuranEdition(shifted, urdu, main)).toThrow(
      new CorpusError("ur.maududi (dist/quran_ur.json): the Arabic of 2:255 differs from the main source's"),
    );
  });

  it('refuses an edition without its text field, naming the edition', () => {
    expect(() =>
      parseQuranEdition(
        source('translation', () => 'x'),
        transliteration,
        main,
      ),
    ).toThrow(/^en\.transliteration \(dist\/quran_transliteration\.json\): Surah 1: ayah 1 has no transliteration$/);
  });
});
