import { DEFAULT_PASSAGES, passagesOf } from '../../../../functions/search/passages';

const hit = (group: number, id: number, score: number) => ({ group, id, score });

describe('passagesOf', () => {
  it('joins hits of one group at most one id apart into a passage scored by its best hit and a quarter of the rest', () => {
    const passages = passagesOf([hit(17, 23, 10), hit(31, 14, 9), hit(17, 24, 4), hit(17, 26, 2), hit(2, 83, 8)]);
    expect(passages.map(({ group, from, to, hits }) => ({ group, from, to, hits }))).toEqual([
      { group: 17, from: 23, to: 26, hits: [23, 24, 26] },
      { group: 31, from: 14, to: 14, hits: [14] },
      { group: 2, from: 83, to: 83, hits: [83] },
    ]);
    expect(passages[0].score).toBeCloseTo(10 + DEFAULT_PASSAGES.othersShare * (4 + 2), 9);
    expect(passages[0].coverage).toBe(0);
    expect(
      passagesOf([
        { ...hit(1, 1, 3), coverage: 0.4 },
        { ...hit(1, 2, 5), coverage: 0.9 },
      ])[0].coverage,
    ).toBe(0.9);
  });

  it('splits hits further apart, other groups, and runs longer than the longest passage', () => {
    expect(passagesOf([hit(1, 1, 3), hit(1, 4, 2), hit(2, 2, 1)]).map((p) => [p.group, p.from, p.to])).toEqual([
      [1, 1, 1],
      [1, 4, 4],
      [2, 2, 2],
    ]);
    const run = Array.from({ length: 9 }, (_, i) => hit(5, i + 1, 1));
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
