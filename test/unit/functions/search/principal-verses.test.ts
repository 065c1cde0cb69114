import { conceptVersesOf, withPrincipalVerses } from '../../../../functions/search/concept-verses';

const table = conceptVersesOf(
  {
    verses: [
      { concept: 'parents', verses: ['17:23-24', '31:14'] },
      { concept: 'patience', verses: ['2:153'] },
    ],
  },
  ['parents', 'patience', 'empty'],
);
const ranked = [
  { group: 19, id: 32, score: 10, coverage: 0.8 },
  { group: 31, id: 14, score: 6, coverage: 0.8 },
  { group: 2, id: 153, score: 5, coverage: 0.4 },
];
const order = (documents: ReadonlyArray<{ group: number; id: number }>) => documents.map((d) => `${d.group}:${d.id}`);

describe('conceptVersesOf', () => {
  it('reads verses and ranges of one surah', () => {
    expect(table.get('parents')).toEqual([
      { surah: 17, from: 23, to: 24 },
      { surah: 31, from: 14, to: 14 },
    ]);
  });

  it.each([
    [{ verses: [{ concept: 'unknown', verses: ['1:1'] }] }, /not a concept/],
    [
      {
        verses: [
          { concept: 'parents', verses: ['1:1'] },
          { concept: 'parents', verses: ['1:2'] },
        ],
      },
      /listed twice/,
    ],
    [{ verses: [{ concept: 'parents', verses: ['17:24-23'] }] }, /ascends/],
    [{ verses: [{ concept: 'parents', verses: ['2:1-7'] }] }, /at most 6/],
    [{ verses: [{ concept: 'parents', verses: ['17 23'] }] }, /a verse/],
  ])('refuses a malformed table at load: %j', (malformed, message) => {
    expect(() => conceptVersesOf(malformed, ['parents'])).toThrow(message);
  });
});

describe('withPrincipalVerses', () => {
  it('raises the principal verses of a concept that is the whole question above a verse its words ranked first', () => {
    const raised = withPrincipalVerses(ranked, [{ concept: 'parents', share: 1 }], table);
    expect(order(raised).slice(0, 3)).toEqual(['31:14', '17:23', '17:24']);
    expect(raised.find((d) => d.group === 17 && d.id === 23)).toMatchObject({ coverage: 1 });
  });

  it('raises a concept that is a small part of the question by as little', () => {
    const raised = withPrincipalVerses(ranked, [{ concept: 'parents', share: 0.2 }], table);
    expect(order(raised).slice(0, 2)).toEqual(['19:32', '31:14']);
    expect(order(raised)).toContain('17:23');
  });

  it('weighs two concepts by their shares', () => {
    const raised = withPrincipalVerses(
      ranked,
      [
        { concept: 'parents', share: 0.2 },
        { concept: 'patience', share: 0.8 },
      ],
      table,
    );
    expect(order(raised)[0]).toBe('2:153');
  });

  it('leaves the ranking as it was when the question names no concept with principal verses', () => {
    expect(withPrincipalVerses(ranked, [{ concept: 'empty', share: 1 }], table)).toEqual(ranked);
    expect(withPrincipalVerses(ranked, [], table)).toEqual(ranked);
  });

  it('answers an unanswered question only when its concepts are most of it', () => {
    expect(order(withPrincipalVerses([], [{ concept: 'parents', share: 0.6 }], table))).toEqual(['17:23', '17:24', '31:14']);
    expect(withPrincipalVerses([], [{ concept: 'parents', share: 0.3 }], table)).toEqual([]);
  });

  it('lets the words choose within a passage the table cuts into ranges', () => {
    const story = conceptVersesOf({ verses: [{ concept: 'wall', verses: ['18:83-88', '18:89-93', '18:94-98'] }] }, ['wall']);
    const words = [
      { group: 18, id: 94, score: 10, coverage: 0.9 },
      { group: 18, id: 83, score: 4, coverage: 0.5 },
    ];
    expect(order(withPrincipalVerses(words, [{ concept: 'wall', share: 1 }], story))[0]).toBe('18:94');
  });
});
