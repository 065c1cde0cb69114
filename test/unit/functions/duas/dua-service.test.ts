import type { DuaRecord } from '../../../../functions/duas/dua-items';
import { DuaService } from '../../../../functions/duas/dua-service';
import { InMemoryDuaRepository } from './in-memory-dua-repository';
import { DUAS } from './sample-duas';

/** The duas endpoint's domain over duas held in memory: listing, lookup, categories, search and the corpus-missing answers. */
const IMPORT_COMMAND = 'npm run corpus:import -- --local';

function serviceOver(duas: readonly DuaRecord[] = DUAS, clock: () => number = () => Date.parse('2026-11-26T12:00:00Z')) {
  const repository = new InMemoryDuaRepository(duas);
  return { repository, duas: new DuaService(repository.asRepository(), IMPORT_COMMAND, clock) };
}

describe('DuaService: categories and listing', () => {
  it('lists all thirteen categories with snake_case slugs and the count of duas in each', async () => {
    const { duas } = serviceOver();
    const answer = await duas.categories();
    expect(answer.total).toBe(13);
    expect(answer.results[0]).toEqual({ name_english: 'Morning & Evening', slug: 'morning_evening', count: 2 });
    expect(answer.results.find((c) => c.slug === 'traveling')?.count).toBe(2);
    expect(answer.results.find((c) => c.slug === 'anxiety_sorrow')?.count).toBe(1);
    expect(answer.results.reduce((n, c) => n + c.count, 0)).toBe(DUAS.length);
  });

  it('pages through every dua in category order', async () => {
    const { duas } = serviceOver();
    const first = await duas.all({ limit: 2, offset: 0 });
    expect(first).toMatchObject({ total: 5, limit: 2, offset: 0 });
    expect(first.results.map((d) => d.id)).toEqual([1, 2]);
    const rest = await duas.all({ limit: 10, offset: 2 });
    // Category order (as DUA_CATEGORIES): anxiety-sorrow (5th) comes before traveling (7th).
    expect(rest.results.map((d) => d.id)).toEqual([5, 3, 4]);
  });

  it('finds a category by name or slug, case and "&"/"and" alike, and lists only its duas', async () => {
    const { duas } = serviceOver();
    for (const requested of ['Morning & Evening', 'morning and evening', 'MORNING_EVENING', 'morning-evening']) {
      const answer = await duas.inCategory(requested, { limit: 20, offset: 0 });
      expect([requested, answer.category]).toEqual([requested, { name_english: 'Morning & Evening', slug: 'morning_evening' }]);
      expect(answer.results.map((d) => d.id)).toEqual([1, 2]);
    }
  });

  it('refuses a category that does not exist, naming the categories there are', async () => {
    const { duas } = serviceOver();
    await expect(duas.inCategory('Dreams', { limit: 20, offset: 0 })).rejects.toThrow(
      /^No dua category 'Dreams'; the categories are: Morning & Evening, Waking & Sleeping, .*Forgiveness & Remembrance$/,
    );
    await expect(duas.search('journey', 'Dreams', { limit: 20, offset: 0 })).rejects.toThrow(/^No dua category 'Dreams'/);
  });
});

describe('DuaService: one dua', () => {
  it('shapes a dua with every field it has, the category by its name, and each reference with its evidence', async () => {
    const { duas } = serviceOver();
    const morning = await duas.byId(1);
    expect(morning).toEqual({
      id: 1,
      title: 'Morning remembrance',
      category: 'Morning & Evening',
      category_slug: 'morning_evening',
      chapter: 'Chapter of Morning remembrance',
      arabic: 'بِسْمِ اللَّهِ',
      transliteration: 'Asbahna wa asbahal-mulku lillah',
      translation: 'We have reached the morning and the dominion belongs to Allah',
      repeat: 3,
      repeat_note: 'in the morning',
      references: [
        {
          collection: 'muslim',
          number: '2723',
          reference: 'Sahih Muslim 2723',
          url: 'https://sunnah.com/muslim:2723',
          verified: true,
          grades: [{ grader: 'Muslim', grade: 'Sahih', class: 'sahih' }],
        },
        { collection: 'abudawood', reference: 'Sunan Abi Dawud', verified: false, note: 'cited without a number' },
      ],
    });
  });

  it('leaves out the fields a dua lacks', async () => {
    const { duas } = serviceOver();
    const evening = await duas.byId(2);
    expect(Object.keys(evening).sort()).toEqual(
      ['arabic', 'category', 'category_slug', 'chapter', 'id', 'references', 'repeat', 'title', 'translation'].sort(),
    );
    expect((await duas.byId(3)).virtue).toBe('protection on the road');
  });

  it('refuses an id no dua has, with the range of ids there are', async () => {
    const { duas } = serviceOver();
    await expect(duas.byId(99)).rejects.toThrow('No dua has id 99; ids run from 1 to 5');
  });
});

describe('DuaService: search', () => {
  it('ranks the duas holding every word, with scores, highlights and the page asked for', async () => {
    const { duas } = serviceOver();
    const answer = await duas.search('journey', undefined, { limit: 20, offset: 0 });
    expect(answer).toMatchObject({ query: 'journey', match: 'all', total: 2, limit: 20, offset: 0, ignored_terms: [] });
    expect(answer.results.map((d) => d.id).sort()).toEqual([3, 4]);
    for (const result of answer.results) {
      expect(result.score).toBeGreaterThan(0);
      const [start, end] = result.highlights.title[0];
      expect(result.title.slice(start, end)).toBe('journey');
    }
    const second = await duas.search('journey', undefined, { limit: 1, offset: 1 });
    expect(second.total).toBe(2);
    expect(second.results.map((d) => d.id)).toEqual([answer.results[1].id]);
  });

  it('searches within one category, and names it', async () => {
    const { duas } = serviceOver();
    const answer = await duas.search('dominion', 'Morning & Evening', { limit: 20, offset: 0 });
    expect(answer.category).toEqual({ name_english: 'Morning & Evening', slug: 'morning_evening' });
    expect(answer.results.map((d) => d.id).sort()).toEqual([1, 2]);
    expect((await duas.search('dominion', 'traveling', { limit: 20, offset: 0 })).total).toBe(0);
  });

  it("answers the duas relevant to a question, best first, with their coverage: search's first duas for it", async () => {
    const { duas } = serviceOver();
    const question = 'What do I say in worry and grief?';
    const relevant = await duas.answering(question, 3);
    expect(relevant[0].id).toBe(5);
    expect(relevant[0].coverage).toBeGreaterThan(0);
    const searched = await duas.search(question, undefined, { limit: 3, offset: 0 });
    expect(relevant.map((dua) => dua.id)).toEqual(searched.results.map((dua) => dua.id));
  });
});

describe('DuaService: a corpus not imported, and what it keeps', () => {
  it('refuses every request with the command that imports the corpus', async () => {
    const { repository, duas } = serviceOver();
    repository.imported = false;
    const message = `The dua corpus has not been imported into this table yet; run: ${IMPORT_COMMAND}`;
    await expect(duas.categories()).rejects.toThrow(message);
    await expect(duas.byId(1)).rejects.toThrow(message);
    await expect(duas.search('journey', undefined, { limit: 20, offset: 0 })).rejects.toThrow(message);
  });

  it('says an import is under way while one reports progress', async () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const { repository, duas } = serviceOver(DUAS, () => now);
    repository.imported = false;
    repository.importProgress = { startedAt: now - 20_000, updatedAt: now - 1_000, written: 400, total: 1_000 };
    await expect(duas.categories()).rejects.toThrow(/^The dua corpus is being imported into this table now \(40% of 1,000 items written/);
  });

  it('reads the categories and the duas once, then answers from what it keeps', async () => {
    const { repository, duas } = serviceOver();
    await duas.all({ limit: 20, offset: 0 });
    const afterFirst = repository.reads.length;
    // The marker, the categories and each of the thirteen categories' duas.
    expect(afterFirst).toBe(2 + 13);
    await duas.byId(4);
    await duas.inCategory('traveling', { limit: 20, offset: 0 });
    await duas.categories();
    expect(repository.reads).toHaveLength(afterFirst);
  });
});
