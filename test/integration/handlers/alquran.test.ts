import { serviceForSuite } from '../../support/local-service';

/**
 * alquran.cloud's most used paths under /api/v1/alquran (issue 40), as its clients call them with their base URL
 * changed. The shapes expected are those of its documented examples: `{ code: 200, status: 'OK', data }`; a surah's
 * data with number, name, englishName, englishNameTranslation, revelationType, numberOfAyahs, ayahs (number,
 * text, numberInSurah, juz, manzil, page, ruku, hizbQuarter, sajda) and edition (identifier, language, name,
 * englishName, format, type, direction); search's data { count, matches }.
 */
const service = serviceForSuite();

const alquran = (path: string) => service.get(`/api/v1/alquran/${path}`);

describe("alquran.cloud's most used paths and names (issue 51)", () => {
  it('lists the surahs under its own names, as its documented /meta and /surah examples give them', async () => {
    const { json } = await alquran('surah');
    expect(json.data).toHaveLength(114);
    expect(json.data[0]).toEqual({
      number: 1,
      name: expect.any(String),
      englishName: 'Al-Faatiha',
      englishNameTranslation: 'The Opening',
      numberOfAyahs: 7,
      revelationType: 'Meccan',
    });
    const names = json.data.map((surah: { englishName: string; englishNameTranslation: string }) => [
      surah.englishName,
      surah.englishNameTranslation,
    ]);
    expect(names[1]).toEqual(['Al-Baqara', 'The Cow']);
    expect(names[2]).toEqual(['Aal-i-Imraan', 'The Family of Imraan']);
    expect(names[9]).toEqual(['Yunus', 'Jonas']);
    expect(names[39]).toEqual(['Ghafir', 'The Forgiver']);
    expect(names[52]).toEqual(['An-Najm', 'The Star']);
    expect(names[113]).toEqual(['An-Naas', 'Mankind']);
  });

  it('answers ayah/{ref}/editions/{a,b}: the Arabic and a translation in one call, each an ayah as /ayah answers it', async () => {
    const { json } = await alquran('ayah/2:255/editions/quran-uthmani,en.sahih');
    expect(json.data.map((ayah: { edition: { identifier: string } }) => ayah.edition.identifier)).toEqual(['quran-uthmani', 'en.sahih']);
    expect(json.data[0]).toEqual((await alquran('ayah/2:255/quran-uthmani')).json.data);
    expect(json.data[1]).toEqual((await alquran('ayah/262/en.sahih')).json.data);
    const surahs = await alquran('surah/114/editions/quran-uthmani,en.sahih?offset=1&limit=3');
    expect(surahs.json.data[1].ayahs.map((ayah: { numberInSurah: number }) => ayah.numberInSurah)).toEqual([2, 3, 4]);
  });

  it('numbers the verses of prostration 1 to 15 and pages with offset and limit, as its documentation says', async () => {
    expect((await alquran('ayah/7:206')).json.data.sajda).toEqual({ id: 1, recommended: true, obligatory: false });
    expect((await alquran('ayah/53:62')).json.data.sajda).toEqual({ id: 13, recommended: false, obligatory: true });
    expect((await alquran('ayah/96:19')).json.data.sajda).toEqual({ id: 15, recommended: false, obligatory: true });
    // Its example: juz/1/quran-simple?offset=3&limit=10 "returns the ayahs 4-13 from Juz 1".
    const juz = await alquran('juz/1/quran-uthmani?offset=3&limit=10');
    expect(juz.json.data.ayahs.map((ayah: { number: number }) => ayah.number)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    const page = await alquran('page/1/quran-uthmani');
    expect(page.json.data).toMatchObject({ number: 1, surahs: { '1': { englishName: 'Al-Faatiha' } } });
    expect(page.json.data.ayahs).toHaveLength(7);
    for (const path of ['manzil/7/en.sahih?limit=2', 'ruku/556/quran-uthmani', 'hizbQuarter/240/quran-uthmani?limit=1']) {
      expect((await alquran(path)).status).toBe(200);
    }
  });

  it('refuses in its envelope: code, status "NOT FOUND" and data', async () => {
    const missing = await alquran('surah/115/en.sahih');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: 404, status: 'NOT FOUND', data: expect.any(String) });
  });
});

const CDN = 'https://cdn.islamic.network/quran/audio';
const numbers = (list: { number: number }[]) => list.map((item) => item.number);

describe("alquran.cloud's whole Quran, sajdas, meta, edition filters and audio editions (issue 51)", () => {
  it('answers /quran/{edition} as its CompleteResponse does: 114 surahs without numberOfAyahs, 6236 ayahs', async () => {
    const { status, json } = await alquran('quran/en.sahih');
    expect(status).toBe(200);
    expect(json).toMatchObject({ code: 200, status: 'OK', data: { edition: { identifier: 'en.sahih', format: 'text' } } });
    const { surahs } = json.data;
    expect(numbers(surahs)).toEqual(Array.from({ length: 114 }, (_, index) => index + 1));
    expect(Object.keys(surahs[0])).toEqual(['number', 'name', 'englishName', 'englishNameTranslation', 'revelationType', 'ayahs']);
    expect(surahs[1]).toMatchObject({ englishName: 'Al-Baqara', englishNameTranslation: 'The Cow', revelationType: 'Medinan' });
    const ayahs = surahs.flatMap((surah: { ayahs: { number: number }[] }) => surah.ayahs);
    expect(numbers(ayahs)).toEqual(Array.from({ length: 6236 }, (_, index) => index + 1));
    const { edition: _edition, surah: _surah, ...alone } = (await alquran('ayah/2:255/en.sahih')).json.data;
    expect(surahs[1].ayahs[254]).toEqual(alone);
    // The largest of these answers (the Arabic with two URLs an ayah) still fits the 5.5 MB an answer may carry.
    const recited = await alquran('quran/ar.alafasy');
    expect(recited.status).toBe(200);
    expect(recited.json.data.surahs[113].ayahs[5].audio).toBe(`${CDN}/128/ar.alafasy/6236.mp3`);
  });

  it('answers /sajda/{edition} with the 15 verses of prostration in order, each with its surah, as its example does', async () => {
    const { json } = await alquran('sajda/en.sahih');
    expect(json.data.edition.identifier).toBe('en.sahih');
    const { ayahs } = json.data;
    expect(ayahs.map((ayah: { sajda: { id: number } }) => ayah.sajda.id)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    expect(ayahs.map((ayah: { surah: { number: number }; numberInSurah: number }) => `${ayah.surah.number}:${ayah.numberInSurah}`)).toEqual(
      [
        '7:206',
        '13:15',
        '16:50',
        '17:109',
        '19:58',
        '22:18',
        '22:77',
        '25:60',
        '27:26',
        '32:15',
        '38:24',
        '41:38',
        '53:62',
        '84:21',
        '96:19',
      ],
    );
    expect(ayahs[0]).not.toHaveProperty('edition');
    expect(ayahs[0]).toEqual({ ...(await alquran('ayah/7:206/en.sahih')).json.data, edition: undefined });
  });

  it("answers /meta with its counts and the divisions' first ayahs, as its documented example gives them", async () => {
    const { json } = await alquran('meta');
    const meta = json.data;
    expect(Object.keys(meta)).toEqual(['ayahs', 'surahs', 'sajdas', 'rukus', 'pages', 'manzils', 'hizbQuarters', 'juzs']);
    expect(meta.ayahs).toEqual({ count: 6236 });
    expect(meta.surahs.count).toBe(114);
    expect(meta.surahs.references).toEqual((await alquran('surah')).json.data);
    const counts = ['sajdas', 'rukus', 'pages', 'manzils', 'hizbQuarters', 'juzs'].map((name) => [name, meta[name].count]);
    expect(counts).toEqual([
      ['sajdas', 15],
      ['rukus', 556],
      ['pages', 604],
      ['manzils', 7],
      ['hizbQuarters', 240],
      ['juzs', 30],
    ]);
    for (const name of ['sajdas', 'rukus', 'pages', 'manzils', 'hizbQuarters', 'juzs']) {
      expect(meta[name].references).toHaveLength(meta[name].count);
    }
    const at = (pairs: number[][]) => pairs.map(([surah, ayah]) => ({ surah, ayah }));
    expect(meta.manzils.references).toEqual(
      at([
        [1, 1],
        [5, 1],
        [10, 1],
        [17, 1],
        [26, 1],
        [37, 1],
        [50, 1],
      ]),
    );
    expect(meta.juzs.references.slice(0, 4)).toEqual(
      at([
        [1, 1],
        [2, 142],
        [2, 253],
        [3, 93],
      ]),
    );
    expect(meta.juzs.references[29]).toEqual({ surah: 78, ayah: 1 });
    expect(meta.pages.references.slice(0, 3)).toEqual(
      at([
        [1, 1],
        [2, 1],
        [2, 6],
      ]),
    );
    expect(meta.pages.references[603]).toEqual({ surah: 112, ayah: 1 });
    expect(meta.hizbQuarters.references[239]).toEqual({ surah: 100, ayah: 9 });
    expect(meta.rukus.references[555]).toEqual({ surah: 114, ayah: 1 });
    expect(meta.sajdas.references[0]).toEqual({ surah: 7, ayah: 206, recommended: true, obligatory: false });
    expect(meta.sajdas.references[9]).toEqual({ surah: 32, ayah: 15, recommended: false, obligatory: true });
  });

  it('filters the editions by language, type and format, by path or query, and lists the values served', async () => {
    const audio = (await alquran('edition/format/audio')).json.data;
    expect(audio.length).toBeGreaterThanOrEqual(16);
    expect(audio.every((edition: { format: string; type: string }) => edition.format === 'audio' && edition.type === 'versebyverse')).toBe(
      true,
    );
    expect(audio.find((edition: { identifier: string }) => edition.identifier === 'ar.alafasy')).toEqual({
      identifier: 'ar.alafasy',
      language: 'ar',
      name: expect.any(String),
      englishName: 'Mishary Rashid Alafasy',
      format: 'audio',
      type: 'versebyverse',
      direction: null,
    });
    expect((await alquran('edition?format=audio&language=ar')).json.data).toEqual(audio);
    const english = (await alquran('edition/language/en')).json.data;
    expect(english.map((edition: { identifier: string }) => edition.identifier)).toContain('en.sahih');
    expect(english.every((edition: { language: string }) => edition.language === 'en')).toBe(true);
    const text = (await alquran('edition/format/text')).json.data;
    expect(text.length + audio.length).toBe((await alquran('edition')).json.data.length);
    expect((await alquran('edition/type/quran')).json.data.map((edition: { identifier: string }) => edition.identifier)).toEqual([
      'quran-uthmani',
    ]);
    expect((await alquran('edition/format')).json.data).toEqual(['text', 'audio']);
    expect((await alquran('edition/type')).json.data).toEqual(expect.arrayContaining(['quran', 'translation', 'versebyverse']));
    expect((await alquran('edition/language')).json.data).toEqual(expect.arrayContaining(['ar', 'en']));
    const none = await alquran('edition/language/xx');
    expect(none.status).toBe(404);
    expect(none.json).toMatchObject({ code: 404, status: 'NOT FOUND', data: expect.stringMatching(/^Invalid language 'xx'/) });
    expect((await alquran('edition?lang=en')).status).toBe(400);
  });

  it("answers an audio edition's ayahs with audio and audioSecondary on its CDN, the text the Arabic, as its example", async () => {
    // Its documented example: /ayah/262/ar.alafasy, audio at 128 kbit/s and audioSecondary at 64.
    const { json } = await alquran('ayah/262/ar.alafasy');
    expect(Object.keys(json.data).slice(0, 5)).toEqual(['number', 'audio', 'audioSecondary', 'text', 'edition']);
    expect(json.data).toMatchObject({
      number: 262,
      audio: `${CDN}/128/ar.alafasy/262.mp3`,
      audioSecondary: [`${CDN}/64/ar.alafasy/262.mp3`],
      text: (await alquran('ayah/262/quran-uthmani')).json.data.text,
      edition: { identifier: 'ar.alafasy', format: 'audio', type: 'versebyverse', direction: null },
      numberInSurah: 255,
    });
    // ar.abdulsamad is at 64 kbit/s only; ar.hudhaify at 128, 64 and 32.
    const surah = (await alquran('surah/1/ar.abdulsamad?limit=2')).json.data;
    expect(surah.ayahs.map((ayah: { audio: string; audioSecondary: string[] }) => [ayah.audio, ayah.audioSecondary])).toEqual([
      [`${CDN}/64/ar.abdulsamad/1.mp3`, []],
      [`${CDN}/64/ar.abdulsamad/2.mp3`, []],
    ]);
    expect((await alquran('juz/30/ar.hudhaify?limit=1')).json.data.ayahs[0].audioSecondary).toEqual([
      `${CDN}/64/ar.hudhaify/5673.mp3`,
      `${CDN}/32/ar.hudhaify/5673.mp3`,
    ]);
    const both = (await alquran('ayah/1/editions/quran-uthmani,ar.alafasy')).json.data;
    expect(both[0]).not.toHaveProperty('audio');
    expect(both[1].text).toBe(both[0].text);
    expect((await alquran('search/mercy/all/ar.alafasy')).status).toBe(400);
  });

  it('refuses a query these paths do not take, and a path under them it does not serve', async () => {
    expect((await alquran('meta?edition=en')).status).toBe(400);
    expect((await alquran('quran/en.sahih?offset=1')).status).toBe(400);
    expect((await alquran('quran/xx.unknown')).status).toBe(404);
    expect((await alquran('sajda/en.sahih/more')).status).toBe(404);
    expect((await alquran('edition/script/latin')).status).toBe(404);
  });
});

describe("alquran.cloud's paths under /api/v1/alquran (issue 40)", () => {
  it('answers /surah/{n}/{edition} with the same verses as GET /api/v1/quran, a surah named as well as numbered', async () => {
    const byNumber = await alquran('surah/1/en.sahih');
    expect(byNumber.status).toBe(200);
    expect(byNumber.json).toMatchObject({ code: 200, status: 'OK' });
    const { data } = byNumber.json;
    expect(data).toMatchObject({
      number: 1,
      // alquran.cloud's own names (issue 51), as its documented examples give them.
      englishName: 'Al-Faatiha',
      englishNameTranslation: 'The Opening',
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
    expect(byKey.json.data).toMatchObject({ number: 262, numberInSurah: 255, juz: 3, surah: { number: 2, englishName: 'Al-Baqara' } });
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
    expect((await alquran('asmaAlHusna')).json.message).toMatch(/^alquran.cloud's path 'asmaAlHusna' is not served here/);
    // offset and limit are taken on /surah/{n} (issue 51); a parameter it does not take is refused.
    expect((await alquran('surah/2?offset=1')).status).toBe(200);
    expect((await alquran('surah/2?page=1')).status).toBe(400);
  });
});
