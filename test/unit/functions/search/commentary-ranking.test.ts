import { QUESTION_COVERAGE, rankWithCommentary } from '../../../../functions/search/commentary-ranking';

const doc = (group: number, id: number, score: number, coverage = 0.5) => ({ group, id, score, coverage });

describe('rankWithCommentary', () => {
  it('adds a commentary once, to the verse of its range its own words rank highest', () => {
    const ranked = rankWithCommentary(
      [doc(2, 183, 3), doc(2, 185, 5), doc(2, 200, 4)],
      [{ group: 2, from: 183, to: 187, score: 2, coverage: 0.9 }],
      1,
    );
    expect(ranked).toEqual([
      { group: 2, id: 185, score: 7, coverage: 0.9 },
      { group: 2, id: 200, score: 4, coverage: 0.5 },
      { group: 2, id: 183, score: 3, coverage: 0.5 },
    ]);
  });

  it('brings in the first verse of a range none of whose verses matched, only for a commentary holding enough of the query', () => {
    const strong = rankWithCommentary([doc(1, 1, 1)], [{ group: 18, from: 9, to: 12, score: 6, coverage: 0.8 }], 0.5);
    expect(strong).toEqual([
      { group: 18, id: 9, score: 3, coverage: 0.8 },
      { group: 1, id: 1, score: 1, coverage: 0.5 },
    ]);
    // Of an answered question, a commentary alone brings in a verse from `commentaryOnly` on, not below.
    const some = rankWithCommentary(
      [doc(1, 1, 1)],
      [
        { group: 4, from: 1, to: 1, score: 9, coverage: 0.35 },
        { group: 5, from: 1, to: 1, score: 9, coverage: 0.25 },
      ],
      0.5,
    );
    expect(some.map((d) => `${d.group}:${d.id}`)).toEqual(['4:1', '1:1']);
  });

  it('answers nothing when no verse holds enough of the question by its words, nor any commentary', () => {
    // One common word of an unanswerable question ("capital") in a few verses and in some long commentary.
    const unanswered = rankWithCommentary([doc(4, 1, 5, 0.25)], [{ group: 4, from: 1, to: 3, score: 9, coverage: 0.55 }], 0.5);
    expect(unanswered).toEqual([]);
    // The same verses once a commentary holds most of the question: answered, down to the lowest share.
    const answered = rankWithCommentary(
      [doc(4, 1, 5, 0.25), doc(9, 2, 1, 0.12), doc(9, 3, 1, 0.05)],
      [{ group: 4, from: 1, to: 3, score: 9, coverage: 0.65 }],
      0.5,
    );
    expect(answered.map((d) => `${d.group}:${d.id}`)).toEqual(['4:1', '9:2']);
    // Or once a verse's own words hold the question's answered share.
    const byOwnWords = rankWithCommentary([doc(4, 1, 5, QUESTION_COVERAGE.answeredByOwn), doc(9, 2, 1, 0.12)], []);
    expect(byOwnWords.map((d) => `${d.group}:${d.id}`)).toEqual(['4:1', '9:2']);
  });

  it('weighs the commentary by `weight`, and leaves the ranking as it was without commentaries', () => {
    const documents = [doc(3, 1, 2), doc(3, 2, 1)];
    expect(rankWithCommentary(documents, [])).toEqual(documents);
    const weighted = rankWithCommentary(documents, [{ group: 3, from: 2, to: 2, score: 4, coverage: 0.6 }], 0.25);
    expect(weighted.map((d) => [d.id, d.score])).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });
});
