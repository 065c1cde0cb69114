import { ARABIC_QUOTATION_CASES } from '../../support/arabic-quotation-cases';
import { expectError, GENEROUS_RATE_LIMITS, serviceForSuite } from '../../support/local-service';
import { QUOTE_CASES } from '../../support/quote-cases';
import { ALL_CASES, measureReferenceTable } from '../../support/quran-reference-cases';
import { TRANSLATION_QUOTE_CASES } from '../../support/translation-quote-cases';

const service = serviceForSuite({ env: GENEROUS_RATE_LIMITS, hadith: 'fixture' });

const verify = (text: unknown) => service.post('/api/v1/verify', JSON.stringify({ text }));

describe('POST /api/v1/verify', () => {
  it('resolves each Quran citation to the corpus and judges the quotation next to it', async () => {
    const response = await verify(
      [
        'Surat al-Nisa, ayah 4:29 is often cited.',
        'Surah Al-Baqarah, verse 255: "Allah - there is no deity except Him, the Ever-Living, the Sustainer of [all] existence."',
        'The Quran (2:256) says "There is compulsion in religion."',
        'Quran 2:300 does not exist.',
      ].join(' '),
    );
    expect(response.status).toBe(200);
    const { quran_citations: citations, quran_not_found: notFound, summary, warnings } = response.json;
    expect(citations.map((citation: { reference: string }) => citation.reference)).toEqual(['4:29', '2:255', '2:256']);
    expect(citations[0]).toMatchObject({ surah_name: 'An-Nisa', in_sources: false });
    expect(citations[0]).not.toHaveProperty('quote_check');
    // The first sentence of the verse: its words, a part of it.
    expect(citations[1]).toMatchObject({ quote_verified: true, quote_check: { verdict: 'partial' } });
    expect(citations[1].translation).toMatch(/^Allah - there is no deity except Him/);
    expect(citations[2]).toMatchObject({ quote_verified: false, quote_check: { verdict: 'contradicts' } });
    expect(notFound).toEqual(['2:300']);
    expect(summary).toEqual({
      quran_citations: 3,
      hadith_citations: 0,
      quotations_checked: 2,
      quotations_verified: 1,
      not_found: 1,
      unreferenced_quotations: 0,
      unreferenced_hadith_quotations: 0,
    });
    expect(warnings).toEqual([expect.stringMatching(/^The text quoted next to 2:256 contradicts that verse/)]);
  });

  it('names the verse a quotation really is, when it is quoted under another reference', async () => {
    const response = await verify('As the Quran says in 2:286, "It is You we worship and You we ask for help."');
    expect(response.json.quran_citations[0]).toMatchObject({
      reference: '2:286',
      quote_verified: false,
      quote_check: { verdict: 'other_verse', quoted_verse: '1:5' },
    });
    expect(response.json.warnings).toEqual(['The text quoted next to 2:286 is 1:5, not 2:286.']);
  });

  it('names the verse a quotation without a reference is, in English or Arabic, and leaves other quotations alone', async () => {
    const response = await verify(
      [
        'As is often recited, "It is You we worship and You we ask for help."',
        'And: ﴿قُلْ هُوَ ٱللَّهُ أَحَدٌ﴾.',
        'My teacher said "patience is the key to every closed door" and smiled.',
      ].join(' '),
    );
    expect(response.status).toBe(200);
    expect(response.json.quran_citations).toEqual([]);
    expect(response.json.unreferenced_quotations).toEqual([
      {
        quote: 'It is You we worship and You we ask for help.',
        verse: '1:5',
        verdict: 'exact',
        found_by: 'quotation_marks',
        translation: 'en.sahih',
      },
      { quote: 'قُلْ هُوَ ٱللَّهُ أَحَدٌ', verse: '112:1', verdict: 'exact', found_by: 'quotation_marks' },
    ]);
    expect(response.json.summary.unreferenced_quotations).toBe(2);
  });

  it('resolves hadith citations through the hadith store, with their grades and page', async () => {
    const response = await verify('The first hadith is Sahih al-Bukhari 1.');
    expect(response.status).toBe(200);
    expect(response.json.hadith_citations).toEqual([
      expect.objectContaining({ collection: 'bukhari', url: expect.stringMatching(/^https:\/\/sunnah\.com\/bukhari/), in_sources: false }),
    ]);
  });

  it('resolves the further collections as people cite them, checks a quotation, and refuses a number it cannot place', async () => {
    const response = await verify(
      '"Deeds are judged by intentions" (Riyad as-Salihin 1). See also an-Nawawi\'s Forty, hadith 2, Muwatta Malik, Book 1, Hadith 1 and Mishkat al-Masabih 5.',
    );
    expect(response.status).toBe(200);
    expect(response.json.hadith_citations.map((c: { reference: string }) => c.reference)).toEqual([
      'Riyad as-Salihin 1',
      'Forty Hadith of an-Nawawi, Hadith 2',
      'Muwatta Malik, Book 1, Hadith 1',
    ]);
    expect(response.json.hadith_citations[0]).toMatchObject({
      url: 'https://sunnah.com/riyadussalihin:1',
      quote_verified: true,
      // Its words, part of the narration.
      quote_check: { verdict: 'partial' },
    });
    expect(response.json.warnings).toEqual([
      expect.stringMatching(/^Cited hadith not found: Mishkat al-Masabih 5 \(Mishkat al-Masabih 5 is not served/),
    ]);
  });

  it('knows a famous wording of a narration: as its citation, attributed elsewhere, or quoted without a reference', async () => {
    // The fixture's Riyad as-Salihin 1 reads "deeds are judged by intentions"; the famous wording differs.
    const attributed = await verify('"Actions are but by intentions" (Riyad as-Salihin 1).');
    expect(attributed.json.hadith_citations[0].quote_check).toMatchObject({
      verdict: expect.not.stringMatching(/^(exact|partial)$/),
      known_wording_of: 'The hadith of intentions',
    });
    expect(attributed.json.warnings).toEqual([]);
    const elsewhere = await verify('"Religion is sincere advice" (Riyad as-Salihin 1).');
    expect(elsewhere.json.warnings).toEqual([
      expect.stringMatching(
        /^The text quoted next to Riyad as-Salihin 1 is a well-known wording of Religion is sincere advice \(naseeha\) \(Sahih Muslim 55a, Sunan Abi Dawud 4944, Jami` at-Tirmidhi 1926\); the table of well-known narrations does not list Riyad as-Salihin 1 for it/,
      ),
    ]);
    const free = await verify('My teacher said "actions are judged by intentions" and left.');
    expect(free.json.unreferenced_hadith_quotations).toEqual([
      {
        quote: 'actions are judged by intentions',
        narration: 'The hadith of intentions',
        references: ['Sahih al-Bukhari 1', 'Sahih al-Bukhari 54', 'Sahih al-Bukhari 2529'],
      },
    ]);
    expect(free.json.summary.unreferenced_hadith_quotations).toBe(1);
  });

  it('answers a text with no citation with empty lists', async () => {
    const response = await verify('Patience is a virtue, and at 10:30 we met.');
    expect(response.json).toMatchObject({
      quran_citations: [],
      hadith_citations: [],
      quran_not_found: [],
      unreferenced_quotations: [],
      unreferenced_hadith_quotations: [],
      warnings: [],
    });
  });

  it.each([
    ['no text', undefined, "Invalid body field 'text': is required (the text whose citations to check)"],
    ['an empty text', '', "Invalid body field 'text': must not be empty"],
    ['a number', 42, "Invalid body field 'text': must be a string"],
    ['32 001 characters', 'x'.repeat(32_001), "Invalid body field 'text': must be at most 32000 characters (the size of a chat reply)"],
  ])('refuses %s with a 400 naming the field', async (_, text, message) => {
    expectError(await verify(text), 400, message);
  });

  it('refuses unknown fields', async () => {
    expectError(
      await service.post('/api/v1/verify', JSON.stringify({ text: 'Quran 2:255', strict: true })),
      400,
      "Unknown body field 'strict'",
    );
  });
});

describe("the verifier's judgment set, through POST /api/v1/verify", () => {
  it('finds the Quran references of the reference table (precision and recall printed, at least 0.99 and 0.97)', async () => {
    const { references, precision, recall, wrong } = await measureReferenceTable(async (text) => {
      const response = await verify(text);
      expect(response.status).toBe(200);
      return (response.json.quran_citations as Array<{ reference: string }>).map((c) => c.reference);
    });
    console.log(
      `verify, Quran references: ${ALL_CASES.length} texts, ${references} references; precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`,
    );
    expect(wrong).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(0.99);
    expect(recall).toBeGreaterThanOrEqual(0.97);
  });

  it('gives every quotation of the quote table its verdict (accuracy printed)', async () => {
    const wrong: string[] = [];
    for (const { reference, quote, verdict, quotedVerse } of QUOTE_CASES) {
      const arabic = /[\u0600-\u06FF]/.test(quote);
      const text = arabic ? `﴿${quote}﴾ (القرآن ${reference})` : `The Quran says: "${quote}" (${reference}).`;
      const citation = (
        (await verify(text)).json.quran_citations as Array<{ reference: string; quote_check?: { verdict: string; quoted_verse?: string } }>
      ).find((c) => c.reference === reference);
      const got = `${citation?.quote_check?.verdict}${citation?.quote_check?.quoted_verse ? ` ${citation.quote_check.quoted_verse}` : ''}`;
      if (got !== `${verdict}${quotedVerse ? ` ${quotedVerse}` : ''}`) wrong.push(`${quote} (${reference}): ${got}, not ${verdict}`);
    }
    const verdicts = new Set(QUOTE_CASES.map((c) => c.verdict));
    console.log(
      `verify, quotations: ${QUOTE_CASES.length} cases over ${[...verdicts].join(', ')}; ${QUOTE_CASES.length - wrong.length} right`,
    );
    expect(verdicts).toEqual(new Set(['exact', 'partial', 'paraphrase', 'contradicts', 'other_verse']));
    expect(wrong).toEqual([]);
  });
});

describe('verses found as people quote them (issue 39)', () => {
  it('finds an Arabic verse quoted without quotation marks, after a cue, and says how it was found', async () => {
    const response = await verify('والله يقول: لا إكراه في الدين');
    expect(response.status).toBe(200);
    expect(response.json.unreferenced_quotations).toEqual([
      { quote: 'لا إكراه في الدين', verse: '2:256', verdict: 'partial', found_by: 'cue' },
    ]);
  });

  it("names Pickthall's wording as faithful, and a close quote in no translation a difference of wording, not a misquote", async () => {
    const pickthall = await verify('The Quran (2:256) says "There is no compulsion in religion."');
    expect(pickthall.json.quran_citations[0]).toMatchObject({
      reference: '2:256',
      quote_verified: true,
      quote_check: { verdict: 'partial', translation: 'en.pickthall' },
    });
    expect(pickthall.json.warnings).toEqual([]);
    const reworded = await verify('The Quran (2:256) says "There is no coercion in matters of faith."');
    expect(reworded.json.quran_citations[0].quote_check.verdict).toBe('paraphrase');
    expect(reworded.json.warnings).toEqual([
      "The text quoted next to 2:256 differs from the translations' wording (Saheeh International, Marmaduke Pickthall, Abdullah Yusuf Ali): a paraphrase at best, not a quotation.",
    ]);
  });

  it('finds unmarked Arabic quotations with precision and recall (printed) on a table of 60+ texts', async () => {
    expect(ARABIC_QUOTATION_CASES.length).toBeGreaterThanOrEqual(60);
    let truePositives = 0;
    let falsePositives = 0;
    const missed: string[] = [];
    const wrong: string[] = [];
    for (const { text, verses, kind } of ARABIC_QUOTATION_CASES) {
      const response = await verify(text);
      expect(response.status).toBe(200);
      const named = (response.json.unreferenced_quotations as Array<{ verse: string; found_by: string }>).map((q) => q.verse);
      const right = named.filter((verse) => verses.includes(verse));
      truePositives += right.length > 0 ? 1 : 0;
      const stray = named.filter((verse) => !verses.includes(verse));
      falsePositives += stray.length;
      if (stray.length) wrong.push(`${text} (${kind}): ${stray.join(', ')}`);
      if (verses.length && right.length === 0) missed.push(`${text} (${kind})`);
    }
    const positives = ARABIC_QUOTATION_CASES.filter((c) => c.verses.length).length;
    const precision = truePositives / Math.max(1, truePositives + falsePositives);
    const recall = truePositives / positives;
    console.log(
      `verify, unmarked Arabic quotations: ${ARABIC_QUOTATION_CASES.length} texts (${positives} quoting a verse: ` +
        `${ARABIC_QUOTATION_CASES.filter((c) => c.kind === 'cue').length} after a cue, ${ARABIC_QUOTATION_CASES.filter((c) => c.kind === 'bare').length} bare); ` +
        `precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}\nmissed: ${missed.join(' | ') || 'none'}\nwrong: ${wrong.join(' | ') || 'none'}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('checks English quotations against every English translation served (precision and recall printed per translation)', async () => {
    const byTranslation = new Map<string, { right: number; total: number }>();
    const wrong: string[] = [];
    for (const { reference, quote, verdict, translation } of TRANSLATION_QUOTE_CASES) {
      const citation = (await verify(`The Quran says: "${quote}" (${reference}).`)).json.quran_citations.find(
        (c: { reference: string }) => c.reference === reference,
      );
      const got = `${citation?.quote_check?.verdict} ${citation?.quote_check?.translation ?? '-'}`;
      const expected = `${verdict} ${translation ?? '-'}`;
      const key = translation ?? verdict;
      const tally = byTranslation.get(key) ?? { right: 0, total: 0 };
      tally.total += 1;
      if (got === expected) tally.right += 1;
      else wrong.push(`${quote} (${reference}): ${got}, not ${expected}`);
      byTranslation.set(key, tally);
    }
    const faithful = TRANSLATION_QUOTE_CASES.filter((c) => c.translation);
    const recognised = faithful.length - wrong.filter((w) => faithful.some((c) => w.startsWith(`${c.quote} (`))).length;
    console.log(
      `verify, English quotations: ${[...byTranslation].map(([key, { right, total }]) => `${key} ${right}/${total}`).join(', ')}; ` +
        `faithful quotes recognised (recall) ${(recognised / faithful.length).toFixed(3)}\nwrong: ${wrong.join(' | ') || 'none'}`,
    );
    expect(wrong).toEqual([]);
  });
});
