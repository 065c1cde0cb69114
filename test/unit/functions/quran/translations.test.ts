import {
  DEFAULT_EDITION_ID,
  editionByName,
  parseEditionList,
  QURAN_EDITIONS,
  STORED_EDITIONS,
} from '../../../../functions/quran/translations';

describe('the Quran editions', () => {
  it("are the ten translations quran-json ships and its transliteration, and Tanzil's Pickthall and Yusuf Ali", () => {
    const packaged = QURAN_EDITIONS.filter((edition) => edition.origin !== 'tanzil');
    expect(packaged.map((edition) => edition.file).sort()).toEqual(
      ['bn', 'en', 'es', 'fr', 'id', 'ru', 'sv', 'tr', 'transliteration', 'ur', 'zh'].map((name) => `dist/quran_${name}.json`),
    );
    expect(QURAN_EDITIONS.filter((edition) => edition.origin === 'tanzil').map((edition) => [edition.id, edition.file])).toEqual([
      ['en.pickthall', 'data/en.pickthall.txt'],
      ['en.yusufali', 'data/en.yusufali.txt'],
    ]);
    expect(new Set(QURAN_EDITIONS.map((edition) => edition.id)).size).toBe(13);
    expect(STORED_EDITIONS.map((edition) => edition.id)).not.toContain(DEFAULT_EDITION_ID);
    expect(STORED_EDITIONS).toHaveLength(12);
  });

  it('are named by id, language code or "transliteration", in any case', () => {
    expect(editionByName('UR')?.id).toBe('ur.maududi');
    expect(editionByName('ur.maududi')?.id).toBe('ur.maududi');
    expect(editionByName(' transliteration ')?.id).toBe('en.transliteration');
    expect(editionByName('en')?.id).toBe('en.sahih');
    expect(editionByName('en.pickthall')?.id).toBe('en.pickthall');
    expect(editionByName('EN.YUSUFALI')?.id).toBe('en.yusufali');
    expect(editionByName('de')).toBeUndefined();
    expect(editionByName('__proto__')).toBeUndefined();
  });
});

describe('parseEditionList', () => {
  it('keeps the order named and each edition once', () => {
    const parsed = parseEditionList('ur,en,ur.maududi,transliteration');
    expect(Array.isArray(parsed) && parsed.map((edition) => edition.id)).toEqual(['ur.maududi', 'en.sahih', 'en.transliteration']);
  });

  it('says what is wrong with an unknown or empty name', () => {
    expect(parseEditionList('en,xx')).toEqual({ error: expect.stringMatching(/^'xx' is not a translation here; use one of en\.sahih, /) });
    expect(parseEditionList('en,')).toEqual({ error: expect.stringContaining('comma-separated') });
    expect(parseEditionList('')).toEqual({ error: expect.stringContaining('comma-separated') });
  });
});
