import { startTestService, type TestService } from '../../support/local-service';

/**
 * Questions asked of the search endpoints through the HTTP server: read as questions (`match: any`),
 * matched word for word when asked (`match: all`), and the default choosing between them. The Quran
 * runs everywhere; hadith and duas on the synthetic fixture corpus.
 */
let service: TestService;

beforeAll(async () => {
  service = await startTestService({ hadith: 'fixture' });
});

afterAll(async () => {
  await service?.close();
});

const PARENTS = ['17:23', '17:24', '31:14', '46:15', '2:83', '4:36', '29:8', '6:151'];
const references = (json: Record<string, unknown>) =>
  (json.results as Array<{ ayah: { reference: string } }>).map((hit) => hit.ayah.reference);
const get = async (path: string, status = 200) => {
  const response = await service.get(path);
  expect({ path, status: response.status }).toEqual({ path, status });
  return response.json;
};

describe('Quran search of a question', () => {
  it('answers a question in plain words with the verses about it, read as a question', async () => {
    const json = await get(`/api/v1/quran?search=${encodeURIComponent('what are the rights of parents')}&limit=10`);
    expect(json).toMatchObject({ match: 'any', concepts: ['honouring parents (birr al-walidayn)'] });
    expect(json.total).toBeGreaterThan(5);
    expect(references(json).filter((reference) => PARENTS.includes(reference)).length).toBeGreaterThanOrEqual(3);
    // The verses found through the concept's words are marked where they matched.
    const [first] = json.results as Array<{ highlights: Record<string, unknown[]> }>;
    expect(Object.keys(first.highlights).length).toBeGreaterThan(0);
  });

  it('answers a question in Arabic, reaching the verses through the English translation too', async () => {
    const json = await get(`/api/v1/quran?search=${encodeURIComponent('ما هي صفات المؤمنين')}&limit=10`);
    expect(json.match).toBe('any');
    expect(references(json)).toContain('23:1');
    const riba = await get(`/api/v1/quran?search=${encodeURIComponent('ما حكم الربا؟')}&limit=10`);
    expect(references(riba)).toEqual(expect.arrayContaining(['2:275', '2:276', '3:130']));
  });

  it('keeps every word required when asked, and for keyword queries and quoted phrases by default', async () => {
    const all = await get(`/api/v1/quran?search=${encodeURIComponent('what are the rights of parents')}&match=all`);
    expect(all).toMatchObject({ match: 'all', total: 0, results: [] });
    expect(all.concepts).toBeUndefined();
    const keywords = await get('/api/v1/quran?search=patience%20prayer');
    expect(keywords.match).toBe('all');
    expect(references(keywords)).toEqual(expect.arrayContaining(['2:45', '2:153']));
    const phrase = await get(`/api/v1/quran?search=${encodeURIComponent('"what are the rights"')}`);
    expect(phrase).toMatchObject({ match: 'all', total: 0 });
  });

  it('falls back to relevance when every word cannot match together', async () => {
    const json = await get(`/api/v1/quran?search=${encodeURIComponent('orphans wealth injustice fire bellies')}&limit=10`);
    expect(json.match).toBe('any');
    expect(references(json)).toContain('4:10');
  });

  it('puts first the verse whose wording a question quotes, function words and all', async () => {
    // Before: 38:5, 11:1 and 2:158 (read as the rites of hajj: "says" stems as sa'i does).
    const quoted = {
      'When God wants something he just says be and it is': ['2:117', '3:47', '16:40', '19:35', '36:82', '40:68'],
      'which verse says this day I have perfected your religion': ['5:3'],
      "verse that says God won't change a people's condition until they change themselves": ['13:11', '8:53'],
    };
    for (const [question, verses] of Object.entries(quoted)) {
      const [first] = references(await get(`/api/v1/quran?search=${encodeURIComponent(question)}&limit=3`));
      expect({ question, first: verses.includes(first) ? 'a verse that says it' : first }).toEqual({
        question,
        first: 'a verse that says it',
      });
    }
  });

  it('returns nothing for a question the Quran does not answer', async () => {
    for (const question of ['What is the capital of France?', 'How do I install Python on Windows?', 'ما هي عاصمة فرنسا؟']) {
      const json = await get(`/api/v1/quran?search=${encodeURIComponent(question)}`);
      expect({ question, match: json.match, total: json.total }).toEqual({ question, match: 'any', total: 0 });
    }
  });

  it('refuses a matching it does not know, and matching without a search', async () => {
    const unknown = await get('/api/v1/quran?search=patience&match=fuzzy', 400);
    expect(unknown.message).toBe("Invalid query parameter 'match': must be one of auto, all, any");
    const alone = await get('/api/v1/quran?surah=2&match=any', 400);
    expect(alone.message).toBe("'match' applies only to 'search'");
  });
});

describe('hadith and dua search of a question (fixture corpus)', () => {
  it('reads a question over the narrations and duas, and names the matching', async () => {
    const hadith = await get(`/api/v1/hadith?search=${encodeURIComponent('What was said about patience?')}`);
    expect(hadith.match).toBe('any');
    expect((hadith.results as Array<{ english: string }>).some((n) => /patience/.test(n.english))).toBe(true);
    const exact = await get(`/api/v1/hadith?search=${encodeURIComponent('What was said about patience?')}&match=all`);
    expect(exact).toMatchObject({ match: 'all', total: 0 });
    const duas = await get(`/api/v1/duas?search=${encodeURIComponent('How do I ask for forgiveness?')}`);
    expect(duas.match).toBe('any');
    expect((duas.results as Array<{ title: string }>).map((dua) => dua.title)).toContain('Seeking forgiveness (fixture)');
    await get('/api/v1/hadith?collection=bukhari&number=1&match=any', 400);
    await get('/api/v1/duas?id=1&match=all', 400);
  });
});
