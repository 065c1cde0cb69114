import { startTestService } from '../../support/local-service';

/**
 * alquran.cloud's most used paths under /api/v1/alquran (issue 40), as its clients call them with their base URL
 * changed. The shapes expected are those of its documented examples: `{ code: 200, status: 'OK', data }`; a surah's
 * data with number, name, englishName, englishNameTranslation, revelationType, numberOfAyahs, ayahs (number,
 * text, numberInSurah, juz, manzil, page, ruku, hizbQuarter, sajda) and edition (identifier, language, name,
 * englishName, format, type, direction); search's data { count, matches }.
 */
let service: Awaited<ReturnType<typeof startTestService>>;

beforeAll(async () => {
  service = await startTestService();
}, 120_000);

afterAll(async () => {
  await service?.close();
});

const alquran = (path: string) => service.get(`/api/v1/alquran/${path}`);

describe("alquran.cloud's paths under /api/v1/alquran (issue 40)", () => {
  it('answers /surah/{n}/{edition} with the same verses as GET /api/v1/quran, a surah named as well as numbered', async () => {
    const byNumber = await alquran('surah/1/en.sahih');
    expect(byNumber.status).toBe(200);
    expect(byNumber.json).toMatchObject({ code: 200, status: 'OK' });
    const { data } = byNumber.json;
    expect(data).toMatchObject({
      number: 1,
      // The names are this API's corpus's (quran-json), not alquran.cloud's spelling (Al-Faatiha, The Opening).
      englishName: 'Al-Fatihah',
      englishNameTranslation: 'The Opener',
      revelationType: 'Meccan',
      numberOfAyahs: 7,
      edition: { identifier: 'en.sahih', language: 'en', format: 'text', type: 'translation', direction: 'ltr' },
    });
    const ours = await service.get('/api/v1/quran?surah=1');
    expect(data.ayahs.map((ayah: { text: string }) => ayah.text)).toEqual(
      ours.json.ayahs.map((ayah: { translation: string }) => ayah.translation),
    );
    expect(data.ayahs[0]).toEqual({
      number: 1,
      text: ours.json.ayahs[0].translation,
      numberInSurah: 1,
      juz: 1,
      manzil: 1,
      page: 1,
      ruku: 1,
      hizbQuarter: 1,
      sajda: false,
    });
    for (const name of ['al-fatihah', 'Al-Faatiha', encodeURIComponent('الفاتحة')]) {
      expect((await alquran(`surah/${name}/en.sahih`)).json.data.number).toBe(1);
    }
    const arabic = await alquran('surah/112');
    expect(arabic.json.data.edition.identifier).toBe('quran-uthmani');
    expect(arabic.json.data.ayahs[0].text).toBe((await service.get('/api/v1/quran?surah=112&ayah=1')).json.ayah.arabic);
    // The native endpoint takes names too.
    expect((await service.get(`/api/v1/quran?surah=al-baqarah&ayah=255`)).json.ayah.reference).toBe('2:255');
    expect((await service.get(`/api/v1/quran?surah=${encodeURIComponent('البقرة')}&ayah=255`)).json.ayah.reference).toBe('2:255');
  });

  it('answers /ayah/{ref}/{edition} by surah:ayah or by number through the mushaf, /juz and /edition', async () => {
    const byKey = await alquran('ayah/2:255/en.sahih');
    expect(byKey.json.data).toMatchObject({ number: 262, numberInSurah: 255, juz: 3, surah: { number: 2, englishName: 'Al-Baqarah' } });
    expect((await alquran('ayah/262/en.sahih')).json.data.text).toBe(byKey.json.data.text);
    const sajda = await alquran('ayah/32:15');
    expect(sajda.json.data.sajda).toMatchObject({ obligatory: true });
    const juz = await alquran('juz/30/quran-uthmani');
    expect(juz.json.data.number).toBe(30);
    expect(juz.json.data.ayahs).toHaveLength(564);
    expect(Object.keys(juz.json.data.surahs)).toHaveLength(37);
    const editions = await alquran('edition');
    expect(editions.json.data.map((edition: { identifier: string }) => edition.identifier)).toEqual(
      expect.arrayContaining(['quran-uthmani', 'en.sahih']),
    );
  });

  it('answers /search/{keyword}/{surah}/{edition} with every match, in a surah or all', async () => {
    const all = await alquran('search/patience/all/en');
    expect(all.status).toBe(200);
    expect(all.json.data.count).toBe(all.json.data.matches.length);
    expect(all.json.data.count).toBeGreaterThan(10);
    const inSurah = await alquran('search/patience/2/en.sahih');
    expect(inSurah.json.data.matches.every((match: { surah: { number: number } }) => match.surah.number === 2)).toBe(true);
    expect(inSurah.json.data.count).toBeLessThan(all.json.data.count);
  });

  it("refuses in this API's error shape with alquran.cloud's code and data added", async () => {
    const surah = await alquran('surah/115');
    expect(surah.status).toBe(404);
    // Counted by the same rate limiter as every endpoint, refusals included.
    expect(Number(surah.headers.get('x-ratelimit-remaining'))).toBeLessThan(Number(surah.headers.get('x-ratelimit-limit')));
    expect(surah.json).toMatchObject({ code: 404, error: 'Not Found', data: expect.stringMatching(/no surah '115'/) });
    expect((await alquran('ayah/2:300')).status).toBe(404);
    expect((await alquran('surah/2/xx.unknown')).json.message).toMatch(/^The edition 'xx.unknown' is not served here/);
    expect((await alquran('meta')).json.message).toMatch(/^alquran.cloud's path 'meta' is not served here/);
    expect((await alquran('surah/2?offset=1')).status).toBe(400);
  });
});
