import { startTestService, type TestResponse, type TestService } from '../../support/local-service';
import { realCorpusSources, realCorpusSuite } from '../../support/real-corpus';
import { type RelevanceJudgment, referenceOfHit } from '../../support/relevance-judgments';

/**
 * Search as people type it, through the HTTP server: Arabic with or without diacritics, spelling
 * variants, quoted phrases, highlights. The Quran runs everywhere; hadith and duas need the real corpus.
 */
const real = await realCorpusSources();
let quran: TestService;
let full: TestService | undefined;

beforeAll(async () => {
  quran = await startTestService();
  if (real) full = await startTestService({ hadith: 'real' });
});

afterAll(async () => {
  await Promise.all([quran?.close(), full?.close()]);
});

type Hit = Record<string, unknown> & { highlights: Record<string, Array<[number, number]>> };
type Endpoint = RelevanceJudgment['corpus'];
const search = async (service: TestService, endpoint: Endpoint, query: string, limit = 100): Promise<TestResponse> => {
  const response = await service.get(`/api/v1/${endpoint}?search=${encodeURIComponent(query)}&limit=${limit}`);
  expect(response.status).toBe(200);
  return response;
};
const referencesOf = (endpoint: Endpoint, response: TestResponse) =>
  (response.json.results as Hit[]).map((hit) => referenceOfHit(endpoint, hit));
/** The same answer: the same total and the same references in the same order. */
const expectSameResults = async (service: TestService, endpoint: Endpoint, a: string, b: string) => {
  const [first, second] = [await search(service, endpoint, a), await search(service, endpoint, b)];
  expect(first.json.total).toBeGreaterThan(0);
  expect({ query: b, total: second.json.total, results: referencesOf(endpoint, second) }).toEqual({
    query: b,
    total: first.json.total,
    results: referencesOf(endpoint, first),
  });
};
// The served text's own characters (compared in NFC: the order of stacked marks may differ from how a test types them).
const marked = (text: string, ranges: Array<[number, number]> = []) =>
  ranges.map(([start, end]) => text.slice(start, end).normalize('NFC'));
const nfc = (words: string[]) => words.map((word) => word.normalize('NFC'));

describe('Quran search in Arabic and English', () => {
  it.each([
    ['بِٱلصَّبۡرِ وَٱلصَّلَوٰةِ', 'بالصبر والصلاة'],
    ['ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ', 'الرحمن الرحيم'],
    ['ٱلۡكِتَٰبُ', 'الكتاب'],
    ['مُوسَىٰ', 'موسى'],
    ['ءَامَنُواْ', 'آمنوا'],
    ['ٱلۡقُرۡءَانُ', 'القرآن'],
    ['ٱلسَّمَٰوَٰتِ', 'السماوات'],
  ])('finds %s (as written in the mushaf) and %s (typed without diacritics) in the same ayahs', async (vowelled, plain) => {
    await expectSameResults(quran, 'quran', vowelled, plain);
  });

  it('searches the Uthmani text that used to return nothing', async () => {
    const response = await search(quran, 'quran', 'الصبر');
    expect(referencesOf('quran', response)).toEqual(expect.arrayContaining(['2:45', '2:153', '103:3']));
  });

  it.each([
    ['neighbour', 'neighbor'],
    ['Musa', 'Moses'],
    ['zakah', 'zakat'],
    ["Qur'an", 'Koran'],
    ['Ramadan', 'Ramadhan'],
  ])('gives %s and %s the same results', async (a, b) => {
    await expectSameResults(quran, 'quran', a, b);
  });

  it('matches a quoted phrase only with its words adjacent and in order', async () => {
    const phrase = await search(quran, 'quran', '"seek help through patience"');
    expect(referencesOf('quran', phrase).sort()).toEqual(['2:153', '2:45']);
    const reversed = await search(quran, 'quran', '"patience through help seek"');
    expect(reversed.json.total).toBe(0);
    const loose = await search(quran, 'quran', 'seek help through patience');
    expect(loose.json.total).toBeGreaterThanOrEqual(phrase.json.total);
    const arabic = await search(quran, 'quran', '«الحي القيوم»');
    expect(referencesOf('quran', arabic).sort()).toEqual(['2:255', '20:111', '3:2'].sort());
  });

  it('answers a query mixing Arabic and English with the ayahs holding both', async () => {
    const response = await search(quran, 'quran', 'القيوم Ever-Living');
    expect(referencesOf('quran', response).sort()).toEqual(['2:255', '20:111', '3:2'].sort());
  });

  it('marks where each hit matched, in the English and in the vowelled Arabic as served', async () => {
    const response = await search(quran, 'quran', 'الصبر patience', 5);
    const hit = (response.json.results as Hit[]).find((h) => (h.ayah as { reference: string }).reference === '2:153')!;
    const ayah = hit.ayah as { arabic: string; translation: string };
    expect(marked(ayah.translation, hit.highlights.translation)).toEqual(['patience']);
    expect(marked(ayah.arabic, hit.highlights.arabic)).toEqual(nfc(['بِٱلصَّبۡرِ']));
    // Whole words of the served text, marks included.
    const [[start, end]] = hit.highlights.arabic;
    expect([ayah.arabic[start - 1], ayah.arabic[end] ?? ' ']).toEqual([' ', ' ']);
    for (const result of response.json.results as Hit[]) expect(Object.keys(result.highlights).sort()).toEqual(['arabic', 'translation']);
  });
});

const fullSuite = real ? describe : describe.skip;

fullSuite(realCorpusSuite('hadith and dua search in Arabic and English', real), () => {
  it.each([
    ['hadith', 'إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ', 'إنما الأعمال بالنيات'],
    ['hadith', 'الطُّهُورُ شَطْرُ الإِيمَانِ', 'الطهور شطر الايمان'],
    ['duas', 'اللَّهُمَّ إِنِّي أَعُوذُ بِكَ مِنَ الْهَمِّ وَالْحَزَنِ', 'اللهم اني اعوذ بك من الهم والحزن'],
    ['duas', 'سُبْحَانَ اللَّهِ وَبِحَمْدِهِ', 'سبحان الله وبحمده'],
  ] as Array<[Endpoint, string, string]>)('%s: finds %s and %s in the same entries', async (endpoint, vowelled, plain) => {
    await expectSameResults(full!, endpoint, vowelled, plain);
  });

  it('gives neighbour and neighbor the same hadith, where they used to differ (42 against 120)', async () => {
    await expectSameResults(full!, 'hadith', 'neighbour', 'neighbor');
    expect((await search(full!, 'hadith', 'neighbour')).json.total).toBeGreaterThanOrEqual(120);
  });

  it('marks the matched words of a narration in its English and its vowelled Arabic', async () => {
    const response = await search(full!, 'hadith', 'intentions النيات', 10);
    const hit = (response.json.results as Hit[]).find((h) => `${h.collection}:${h.number}` === 'bukhari:1')!;
    expect(marked(hit.english as string, hit.highlights.english)).toEqual(['intentions']);
    expect(marked(hit.arabic as string, hit.highlights.arabic)).toEqual(nfc(['بِالنِّيَّاتِ']));
  });

  it('matches a hadith phrase only with its words adjacent and in order', async () => {
    const phrase = await search(full!, 'hadith', '"keep silent"');
    const loose = await search(full!, 'hadith', 'keep silent');
    expect(phrase.json.total).toBeGreaterThan(0);
    expect(phrase.json.total).toBeLessThan(loose.json.total);
    for (const hit of phrase.json.results as Hit[]) expect((hit.english as string).toLowerCase()).toMatch(/keep(s|ing)? silen/);
  });
});
