import { serviceForSuite } from '../../../support/local-service';
import { realCorpusSources, realCorpusSuite } from '../../../support/real-corpus';

/**
 * Issue 49's named failures of the retrieval-only chat, through the server on the real corpus: the order search gives,
 * the famous narrations it finds, the answer on the first screen, nothing offered where nothing answers, and the
 * honorific laypeople write. The measurements over whole sets are in test/integration/search/question-judgments.test.ts.
 */
const real = await realCorpusSources();
const suite = real ? describe : describe.skip;
// Retrieval-only: no provider key (before the service starts: its handlers read the environment then).
beforeAll(() => {
  delete process.env.CHAT_API_KEY;
  delete process.env.CHAT_API_KEY_SECRET_ID;
});
const service = serviceForSuite({ hadith: 'real' }, { skip: !real });

interface Source {
  kind: string;
  reference: string;
  surah?: number;
  ayah_from?: number;
  ayah_to?: number;
  matched_ayahs?: number[];
}

async function ask(prompt: string): Promise<{ reply: string; sources: Source[] }> {
  const response = await service.post('/api/v1/chat', JSON.stringify({ prompt }));
  expect(response.status).toBe(200);
  return response.json as { reply: string; sources: Source[] };
}

const holds = (source: Source | undefined, surah: number, ayah: number) =>
  source?.kind === 'quran' && source.surah === surah && source.ayah_from! <= ayah && ayah <= source.ayah_to!;

suite(realCorpusSuite('POST /api/v1/chat without a provider: the answer first', real), () => {
  it("puts search's best passage first, not the one that holds most of the words", async () => {
    // Before: a 25.6-point passage on Abraham before the 45.5-point 18:93-99; backbiting's 49:12 under 4:111-113.
    expect(holds((await ask('The wall of Gog and Magog')).sources[0], 18, 94)).toBe(true);
    expect(holds((await ask('What does the Quran say about backbiting?')).sources[0], 49, 12)).toBe(true);
    expect(holds((await ask('the story of the elephant army')).sources[0], 105, 1)).toBe(true);
  });

  it("gives every verse and narration of search's first page", async () => {
    const six = new Set(['bukhari', 'muslim', 'abudawood', 'tirmidhi', 'nasai', 'ibnmajah']);
    // Before: eight passages and eight narrations, so search's 9th and 10th (33:23, 39:33; Bukhari 33) were not given.
    for (const question of [
      'ما حكم أداء الأمانة والوفاء بالعهد؟',
      'What are the rights of neighbours?',
      'Is magic real and is it forbidden?',
    ]) {
      const query = encodeURIComponent(question);
      const verses = (await service.get(`/api/v1/quran?search=${query}&limit=10`)).json.results as Array<{ ayah: { reference: string } }>;
      const narrations = (await service.get(`/api/v1/hadith?search=${query}&limit=10`)).json.results as Array<{
        collection: string;
        number: string;
        famous_narration?: string;
      }>;
      const { sources } = (await ask(question)) as { sources: Array<Source & { collection?: string; number?: string }> };
      const given = sources.flatMap((source) =>
        source.kind === 'quran'
          ? source.matched_ayahs!.map((ayah) => `${source.surah}:${ayah}`)
          : [`${source.collection}:${source.number}`],
      );
      expect(verses).toHaveLength(10);
      expect([question, verses.map((hit) => hit.ayah.reference).filter((reference) => !given.includes(reference))]).toEqual([question, []]);
      // A famous narration is given in one or two of its copies, and the further books' copies of the six's are left out.
      const expected = narrations
        .filter((hit) => six.has(hit.collection) && !hit.famous_narration)
        .map((hit) => `${hit.collection}:${hit.number}`);
      expect([question, expected.filter((key) => !given.includes(key))]).toEqual([question, []]);
    }
  });

  it('answers the Prophet’s words with the narration, on the first screen', async () => {
    for (const [question, reference] of [
      ['What are deeds judged by, according to the Prophet?', 'Sahih al-Bukhari 1'],
      ['signs of a hypocrite', 'Sahih al-Bukhari 33'],
      // Quoted, though it names the Quran: before, only verses on learning came first.
      ['the best of you are those who learn the Quran and teach it', 'Sahih al-Bukhari 5027'],
    ]) {
      const { reply, sources } = await ask(question);
      expect([question, sources[0]?.reference]).toEqual([question, reference]);
      // Before: the first narration began after a median of 11,500 characters of verses.
      const first = reply.indexOf(`1. ${reference}`);
      expect([question, first >= 0 && first < 400]).toEqual([question, true]);
    }
  });

  it('offers nothing where no narration answers a question about the Prophet’s words', async () => {
    for (const question of ['Are video games allowed according to the hadith?', 'What did the Prophet say about computer programming?']) {
      const { reply, sources } = await ask(question);
      expect([question, sources]).toEqual([question, []]);
      expect(reply).toMatch(/matches your question closely enough/);
    }
  });

  it('builds the bridges the issue named: the verse that answers comes first', async () => {
    // Before (issue 49): 4:3 never reached; what man is made of for 51:56; divorce's 2:228 before the widow's 2:234;
    // "no bearer of burdens" before 2:286; "well" and "threw" dropped; 5:6 missed; the six days missed.
    for (const [question, surah, ayah] of [
      ['How many wives may a man marry?', 4, 3],
      ['Why did God create humans?', 51, 56],
      ["What is a widow's waiting period?", 2, 234],
      ['Does God burden a soul with more than it can bear?', 2, 286],
      ["Joseph's brothers threw him into a well", 12, 10],
      ['كيف أتوضأ', 5, 6],
    ] as const) {
      const { sources } = await ask(question);
      expect([question, holds(sources[0], surah, ayah)]).toEqual([question, true]);
    }
    // Fussilat 41:9-12 counts the days (two, then four); Al-A'raf 7:54 names the six.
    const days = (await ask('في كم يوم خلق الله السماوات والأرض')).sources.filter((source) => source.kind === 'quran');
    expect(holds(days[0], 41, 9) || holds(days[0], 7, 54)).toBe(true);
    expect(days.slice(0, 3).some((source) => holds(source, 7, 54))).toBe(true);
  });

  it('reads a question with an honorific as without it', async () => {
    const withHonorific = await ask('ولادة عيسى عليه السلام وقصة مريم تحت النخلة');
    const without = await ask('ولادة عيسى وقصة مريم تحت النخلة');
    expect(withHonorific.sources.map((source) => source.reference)).toEqual(without.sources.map((source) => source.reference));
    // Before: no verse at all. Mary under the palm tree (19:25) is among the first passages.
    expect(
      withHonorific.sources
        .filter((source) => source.kind === 'quran')
        .slice(0, 3)
        .some((source) => holds(source, 19, 25)),
    ).toBe(true);
  });
});
