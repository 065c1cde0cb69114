import { importHadithAndDuas } from '../../data/import-hadith';
import { createDocumentClient } from '../../functions/shared/dynamo';
import { startTestService, type TestService, expectError } from '../support/local-service';

// Needs the offline mirror of the hadith and dua sources (../shared/corpus, or CORPUS_MIRROR_DIR).
let service: TestService;

beforeAll(async () => {
  service = await startTestService({ withHadith: true });
  if (!service.hadithImportReport) throw new Error('hadith sources not found: set CORPUS_MIRROR_DIR to the corpus mirror');
});

afterAll(async () => {
  await service?.close();
});


describe('the import', () => {
  it('loaded every collection with its expected count, and a second run finds it up to date', async () => {
    const report = service.hadithImportReport!;
    expect(report.status).toBe('imported');
    if (report.status !== 'imported') return;
    expect(report.hadith).toBe(34_178);
    expect(Object.fromEntries(report.numbering.map((r) => [r.collection, r.total]))).toEqual({
      bukhari: 7277,
      muslim: 7459,
      abudawood: 5276,
      tirmidhi: 4053,
      nasai: 5768,
      ibnmajah: 4345,
    });
    const client = createDocumentClient({ region: service.region, endpoint: service.dynamoEndpoint });
    const again = await importHadithAndDuas({ client, tableName: service.tableName }, { location: { kind: 'mirror', directory: process.env.CORPUS_MIRROR_DIR || '../shared/corpus' } });
    client.destroy();
    expect(again).toEqual({ status: 'up-to-date', version: report.version });
  });
});

describe('GET /api/v1/hadith', () => {
  it('lists the six collections with counts and how their numbers were obtained', async () => {
    const response = await service.get('/api/v1/hadith');
    expect(response.status).toBe(200);
    expect(response.json.total_hadith).toBe(34_178);
    expect(response.json.collections.map((c: { id: string }) => c.id)).toEqual(['bukhari', 'muslim', 'abudawood', 'tirmidhi', 'nasai', 'ibnmajah']);
    for (const collection of response.json.collections) {
      expect(collection.numbered + collection.unnumbered).toBe(collection.total_hadith);
      const unmapped = Object.values(collection.unmapped as Record<string, number>).reduce((n, v) => n + v, 0);
      expect(unmapped).toBe(collection.unnumbered);
    }
    const bukhari = response.json.collections[0];
    expect(bukhari.numbered).toBeGreaterThan(7200);
    expect(bukhari.collection_status).toMatch(/^Sahih/);
    expect(response.json.collections[1]).toMatchObject({ id: 'muslim', numbered: 0, unnumbered: 7459 });
  });

  it('serves Bukhari 1 (intentions), Bukhari 6018 (neighbour and guest) and Tirmidhi 2516 with its grades', async () => {
    const first = await service.get('/api/v1/hadith?collection=bukhari&number=1');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      collection: 'bukhari',
      number: 1,
      reference: 'Sahih al-Bukhari 1',
      in_book_reference: { book: '1', hadith: 1, text: 'Book 1, Hadith 1' },
      book: { number: '1', name_english: 'Revelation' },
      narrator: "Narrated 'Umar bin Al-Khattab:",
      grades: [],
      collection_status: expect.stringMatching(/^Sahih/),
    });
    expect(first.json.english).toMatch(/reward of deeds depends upon the\s+intentions/);
    // The source orders stacked marks differently from how they are typed here: compare canonical forms.
    expect(first.json.arabic.normalize('NFC')).toContain('الْحُمَيْدِيُّ'.normalize('NFC'));

    const neighbour = await service.get('/api/v1/hadith?collection=bukhari&number=6018');
    expect(neighbour.json).toMatchObject({ number: 6018, in_book_reference: { book: '78', hadith: 49 } });
    expect(neighbour.json.english).toMatch(/should not harm his neighbor/);
    expect(neighbour.json.english).toMatch(/guest/);

    const mindful = await service.get('/api/v1/hadith?collection=tirmidhi&number=2516');
    expect(mindful.json).toMatchObject({ number: 2516, in_book_reference: { book: '37', hadith: 102 }, reference: 'Jami` at-Tirmidhi 2516' });
    expect(mindful.json.english).toMatch(/Be mindful of Allah/);
    expect(mindful.json.grades).toEqual(
      expect.arrayContaining([{ grader: 'Al-Albani', grade: 'Sahih' }, { grader: 'Zubair Ali Zai', grade: 'Isnaad Hasan' }]),
    );
    expect(mindful.json.collection_status).toBeUndefined();
  });

  it('answers Abu Dawud 4031 with its three graders, and accepts the collection id in any case', async () => {
    const response = await service.get('/api/v1/hadith?collection=AbuDawood&number=4031');
    expect(response.json.english).toBe('The Prophet (ﷺ) said: He who copies any people is one of them.');
    expect(response.json.grades).toHaveLength(3);
  });

  it('refuses to guess numbers it could not map, pointing to the in-book reference instead', async () => {
    expectError(await service.get('/api/v1/hadith?collection=muslim&number=8'), 404, /Sahih Muslim 8 is not served.*'book' and 'hadith'/);
    // Bukhari 402 is sub-numbered in the graded edition (402.1, 402.2): not served rather than picking one.
    const subNumbered = await service.get('/api/v1/hadith?collection=bukhari&number=7563');
    expect([200, 404]).toContain(subNumbered.status);
    expectError(await service.get('/api/v1/hadith?collection=bukhari&number=9000'), 404, 'Sahih al-Bukhari has no hadith 9000; its numbers run 1 to 7563');
    const byBook = await service.get('/api/v1/hadith?collection=muslim&book=1&hadith=1');
    expect(byBook.json).toMatchObject({ reference: 'Sahih Muslim, Book 1, Hadith 1', in_book_reference: { book: '1', hadith: 1 } });
    expect(byBook.json.number).toBeUndefined();
    expect((await service.get('/api/v1/hadith?collection=nasai&book=35b&hadith=1')).status).toBe(200);
    expectError(await service.get('/api/v1/hadith?collection=muslim&book=99&hadith=1'), 404, /has no book '99'/);
    expectError(await service.get('/api/v1/hadith?collection=muslim&book=1&hadith=9999'), 404, /there is no hadith 9999/);
  });

  it('describes one collection with its books', async () => {
    const response = await service.get('/api/v1/hadith?collection=tirmidhi');
    expect(response.json).toMatchObject({ id: 'tirmidhi', total_hadith: 4053, books: 49 });
    expect(response.json.book_list).toHaveLength(49);
    expect(response.json.book_list[0]).toEqual({ book: '1', name_english: expect.any(String), name_arabic: expect.any(String), hadith_count: expect.any(Number), number_range: expect.any(Object) });
  });

  it('searches the English narrations, ranked and paginated, optionally within one collection', async () => {
    const all = await service.get('/api/v1/hadith?search=neighbour%20guest&limit=3');
    expect(all.status).toBe(200);
    expect(all.json.total).toBeGreaterThan(0);
    expect(all.json.results.length).toBeLessThanOrEqual(3);
    expect(all.json.results[0].score).toBeGreaterThanOrEqual(all.json.results.at(-1).score);
    const intentions = await service.get('/api/v1/hadith?search=intentions&collection=bukhari&limit=50');
    expect(intentions.json.collection).toBe('bukhari');
    expect(intentions.json.results.every((r: { collection: string }) => r.collection === 'bukhari')).toBe(true);
    expect(intentions.json.results.some((r: { number?: number }) => r.number === 1)).toBe(true);
    const page2 = await service.get('/api/v1/hadith?search=prayer&limit=5&offset=5');
    expect(page2.json).toMatchObject({ limit: 5, offset: 5 });
    expect(page2.json.results).toHaveLength(5);
    expect((await service.get('/api/v1/hadith?search=zzqqxx')).json).toMatchObject({ total: 0, results: [] });
  });

  it.each([
    ['collection=sunan', 400, "Invalid query parameter 'collection': must be one of bukhari, muslim, abudawood, tirmidhi, nasai, ibnmajah"],
    ['collection=bukhari&number=abc', 400, "Invalid query parameter 'number': must be a whole number (the collection-wide hadith number)"],
    ['collection=bukhari&number=0', 400, "Invalid query parameter 'number': must be 1 or more (the collection-wide hadith number)"],
    ['number=5', 400, "'number', 'book' and 'hadith' need 'collection' (one of bukhari, muslim, abudawood, tirmidhi, nasai, ibnmajah)"],
    ['collection=bukhari&book=1', 400, "An in-book reference needs both 'book' and 'hadith'"],
    ['search=x&number=1&collection=bukhari', 400, "'search' cannot be combined with 'number', 'book' or 'hadith'"],
    ['limit=5', 400, "'limit' and 'offset' apply only to 'search'"],
    ['search=', 400, "Invalid query parameter 'search': must not be empty"],
    ['colection=bukhari', 400, "Unknown query parameter 'colection'"],
  ])('refuses ?%s with %i', async (query, status, message) => {
    expectError(await service.get(`/api/v1/hadith?${query}`), status, message);
  });
});

describe('GET /api/v1/duas', () => {
  it('returns morning and evening adhkar, with every field the sources have', async () => {
    const response = await service.get('/api/v1/duas?category=Morning%20%26%20Evening&limit=100');
    expect(response.status).toBe(200);
    expect(response.json.category).toEqual({ name: 'Morning & Evening', slug: 'morning-evening' });
    expect(response.json.total).toBeGreaterThanOrEqual(24);
    const duas = response.json.duas as Array<Record<string, unknown>>;
    expect(duas).toHaveLength(response.json.total);
    for (const dua of duas) {
      expect(dua).toMatchObject({ category: 'Morning & Evening', arabic: expect.any(String), translation: expect.any(String), repeat: expect.any(Number) });
      expect(JSON.stringify(dua)).not.toMatch(/null/);
    }
    // Sayyid al-Istighfar: Hisn al-Muslim's text and audio, fitrahive's Bukhari references, merged into one.
    const istighfar = duas.find((d) => String(d.translation).includes('You are my Lord, none has the right to be worshipped except You, You created me'))!;
    expect(istighfar).toMatchObject({ transliteration: expect.stringMatching(/^\(Allahumma anta rabbee/), audio_url: expect.stringMatching(/^https:\/\//) });
    expect(istighfar.references).toEqual(expect.arrayContaining([expect.objectContaining({ collection: 'bukhari', number: 6306, collection_status: expect.stringMatching(/^Sahih/) })]));
    expect(duas.filter((d) => d.repeat === 3).length).toBeGreaterThan(0);
    expect(duas.filter((d) => d.virtue).length).toBeGreaterThan(0);
  });

  it('matches categories case-insensitively, with & and "and" alike, and by slug', async () => {
    for (const name of ['morning and evening', 'MORNING & EVENING', 'morning-evening']) {
      expect((await service.get(`/api/v1/duas?category=${encodeURIComponent(name)}`)).json.category.slug).toBe('morning-evening');
    }
    expect((await service.get('/api/v1/duas?category=Anxiety%20%26%20Sorrow')).json.total).toBeGreaterThanOrEqual(6);
    expect((await service.get('/api/v1/duas?category=Traveling')).json.total).toBeGreaterThanOrEqual(10);
  });

  it('lists the categories with counts, and all duas grouped by category', async () => {
    const categories = (await service.get('/api/v1/duas?list=categories')).json.categories as Array<{ name: string; count: number }>;
    expect(categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Morning & Evening', 'Anxiety & Sorrow', 'Traveling']));
    const grouped = await service.get('/api/v1/duas');
    expect(grouped.json.total).toBe(categories.reduce((n, c) => n + c.count, 0));
    expect(grouped.json.categories.map((c: { count: number }) => c.count)).toEqual(categories.map((c) => c.count));
  });

  it('searches title, translation and transliteration, alone or within a category, with resolved grades', async () => {
    const debt = await service.get('/api/v1/duas?search=debt');
    expect(debt.json.total).toBeGreaterThan(0);
    const graded = (await service.get('/api/v1/duas?search=laziness%20debt')).json.results.find((r: { references: unknown[] }) =>
      (r.references as Array<{ collection: string; grades?: unknown[] }>).some((ref) => ref.collection === 'abudawood' && ref.grades),
    );
    expect(graded).toBeDefined();
    const travel = await service.get('/api/v1/duas?search=travel&category=traveling');
    expect(travel.json.category.slug).toBe('traveling');
    expect(travel.json.results.every((r: { category_slug: string }) => r.category_slug === 'traveling')).toBe(true);
    expect((await service.get('/api/v1/duas?search=subhanal')).json.total).toBeGreaterThan(0); // transliteration
  });

  it.each([
    ['category=Dreams', 404, /^No dua category 'Dreams'; the categories are: Morning & Evening, .*Traveling/],
    ['search=sleep&category=Dreams', 404, /^No dua category 'Dreams'/],
    ['list=all', 400, "Invalid query parameter 'list': must be 'categories' (lists the categories with their counts)"],
    ['list=categories&category=Traveling', 400, "'list=categories' takes no other parameters"],
    ['limit=5', 400, "'limit' and 'offset' apply to 'category' or 'search'"],
    ['category=Traveling&limit=0', 400, "Invalid query parameter 'limit': must be 1 or more"],
    ['kategory=x', 400, "Unknown query parameter 'kategory'"],
  ])('refuses ?%s with %i', async (query, status, message) => {
    expectError(await service.get(`/api/v1/duas?${query}`), status, message);
  });
});
