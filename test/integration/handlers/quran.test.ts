import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseTanzilEdition } from '../../../data/quran/corpus';
import { DEFAULT_MIRROR } from '../../../data/support/corpus-locations';
import { TANZIL_TRANSLATIONS } from '../../../data/support/sources';
import { QURAN_EDITIONS, type QuranEdition } from '../../../functions/quran/translations';
import { AYAH_COUNTS } from '../../../functions/shared/quran-structure';
import { expectError, serviceForSuite } from '../../support/local-service';

const service = serviceForSuite();

// The source orders some stacked marks (shadda, fatha) differently from how they are typed here.
const canonical = (arabic: string) => arabic.normalize('NFC');

// For `translations` and `list=translations`: every verse of every edition is served as quran-json ships it.
const packageDirectory = dirname(createRequire(import.meta.url).resolve('quran-json/package.json'));
const ALL = QURAN_EDITIONS.map((edition) => edition.id).join(',');

type Verse = { reference: string; translation: string; translations?: Record<string, string> };

/** What Tanzil's file of an edition holds (the mirror's copy, pinned by its checksum at import): every verse's text. */
async function tanzilTexts(edition: QuranEdition): Promise<Map<string, string>> {
  const mirror = process.env.CORPUS_MIRROR_DIR || DEFAULT_MIRROR;
  const texts = parseTanzilEdition(await readFile(join(mirror, TANZIL_TRANSLATIONS.mirrorDirectory, edition.file)), edition);
  return new Map(texts.flatMap((surah, s) => surah.map((text, a) => [`${s + 1}:${a + 1}`, text] as const)));
}

/** What quran-json ships for an edition (or Tanzil's file for theirs): its text of every verse, by "surah:ayah". */
async function editionTexts(edition: QuranEdition): Promise<Map<string, string>> {
  return edition.origin === 'tanzil' ? tanzilTexts(edition) : packageTexts(edition.file, edition.field);
}

async function packageTexts(file: string, field: string): Promise<Map<string, string>> {
  const chapters = JSON.parse(await readFile(join(packageDirectory, file), 'utf8')) as Array<{
    id: number;
    verses: Array<{ id: number } & Record<string, string>>;
  }>;
  return new Map(chapters.flatMap((chapter) => chapter.verses.map((verse) => [`${chapter.id}:${verse.id}`, verse[field].trim()])));
}

describe('GET /api/v1/quran without parameters', () => {
  it('lists the 114 surahs with their metadata', async () => {
    const response = await service.get('/api/v1/quran');
    expect(response.status).toBe(200);
    expect(response.json.total).toBe(114);
    expect(response.json.results).toHaveLength(114);
    expect(response.json.results[0]).toEqual({
      surah_number: 1,
      name_arabic: 'الفاتحة',
      name_english: 'Al-Fatihah',
      name_translation: 'The Opener',
      revelation_type: 'meccan',
      total_ayahs: 7,
      reciter: 'Mishary Rashid Alafasy',
      audio_url: 'https://cdn.islamic.network/quran/audio-surah/128/ar.alafasy/1.mp3',
      revelation_order: 5,
      rukus: 1,
      juz_from: 1,
      juz_to: 1,
      page_from: 1,
      page_to: 1,
      sajda_ayahs: [],
    });
    expect(response.json.results[113]).toMatchObject({ surah_number: 114, name_english: 'An-Nas', total_ayahs: 6 });
    expect(response.json.results.map((s: { surah_number: number }) => s.surah_number)).toEqual(
      Array.from({ length: 114 }, (_, i) => i + 1),
    );
    expect(response.json.results.reduce((n: number, s: { total_ayahs: number }) => n + s.total_ayahs, 0)).toBe(6236);
  });
});

describe('GET /api/v1/quran?surah=N', () => {
  it('returns the whole chapter with every verse', async () => {
    const response = await service.get('/api/v1/quran?surah=112');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      surah_number: 112,
      name_english: 'Al-Ikhlas',
      total_ayahs: 4,
      reciter: 'Mishary Rashid Alafasy',
    });
    expect(response.json.ayahs.map((a: { translation: string }) => a.translation)).toEqual([
      'Say, "He is Allah, [who is] One',
      'Allah, the Eternal Refuge',
      'He neither begets nor is born',
      'Nor is there to Him any equivalent',
    ]);
    expect(response.json.ayahs[0]).toMatchObject({
      ayah_number: 1,
      reference: '112:1',
      audio_url: 'https://cdn.islamic.network/quran/audio/128/ar.alafasy/6222.mp3',
    });
    expect(canonical(response.json.ayahs[0].arabic)).toBe(canonical('قُلۡ هُوَ ٱللَّهُ أَحَدٌ'));
  });

  it('returns all 286 verses of Al-Baqarah in order', async () => {
    const response = await service.get('/api/v1/quran?surah=2');
    expect(response.status).toBe(200);
    expect(response.json.ayahs).toHaveLength(286);
    expect(response.json.ayahs.map((a: { ayah_number: number }) => a.ayah_number)).toEqual(Array.from({ length: 286 }, (_, i) => i + 1));
  });

  it.each(['115', '0', '-3', '999999', '99999999999999999999'])('answers 404 for surah=%s', async (surah) => {
    expectError(await service.get(`/api/v1/quran?surah=${surah}`), 404, /does not exist; surahs are numbered 1 to 114/);
  });

  it.each([
    ['surah=abc', "Invalid query parameter 'surah': must be a whole number or a surah's name (2, al-baqarah, البقرة)"],
    ['surah=2.5', "Invalid query parameter 'surah': must be a whole number or a surah's name (2, al-baqarah, البقرة)"],
    ['surah=', "Invalid query parameter 'surah': must be a whole number or a surah's name (2, al-baqarah, البقرة)"],
    ['surah=1&ayah=0', "Invalid query parameter 'ayah': must be 1 or more"],
    ['surah=1&ayah=x', "Invalid query parameter 'ayah': must be a whole number"],
    ['ayah=5', "'ayah' requires 'surah'"],
    ['surha=1', "Unknown query parameter 'surha'"],
    ['surah=1&surah=2', "Query parameter 'surah' was given more than once"],
    ['surah=1&limit=5', "'limit' and 'offset' apply only to 'search' and the divisions (juz, page...)"],
  ])('answers 400 for %s', async (query, message) => {
    expectError(await service.get(`/api/v1/quran?${query}`), 400, message);
  });
});

describe('GET /api/v1/quran?surah=N&ayah=M', () => {
  it('returns Ayat al-Kursi with the surah header', async () => {
    const response = await service.get('/api/v1/quran?surah=2&ayah=255');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      surah_number: 2,
      name_arabic: 'البقرة',
      name_english: 'Al-Baqarah',
      total_ayahs: 286,
      reciter: 'Mishary Rashid Alafasy',
      audio_url: 'https://cdn.islamic.network/quran/audio-surah/128/ar.alafasy/2.mp3',
    });
    expect(response.json.ayah).toMatchObject({
      ayah_number: 255,
      reference: '2:255',
      audio_url: 'https://cdn.islamic.network/quran/audio/128/ar.alafasy/262.mp3',
    });
    expect(response.json.ayah.translation).toMatch(
      /^Allah - there is no deity except Him, the Ever-Living, the Sustainer of \[all\] existence\./,
    );
    expect(canonical(response.json.ayah.arabic).startsWith(canonical('ٱللَّهُ لَآ إِلَٰهَ إِلَّا هُوَ ٱلۡحَيُّ ٱلۡقَيُّومُۚ'))).toBe(true);
  });

  it('returns the last verse of the mushaf', async () => {
    const response = await service.get('/api/v1/quran?surah=114&ayah=6');
    expect(response.status).toBe(200);
    expect(response.json.ayah).toMatchObject({ reference: '114:6', audio_url: expect.stringMatching(/\/6236\.mp3$/) });
    expect(response.json.ayah.translation).toBe('From among the jinn and mankind');
  });

  it('answers 404 for an ayah beyond the surah', async () => {
    expectError(await service.get('/api/v1/quran?surah=1&ayah=8'), 404, 'Surah 1 (Al-Fatihah) has 7 ayahs; there is no ayah 8');
    expectError(await service.get('/api/v1/quran?surah=2&ayah=287'), 404, /has 286 ayahs; there is no ayah 287/);
    expectError(await service.get('/api/v1/quran?surah=200&ayah=1'), 404, /Surah 200 does not exist/);
  });
});

describe('GET /api/v1/quran: slices and verse keys', () => {
  it('serves part of a surah with the same verses as the whole', async () => {
    const whole = (await service.get('/api/v1/quran?surah=2')).json;
    const slice = await service.get('/api/v1/quran?surah=2&from=1&to=5');
    expect(slice.status).toBe(200);
    expect(slice.json).toMatchObject({ surah_number: 2, name_english: 'Al-Baqarah', total_ayahs: 286, ayah_from: 1, ayah_to: 5 });
    expect(slice.json.ayahs).toEqual(whole.ayahs.slice(0, 5));
    const tail = (await service.get('/api/v1/quran?surah=2&from=284')).json;
    expect(tail.ayahs.map((ayah: { reference: string }) => ayah.reference)).toEqual(['2:284', '2:285', '2:286']);
    expect(tail.ayah_to).toBe(286);
  });

  it('serves verses by key, ranges and lists, in the order named, each with its surah', async () => {
    const response = await service.get('/api/v1/quran?verse_key=112:1-4,1:1,2:255');
    expect(response.status).toBe(200);
    expect(response.json.total).toBe(6);
    expect(response.json.results.map((result: { ayah: { reference: string } }) => result.ayah.reference)).toEqual([
      '112:1',
      '112:2',
      '112:3',
      '112:4',
      '1:1',
      '2:255',
    ]);
    expect(response.json.results[4]).toMatchObject({ surah_number: 1, name_english: 'Al-Fatihah' });
    const single = (await service.get('/api/v1/quran?surah=2&ayah=255')).json;
    expect(response.json.results[5]).toEqual(single);
  });

  it('answers the same 404s as a single ayah for verses that do not exist', async () => {
    expectError(await service.get('/api/v1/quran?verse_key=1:7-8'), 404, 'Surah 1 (Al-Fatihah) has 7 ayahs; there is no ayah 8');
    expectError(await service.get('/api/v1/quran?verse_key=2:255,115:1'), 404, /Surah 115 does not exist/);
    expectError(await service.get('/api/v1/quran?surah=1&from=8'), 404, 'Surah 1 (Al-Fatihah) has 7 ayahs; there is no ayah 8');
    expectError(await service.get('/api/v1/quran?surah=1&from=2&to=9'), 404, 'Surah 1 (Al-Fatihah) has 7 ayahs; there is no ayah 9');
    expectError(await service.get('/api/v1/quran?verse_key=2:1-301'), 400, /at most 300 in one request/);
  });
});

describe('GET /api/v1/quran: the divisions of the mushaf', () => {
  it('says where every verse stands, and where each surah does', async () => {
    const kursi = (await service.get('/api/v1/quran?surah=2&ayah=255')).json;
    expect(kursi.ayah.position).toEqual({ juz: 3, hizb: 5, rub_el_hizb: 17, manzil: 1, ruku: 35, page: 42 });
    expect(kursi).toMatchObject({ revelation_order: 87, juz_from: 1, juz_to: 3, page_from: 2, page_to: 49, rukus: 40 });
    const alaq = (await service.get('/api/v1/quran?surah=96')).json;
    expect(alaq.sajda_ayahs).toEqual([19]);
    expect(alaq.ayahs[18].position).toMatchObject({ juz: 30, sajda: 'obligatory' });
    expect(alaq.ayahs[17].position).not.toHaveProperty('sajda');
    expect(alaq.revelation_order).toBe(1);
  });

  it('serves a juz and a page, paged, with their first and last verses', async () => {
    const juz = await service.get('/api/v1/quran?juz=30&limit=3');
    expect(juz.status).toBe(200);
    expect(juz.json).toMatchObject({ division: 'juz', number: 30, first: '78:1', last: '114:6', total: 564, limit: 3, offset: 0 });
    expect(juz.json.results.map((result: { ayah: { reference: string } }) => result.ayah.reference)).toEqual(['78:1', '78:2', '78:3']);
    const end = (await service.get('/api/v1/quran?juz=30&limit=2&offset=562')).json;
    expect(end.results.map((result: { surah_number: number; ayah: { reference: string } }) => result.ayah.reference)).toEqual([
      '114:5',
      '114:6',
    ]);
    const page = (await service.get('/api/v1/quran?page=604&limit=100')).json;
    expect(page).toMatchObject({ first: '112:1', last: '114:6', total: 15 });
    expect(page.results.every((result: { ayah: { position: { page: number } } }) => result.ayah.position.page === 604)).toBe(true);
    const manzil = (await service.get('/api/v1/quran?manzil=7&limit=1')).json;
    expect(manzil).toMatchObject({ first: '50:1', last: '114:6' });
    const hizb = (await service.get('/api/v1/quran?hizb=1&limit=1')).json;
    expect(hizb).toMatchObject({ first: '1:1', last: '2:74' });
  });

  it('answers 404 for a division that does not exist and 400 for mixed forms', async () => {
    expectError(await service.get('/api/v1/quran?juz=31'), 404, 'Juz 31 does not exist; they are numbered 1 to 30');
    expectError(await service.get('/api/v1/quran?page=605'), 404, 'Page 605 does not exist; they are numbered 1 to 604');
    expectError(await service.get('/api/v1/quran?juz=1&surah=2'), 400, "'juz' cannot be combined with 'surah'");
    expectError(await service.get('/api/v1/quran?juz=1&page=2'), 400, "'juz' cannot be combined with 'page'");
    expectError(await service.get('/api/v1/quran?page=x'), 400, "Invalid query parameter 'page': must be a whole number");
  });
});

describe('GET /api/v1/quran: reciters', () => {
  it('lists the reciters and points every audio URL at the one named', async () => {
    const list = await service.get('/api/v1/quran?list=reciters');
    expect(list.status).toBe(200);
    expect(list.json.total).toBeGreaterThanOrEqual(8);
    expect(list.json.default_reciter).toBe('Mishary Rashid Alafasy');
    expect(list.json.results).toContainEqual(expect.objectContaining({ id: 'ar.husarymujawwad', style: 'mujawwad', bitrate: 128 }));
    const husary = (await service.get('/api/v1/quran?surah=2&ayah=255&reciter=husary')).json;
    expect(husary.reciter).toBe('Mahmoud Khalil Al-Husary');
    expect(husary.audio_url).toBe('https://cdn.islamic.network/quran/audio-surah/128/ar.husary/2.mp3');
    expect(husary.ayah.audio_url).toBe('https://cdn.islamic.network/quran/audio/128/ar.husary/262.mp3');
    const sudais = (await service.get('/api/v1/quran?verse_key=1:1&reciter=ar.abdurrahmaansudais')).json;
    expect(sudais.results[0].ayah.audio_url).toBe('https://cdn.islamic.network/quran/audio/192/ar.abdurrahmaansudais/1.mp3');
    // The default is untouched by a request that named another reciter.
    expect((await service.get('/api/v1/quran?surah=2&ayah=255')).json.ayah.audio_url).toBe(
      'https://cdn.islamic.network/quran/audio/128/ar.alafasy/262.mp3',
    );
  });

  it('refuses an unknown reciter and a list with other parameters', async () => {
    expectError(
      await service.get('/api/v1/quran?surah=1&reciter=someone'),
      400,
      /^Invalid query parameter 'reciter': must be one of ar\.alafasy, /,
    );
    expectError(await service.get('/api/v1/quran?list=reciters&surah=1'), 400, "'list' cannot be combined with 'surah'");
    expectError(
      await service.get('/api/v1/quran?list=surahs'),
      400,
      "Invalid query parameter 'list': must be 'reciters' or 'translations'",
    );
  });
});

describe('GET /api/v1/quran?search=...', () => {
  type Hit = { surah_number: number; ayah: { ayah_number: number; reference: string; translation: string }; score: number };

  it('finds a rare word exactly where it occurs', async () => {
    const response = await service.get('/api/v1/quran?search=Kursi');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ query: 'Kursi', total: 1, limit: 20, offset: 0 });
    expect(response.json.results[0]).toMatchObject({ surah_number: 2, name_english: 'Al-Baqarah', ayah: { reference: '2:255' } });
  });

  it('requires every word and ranks by relevance', async () => {
    const response = await service.get('/api/v1/quran?search=pharaoh%20moses&limit=50');
    expect(response.status).toBe(200);
    expect(response.json.total).toBeGreaterThanOrEqual(21);
    const hits: Hit[] = response.json.results;
    expect(hits.length).toBe(Math.min(50, response.json.total));
    for (const hit of hits) {
      expect(hit.ayah.translation).toMatch(/pharaoh/i);
      expect(hit.ayah.translation).toMatch(/moses/i);
    }
    for (let i = 1; i < hits.length; i += 1) expect(hits[i - 1].score).toBeGreaterThanOrEqual(hits[i].score);
  });

  it('is case- and punctuation-insensitive', async () => {
    const plain = await service.get('/api/v1/quran?search=mercy');
    const shouted = await service.get(`/api/v1/quran?search=${encodeURIComponent('MERCY!!! [mercy]')}`);
    expect(plain.status).toBe(200);
    expect(plain.json.total).toBeGreaterThan(50);
    expect(shouted.json.total).toBe(plain.json.total);
    expect(shouted.json.results.map((h: Hit) => h.ayah.reference)).toEqual(plain.json.results.map((h: Hit) => h.ayah.reference));
  });

  it('pages through the ranking with limit and offset', async () => {
    const first = await service.get('/api/v1/quran?search=throne&limit=10&offset=0');
    const second = await service.get('/api/v1/quran?search=throne&limit=10&offset=10');
    const both = await service.get('/api/v1/quran?search=throne&limit=20');
    expect(first.json.total).toBeGreaterThanOrEqual(27);
    expect(second.json.total).toBe(first.json.total);
    expect(second.json.offset).toBe(10);
    const refs = (r: { json: { results: Hit[] } }) => r.json.results.map((h) => h.ayah.reference);
    expect([...refs(first), ...refs(second)]).toEqual(refs(both));
    for (const hit of both.json.results as Hit[]) expect(hit.ayah.translation).toMatch(/thron/i);

    const beyond = await service.get(`/api/v1/quran?search=throne&offset=${first.json.total}`);
    expect(beyond.status).toBe(200);
    expect(beyond.json.results).toEqual([]);
    expect(beyond.json.total).toBe(first.json.total);
  });

  it('returns an empty page, not an error, for words that occur nowhere', async () => {
    const response = await service.get('/api/v1/quran?search=smartphone');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ total: 0, results: [] });
  });

  it.each([
    ['search=', "Invalid query parameter 'search': must not be empty"],
    [`search=${encodeURIComponent('?!...')}`, "Invalid query parameter 'search': must contain a letter or a digit"],
    ['search=light&surah=24', "'search' cannot be combined with 'surah', 'ayah', 'from' or 'to'"],
    ['search=light&limit=0', "Invalid query parameter 'limit': must be 1 or more (results per page)"],
    ['search=light&limit=101', "Invalid query parameter 'limit': must be at most 100 (results per page)"],
    ['search=light&offset=-1', "Invalid query parameter 'offset': must be a whole number (results to skip)"],
  ])('answers 400 for %s', async (query, message) => {
    expectError(await service.get(`/api/v1/quran?${query}`), 400, message);
  });
});

describe('GET /api/v1/quran?list=translations', () => {
  it('names every edition served, with its translator, source and licence', async () => {
    const response = await service.get('/api/v1/quran?list=translations');
    expect(response.status).toBe(200);
    expect(response.json.total).toBe(13);
    expect(response.json.default_translation).toBe('en.sahih');
    const languages = response.json.results.map((e: { language: string }) => e.language).sort();
    expect(languages).toEqual(['bn', 'en', 'en', 'en', 'en', 'es', 'fr', 'id', 'ru', 'sv', 'tr', 'ur', 'zh']);
    // Tanzil's two public-domain English translations, credited as Tanzil asks.
    expect(response.json.results.find((e: { id: string }) => e.id === 'en.pickthall')).toEqual({
      id: 'en.pickthall',
      language: 'en',
      language_name: 'English',
      kind: 'translation',
      name: 'Marmaduke Pickthall (English, 1930)',
      translator: 'Marmaduke Pickthall',
      source: 'https://tanzil.net/trans/en.pickthall',
      direction: 'ltr',
      licence: 'Public domain (translator died over 70 years ago); text from Tanzil.net, verbatim, source named',
      package: 'Tanzil.net translations via Okuyun/Rehber@ed9e22e',
      search: 'stemmed',
    });
    expect(response.json.results.find((e: { id: string }) => e.id === 'ur.maududi')).toEqual({
      id: 'ur.maududi',
      language: 'ur',
      language_name: 'Urdu',
      kind: 'translation',
      name: "Abul A'la Maududi (Urdu)",
      translator: "Abul A'la Maududi",
      source: 'https://tanzil.net/trans/ur.maududi',
      direction: 'rtl',
      licence: 'CC-BY-SA-4.0',
      package: 'quran-json@3.1.2',
      search: 'folded',
    });
    const searchOf = (id: string) => response.json.results.find((e: { id: string }) => e.id === id).search;
    expect([searchOf('fr.hamidullah'), searchOf('zh.makin'), searchOf('en.transliteration')]).toEqual(['stemmed', 'characters', 'folded']);
  });

  it('refuses other parameters with it', async () => {
    expectError(await service.get('/api/v1/quran?list=translations&surah=1'), 400, "'list' cannot be combined with 'surah'");
  });
});

describe('GET /api/v1/quran?translations=...', () => {
  it("serves every verse of every edition exactly as quran-json (or Tanzil's pinned file) ships it", async () => {
    const expected = new Map(await Promise.all(QURAN_EDITIONS.map(async (edition) => [edition.id, await editionTexts(edition)] as const)));
    let compared = 0;
    for (let surah = 1; surah <= 114; surah += 1) {
      const response = await service.get(`/api/v1/quran?surah=${surah}&translations=${ALL}`);
      expect(response.status).toBe(200);
      const ayahs = response.json.ayahs as Verse[];
      expect(ayahs).toHaveLength(AYAH_COUNTS[surah - 1]);
      for (const verse of ayahs) {
        expect(Object.keys(verse.translations!)).toEqual(QURAN_EDITIONS.map((e) => e.id));
        for (const [id, text] of Object.entries(verse.translations!)) {
          if (text !== expected.get(id)!.get(verse.reference)) throw new Error(`${id} ${verse.reference} differs from quran-json`);
          compared += 1;
        }
        expect(verse.translation).toBe(verse.translations!['en.sahih']);
      }
    }
    expect(compared).toBe(6236 * 13);
  });

  it('leaves answers without it as they were, and keeps `translation` English with it', async () => {
    const plain = await service.get('/api/v1/quran?surah=17&ayah=23');
    expect(plain.json.ayah.translations).toBeUndefined();
    const withUrdu = await service.get('/api/v1/quran?surah=17&ayah=23&translations=ur');
    expect(withUrdu.json.ayah.translation).toBe(plain.json.ayah.translation);
    expect(Object.keys(withUrdu.json.ayah.translations)).toEqual(['ur.maududi']);
    expect(withUrdu.json.ayah.translations['ur.maududi']).toMatch(/^تیرے رب نے فیصلہ کر دیا ہے/);
    expect(withUrdu.headers.get('etag')).not.toBe(plain.headers.get('etag'));
  });

  it('takes language codes, edition ids and "transliteration", in the order named, each once', async () => {
    const response = await service.get('/api/v1/quran?surah=1&ayah=1&translations=transliteration,FR,en.sahih,fr.hamidullah');
    expect(response.status).toBe(200);
    expect(response.json.ayah.translations).toEqual({
      'en.transliteration': 'Bismi Allahi alrrahmani alrraheemi',
      'fr.hamidullah': "Au nom d'Allah, le Tout Miséricordieux, le Très Miséricordieux",
      'en.sahih': 'In the name of Allah, the Entirely Merciful, the Especially Merciful',
    });
  });

  it("serves Tanzil's Pickthall and Yusuf Ali in their own wording", async () => {
    const response = await service.get('/api/v1/quran?surah=2&ayah=256&translations=en.pickthall,en.yusufali');
    expect(response.status).toBe(200);
    expect(response.json.ayah.translations['en.pickthall']).toMatch(/^There is no compulsion in religion\. /);
    expect(response.json.ayah.translations['en.yusufali']).toMatch(/^Let there be no compulsion in religion: /);
  });

  it('carries the editions through keys, slices, divisions and search', async () => {
    const keysAnswer = await service.get('/api/v1/quran?verse_key=2:255-256,112:1&translations=tr,zh');
    expect(keysAnswer.json.results.map((r: { ayah: Verse }) => Object.keys(r.ayah.translations!))).toEqual([
      ['tr.diyanet', 'zh.makin'],
      ['tr.diyanet', 'zh.makin'],
      ['tr.diyanet', 'zh.makin'],
    ]);
    expect(keysAnswer.json.results[1].ayah.translations['tr.diyanet']).toMatch(/^Dinde zorlama yoktur/);
    const slice = await service.get('/api/v1/quran?surah=94&from=5&to=6&translations=id');
    expect(slice.json.ayahs.map((a: Verse) => a.translations!['id.indonesian'])).toEqual([
      'Maka sesungguhnya bersama kesulitan ada kemudahan',
      'sesungguhnya bersama kesulitan ada kemudahan',
    ]);
    const juz = await service.get('/api/v1/quran?juz=30&limit=3&offset=0&translations=bn');
    expect(juz.json.results.map((r: { ayah: Verse }) => r.ayah.reference)).toEqual(['78:1', '78:2', '78:3']);
    expect(juz.json.results.every((r: { ayah: Verse }) => r.ayah.translations!['bn.bengali'].length > 0)).toBe(true);
  });

  it('refuses an edition it does not have, naming those it has', async () => {
    const unknown = await service.get('/api/v1/quran?surah=1&translations=en,de');
    expectError(unknown, 400, /'de' is not a translation here/);
    expect(unknown.json.message).toContain('ur.maududi');
    expectError(await service.get('/api/v1/quran?surah=1&translations=en,,ur'), 400, /comma-separated/);
    expectError(await service.get('/api/v1/quran?surah=1&translations='), 400, /comma-separated/);
  });
});

describe('GET /api/v1/quran?search=...&translations=...', () => {
  it('searches the first edition named, with its own analyser, and marks the words in its text', async () => {
    const response = await service.get(`/api/v1/quran?search=${encodeURIComponent('терпение намаз')}&translations=ru,en`);
    expect(response.status).toBe(200);
    expect(response.json.searched).toEqual(['ru.kuliev']);
    const references = response.json.results.map((hit: { ayah: Verse }) => hit.ayah.reference);
    expect(references).toEqual(expect.arrayContaining(['2:45', '2:153']));
    const hit = response.json.results.find((h: { ayah: Verse }) => h.ayah.reference === '2:153');
    const text = hit.ayah.translations['ru.kuliev'];
    // Typed in the nominative, found in the dative: терпение / терпению, намаз / намазу.
    expect(hit.highlights['ru.kuliev'].map(([start, end]: [number, number]) => text.slice(start, end))).toEqual(['терпению', 'намазу']);
    expect(hit.highlights.translation).toBeUndefined();
  });

  it('searches English and Arabic as before without it, and says so', async () => {
    const response = await service.get('/api/v1/quran?search=patience%20prayer');
    expect(response.json.searched).toEqual(['en.sahih', 'arabic']);
    expect(response.json.results[0].ayah.translations).toBeUndefined();
  });

  it('searches the Arabic text for a query in Arabic script, unless the edition is Urdu', async () => {
    const arabic = await service.get(`/api/v1/quran?search=${encodeURIComponent('الحي القيوم')}&translations=fr`);
    expect(arabic.json.searched).toEqual(['en.sahih', 'arabic']);
    expect(arabic.json.results.map((hit: { ayah: Verse }) => hit.ayah.reference)).toContain('2:255');
    expect(arabic.json.results[0].ayah.translations['fr.hamidullah']).toBeDefined();
    const urdu = await service.get(`/api/v1/quran?search=${encodeURIComponent('صبر اور نماز')}&translations=ur`);
    expect(urdu.json.searched).toEqual(['ur.maududi']);
    expect(urdu.json.results.map((hit: { ayah: Verse }) => hit.ayah.reference)).toEqual(expect.arrayContaining(['2:45', '2:153']));
  });

  it('finds Chinese by its characters, written without spaces', async () => {
    const response = await service.get(`/api/v1/quran?search=${encodeURIComponent('孝敬父母')}&translations=zh`);
    expect(response.json.results.map((hit: { ayah: Verse }) => hit.ayah.reference)).toEqual(expect.arrayContaining(['17:23', '31:14']));
    const hit = response.json.results.find((h: { ayah: Verse }) => h.ayah.reference === '17:23');
    const text: string = hit.ayah.translations['zh.makin'];
    expect(hit.highlights['zh.makin'].map(([start, end]: [number, number]) => text.slice(start, end)).join('')).toBe('孝敬父母');
  });
});
