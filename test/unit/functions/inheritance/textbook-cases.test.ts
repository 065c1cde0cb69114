import { distribute } from '../../../../functions/inheritance/distribution';
import { inheritanceBodySchema } from '../../../../functions/inheritance/inheritance-request';
import { inheritanceAnswer } from '../../../../functions/inheritance/inheritance-service';
import type { Following } from '../../../../functions/inheritance/positions';
import { parseFraction } from '../../../../functions/inheritance/rational';
import type { RelationId } from '../../../../functions/inheritance/relations';
import { parseRequestPart } from '../../../../functions/shared/validation';
import cases from '../../../support/inheritance-textbook-cases.json' with { type: 'json' };

/**
 * The textbook cases (test/support/inheritance-textbook-cases.json): written by a helper who did not see the engine,
 * each worked by hand from the book, page or fatwa it cites. Every case runs as written, through the endpoint's own
 * answer and through the engine: the shares, who is excluded, the adjustment, and the base and total shares where
 * the case gives them. None is disputed; a case is never edited to fit the engine.
 */
interface TextbookCase {
  id: string;
  title: string;
  source: string;
  madhab?: string;
  heirs: Array<{ relation: string; count: number }>;
  expected: {
    shares: Record<string, string>;
    blocked?: string[];
    adjustment?: 'awl' | 'radd' | null;
    base?: number;
    total_shares?: number;
  };
}

const CASES = (cases as unknown as { cases: TextbookCase[] }).cases;
/** "1/2" and "2/4" alike, "1" and "1/1" alike. */
const reduced = (text: string) => parseFraction(text)?.toString() ?? `not a fraction: ${text}`;
const byRelation = (shares: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(shares)
      .map(([relation, share]) => [relation, reduced(share)])
      .sort(),
  );

describe('the textbook cases (issue 50)', () => {
  it('are at least 150, each citing its source, covering every relation, each madhab, awl and radd', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CASES.map((each) => each.id)).size).toBe(CASES.length);
    for (const each of CASES) expect(each.source.length).toBeGreaterThan(10);
    expect(new Set(CASES.flatMap((each) => each.heirs.map((heir) => heir.relation))).size).toBe(37);
    expect(new Set(CASES.map((each) => each.madhab).filter(Boolean))).toEqual(new Set(['hanafi', 'maliki', 'shafii', 'hanbali']));
    expect(CASES.some((each) => each.expected.adjustment === 'awl') && CASES.some((each) => each.expected.adjustment === 'radd')).toBe(
      true,
    );
  });

  it.each(CASES.map((each) => [each.id, each] as const))('%s', (_id, textbook) => {
    const { expected } = textbook;
    const answer = inheritanceAnswer(
      parseRequestPart(
        inheritanceBodySchema,
        { heirs: textbook.heirs, ...(textbook.madhab ? { madhab: textbook.madhab } : {}) },
        'body field',
      ),
    );
    expect(byRelation(Object.fromEntries(answer.heirs.map((heir) => [heir.relation, heir.share])))).toEqual(byRelation(expected.shares));
    if (expected.blocked) expect(answer.blocked.map((heir) => heir.relation).sort()).toEqual([...expected.blocked].sort());
    if (expected.adjustment !== undefined) expect(answer.adjustment).toBe(expected.adjustment);
    if (expected.base !== undefined) expect(answer.base).toBe(expected.base);
    if (expected.total_shares !== undefined) expect(answer.total_shares).toBe(expected.total_shares);
    // The engine itself, as the chat and the bench call it, answers the same.
    const engine = distribute({
      heirs: textbook.heirs.map((heir) => ({ relation: heir.relation as RelationId, count: heir.count })),
      following: (textbook.madhab ?? 'default') as Following,
    });
    expect(engine.heirs.map((heir) => [heir.relation, heir.share.toString()])).toEqual(
      answer.heirs.map((heir) => [heir.relation, heir.share]),
    );
  });
});
