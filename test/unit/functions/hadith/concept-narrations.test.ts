import conceptNarrations from '../../../../functions/hadith/concept-narrations.json' with { type: 'json' };
import { HADITH_COLLECTION_IDS } from '../../../../functions/hadith/hadith-collections';
import { conceptNarrationsOf, PRINCIPAL_NARRATIONS } from '../../../../functions/hadith/principal-narrations';
import conceptTable from '../../../../functions/search/concepts.json' with { type: 'json' };

/**
 * The principal narrations per concept (concept-narrations.json, reviewed as data): each entry names a concept of
 * concepts.json and cites up to five narrations by collection and number, most central first. Whether each
 * citation says what it is cited for was checked against the served texts when the table was written; here only
 * its shape is pinned, so that a renamed concept or a mistyped citation fails before anything reads the table.
 */
const entries = conceptNarrations.narrations;
const conceptNames = conceptTable.groups.flatMap((group) => group.concepts.map((concept) => concept.name));
const CITATION = /^[a-z0-9]+:[0-9]+[a-z]?$/;

describe('the concept-narrations table', () => {
  it('names only concepts of concepts.json, each at most once, in the order of concepts.json', () => {
    const named = entries.map((entry) => entry.concept);
    for (const concept of named) expect(conceptNames).toContain(concept);
    expect(new Set(named).size).toBe(named.length);
    const positions = named.map((concept) => conceptNames.indexOf(concept));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('cites at most five narrations per concept, none twice', () => {
    for (const entry of entries) {
      expect(entry.narrations.length).toBeLessThanOrEqual(5);
      expect(new Set(entry.narrations).size).toBe(entry.narrations.length);
    }
  });

  it('writes every citation as collection:number in a collection the project serves', () => {
    const citations = entries.flatMap((entry) => entry.narrations);
    expect(citations.length).toBeGreaterThan(0);
    for (const citation of citations) {
      expect(citation).toMatch(CITATION);
      expect(HADITH_COLLECTION_IDS).toContain(citation.split(':')[0]);
    }
  });

  it('refuses what the checks are there to catch', () => {
    expect('bukhari:1').toMatch(CITATION);
    expect('muslim:1907a').toMatch(CITATION);
    for (const malformed of ['Bukhari:1', 'bukhari 1', 'muslim:1907ab', 'bukhari:', 'nawawi40:1/2'])
      expect(malformed).not.toMatch(CITATION);
    expect(HADITH_COLLECTION_IDS).not.toContain('abudawud');
    expect(conceptNames).not.toContain('patience');
  });
});

describe('conceptNarrationsOf', () => {
  it('reads the table as collections and numbers', () => {
    const patience = PRINCIPAL_NARRATIONS.get('patience (sabr)') ?? [];
    expect(patience.length).toBeGreaterThan(0);
    expect(patience.every(({ collection, number }) => HADITH_COLLECTION_IDS.includes(collection) && number.digits > 0)).toBe(true);
  });

  it.each([
    [{ narrations: [{ concept: 'unknown', narrations: ['bukhari:1'] }] }, /not a concept/],
    [
      {
        narrations: [
          { concept: 'a', narrations: [] },
          { concept: 'a', narrations: [] },
        ],
      },
      /listed twice/,
    ],
    [{ narrations: [{ concept: 'a', narrations: ['nowhere:1'] }] }, /no such collection/],
    [{ narrations: [{ concept: 'a', narrations: ['bukhari 1'] }] }, /a collection and a number/],
  ])('refuses a malformed table at load: %j', (table, message) => {
    expect(() => conceptNarrationsOf(table, ['a'])).toThrow(message);
  });
});
