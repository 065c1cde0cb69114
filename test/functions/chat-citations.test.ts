import { createRequire } from 'node:module';
import { parseQuranReferences, quoteMatchesVerse, quoteNear, surahAliases, surahNameKey, MAX_RANGE_VERSES } from '../../functions/chat/quran-citations';

// The real surah names, from the pinned corpus package.
const quran = createRequire(import.meta.url)('quran-json/dist/quran_en.json') as Array<{ id: number; transliteration: string; translation: string }>;
const aliases = surahAliases(quran.map((s) => ({ surah: s.id, transliteration: s.transliteration, translation: s.translation })));
const refs = (text: string) => parseQuranReferences(text, aliases).map((r) => `${r.surah}:${r.ayah}`);

describe('parseQuranReferences', () => {
  it.each([
    ['Read 2:255 tonight.', ['2:255']],
    ['(2:255)', ['2:255']],
    ['See (2:255-257).', ['2:255', '2:256', '2:257']],
    ['See 2:255–257.', ['2:255', '2:256', '2:257']],
    ['Quran 2:255', ['2:255']],
    ["Qur'an 112:1-4", ['112:1', '112:2', '112:3', '112:4']],
    ['Surah Al-Baqarah, verse 255', ['2:255']],
    ['Surah Al-Baqarah verse 255', ['2:255']],
    ['Al-Baqarah 2:255', ['2:255']],
    ['[Al-Baqarah: 255]', ['2:255']],
    ['Al-Baqarah: 255', ['2:255']],
    ['Surah Baqara, verse 255', ['2:255']],
    ['Surat al-Baqarah, ayah 255', ['2:255']],
    ['The Cow, verse 255', ['2:255']],
    ['as stated in The Cow, verses 1-3', ['2:1', '2:2', '2:3']],
    ['Surah al-Ikhlaas, verse 1', ['112:1']],
    ['Surah Ikhlas verse 4', ['112:4']],
    ['Surah Al-Fatiha, verse 2', ['1:2']],
    ['Surah Yasin, verse 1', ['36:1']],
    ['Ya-Sin: 12', ['36:12']],
    ['Surah An-Nas verse 1', ['114:1']],
    ["Surah Ali 'Imran, verse 190", ['3:190']],
    ['Family of Imran: 190', ['3:190']],
    ['Surah Al-Asr (103:1-3)', ['103:1', '103:2', '103:3']],
    ['Both 2:255 and 3:18 matter; 2:255 again.', ['2:255', '3:18']],
    ['First 3:18, then 2:255.', ['3:18', '2:255']],
    ['2 : 255', ['2:255']],
    ['Surah Al-Kahf, verses 1–5', ['18:1', '18:2', '18:3', '18:4', '18:5']],
    // Negative cases: nothing that is not a real verse is invented.
    ['2:300 does not exist', []],
    ['115:1 is beyond the last surah', []],
    ['0:1 is not a surah', []],
    ['Surah Al-Fatiha, verse 8', []],
    ['Meet me at 10:30 am.', []],
    ['The timestamp 10:30:15 is not a verse.', []],
    ['Ratio 3:1.5 is not either.', []],
    ['Chapter 7 of the book, verse 3 of the poem', []],
    ['Surah Unknown, verse 5', []],
    ['No references here at all.', []],
    ['Version 2.255 is software.', []],
    ['Call 555:1234 now', []],
  ])('%s', (text, expected) => {
    expect(refs(text)).toEqual(expected);
  });

  it(`caps a long range at ${MAX_RANGE_VERSES} verses`, () => {
    expect(refs('2:1-286')).toHaveLength(MAX_RANGE_VERSES);
  });
});

describe('surah name spellings', () => {
  it('compares transliteration variants alike', () => {
    expect(surahNameKey('Al-Baqarah')).toBe(surahNameKey('Baqara'));
    expect(surahNameKey('al-Ikhlaas')).toBe(surahNameKey('Al-Ikhlas'));
    expect(surahNameKey('Surah The Cow')).toBe(surahNameKey('cow'));
  });
});

describe('quoted translations', () => {
  const kursi = 'Allah - there is no deity except Him, the Ever-Living, the Sustainer of [all] existence. Neither drowsiness overtakes Him nor sleep.';
  it('finds the quote next to a reference and checks it against the verse', () => {
    const text = 'The verse says: "Allah - there is no deity except Him, the Ever-Living" (2:255).';
    const [reference] = parseQuranReferences(text, aliases);
    const quote = quoteNear(text, reference.position, reference.end)!;
    expect(quote).toMatch(/^Allah - there is no deity/);
    expect(quoteMatchesVerse(quote, kursi)).toBe(true);
    expect(quoteMatchesVerse('Fight them wherever you find them and drive them out', kursi)).toBe(false);
  });

  it("does not lend one reference's quote to the next", () => {
    const text = 'It begins "Allah - there is no deity except Him" (2:255). Surah Al-Ikhlas, verse 1 is short.';
    const [, second] = parseQuranReferences(text, aliases);
    expect(quoteNear(text, second.position, second.end)).toBeUndefined();
  });
});
