import fc from 'fast-check';
import { COVERAGE_BONUS, rankAnyDocuments, rankDocuments } from '../../../../functions/search/bm25';
import { postingListOf } from '../../../../functions/search/posting-list';

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

/**
 * rankAnyDocuments written out plainly: per word, the best term's BM25 plus a tenth of the others; the sum
 * times (1 + bonus x coverage), coverage being the idf held over the idf asked (rarest term per word).
 */
function naiveAnyRanking(docs: Doc[], query: Array<{ terms: string[]; weight: number; optional: boolean }>, minimumCoverage: number) {
  const averageLength = docs.reduce((sum, doc) => sum + doc.terms.length, 0) / docs.length;
  const df = (term: string) => docs.filter((doc) => doc.terms.includes(term)).length;
  const idf = (documents: number) => Math.log(1 + (docs.length - documents + 0.5) / (documents + 0.5));
  const bm25 = (term: string, doc: Doc) => {
    const tf = doc.terms.filter((t) => t === term).length;
    return (idf(df(term)) * (tf * 2.2)) / (tf + 1.2 * (1 - 0.75 + (0.75 * doc.terms.length) / averageLength));
  };
  const asked = query
    .filter((word) => !word.optional)
    .reduce((sum, word) => {
      const found = word.terms.filter((term) => df(term) > 0);
      return sum + word.weight * (found.length ? Math.max(...found.map((term) => idf(df(term)))) : idf(0));
    }, 0);
  return docs
    .map((doc) => {
      let score = 0;
      let held = 0;
      let matched = false;
      for (const word of query) {
        const present = word.terms.filter((term) => doc.terms.includes(term));
        if (present.length === 0) continue;
        matched = true;
        const scores = present.map((term) => bm25(term, doc));
        const best = Math.max(...scores);
        score += word.weight * (best + 0.1 * (scores.reduce((a, b) => a + b, 0) - best));
        if (!word.optional) held += word.weight * Math.max(...present.map((term) => idf(df(term))));
      }
      const coverage = asked > 0 ? Math.min(1, held / asked) : 0;
      return { group: doc.group, id: doc.id, matched, coverage, score: score * (1 + COVERAGE_BONUS * coverage) };
    })
    .filter((doc) => doc.matched && doc.coverage + 1e-9 >= minimumCoverage)
    .sort((a, b) => b.score - a.score || a.group - b.group || a.id - b.id);
}

describe('rankAnyDocuments', () => {
  const word = fc.record({
    terms: fc.uniqueArray(fc.constantFrom(...vocabulary, 'absent'), { minLength: 1, maxLength: 3 }),
    weight: fc.constantFrom(0.2, 0.5, 1),
    optional: fc.boolean(),
  });

  it('ranks as weighted BM25 over whole documents, a word counting its best term, times the coverage bonus', () => {
    fc.assert(
      fc.property(documents, fc.array(word, { minLength: 1, maxLength: 4 }), fc.constantFrom(0, 0.3, 0.6), (docs, query, floor) => {
        const averageDocumentLength = docs.reduce((sum, doc) => sum + doc.terms.length, 0) / docs.length;
        const words = query.map((w) => ({
          terms: listsFor(docs, w.terms).map((postings) => ({ postings, averageDocumentLength })),
          weight: w.weight,
          optional: w.optional,
        }));
        const ranked = rankAnyDocuments(words, docs.length, { minimumCoverage: floor });
        const expected = naiveAnyRanking(docs, query, floor);
        expect(ranked.map((hit) => `${hit.group}:${hit.id}`)).toEqual(expected.map((hit) => `${hit.group}:${hit.id}`));
        for (const [i, hit] of ranked.entries()) {
          expect(hit.score).toBeCloseTo(expected[i].score, 9);
          expect(hit.coverage).toBeCloseTo(expected[i].coverage, 9);
        }
      }),
      { seed: 2026, numRuns: 300 },
    );
  });

  it('ranks a document holding more of the question above one holding less, whatever the order of the words', () => {
    // Document 1 holds both words once; document 2 holds only the rarer word, twice.
    const docs: Doc[] = [
      { group: 1, id: 1, terms: ['parents', 'good', 'x'] },
      { group: 1, id: 2, terms: ['parents', 'parents', 'x'] },
      { group: 1, id: 3, terms: ['good', 'y', 'z'] },
      { group: 1, id: 4, terms: ['y', 'z', 'x'] },
    ];
    const lists = (terms: string[]) => ({
      terms: listsFor(docs, terms).map((postings) => ({ postings, averageDocumentLength: 3 })),
      weight: 1,
    });
    const ranked = rankAnyDocuments([lists(['good']), lists(['parents'])], docs.length);
    expect(ranked.map((hit) => hit.id)).toEqual([1, 2, 3]);
    expect(ranked[0].coverage).toBe(1);
  });

  it('leaves out documents below the coverage floor and those that only hold optional words', () => {
    const docs: Doc[] = [
      { group: 1, id: 1, terms: ['ablution', 'faces'] },
      { group: 1, id: 2, terms: ['faces', 'day'] },
      { group: 1, id: 3, terms: ['kindness'] },
      ...Array.from({ length: 20 }, (_, i) => ({ group: 2, id: i + 1, terms: ['faces', 'other'] })),
    ];
    const list = (terms: string[], optional = false) => ({
      terms: listsFor(docs, terms).map((postings) => ({ postings, averageDocumentLength: 2 })),
      weight: 1,
      optional,
    });
    // "ablution" read as a concept of a rare word and a common one; "kindness" only raises.
    const ranked = rankAnyDocuments([list(['ablution', 'faces']), list(['kindness'], true)], docs.length, { minimumCoverage: 0.3 });
    expect(ranked.map((hit) => `${hit.group}:${hit.id}`)).toEqual(['1:1']);
    expect(rankAnyDocuments([list(['absent'])], docs.length)).toEqual([]);
  });
});
