import fc from 'fast-check';
import { IndexBuilder, type IndexedDocument, indexDocuments, type PositionedPosting } from '../../../../functions/search/index-builder';
import { searchIndexItemStream, searchIndexItems } from '../../../../functions/search/index-items';
import { decodeCommonTerms, encodeCommonTerms } from '../../../../functions/search/search-budget';
import { analyze, DEFAULT_ANALYZER } from '../../../../functions/search/tokenizer';

/**
 * The builder as it was before issue 51 (an object and an array for every posting, 1.2 GB for the hadith): what the
 * compact builder must give, posting for posting and in the same order, since the importers store what it gives.
 */
function objectBuilder(documents: IndexedDocument[], keepPositions = true) {
  const postings = new Map<string, PositionedPosting[]>();
  let latinTotal = 0;
  let arabicTotal = 0;
  for (const document of documents) {
    let position = 0;
    const lengths = { latin: 0, arabic: 0 };
    const byTerm = new Map<string, { positions: number[]; count: number; script: 'latin' | 'arabic' }>();
    for (const field of document.fields) {
      for (const token of analyze(field, DEFAULT_ANALYZER)) {
        lengths[token.script] += 1;
        for (const term of token.terms) {
          const entry = byTerm.get(term) ?? { positions: [], count: 0, script: token.script };
          entry.count += 1;
          if (keepPositions) entry.positions.push(position);
          byTerm.set(term, entry);
        }
        position += 1;
      }
      position += 1;
    }
    latinTotal += lengths.latin;
    arabicTotal += lengths.arabic;
    for (const [term, { positions, count, script }] of byTerm) {
      const list = postings.get(term) ?? [];
      list.push({ group: document.group, id: document.id, termFrequency: count, documentLength: lengths[script], positions });
      postings.set(term, list);
    }
  }
  const count = documents.length;
  return {
    stats: {
      documentCount: count,
      averageDocumentLength: count ? latinTotal / count : 0,
      averageArabicDocumentLength: count ? arabicTotal / count : 0,
      commonTerms: decodeCommonTerms(encodeCommonTerms([...postings].map(([term, list]) => [term, list.length]))),
    },
    postings,
  };
}

const WORDS = ['mercy', 'merciful', 'the', 'patience', 'prayer', 'الصبر', 'والصلاة', 'بالصبر', 'رحمة', 'الله', 'light'];
const documentsArbitrary = fc
  .array(fc.array(fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }), { minLength: 1, maxLength: 3 }), { maxLength: 40 })
  .map((documents) =>
    documents.map((fields, i): IndexedDocument => ({ group: 1 + (i % 7), id: 1 + i, fields: fields.map((words) => words.join(' ')) })),
  );

describe('the compact index builder', () => {
  it('gives what the object-per-posting builder gave: terms in order, postings, lengths, positions and statistics', () => {
    fc.assert(
      fc.property(documentsArbitrary, fc.boolean(), (documents, positions) => {
        const built = indexDocuments(documents, DEFAULT_ANALYZER, { positions });
        const expected = objectBuilder(documents, positions);
        expect([...built.terms()]).toEqual([...expected.postings]);
        expect(built.stats).toEqual(expected.stats);
        expect(built.termCount).toBe(expected.postings.size);
        expect(built.postingCount).toBe([...expected.postings.values()].reduce((sum, list) => sum + list.length, 0));
      }),
      { numRuns: 200 },
    );
  });

  it('makes the same stored items, made one term at a time, the statistics last', () => {
    fc.assert(
      fc.property(documentsArbitrary, fc.boolean(), (documents, bucketed) => {
        const layout = bucketed ? { positions: false, bucketSmallTerms: true } : {};
        const built = indexDocuments(documents, DEFAULT_ANALYZER, { positions: !bucketed });
        const expected = searchIndexItems('QURAN', 'v1', objectBuilder(documents, !bucketed), layout);
        expect([...searchIndexItemStream('QURAN', 'v1', built, layout)]).toEqual([...expected.postings, expected.stats]);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps no positions for a document its caller counted, and refuses to where positions are kept', () => {
    const builder = new IndexBuilder(DEFAULT_ANALYZER, false);
    builder.addCounted({ group: 2, id: 255 }, 7, 3, [
      ['throne', { frequency: 2, arabic: false }],
      ['كرسي', { frequency: 1, arabic: true }],
    ]);
    expect([...builder.build().terms()]).toEqual([
      ['throne', [{ group: 2, id: 255, termFrequency: 2, documentLength: 7, positions: [] }]],
      ['كرسي', [{ group: 2, id: 255, termFrequency: 1, documentLength: 3, positions: [] }]],
    ]);
    expect(() => new IndexBuilder().addCounted({ group: 1, id: 1 }, 1, 0, [])).toThrow(/no positions/);
  });
});
