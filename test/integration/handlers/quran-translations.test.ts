import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseTanzilEdition } from '../../../data/quran/corpus';
import { DEFAULT_MIRROR } from '../../../data/support/corpus-locations';
import { TANZIL_TRANSLATIONS } from '../../../data/support/sources';
import { QURAN_EDITIONS, type QuranEdition } from '../../../functions/quran/translations';
import { AYAH_COUNTS } from '../../../functions/quran/structure';
import { expectError, startTestService, type TestService } from '../../support/local-service';

/**
 * `translations` and `list=translations` through the HTTP server: every verse of every edition served as
 * quran-json ships it, the default answers unchanged, and the errors.
 */
let service: TestService;
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

beforeAll(async () => {
  service = await startTestService();
});

afterAll(async () => {
  await service?.close();
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
