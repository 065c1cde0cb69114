import { createRequire } from 'node:module';
import fc from 'fast-check';
import { parseHadithReferences } from '../../../../functions/citations/hadith-references';
import { quoteNear } from '../../../../functions/citations/quotations';
import { compareQuote } from '../../../../functions/citations/quote-verification';
import {
  MAX_RANGE_VERSES,
  NAMED_VERSES,
  parseQuranReferences,
  surahNameIndex,
  surahNameKey,
} from '../../../../functions/citations/quran-references';
import { HADITH_CITATION_CASES } from '../../../support/hadith-citation-cases';
import { QUOTE_CASES } from '../../../support/quote-cases';
import { ALL_CASES, NEGATIVE_CASES, POSITIVE_CASES } from '../../../support/quran-reference-cases';

// The real surah names and verses, from the pinned corpus package.
const quran = createRequire(import.meta.url)('quran-json/dist/quran_en.json') as Array<{
  id: number;
  name: string;
  transliteration: string;
  translation: string;
  verses: Array<{ text: string; translation: string }>;
}>;
const names = surahNameIndex(
  quran.map((s) => ({ surah: s.id, transliteration: s.transliteration, translation: s.translation, arabic: s.name })),
);
const refs = (text: string) => parseQuranReferences(text, names).verses.map((r) => `${r.surah}:${r.ayah}`);

describe('finding Quran references in a reply', () => {
  it('has a table of at least 150 cases, 50 of them negative and 20 in Arabic script', () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(150);
    expect(NEGATIVE_CASES.length).toBeGreaterThanOrEqual(50);
    expect(ALL_CASES.filter((c) => /[\u0600-\u06FF]/.test(c.text)).length).toBeGreaterThanOrEqual(20);
  });

  it.each(POSITIVE_CASES.map((c) => [c.text, c.expected] as const))('reads %j as %j', (text, expected) => {
    expect(refs(text)).toEqual(expected);
  });

  it.each(NEGATIVE_CASES.map((c) => [c.text] as const))('reads no verse in %j', (text) => {
    expect(refs(text)).toEqual([]);
  });

  it(`caps a long range at ${MAX_RANGE_VERSES} verses and reports references to verses that do not exist`, () => {
    expect(refs('Quran 2:1-286')).toHaveLength(MAX_RANGE_VERSES);
    expect(
      parseQuranReferences('Quran 2:300 and (115:1) and Surah Al-Fatiha, verse 8', names).invalid.map((r) => `${r.surah}:${r.ayah}`),
    ).toEqual(['2:300', '115:1', '1:8']);
  });

  it('knows every named verse of its table', () => {
    expect(NAMED_VERSES.get('ayatalkursi')).toEqual({ surah: 2, ayahs: [255] });
    expect(NAMED_VERSES.get('lasttwoversesofalbaqarah')).toEqual({ surah: 2, ayahs: [285, 286] });
    expect(NAMED_VERSES.get('ayatannur')).toEqual({ surah: 24, ayahs: [35] });
  });

  it('compares transliteration variants of surah names alike', () => {
    expect(surahNameKey('Al-Baqarah')).toBe(surahNameKey('Baqara'));
    expect(surahNameKey('al-Ikhlaas')).toBe(surahNameKey('Al-Ikhlas'));
    expect(surahNameKey('Surah The Cow')).toBe(surahNameKey('cow'));
  });

  // Linear time, shown by counting work rather than by a stopwatch (which a busy machine would break):
  // every look at a token is counted, and it stays under a constant times the reply's tokens. The
  // benchmark (npm run bench -- chat) times the worst inputs of 100 000 characters.
  it('does a bounded amount of work per token, whatever the input (linear in the reply)', () => {
    const pieces = [
      '2',
      ':',
      '255',
      ' ',
      'Quran',
      'Surah',
      'Al-Baqarah',
      'verse',
      'verses',
      ',',
      '-',
      '(',
      ')',
      '[',
      ']',
      'and',
      'at',
      'John',
      'ayat',
      'al-Kursi',
      'سورة',
      'البقرة',
      'الآية',
      '٢٥٥',
      '\n\n',
      '.',
      'the',
      'last',
      'two',
      'of',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 4000 }), (parts) => {
        const { tokens, steps } = parseQuranReferences(parts.join(' '), names);
        expect(steps).toBeLessThanOrEqual(80 * (tokens + 1));
      }),
      { numRuns: 200, seed: 11, endOnFailure: true },
    );
    const alphabet = '0123456789:;,.-()[] \n aQuranSurhvesl\u0627\u0644\u0628\u0642\u0631\u0629\u0662\u0665';
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...alphabet), minLength: 1_000, maxLength: 100_000 }), (text) => {
        const { tokens, steps } = parseQuranReferences(text, names);
        expect(tokens).toBeLessThanOrEqual(text.length);
        expect(steps).toBeLessThanOrEqual(80 * (tokens + 1));
      }),
      { numRuns: 20, seed: 7, endOnFailure: true },
    );
    for (const adversarial of [
      '1:'.repeat(50_000),
      'Al-Baqarah '.repeat(9_000),
      'surah verse '.repeat(8_000),
      '(2:2:2:2:2:2:2:2:2:2:'.repeat(5_000),
    ]) {
      const { tokens, steps } = parseQuranReferences(adversarial.slice(0, 100_000), names);
      expect(steps).toBeLessThanOrEqual(80 * (tokens + 1));
    }
  });
});

describe('quotations next to a reference', () => {
  it('finds the quote before or after a reference, in English or Arabic marks', () => {
    const text = 'The verse says: "Allah - there is no deity except Him, the Ever-Living" (2:255).';
    const [reference] = parseQuranReferences(text, names).verses;
    expect(quoteNear(text, reference.position, reference.end)).toMatch(/^Allah - there is no deity/);
    const arabic = '﴿قُلْ هُوَ اللَّهُ أَحَدٌ﴾ [الإخلاص: 1]';
    const [ikhlas] = parseQuranReferences(arabic, names).verses;
    expect(quoteNear(arabic, ikhlas.position, ikhlas.end)).toBe('قُلْ هُوَ اللَّهُ أَحَدٌ');
    const after = 'Surah Ar-Rahman, verse 13: “So which of the favors of your Lord would you deny?”';
    const [rahman] = parseQuranReferences(after, names).verses;
    expect(quoteNear(after, rahman.position, rahman.end)).toBe('So which of the favors of your Lord would you deny?');
  });

  it("does not lend one reference's quote to the next", () => {
    const text = 'It begins "Allah - there is no deity except Him" (2:255). Surah Al-Ikhlas, verse 1 is short.';
    const [, second] = parseQuranReferences(text, names).verses;
    expect(quoteNear(text, second.position, second.end)).toBeUndefined();
    // A quote that ends its sentence belongs to what came before; the next sentence's reference takes its own.
    const two = 'Surah Al-Baqarah, verse 255: "Allah - there is no deity except Him." The Quran (2:256) says "There is no compulsion."';
    const [first, next] = parseQuranReferences(two, names).verses;
    expect(quoteNear(two, first.position, first.end)).toBe('Allah - there is no deity except Him.');
    expect(quoteNear(two, next.position, next.end)).toBe('There is no compulsion.');
    // A quote ending in a full stop, then its reference in brackets, stays attached.
    const bracketed = '"Allah - there is no deity except Him." (2:255)';
    const [kursi] = parseQuranReferences(bracketed, names).verses;
    expect(quoteNear(bracketed, kursi.position, kursi.end)).toBe('Allah - there is no deity except Him.');
  });
});

describe('comparing a quotation with the verse it cites', () => {
  const verse = (reference: string, arabic: boolean) => {
    const [surah, ayah] = reference.split(':').map(Number);
    const { text, translation } = quran[surah - 1].verses[ayah - 1];
    return arabic ? text : translation;
  };

  it('has at least 25 cases, every misquote among them', () => {
    expect(QUOTE_CASES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(QUOTE_CASES.filter((c) => c.verdict !== 'other_verse').map((c) => [c.quote, c.reference, c.verdict] as const))(
    'reads %j next to %s as %s',
    (quote, reference, verdict) => {
      expect(compareQuote(quote, verse(reference, /[\u0600-\u06FF]/.test(quote))).verdict).toBe(verdict);
    },
  );
});

describe('finding hadith citations in a reply', () => {
  it('has at least 30 cases', () => {
    expect(HADITH_CITATION_CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HADITH_CITATION_CASES.map((c) => [c.reply, c.parsed] as const))('reads %j as %j', (reply, parsed) => {
    const found = parseHadithReferences(reply).map((r) =>
      r.kind === 'number'
        ? `${r.collection}:${r.number.text}`
        : r.kind === 'in-book'
          ? `${r.collection}:book ${r.book}/${r.hadith}`
          : `${r.collection}:english ${r.reference.volume ?? '-'}/${r.reference.book}/${r.reference.hadith}`,
    );
    expect(found).toEqual(parsed);
  });
});
