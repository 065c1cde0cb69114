import { readFileSync } from 'node:fs';
import { editionsServedMessage } from '../../../../data/quran/import-editions';
import { openApiDocument } from '../../../../functions/docs/openapi';
import {
  DEFAULT_EDITION_ID,
  editionByName,
  editionsInWords,
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

describe('the count of the Quran editions, wherever it is written (issue 51)', () => {
  const text = (path: string) => readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8');
  const count = QURAN_EDITIONS.length;

  it("is the one table's length in the README, the Quran guide, the OpenAPI document and npm start's console", () => {
    const quranRow = text('README.md')
      .split('\n')
      .find((line) => line.startsWith('| GET | `/api/v1/quran` |'));
    expect(quranRow).toContain(`${count} editions`);
    expect(text('README.md')).toContain(`the Quran's answers, reciters, the ${count} editions`);
    expect(text('docs/quran.md')).toContain(`**Translations** (\`functions/quran/translations.ts\`): ${count} editions`);
    expect(editionsInWords()).toMatch(new RegExp(`^${count} editions \\(translations in English, Bengali, .* and a transliteration\\)$`));
    expect((openApiDocument() as { info: { description: string } }).info.description).toContain(editionsInWords());
    const imported = { status: 'imported', version: 'e1', editions: STORED_EDITIONS.length, searchTerms: {}, items: 1 } as const;
    expect(editionsServedMessage(imported)).toBe(`Quran editions e1 imported: ${count} of the ${count} editions now served`);
    const offline = { ...imported, editions: STORED_EDITIONS.length - 2, skipped: ["Tanzil's files could not be had"] };
    expect(editionsServedMessage(offline)).toMatch(new RegExp(`: ${count - 2} of the ${count} editions now served \\(not imported: `));
  });

  it("is the guide's table, edition by edition, and no guide spells out another count", () => {
    const rows = text('docs/quran.md')
      .split('\n')
      .filter((line) => /^\| `[a-z]{2}\.[a-z]+`( \(default\))? \|/.test(line))
      .map((line) => /`([^`]+)`/.exec(line)![1]);
    expect(rows).toEqual(QURAN_EDITIONS.map((edition) => edition.id));
    for (const guide of ['README.md', 'docs/quran.md', 'docs/data.md', 'docs/operations.md', 'docs/benchmarks.md']) {
      expect([guide, text(guide).match(/\b(ten|eleven|twelve|thirteen|fourteen) (other )?editions\b/gi)]).toEqual([guide, null]);
    }
  });
});
