import { TAFSIR_EDITIONS } from '../../../functions/tafsir/tafsir-editions';
import { startTestService, type TestService } from '../../support/local-service';
import { realTafsirSources, TAFSIR_MISSING } from '../../support/real-corpus';

/**
 * GET /api/v1/tafsir through the HTTP server, on the run's snapshot: the commentaries question retrieval reads
 * (al-Muyassar, al-Sa'di, al-Wasit, Ibn Kathir abridged in English, al-Jalalayn) imported from the pinned mirror.
 * Every answer is checked against the OpenAPI document (local-service.ts).
 */
const sources = await realTafsirSources();
const describeWithTafsir = sources ? describe : describe.skip;
let service: TestService;

beforeAll(async () => {
  if (sources) service = await startTestService();
});

afterAll(async () => {
  await service?.close();
});

if (!sources) it(`tafsir suite: ${TAFSIR_MISSING}`, () => expect(sources).toBeUndefined());

describeWithTafsir('GET /api/v1/tafsir', () => {
  it('lists the sixteen editions with author, language, direction, source and licence', async () => {
    for (const path of ['/api/v1/tafsir', '/api/v1/tafsir?list=editions']) {
      const response = await service.get(path);
      expect(response.status).toBe(200);
      expect(response.json.total).toBe(16);
      expect(response.json.results.map((e: { id: string }) => e.id)).toEqual(TAFSIR_EDITIONS.map((e) => e.id));
      const muyassar = response.json.results.find((e: { id: string }) => e.id === 'ar.muyassar');
      expect(muyassar).toMatchObject({ language: 'ar', direction: 'rtl', name: 'al-Tafsir al-Muyassar' });
      expect(muyassar.licence.length).toBeGreaterThan(20);
    }
  });

  it('answers a verse with the commentary covering it, once, with the ayahs it covers (a group begins before it)', async () => {
    const kursi = await service.get('/api/v1/tafsir?surah=2&ayah=255');
    expect(kursi.status).toBe(200);
    expect(kursi.json.edition.id).toBe('en.ibnkathir'); // English by default
    expect(kursi.json.results).toHaveLength(1);
    expect(kursi.json.results[0]).toMatchObject({ surah: 2, ayah_from: 255, ayah_to: 255, verse_key: '2:255' });
    expect(kursi.json.results[0].text).toMatch(/^The Virtue of Ayat Al-Kursi/);
    // Ibn Kathir explains Al-Ikhlas 112:1-4 as one: asked for 112:3, the group comes once, from 112:1.
    const ikhlas = await service.get('/api/v1/tafsir?verse_key=112:3');
    expect(ikhlas.json.results).toHaveLength(1);
    expect(ikhlas.json.results[0]).toMatchObject({ ayah_from: 1, ayah_to: 4, verse_key: '112:1-4' });
  });

  it('answers a range with each commentary once, in order, in the edition or language named', async () => {
    const range = await service.get('/api/v1/tafsir?surah=1&from=1&to=7&edition=ar');
    expect(range.status).toBe(200);
    expect(range.json.edition).toMatchObject({ id: 'ar.muyassar', direction: 'rtl' });
    const covered = range.json.results.flatMap((c: { ayah_from: number; ayah_to: number }) =>
      Array.from({ length: c.ayah_to - c.ayah_from + 1 }, (_, i) => c.ayah_from + i),
    );
    expect(covered).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(range.json.results[0].text).toMatch(/[\u0600-\u06ff]/);
    const jalalayn = await service.get('/api/v1/tafsir?verse_key=2:255-256&edition=en.jalalayn');
    expect(jalalayn.json.results.map((c: { verse_key: string }) => c.verse_key)).toEqual(['2:255', '2:256']);
  });

  it('pages a surah, and carries a strong ETag and a long Cache-Control like the Quran', async () => {
    const first = await service.get('/api/v1/tafsir?surah=2&edition=en.jalalayn&limit=10');
    expect(first.json).toMatchObject({ surah: 2, total: 286, limit: 10, offset: 0 });
    expect(first.json.results).toHaveLength(10);
    const next = await service.get('/api/v1/tafsir?surah=2&edition=en.jalalayn&limit=10&offset=10');
    expect(next.json.results[0].ayah_from).toBe(11);
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"/);
    const again = await fetch(`${service.baseUrl}/api/v1/tafsir?surah=2&edition=en.jalalayn&limit=10`, {
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('searches inside one edition with its language\u2019s analyser, each hit with its range and an excerpt', async () => {
    const english = await service.get('/api/v1/tafsir?search=footstool&edition=en.ibnkathir&limit=5');
    expect(english.status).toBe(200);
    expect(english.json.edition.id).toBe('en.ibnkathir');
    expect(english.json.results.map((hit: { verse_key: string }) => hit.verse_key)).toContain('2:255');
    expect(english.json.results[0].excerpt.toLowerCase()).toContain('footstool');
    const arabic = await service.get(`/api/v1/tafsir?search=${encodeURIComponent('الكرسي')}&edition=ar.muyassar&surah=2`);
    expect(arabic.json.results.map((hit: { surah: number }) => hit.surah)).toEqual(arabic.json.results.map(() => 2));
    expect(arabic.json.results.map((hit: { verse_key: string }) => hit.verse_key)).toContain('2:255');
  });

  it('refuses an unknown edition with a 400 that lists them, and ayahs that do not exist with a 404', async () => {
    const unknown = await service.get('/api/v1/tafsir?surah=1&ayah=1&edition=en.tabari');
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/'en\.tabari' is not a tafsir edition here; use one of ar\.muyassar, .*ku\.rebar/);
    const missing = await service.get('/api/v1/tafsir?surah=1&ayah=8');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Surah 1 has 7 ayahs; there is no ayah 8');
    const mixed = await service.get('/api/v1/tafsir?verse_key=2:255&surah=2');
    expect(mixed.status).toBe(400);
  });

  it('says an edition the table does not hold is not imported (503 with the command), not that it does not exist', async () => {
    const response = await service.get('/api/v1/tafsir?surah=1&ayah=1&edition=ar.qurtubi');
    expect(response.status).toBe(503);
    expect(response.json.message).toMatch(/tafsir edition ar\.qurtubi corpus has not been imported/);
  });
});

describeWithTafsir('tafsir= on the Quran endpoint', () => {
  it('adds each named commentary on the verses answered, each once', async () => {
    const response = await service.get('/api/v1/quran?surah=112&tafsir=en,ar.muyassar');
    expect(response.status).toBe(200);
    expect(response.json.ayahs).toHaveLength(4);
    expect(response.json.tafsir.map((t: { edition: { id: string } }) => t.edition.id)).toEqual(['en.ibnkathir', 'ar.muyassar']);
    expect(response.json.tafsir[0].commentaries.map((c: { verse_key: string }) => c.verse_key)).toEqual(['112:1-4']);
    expect(response.json.tafsir[1].commentaries.length).toBeGreaterThanOrEqual(1);
    const ayah = await service.get('/api/v1/quran?verse_key=2:255&tafsir=en.jalalayn');
    expect(ayah.json.tafsir[0].commentaries).toEqual([expect.objectContaining({ verse_key: '2:255' })]);
  });

  it('refuses tafsir on a search or the surah list, and more than three editions', async () => {
    expect((await service.get('/api/v1/quran?search=mercy&tafsir=en')).status).toBe(400);
    expect((await service.get('/api/v1/quran?tafsir=en')).status).toBe(400);
    const many = await service.get('/api/v1/quran?surah=1&tafsir=en,ar,en.jalalayn,ar.saddi');
    expect(many.status).toBe(400);
    expect(many.json.message).toMatch(/at most 3 in one request/);
  });
});
