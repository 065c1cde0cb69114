import { postingListOf } from '../../../../functions/search/posting-list';
import { decodePostingList, encodePostings, POSTING_CHUNK_CHARS } from '../../../../functions/search/postings-codec';

describe('posting encoding', () => {
  it('round-trips postings', () => {
    const postings = [
      { group: 2, id: 255, termFrequency: 3, documentLength: 60 },
      { group: 114, id: 6, termFrequency: 1, documentLength: 5 },
    ];
    expect(decodePostingList(encodePostings(postings))).toEqual(postingListOf(postings));
  });

  it('splits long posting lists into bounded chunks without losing any', () => {
    const postings = Array.from({ length: 20_000 }, (_, i) => ({
      group: 1 + (i % 114),
      id: 1 + (i % 286),
      termFrequency: 1 + (i % 4),
      documentLength: 10 + (i % 90),
    }));
    const chunks = encodePostings(postings);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(POSTING_CHUNK_CHARS);
    expect(decodePostingList(chunks)).toEqual(postingListOf(postings));
  });
});
