import { HELD_OUT_MULTILINGUAL_QUESTIONS } from '../../support/held-out-multilingual-questions';
import { serviceForSuite } from '../../support/local-service';
import { TRANSLATION_JUDGMENTS } from '../../support/translation-judgments';

/**
 * The translation judgments (test/support/translation-judgments.ts) through the HTTP server: recall at 10
 * per edition, printed, and failing below the floors set from the first measurement (docs/search.md, "Search").
 * Bengali has no maintained stemmer and is only folded: its suffixed words ("নামাযের") miss a bare query.
 */
const MIN_RECALL_AT_10: Record<string, number> = {
  fr: 1,
  es: 0.93,
  id: 0.93,
  ru: 1,
  sv: 1,
  tr: 0.93,
  bn: 0.5,
  ur: 0.93,
  zh: 0.93,
  transliteration: 0.93,
};

const service = serviceForSuite();

describe('the translation judgments', () => {
  it('cover every edition but the default English, with eight queries each', () => {
    expect(Object.keys(MIN_RECALL_AT_10).sort()).toEqual([...new Set(TRANSLATION_JUDGMENTS.map((j) => j.edition))].sort());
    for (const edition of Object.keys(MIN_RECALL_AT_10)) {
      expect(TRANSLATION_JUDGMENTS.filter((j) => j.edition === edition)).toHaveLength(8);
    }
  });

  it.each(Object.keys(MIN_RECALL_AT_10))('find the verses expected on the first page in %s', async (edition) => {
    const judgments = TRANSLATION_JUDGMENTS.filter((j) => j.edition === edition);
    let sum = 0;
    const misses: string[] = [];
    for (const judgment of judgments) {
      const response = await service.get(`/api/v1/quran?search=${encodeURIComponent(judgment.query)}&translations=${edition}&limit=10`);
      expect(response.status).toBe(200);
      const first = new Set(response.json.results.map((hit: { ayah: { reference: string } }) => hit.ayah.reference));
      const recall = judgment.relevant.filter((reference) => first.has(reference)).length / judgment.relevant.length;
      sum += recall;
      if (recall < 1) misses.push(`${judgment.query} (${recall})`);
    }
    const recall = sum / judgments.length;
    console.log(`recall@10 ${edition}: ${recall.toFixed(3)} over ${judgments.length} queries; below 1: ${misses.join(' | ') || 'none'}`);
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL_AT_10[edition]);
  });
});

/**
 * Issue 53: a question in one of the nine other languages, with no language named, as a user sends it. Measured on the
 * held-out multilingual set (never tuned on; test/support/multilingual-tuning-questions.ts is the tuning set) through
 * the server; the floors are the first measurement, rounded down (docs/search.md, "Questions in other languages").
 * Before: 1 % found at 10 by search and by the chat.
 */
const NINE = HELD_OUT_MULTILINGUAL_QUESTIONS.filter((judgment) => judgment.language !== 'en' && judgment.language !== 'ar');
// With the translations' bridge (issue 53, item 3): search 0.411/0.688 → 0.429/0.732, chat 0.304/0.652 → 0.321/0.696.
const FOREIGN_FLOORS = { search: { at1: 0.4, at10: 0.7 }, chat: { at1: 0.3, at10: 0.66 } };
/** Every question through HTTP, twice: minutes on a machine busy with other work. */
const FOREIGN_BUDGET_MS = 600_000;

const within = (expected: readonly string[], key: string) =>
  expected.some((range) => {
    const [surah, ayahs] = range.split(':');
    const [from, to = from] = ayahs.split('-');
    const [s, a] = key.split(':').map(Number);
    return Number(surah) === s && a >= Number(from) && a <= Number(to);
  });

describe('questions in the nine other languages, no language named (issue 53)', () => {
  it('says which language it read, searches its translation, and lets `language` decide', async () => {
    const french = await service.get(`/api/v1/quran?search=${encodeURIComponent('Que dit le Coran sur les parents ?')}&limit=5`);
    expect(french.status).toBe(200);
    expect(french.json).toMatchObject({ language: 'fr', searched: ['fr.hamidullah'], match: 'any' });
    const keys = french.json.results.map(
      (hit: { surah_number: number; ayah: { ayah_number: number } }) => `${hit.surah_number}:${hit.ayah.ayah_number}`,
    );
    // Before: 74:24 ("il dit") first.
    expect(keys.some((key: string) => within(['17:23-24', '31:14-15', '46:15', '2:83', '4:36', '29:8'], key))).toBe(true);
    expect(french.json.results[0].ayah.translations['fr.hamidullah']).toMatch(/\w/);
    const named = await service.get(`/api/v1/quran?search=${encodeURIComponent('sabar')}&language=id&limit=3`);
    expect(named.json).toMatchObject({ language: 'id', searched: ['id.indonesian'] });
    const refused = await service.get('/api/v1/quran?search=sabar&language=xx');
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/language/);
    expect((await service.get('/api/v1/quran?surah=1&language=fr')).status).toBe(400);
  });

  it('answers the chat in the asker’s language, the verses in its translation with the English and Arabic', async () => {
    const response = await service.post('/api/v1/chat', JSON.stringify({ prompt: '¿Qué dice el Corán sobre la paciencia?' }));
    expect(response.status).toBe(200);
    expect(response.json.language).toBe('es');
    expect(response.json.reply).toMatch(/^Respuesta/);
    const [first] = response.json.sources as Array<{ kind: string; text: string; english: string; arabic: string }>;
    expect(first.kind).toBe('quran');
    expect(first.english).toMatch(/patien/i);
    expect(response.json.reply).toContain(first.text);
    expect(response.json.reply).toContain(first.english);
  });

  it('reaches a verse through the bridge from a translation’s words to the English and Arabic ones', async () => {
    // Neither the words in the translation alone nor a concept the table names answered these before the bridge: no verse.
    for (const question of ['cuántos años durmieron los jóvenes de la cueva', 'গুহার লোকেরা কত বছর ঘুমিয়েছিল']) {
      const response = await service.get(`/api/v1/quran?search=${encodeURIComponent(question)}&limit=3`);
      expect(response.status).toBe(200);
      const keys = response.json.results.map(
        (hit: { surah_number: number; ayah: { ayah_number: number } }) => `${hit.surah_number}:${hit.ayah.ayah_number}`,
      );
      expect(keys.some((key: string) => within(['18:11', '18:25'], key))).toBe(true);
    }
    // A word it does not know still counts: Python and Windows are not left out to make a verse look like an answer.
    const python = await service.get(`/api/v1/quran?search=${encodeURIComponent('Как установить Python на Windows?')}`);
    expect(python.json).toMatchObject({ language: 'ru', total: 0 });
  });

  it('reads words no verse nearly holds as a question in their language, and words one verse holds as words', async () => {
    const first = async (query: string) => {
      const response = await service.get(`/api/v1/quran?search=${encodeURIComponent(query)}&limit=3`);
      expect(response.status).toBe(200);
      const [hit] = response.json.results as Array<{ surah_number: number; ayah: { ayah_number: number } }>;
      return { language: response.json.language, first: hit && `${hit.surah_number}:${hit.ayah.ayah_number}` };
    };
    // Shortening the prayer on a journey: weighed word by word, "on the road" (15:76) came first, holding one word of three.
    expect(await first('сокращение намаза в дороге')).toEqual({ language: 'ru', first: '4:101' });
    // 2:183 holds all but «aux»: words to find, not the believers' concept.
    expect(await first('prescrit aux croyants comme à ceux avant vous')).toEqual({ language: 'fr', first: '2:183' });
  });

  it(
    'finds the held-out questions’ verses',
    async () => {
      const found = { search: { at1: 0, at10: 0 }, chat: { at1: 0, at10: 0 } };
      const answerable = NINE.filter((judgment) => judgment.quran.length > 0);
      for (const judgment of answerable) {
        const search = await service.get(`/api/v1/quran?search=${encodeURIComponent(judgment.question)}&limit=10`);
        const searched = (search.json.results ?? []).map(
          (hit: { surah_number: number; ayah: { ayah_number: number } }) => `${hit.surah_number}:${hit.ayah.ayah_number}`,
        );
        const chat = await service.post('/api/v1/chat', JSON.stringify({ prompt: judgment.question }));
        const grounded = (chat.json.sources as Array<{ kind: string; surah: number; matched_ayahs?: number[] }>)
          .filter((source) => source.kind === 'quran')
          .flatMap((source) => (source.matched_ayahs ?? []).map((ayah) => `${source.surah}:${ayah}`));
        for (const [name, keys] of [
          ['search', searched],
          ['chat', grounded],
        ] as const) {
          if (keys[0] && within(judgment.quran, keys[0])) found[name].at1 += 1;
          if (keys.slice(0, 10).some((key: string) => within(judgment.quran, key))) found[name].at10 += 1;
        }
      }
      const share = (n: number) => n / answerable.length;
      console.log(
        `issue 53, held-out (${answerable.length}): search found@1 ${share(found.search.at1).toFixed(3)} @10 ${share(found.search.at10).toFixed(3)}; ` +
          `chat found@1 ${share(found.chat.at1).toFixed(3)} @10 ${share(found.chat.at10).toFixed(3)}`,
      );
      for (const name of ['search', 'chat'] as const) {
        expect(share(found[name].at1)).toBeGreaterThanOrEqual(FOREIGN_FLOORS[name].at1);
        expect(share(found[name].at10)).toBeGreaterThanOrEqual(FOREIGN_FLOORS[name].at10);
      }
    },
    FOREIGN_BUDGET_MS,
  );
});
