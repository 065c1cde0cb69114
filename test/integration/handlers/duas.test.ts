import { FIXTURE_COUNTS } from '../../support/fixture-corpus';
import { expectError, serviceForSuite } from '../../support/local-service';
import { realCorpusSources, realCorpusSuite } from '../../support/real-corpus';

/**
 * GET /api/v1/duas on the synthetic fixture corpus (test/support/fixture-corpus.ts, imported by the real pipeline:
 * every machine), then on the real corpus where its sources are on the machine. Each has its own service. The
 * 503s of a dua corpus not imported, or being imported, are with the hadith's in hadith/fixture-corpus.test.ts.
 */
const real = await realCorpusSources();
const suite = real ? describe : describe.skip;

describe('GET /api/v1/duas (fixture corpus)', () => {
  const service = serviceForSuite({ hadith: 'fixture' });

  it('lists the categories with counts and pages through every dua in category order', async () => {
    const list = (await service.get('/api/v1/duas?list=categories')).json;
    expect(list.total).toBe(13);
    const counts = Object.fromEntries((list.results as Array<{ slug: string; count: number }>).map((c) => [c.slug, c.count]));
    expect(counts).toMatchObject({ morning_evening: 4, waking_sleeping: 1, anxiety_sorrow: 1, traveling: 1, daily_life: 1 });
    const all = await service.get('/api/v1/duas?limit=100');
    expect(all.json.total).toBe(FIXTURE_COUNTS.duas);
    expect(new Set(all.json.results.map((d: { id: number }) => d.id)).size).toBe(FIXTURE_COUNTS.duas);
    const byId = await service.get(`/api/v1/duas?id=${all.json.results[0].id}`);
    expect(byId.json).toEqual(all.json.results[0]);
  });

  it('shows each reference with its check: verified with the evidence, or not with the reason', async () => {
    const duas = (await service.get('/api/v1/duas?limit=100')).json.results as Array<{
      title: string;
      references: Array<Record<string, unknown>>;
    }>;
    const refs = (title: string) => duas.find((d) => d.title.startsWith(title))!.references;
    expect(refs('Beneficial knowledge')).toEqual([
      expect.objectContaining({
        collection: 'bukhari',
        number: '1',
        url: 'https://sunnah.com/bukhari:1',
        verified: true,
        collection_status: expect.stringMatching(/^Sahih/),
      }),
    ]);
    expect(refs('Honouring the neighbour')).toEqual([
      expect.objectContaining({
        collection: 'abudawood',
        number: '2',
        verified: true,
        grades: [{ grader: 'Al-Albani', grade: 'Sahih', class: 'sahih' }],
      }),
    ]);
    // Duplicates are found on the sources' texts as written, so that public ids never move: Hisn al-Muslim's text with
    // its instruction written in it ("مائة مرة") and fitrahive's plain copy stay two duas.
    const merged = duas.filter((d) => d.references.some((r) => r.collection === 'muslim'));
    expect(merged).toHaveLength(1);
    expect(merged[0].references[0]).toMatchObject({
      number: '9',
      verified: false,
      note: expect.stringMatching(/does not contain this supplication/),
    });
    expect(merged[0].references[0].grades).toBeUndefined();
    expect(merged[0]).toMatchObject({ arabic: 'سبحان الله وبحمده', repeat: 100 });
    // Hisn al-Muslim's text, without its quotation marks; its instruction beside it.
    expect((duas as Array<Record<string, unknown>>).find((d) => d.arabic === 'سُبْحَانَ اللَّهِ وَبِحَمْدِهِ')).toMatchObject({
      arabic_notes: ['مائة مرَّةٍ'],
    });
    expect(refs('Evening refuge')).toEqual([
      expect.objectContaining({ collection: 'nasai', verified: false, note: expect.stringMatching(/without a hadith number/) }),
    ]);
  });

  it('searches title, translation and transliteration, alone or within a category', async () => {
    expect((await service.get('/api/v1/duas?search=grief')).json.results[0].category_slug).toBe('anxiety_sorrow');
    const travel = await service.get('/api/v1/duas?search=travelling&category=traveling');
    expect(travel.json).toMatchObject({ total: 1, category: { slug: 'traveling' } });
    expect((await service.get('/api/v1/duas?search=amsayna')).json.total).toBe(1);
  });

  it.each([
    ['category=Dreams', 404, /^No dua category 'Dreams'; the categories are: Morning & Evening, .*Traveling/],
    ['search=sleep&category=Dreams', 404, /^No dua category 'Dreams'/],
    ['list=all', 400, "Invalid query parameter 'list': must be 'categories' (lists the categories with their counts)"],
    ['list=categories&category=Traveling', 400, "'list=categories' takes no other parameters"],
    ['category=Traveling&limit=0', 400, "Invalid query parameter 'limit': must be 1 or more (results per page)"],
    ['limit=101', 400, "Invalid query parameter 'limit': must be at most 100 (results per page)"],
    ['kategory=x', 400, "Unknown query parameter 'kategory'"],
  ])('refuses ?%s with %i', async (query, status, message) => {
    expectError(await service.get(`/api/v1/duas?${query}`), status, message);
  });
});

suite(realCorpusSuite('GET /api/v1/duas', real), () => {
  const service = serviceForSuite({ hadith: 'real' });

  it('returns morning and evening adhkar, with every field the sources have', async () => {
    const response = await service.get('/api/v1/duas?category=Morning%20%26%20Evening&limit=100');
    expect(response.status).toBe(200);
    expect(response.json.category).toEqual({ name_english: 'Morning & Evening', slug: 'morning_evening' });
    expect(response.json.total).toBeGreaterThanOrEqual(24);
    const duas = response.json.results as Array<Record<string, unknown>>;
    expect(duas).toHaveLength(response.json.total);
    for (const dua of duas) {
      expect(dua).toMatchObject({
        category: 'Morning & Evening',
        arabic: expect.any(String),
        translation: expect.any(String),
        repeat: expect.any(Number),
      });
      expect(JSON.stringify(dua)).not.toMatch(/null/);
    }
    // Sayyid al-Istighfar: Hisn al-Muslim's text and audio, fitrahive's Bukhari references, merged into one.
    const istighfar = duas.find((d) =>
      String(d.translation).includes('You are my Lord, none has the right to be worshipped except You, You created me'),
    )!;
    expect(istighfar).toMatchObject({
      transliteration: expect.stringMatching(/^\(Allahumma anta rabbee/),
      audio_url: expect.stringMatching(/^https:\/\//),
    });
    expect(istighfar.references).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          collection: 'bukhari',
          number: '6306',
          reference: 'Sahih al-Bukhari 6306',
          url: 'https://sunnah.com/bukhari:6306',
          verified: true,
          collection_status: expect.stringMatching(/^Sahih/),
        }),
      ]),
    );
    expect(duas.filter((d) => d.repeat === 3).length).toBeGreaterThan(0);
    expect(duas.filter((d) => d.virtue).length).toBeGreaterThan(0);
  });

  it('matches categories case-insensitively, with & and "and" alike, and by slug (snake_case, or the old kebab-case)', async () => {
    for (const name of ['morning and evening', 'MORNING & EVENING', 'morning_evening', 'Morning-Evening']) {
      expect((await service.get(`/api/v1/duas?category=${encodeURIComponent(name)}`)).json.category.slug).toBe('morning_evening');
    }
    expect((await service.get('/api/v1/duas?category=Anxiety%20%26%20Sorrow')).json.total).toBeGreaterThanOrEqual(6);
    expect((await service.get('/api/v1/duas?category=Traveling')).json.total).toBeGreaterThanOrEqual(10);
  });

  it('lists the categories with counts, and pages through every dua in category order', async () => {
    const list = (await service.get('/api/v1/duas?list=categories')).json;
    const categories = list.results as Array<{ name_english: string; slug: string; count: number }>;
    expect(list.total).toBe(13);
    expect(categories.map((c) => c.name_english)).toEqual(expect.arrayContaining(['Morning & Evening', 'Anxiety & Sorrow', 'Traveling']));
    const total = categories.reduce((n, c) => n + c.count, 0);
    const first = await service.get('/api/v1/duas');
    expect(first.json).toMatchObject({ total, limit: 20, offset: 0 });
    expect(first.json.results).toHaveLength(20);
    const pages = [];
    for (let offset = 0; offset < total; offset += 100)
      pages.push((await service.get(`/api/v1/duas?limit=100&offset=${offset}`)).json.results);
    const all = pages.flat() as Array<{ id: number; category_slug: string }>;
    expect(all).toHaveLength(total);
    expect(new Set(all.map((d) => d.id)).size).toBe(total);
    // In category order: each category's duas together, the categories as listed.
    const order = [...new Set(all.map((d) => d.category_slug))];
    expect(order).toEqual(categories.map((c) => c.slug));
    expect(all[0]).toEqual(first.json.results[0]);
  });

  it('fetches one dua by id, the same as it appears in lists', async () => {
    const listed = (await service.get('/api/v1/duas?category=traveling&limit=1')).json.results[0];
    const byId = await service.get(`/api/v1/duas?id=${listed.id}`);
    expect(byId.status).toBe(200);
    expect(byId.json).toEqual(listed);
    expectError(await service.get('/api/v1/duas?id=99999'), 404, /^No dua has id 99999; ids run from 1 to \d+$/);
    expectError(await service.get('/api/v1/duas?id=5&category=traveling'), 400, "'id' names one dua and takes no other parameters");
    expectError(await service.get('/api/v1/duas?id=x'), 400, "Invalid query parameter 'id': must be a dua id, a whole number such as 42");
  });

  it('searches title, translation and transliteration, alone or within a category, with resolved grades', async () => {
    const debt = await service.get('/api/v1/duas?search=debt');
    expect(debt.json.total).toBeGreaterThan(0);
    const graded = (await service.get('/api/v1/duas?search=laziness%20debt')).json.results.find((r: { references: unknown[] }) =>
      (r.references as Array<{ collection: string; grades?: unknown[]; verified: boolean }>).some(
        (ref) => ref.collection === 'abudawood' && ref.verified && ref.grades,
      ),
    );
    expect(graded).toBeDefined();
    // A reference to a narration without the dua is shown, unverified, with a note and no grades.
    const waking = (await service.get('/api/v1/duas?search=life%20resurrection')).json.results.flatMap(
      (r: { references: unknown[] }) => r.references,
    );
    expect(waking).toContainEqual(
      expect.objectContaining({
        collection: 'bukhari',
        number: '6327',
        verified: false,
        note: expect.stringMatching(/does not contain this supplication/),
      }),
    );
    expect(waking.find((r: { number?: string }) => r.number === '6327').grades).toBeUndefined();
    const travel = await service.get('/api/v1/duas?search=travel&category=traveling');
    expect(travel.json.category.slug).toBe('traveling');
    expect(travel.json.results.every((r: { category_slug: string }) => r.category_slug === 'traveling')).toBe(true);
    expect((await service.get('/api/v1/duas?search=subhanal')).json.total).toBeGreaterThan(0); // transliteration
  });
});
