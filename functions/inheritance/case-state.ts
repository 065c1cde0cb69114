import type { EvidenceRule } from './evidence';
import { type Following, type Point, type PositionOf, positionOn } from './positions';
import { Fraction } from './rational';
import { RELATION_BY_ID, type RelationId } from './relations';
import { describe, type Wording } from './wording';

/** One step of the working, in English and Arabic, and the rule whose evidence it cites. */
export interface Step extends Wording {
  rule: EvidenceRule;
}

/** Heirs sharing one fixed share (a fard) equally by heads: the wives' quarter, the grandmothers' sixth, the maternal siblings' third. */
export interface FixedClass {
  members: RelationId[];
  /** The class's share of the estate as the Quran or Sunnah names it, before 'awl or radd. */
  nominal: Fraction;
}

/** Residuaries sharing the residue by weight: a male twice a female (weight 2 and 1), males alone equally. */
export interface ResiduaryMember {
  relation: RelationId;
  weight: 1n | 2n;
}

export type SpecialCase = 'umariyyatan' | 'mushtaraka' | 'akdariyya' | 'muadda' | 'grandfather_with_siblings';

/**
 * What the rules know of one case as they work through it: who was named, who is excluded and by whom, the fixed shares
 * given so far, and the steps written. Each rule module (descendants, ascendants, siblings, residuaries) reads and adds
 * to it; distribution.ts runs them in order.
 */
export class CaseState {
  readonly blocked = new Map<RelationId, RelationId[]>();
  readonly fixed: FixedClass[] = [];
  readonly steps: Step[] = [];
  readonly special: SpecialCase[] = [];

  constructor(
    readonly counts: ReadonlyMap<RelationId, number>,
    readonly following: Following,
  ) {}

  /** Named in the case (whether or not excluded). */
  named(relation: RelationId): boolean {
    return (this.counts.get(relation) ?? 0) > 0;
  }

  /** Named and not excluded. */
  has(relation: RelationId): boolean {
    return this.named(relation) && !this.blocked.has(relation);
  }

  count(relation: RelationId): number {
    return this.counts.get(relation) ?? 0;
  }

  /** How many of these relations are named and not excluded, heads counted. */
  heads(relations: readonly RelationId[]): number {
    return relations.reduce((total, relation) => total + (this.has(relation) ? this.count(relation) : 0), 0);
  }

  position<P extends Point>(point: P): PositionOf<P> {
    return positionOn(point, this.following);
  }

  step(rule: EvidenceRule, wording: Wording): void {
    this.steps.push({ rule, ...wording });
  }

  /** Excludes a named heir (once: the first rule that excludes them is the one stated). */
  block(relation: RelationId, by: readonly RelationId[], rule: EvidenceRule): void {
    if (!this.has(relation)) return;
    this.blocked.set(relation, [...by]);
    this.step(rule, describe.blocked(relation, this.count(relation), by));
  }

  /** Gives a fixed share to a class of heirs (those of them named and not excluded). */
  fix(members: readonly RelationId[], nominal: Fraction, rule: EvidenceRule, why?: Wording): FixedClass {
    const present = members.filter((member) => this.has(member));
    const fixedClass = { members: present, nominal };
    this.fixed.push(fixedClass);
    this.step(
      rule,
      describe.fixed(
        present.map((member) => [member, this.count(member)] as const),
        nominal,
        why,
      ),
    );
    return fixedClass;
  }

  fixedShareOf(relation: RelationId): Fraction | undefined {
    return this.fixed.find((fixedClass) => fixedClass.members.includes(relation))?.nominal;
  }

  /** The sum of the fixed shares given so far, as named. */
  fixedTotal(): Fraction {
    return this.fixed.reduce((total, fixedClass) => total.plus(fixedClass.nominal), Fraction.ZERO);
  }

  nameOf(relation: RelationId) {
    return RELATION_BY_ID[relation];
  }
}
