import fc from 'fast-check';
import { documentKey, groupOf, idOf } from '../../../../functions/search/documents';
import { postingListOf, seek, unionLists } from '../../../../functions/search/posting-list';
import { decodePostingList, encodePostings } from '../../../../functions/search/postings-codec';

describe('posting lists', () => {
  it('pack two document numbers into one ordered key and back', () => {
    expect(documentKey(2, 255)).toBeLessThan(documentKey(2, 256));
    expect(documentKey(2, 65_535)).toBeLessThan(documentKey(3, 0));
    expect([groupOf(documentKey(6_123, 771)), idOf(documentKey(6_123, 771))]).toEqual([6_123, 771]);
    expect(() => postingListOf([{ group: 1, id: 70_000, termFrequency: 1, documentLength: 1 }])).toThrow(/cannot be indexed/);
  });

  it('decode what the import stores, in document order, whatever the stored order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            group: fc.nat(7_000),
            id: fc.nat(2_000),
            termFrequency: fc.integer({ min: 1, max: 50 }),
            documentLength: fc.integer({ min: 50, max: 4_000 }),
          }),
          {
            selector: (p) => `${p.group}:${p.id}`,
            maxLength: 300,
          },
        ),
        (postings) => {
          const decoded = decodePostingList(encodePostings(postings));
          expect(decoded).toEqual(postingListOf(postings));
          for (let i = 1; i < decoded.length; i += 1) expect(decoded.keys[i]).toBeGreaterThan(decoded.keys[i - 1]);
        },
      ),
      { seed: 12, numRuns: 200 },
    );
  });

  it('refuse malformed stored text instead of inventing postings', () => {
    expect(() => decodePostingList(['1:2:3'])).toThrow(/Malformed/);
    expect(() => decodePostingList(['1:2:x:4'])).toThrow(/Malformed/);
    expect(decodePostingList(['', '1:2:3:4']).length).toBe(1);
  });

  it('seek the first key at or after a target from any start', () => {
    const keys = Int32Array.from([3, 5, 5, 9, 20, 21, 40]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 45 }), fc.nat(keys.length), (target, from) => {
        let expected = from;
        while (expected < keys.length && keys[expected] < target) expected += 1;
        expect(seek(keys, target, from)).toBe(expected);
      }),
      { seed: 3, numRuns: 500 },
    );
  });
});

describe('unionLists', () => {
  it('holds the documents of any list, in order, each once with its highest frequency', () => {
    const a = postingListOf([
      { group: 1, id: 2, termFrequency: 1, documentLength: 10 },
      { group: 3, id: 1, termFrequency: 2, documentLength: 7 },
    ]);
    const b = postingListOf([
      { group: 1, id: 2, termFrequency: 3, documentLength: 10 },
      { group: 2, id: 5, termFrequency: 1, documentLength: 4 },
    ]);
    const united = unionLists([a, b]);
    expect(Array.from(united.keys)).toEqual([documentKey(1, 2), documentKey(2, 5), documentKey(3, 1)]);
    expect(Array.from(united.termFrequencies)).toEqual([3, 1, 2]);
    expect(Array.from(united.documentLengths)).toEqual([10, 4, 7]);
    expect(unionLists([a])).toBe(a);
  });
});
