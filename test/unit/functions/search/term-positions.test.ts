import { documentKey } from '../../../../functions/search/documents';
import { POSTING_CHUNK_CHARS } from '../../../../functions/search/postings-codec';
import { decodePositions, encodePositions, holdsPhrase, unionPositions } from '../../../../functions/search/term-positions';

describe('term positions', () => {
  it('round-trips through the stored text form, across chunks', () => {
    const postings = Array.from({ length: 9_000 }, (_, i) => ({ group: 1 + (i % 7), id: i, positions: [i % 5, 10 + (i % 3), 400] }));
    const chunks = encodePositions(postings);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(POSTING_CHUNK_CHARS);
    const decoded = decodePositions(chunks);
    expect(decoded.length).toBe(9_000);
    expect(decoded.byDocument.get(documentKey(3, 9))).toEqual([4, 10, 400]);
  });

  it('refuses malformed stored text rather than matching wrongly', () => {
    expect(() => decodePositions(['1:2:3.x'])).toThrow(/Malformed/);
    expect(() => decodePositions(['1:2'])).toThrow(/Malformed/);
    expect(() => decodePositions([12 as unknown as string])).toThrow(/not text/);
  });

  it('checks a phrase by the distances between its words', () => {
    const key = documentKey(1, 1);
    const at = (...positions: number[]) => ({ byDocument: new Map([[key, positions]]), length: 1 });
    // "a b c": a at 4, b at 5, c at 6.
    expect(
      holdsPhrase(key, [
        { offset: 0, positions: at(4, 9) },
        { offset: 1, positions: at(5) },
        { offset: 2, positions: at(6) },
      ]),
    ).toBe(true);
    expect(
      holdsPhrase(key, [
        { offset: 0, positions: at(4) },
        { offset: 1, positions: at(6) },
      ]),
    ).toBe(false);
    // A word the budget left out (offset 1) leaves a gap of one between the others.
    expect(
      holdsPhrase(key, [
        { offset: 0, positions: at(4) },
        { offset: 2, positions: at(6) },
      ]),
    ).toBe(true);
    expect(
      holdsPhrase(documentKey(2, 2), [
        { offset: 0, positions: at(4) },
        { offset: 1, positions: at(5) },
      ]),
    ).toBe(false);
  });

  it('unites the positions of several spellings', () => {
    const key = documentKey(1, 1);
    const united = unionPositions([
      { byDocument: new Map([[key, [3, 8]]]), length: 1 },
      {
        byDocument: new Map([
          [key, [3, 5]],
          [documentKey(1, 2), [0]],
        ]),
        length: 2,
      },
    ]);
    expect(united.byDocument.get(key)).toEqual([3, 5, 8]);
    expect(united.length).toBe(2);
  });
});
