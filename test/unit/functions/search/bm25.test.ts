import fc from 'fast-check';
import { postingListOf } from '../../../../functions/search/posting-list';
import { rankDocuments } from '../../../../functions/search/bm25';

interface Doc {
  group: number;
  id: number;
  terms: string[];
}

/** BM25 written out plainly over whole documents: the oracle for the list-intersecting ranking. */
function naiveRanking(docs: Doc[], query: string[], keep?: (group: number, id: number) => boolean) {
  const averageLength = docs.reduce((sum, doc) => sum + doc.terms.length, 0) / docs.length;
  const documentFrequency = (term: string) => docs.filter((doc) => doc.terms.includes(term)).length;
  const order = [...query].sort((a, b) => documentFrequency(a) - documentFrequency(b));
  return docs
    .filter((doc) => query.every((term) => doc.terms.includes(term)) && (!keep || keep(doc.group, doc.id)))
    .map((doc) => {
      let score = 0;
      for (const term of order) {
        const df = documentFrequency(term);
        const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
        const tf = doc.terms.filter((t) => t === term).length;
        score += (idf * (tf * 2.2)) / (tf + 1.2 * (1 - 0.75 + (0.75 * doc.terms.length) / averageLength));
      }
      return { group: doc.group, id: doc.id, score };
    })
    .sort((a, b) => b.score - a.score || a.group - b.group || a.id - b.id);
}

function listsFor(docs: Doc[], query: string[]) {
  return query.map((term) =>
    postingListOf(
      docs
        .filter((doc) => doc.terms.includes(term))
        .map((doc) => ({
          group: doc.group,
          id: doc.id,
          termFrequency: doc.terms.filter((t) => t === term).length,
          documentLength: doc.terms.length,
        })),
    ),
  );
}

const vocabulary = ['a', 'b', 'c', 'd', 'e', 'f'];
const documents = fc.uniqueArray(
  fc.record({
    group: fc.integer({ min: 1, max: 6 }),
    id: fc.integer({ min: 1, max: 40 }),
    terms: fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 12 }),
  }),
  { selector: (doc) => `${doc.group}:${doc.id}`, minLength: 1, maxLength: 80 },
);

describe('rankDocuments', () => {
  it('ranks exactly as BM25 over whole documents: every term required, rarest first, ties in document order', () => {
    fc.assert(
      fc.property(
        documents,
        fc.uniqueArray(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (docs, query, narrowed) => {
          const keep = narrowed ? (group: number) => group % 2 === 0 : undefined;
          const averageDocumentLength = docs.reduce((sum, doc) => sum + doc.terms.length, 0) / docs.length;
          const weighted = listsFor(docs, query).map((postings) => ({ postings, averageDocumentLength }));
          const ranked = rankDocuments(weighted, docs.length, keep);
          const expected = naiveRanking(docs, query, keep);
          expect(ranked.map((hit) => `${hit.group}:${hit.id}`)).toEqual(expected.map((hit) => `${hit.group}:${hit.id}`));
          for (const [i, hit] of ranked.entries()) expect(hit.score).toBeCloseTo(expected[i].score, 9);
        },
      ),
      { seed: 2026, numRuns: 300 },
    );
  });

  it('matches nothing when a list is empty or no list is given', () => {
    const list = postingListOf([{ group: 1, id: 1, termFrequency: 1, documentLength: 3 }]);
    const weighted = (postings: typeof list) => ({ postings, averageDocumentLength: 3 });
    expect(rankDocuments([weighted(list), weighted(postingListOf([]))], 1)).toEqual([]);
    expect(rankDocuments([], 1)).toEqual([]);
  });
});
