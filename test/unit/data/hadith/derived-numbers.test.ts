import { deriveNumbers, NumberingEvidenceError, type WorkEntry } from '../../../../data/hadith/derived-numbers';

/** A work of three books: "introduction" (3 entries), "1" (4), "2" (3); entry texts name their place. */
const work: WorkEntry[] = [
  ...[1, 2, 3].map((hadith) => ({ book: 'introduction', hadith, text: `introduction entry ${hadith}` })),
  ...[1, 2, 3, 4].map((hadith) => ({ book: '1', hadith, text: `book one entry ${hadith}` })),
  ...[1, 2, 3].map((hadith) => ({ book: '2', hadith, text: `book two entry ${hadith}` })),
];
const numbersOf = (derived: ReturnType<typeof deriveNumbers>) => derived.entries.map((e) => ('number' in e ? e.number : null));

describe('numbers of a further collection, derived between checked points', () => {
  it('numbers every entry between two points whose numbers are as far apart as their entries', () => {
    const derived = deriveNumbers('Work', work, {
      points: [
        { number: 1, book: 'introduction', hadith: 1, words: 'introduction entry 1', source: 'test' },
        { number: 10, book: '2', hadith: 3, source: 'test' },
      ],
      ranges: [],
    });
    expect(numbersOf(derived)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(derived.entries[0]).toEqual({ number: 1, source: 'checked_point' });
    expect(derived.entries[4]).toEqual({ number: 5, source: 'between_checked_points' });
  });

  it('serves only the points where the numbers skip or repeat between them, and says why for the others', () => {
    const derived = deriveNumbers('Work', work, {
      points: [
        { number: 1, book: 'introduction', hadith: 1, source: 'test' },
        { number: 14, book: '2', hadith: 3, source: 'test' },
      ],
      ranges: [],
    });
    expect(numbersOf(derived)).toEqual([1, null, null, null, null, null, null, null, null, 14]);
    expect(derived.entries[5]).toEqual({
      note: 'Between Work 1 (Book introduction, Hadith 1) and Work 14 (Book 2, Hadith 3) sunnah.com has 12 numbers for 8 entries, so which entry carries which cannot be told from the source',
    });
  });

  it('leaves entries beyond the last point unnumbered', () => {
    const derived = deriveNumbers('Work', work, { points: [{ number: 1, book: 'introduction', hadith: 1, source: 'test' }], ranges: [] });
    expect(numbersOf(derived)).toEqual([1, ...Array(9).fill(null)]);
    expect(derived.entries[9]).toMatchObject({ note: expect.stringMatching(/No checked point/) });
  });

  it('takes a published range as two points only when it has one number per entry', () => {
    const derived = deriveNumbers('Work', work, {
      points: [],
      ranges: [
        { book: '1', first: 4, last: 7, source: 'toc' },
        { book: '2', first: 8, last: 11, source: 'toc' },
      ],
    });
    expect(numbersOf(derived)).toEqual([null, null, null, 4, 5, 6, 7, null, null, null]);
    expect(derived.rangesNotFitting).toEqual([{ book: '2', first: 8, last: 11, source: 'toc', entries: 3 }]);
  });

  it('joins a range and a point of another book when they agree, and not when they do not', () => {
    const agree = deriveNumbers('Work', work, {
      points: [{ number: 10, book: '2', hadith: 3, source: 'test' }],
      ranges: [{ book: '1', first: 4, last: 7, source: 'toc' }],
    });
    expect(numbersOf(agree)).toEqual([null, null, null, 4, 5, 6, 7, 8, 9, 10]);
    const disagree = deriveNumbers('Work', work, {
      points: [{ number: 11, book: '2', hadith: 3, source: 'test' }],
      ranges: [{ book: '1', first: 4, last: 7, source: 'toc' }],
    });
    expect(numbersOf(disagree)).toEqual([null, null, null, 4, 5, 6, 7, null, null, 11]);
  });

  it('refuses evidence that names no entry, whose words are not in the entry, or that contradicts itself', () => {
    const point = { number: 1, book: '1', hadith: 1, source: 'test' };
    expect(() => deriveNumbers('Work', work, { points: [{ ...point, hadith: 9 }], ranges: [] })).toThrow(NumberingEvidenceError);
    expect(() => deriveNumbers('Work', work, { points: [{ ...point, words: 'book two' }], ranges: [] })).toThrow(/does not contain/);
    expect(() => deriveNumbers('Work', work, { points: [point, { ...point, number: 2 }], ranges: [] })).toThrow(/both 1 and 2/);
    expect(() =>
      deriveNumbers('Work', work, {
        points: [
          { ...point, number: 5 },
          { number: 3, book: '2', hadith: 1, source: 'test' },
        ],
        ranges: [],
      }),
    ).toThrow(/comes after 5/);
    expect(() => deriveNumbers('Work', work, { points: [], ranges: [{ book: '9', first: 1, last: 2, source: 'toc' }] })).toThrow(
      /no book 9/,
    );
  });
});
