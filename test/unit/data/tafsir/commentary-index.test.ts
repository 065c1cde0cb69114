import { buildCommentaryIndex, mergedRanges } from '../../../../data/tafsir/commentary-index';

const unit = (surah: number, ayahFrom: number, ayahTo: number, text: string) => ({ surah, ayahFrom, ayahTo, text });

describe('mergedRanges', () => {
  it('merges the editions\u2019 overlapping ranges into one document holding every text on it, each once', () => {
    const merged = mergedRanges([
      unit(2, 1, 1, 'a1'),
      unit(2, 2, 2, 'a2'),
      unit(2, 3, 3, 'a3'),
      unit(2, 1, 2, 'b1-2'), // another edition groups 1-2
      unit(2, 3, 5, 'b3-5'),
      unit(2, 4, 4, 'a4'),
      unit(3, 1, 1, 'c1'),
    ]);
    expect(merged).toEqual([
      { surah: 2, from: 1, to: 2, texts: ['a1', 'b1-2', 'a2'] },
      { surah: 2, from: 3, to: 5, texts: ['a3', 'b3-5', 'a4'] },
      { surah: 3, from: 1, to: 1, texts: ['c1'] },
    ]);
  });
});

describe('buildCommentaryIndex', () => {
  const units = [
    unit(1, 1, 1, 'mercy mercy mercy of the lord'),
    unit(1, 2, 3, 'the lord of the worlds, the worlds of men and jinn'),
    unit(2, 255, 255, 'the throne and the footstool of the lord'),
  ];

  it('indexes each range once under its first ayah, with the full text\u2019s frequencies and lengths', () => {
    const { index: built, ranges } = buildCommentaryIndex(units);
    const index = { stats: built.stats, postings: new Map(built.terms()) };
    expect(ranges).toEqual([
      { surah: 1, from: 1, to: 1 },
      { surah: 1, from: 2, to: 3 },
      { surah: 2, from: 255, to: 255 },
    ]);
    expect(index.stats.documentCount).toBe(3);
    const mercy = index.postings.get('merci') ?? index.postings.get('mercy');
    expect(mercy).toEqual([{ group: 1, id: 1, termFrequency: 3, documentLength: 6, positions: [] }]);
    expect(index.postings.get('footstool')).toEqual([expect.objectContaining({ group: 2, id: 255 })]);
  });

  it('keeps only each range\u2019s most distinctive terms when asked, with the same frequencies and lengths', () => {
    const whole = (built: ReturnType<typeof buildCommentaryIndex>) => ({ index: { postings: new Map(built.index.terms()) } });
    const full = whole(buildCommentaryIndex(units));
    const pruned = whole(buildCommentaryIndex(units, { distinctiveTerms: 2 }));
    for (const [term, list] of pruned.index.postings) {
      for (const posting of list) expect(full.index.postings.get(term)).toContainEqual(posting);
    }
    const perRange = new Map<string, number>();
    for (const list of pruned.index.postings.values())
      for (const p of list) perRange.set(`${p.group}:${p.id}`, (perRange.get(`${p.group}:${p.id}`) ?? 0) + 1);
    expect([...perRange.values()].every((count) => count <= 2)).toBe(true);
    // "the" is in every range: never among the most distinctive.
    expect(pruned.index.postings.has('the')).toBe(false);
    expect(full.index.postings.get('the')).toHaveLength(3);
  });
});
