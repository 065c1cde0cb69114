import { putItems } from '../../../data/support/table-writer';
import { buildSearchIndex, searchInMemory } from '../../../functions/search/in-memory-index';
import { FOLDED_TERM_BYTES, itemBytes, type PostingsChunkItem, searchIndexItems } from '../../../functions/search/index-items';
import { postingsCache } from '../../../functions/search/postings-cache';
import { parseSearchQuery } from '../../../functions/search/query-terms';
import { StoredSearchIndex } from '../../../functions/search/stored-index';
import { keys } from '../../../functions/shared/table';
import { type EmbeddedTable, startEmbeddedTable } from '../../support/embedded-table';
import { previousTermItems } from '../../support/index-layouts';
import { recordingClient } from '../../support/recording-client';

/**
 * A small term's positions are folded into its one postings item (issue 28): phrases read the same, with no read of
 * their own for such a term, and an index stored before, with every term's positions under POS#, still reads.
 */
let table: EmbeddedTable;
const TABLE = 'layout';
// "common" stands in every document (its items exceed FOLDED_TERM_BYTES); the others in a few.
const documents = Array.from({ length: 600 }, (_, i) => ({
  group: 1 + Math.floor(i / 100),
  id: 1 + (i % 100),
  fields: [i % 50 === 0 ? `the patient servant gave common thanks ${i}` : `a common word in document ${i} about servant mercy`],
}));
const index = buildSearchIndex(documents);

beforeAll(async () => {
  table = await startEmbeddedTable(TABLE);
});
afterAll(() => table?.close());

describe('the stored index layout', () => {
  it('folds a small term into its postings item, within one read unit, and keeps a large one apart', () => {
    const { postings } = searchIndexItems('FOLD', 'v1', index);
    const itemsOf = (term: string) => postings.filter((item) => item.PK === keys.indexTermPartition('FOLD', 'v1', term));
    const patient = itemsOf('patient');
    expect(patient).toHaveLength(1);
    expect(patient[0]).toMatchObject({ SK: 'CHUNK#000', term: 'patient' });
    expect((patient[0] as PostingsChunkItem).positions).toMatch(/^1:1:1/);
    expect(itemBytes(patient[0] as unknown as Record<string, string>)).toBeLessThanOrEqual(FOLDED_TERM_BYTES);
    const common = itemsOf('common');
    expect(common.map((item) => item.SK)).toEqual(['CHUNK#000', 'POS#000']);
    expect((common[0] as PostingsChunkItem).positions).toBeUndefined();
  });

  it('answers phrases from both layouts as the index in memory does, folded terms with no read of their own', async () => {
    const { postings, stats } = searchIndexItems('FOLD', 'v1', index);
    const { client, calls } = recordingClient({ region: 'us-east-1', dynamoEndpoint: table.endpoint });
    try {
      await putItems(client, TABLE, [stats, ...postings]);
      await putItems(client, TABLE, [searchIndexItems('BEFORE', 'v1', index).stats, ...previousTermItems('BEFORE', 'v1', index)]);
      for (const text of ['"patient servant"', '"servant mercy"', '"common thanks"', '"common word" servant', 'mercy']) {
        const query = parseSearchQuery(text);
        const expected = (await searchInMemory(index, query)).ranked;
        expect(expected.length).toBeGreaterThan(0);
        for (const name of ['FOLD', 'BEFORE']) {
          const stored = new StoredSearchIndex(client, TABLE, name);
          const outcome = await stored.search('v1', query);
          expect({ name, text, ranked: outcome?.ranked }).toEqual({ name, text, ranked: expected });
        }
      }
      // A phrase of two small terms, in a container that has read neither: one Query per term, no read of positions.
      postingsCache.clear();
      calls.length = 0;
      await new StoredSearchIndex(client, TABLE, 'FOLD').search('v1', parseSearchQuery('"gave common thanks" patient'));
      const queries = calls.filter((call) => call === 'QueryCommand').length;
      postingsCache.clear();
      calls.length = 0;
      await new StoredSearchIndex(client, TABLE, 'BEFORE').search('v1', parseSearchQuery('"gave common thanks" patient'));
      const before = calls.filter((call) => call === 'QueryCommand').length;
      // gave, common, thanks, patient: their postings; common's own positions; before, gave's and thanks' too.
      expect([queries, before]).toEqual([5, 7]);
    } finally {
      client.destroy();
    }
  });
});
