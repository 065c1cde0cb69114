import { DEFAULT_PASSAGES, passagesOf } from '../../../../functions/search/passages';

const hit = (group: number, id: number, score: number) => ({ group, id, score });

describe('passagesOf', () => {
  it('builds each passage around the best hit not yet taken, taking in hits of its group at most one id apart', () => {
    const passages = passagesOf([hit(17, 23, 10), hit(31, 14, 9), hit(17, 24, 4), hit(17, 26, 2), hit(2, 83, 8)]);
    expect(passages.map(({ group, from, to, hits }) => ({ group, from, to, hits }))).toEqual([
      { group: 17, from: 23, to: 26, hits: [23, 24, 26] },
      { group: 31, from: 14, to: 14, hits: [14] },
      { group: 2, from: 83, to: 83, hits: [83] },
    ]);
    // Scored by the hit it was built around, whatever its neighbours add: the order of the ranking is kept.
    expect(passages.map((p) => p.score)).toEqual([10, 9, 8]);
    expect(passages[0].coverage).toBe(0);
    expect(
      passagesOf([
        { ...hit(1, 2, 5), coverage: 0.9 },
        { ...hit(1, 1, 3), coverage: 0.4 },
      ])[0].coverage,
    ).toBe(0.9);
  });

  it('never reorders the ranking: a run of weak neighbours does not lift a passage above a better lone hit', () => {
    const ranked = [hit(18, 94, 45.5), hit(2, 127, 25.6), hit(2, 126, 20), hit(2, 128, 20), hit(2, 129, 19), hit(18, 95, 10)];
    expect(passagesOf(ranked).map((p) => [p.group, p.from, p.to, p.hits[0]])).toEqual([
      [18, 94, 95, 94],
      [2, 126, 129, 127],
    ]);
  });

  it('the first passage holds the first hit, with its best neighbours first when a passage is full', () => {
    const ranked = [hit(5, 10, 9), hit(5, 8, 1), hit(5, 12, 5), hit(5, 14, 4), hit(5, 6, 3)];
    const [first] = passagesOf(ranked, { ...DEFAULT_PASSAGES, maxLength: 5 });
    expect(first.hits[0]).toBe(10);
    expect([first.from, first.to]).toEqual([10, 14]);
  });

  it('splits hits further apart, other groups, and runs longer than the longest passage', () => {
    expect(passagesOf([hit(1, 1, 3), hit(1, 4, 2), hit(2, 2, 1)]).map((p) => [p.group, p.from, p.to])).toEqual([
      [1, 1, 1],
      [1, 4, 4],
      [2, 2, 2],
    ]);
    const run = Array.from({ length: 9 }, (_, i) => hit(5, i + 1, 10 - i));
    const passages = passagesOf(run, { ...DEFAULT_PASSAGES, maxLength: 4 });
    expect(passages.map((p) => [p.from, p.to])).toEqual([
      [1, 4],
      [5, 8],
      [9, 9],
    ]);
  });

  it('gives nothing for nothing', () => {
    expect(passagesOf([])).toEqual([]);
  });
});
