import type { ReadQuery } from '../../../../functions/search/match-mode';
import { looksLikeQuestion, searchByMatch } from '../../../../functions/search/match-mode';
import { InvalidInputError } from '../../../../functions/shared/domain-errors';

/** What a service reads before its searches (the index version): counted, to show it is read once at most. */
let prepared = 0;
const prepare = async () => {
  prepared += 1;
  return 'version';
};
beforeEach(() => {
  prepared = 0;
});

/** A search that answers `hits` results under the matching named, and records what it was asked. */
function recorder(hits: { all: number; any: number }) {
  const asked: ReadQuery[] = [];
  const search = async (read: ReadQuery, version: string) => {
    expect(version).toBe('version');
    asked.push(read);
    return { hits: Array.from({ length: hits[read.match] }, (_, i) => i) };
  };
  return { asked, search };
}

describe('searchByMatch', () => {
  it("reads a question as one under 'auto'", async () => {
    const { asked, search } = recorder({ all: 3, any: 5 });
    const { read } = await searchByMatch('What does the Quran say about patience?', 'auto', prepare, search);
    expect(read.match).toBe('any');
    expect(read.concepts).toEqual(['patience (sabr)']);
    expect(asked).toHaveLength(1);
  });

  it("reads more words than a search matches all of as a question under 'auto', and refuses them under 'all'", async () => {
    const long =
      'The Prophet told a young boy to say bismillah and eat with his right hand from what is nearest to him at the meal with the family';
    const { asked, search } = recorder({ all: 3, any: 5 });
    const { read } = await searchByMatch(long, 'auto', prepare, search);
    expect(read.match).toBe('any');
    expect(read.query.words.length).toBeLessThanOrEqual(20);
    expect(asked.map((each) => each.match)).toEqual(['any']);
    await expect(searchByMatch(long, 'all', prepare, search)).rejects.toThrow(/at most 20 distinct words/);
  });

  it("matches every word of a keyword query under 'auto', and reads it as a question when that finds nothing", async () => {
    const found = recorder({ all: 3, any: 5 });
    expect((await searchByMatch('patience prayer', 'auto', prepare, found.search)).read.match).toBe('all');
    expect(found.asked.map((read) => read.match)).toEqual(['all']);
    const none = recorder({ all: 0, any: 5 });
    prepared = 0;
    const { read, outcome } = await searchByMatch('rights of parents', 'auto', prepare, none.search);
    expect(none.asked.map((r) => r.match)).toEqual(['all', 'any']);
    expect(prepared).toBe(1); // once for both searches
    expect(read.match).toBe('any');
    expect(outcome.hits).toHaveLength(5);
  });

  it("keeps a quoted phrase exact under 'auto', even when nothing matches", async () => {
    const { asked, search } = recorder({ all: 0, any: 5 });
    const { read } = await searchByMatch('"what is the rights of parents"', 'auto', prepare, search);
    expect(read.match).toBe('all');
    expect(asked).toHaveLength(1);
  });

  it("does what is asked under 'all' and 'any'", async () => {
    const all = recorder({ all: 0, any: 5 });
    expect((await searchByMatch('What is sabr?', 'all', prepare, all.search)).read.match).toBe('all');
    expect(all.asked).toHaveLength(1);
    const any = recorder({ all: 3, any: 5 });
    expect((await searchByMatch('patience prayer', 'any', prepare, any.search)).read.match).toBe('any');
  });

  it('refuses a query with no word as before, and searches the words of a question made only of function words', async () => {
    const { search } = recorder({ all: 0, any: 0 });
    await expect(searchByMatch('?!', 'any', prepare, search)).rejects.toBeInstanceOf(InvalidInputError);
    // '??' reads as a question under auto, and is refused all the same, before anything is searched.
    const refused = recorder({ all: 0, any: 0 });
    await expect(searchByMatch('??', 'auto', prepare, refused.search)).rejects.toBeInstanceOf(InvalidInputError);
    expect(refused.asked).toEqual([]);
    expect(prepared).toBe(0);
    const { read } = await searchByMatch('what is it?', 'any', prepare, search);
    expect(read.query.words.map((word) => word.typed)).toEqual(['what', 'is', 'it']);
  });
});

describe('looksLikeQuestion', () => {
  it('knows English and Arabic questions by their first word or their question mark', () => {
    for (const question of [
      'What is zakat',
      'how to pray',
      'Is music haram',
      'patience?',
      'ما حكم الربا',
      'هل الخمر حرام',
      'الصبر؟',
      'وكيف ذلك',
    ])
      expect(looksLikeQuestion(question)).toBe(true);
    for (const query of ['patience prayer', 'الصبر والصلاة', 'Moses staff', 'ماء']) expect(looksLikeQuestion(query)).toBe(false);
  });
});
