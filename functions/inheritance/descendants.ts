import type { CaseState, ResiduaryMember } from './case-state';
import { Fraction } from './rational';
import type { RelationId } from './relations';

/** The deceased's descendants through sons, level by level: children, son's children, son's son's children. */
export const DESCENDANT_LEVELS = [
  { male: 'son', female: 'daughter' },
  { male: 'sons_son', female: 'sons_daughter' },
  { male: 'sons_sons_son', female: 'sons_sons_daughter' },
] as const satisfies ReadonlyArray<{ male: RelationId; female: RelationId }>;

export const DESCENDANTS: readonly RelationId[] = DESCENDANT_LEVELS.flatMap((level) => [level.male, level.female]);

export interface Descendants {
  /** Any child or son's child inherits (they reduce the spouses and the mother, and exclude the maternal siblings). */
  any: boolean;
  /** The nearest male descendant, who takes the residue and excludes the siblings; undefined when there is none. */
  male?: RelationId;
  /** Only female descendants inherit: sisters become residuaries with them, the father takes a sixth and the residue. */
  femaleOnly: boolean;
  /** The residuaries among the descendants (the nearest male, and the females he makes residuaries), if any. */
  residuaries: ResiduaryMember[];
}

/**
 * The descendants' exclusions and shares: the nearest male excludes those below him; daughters take a half or two
 * thirds; each lower level of females completes the two thirds with a sixth, or gets nothing once they are complete,
 * unless a male at her level or below makes her a residuary with him (Muwatta Malik 27:1).
 */
export function settleDescendants(state: CaseState): Descendants {
  const maleLevel = DESCENDANT_LEVELS.findIndex((level) => state.named(level.male));
  const male = maleLevel >= 0 ? DESCENDANT_LEVELS[maleLevel].male : undefined;
  if (male) {
    for (const level of DESCENDANT_LEVELS.slice(maleLevel + 1)) {
      state.block(level.male, [male], 'nearer_descendant_excludes');
      state.block(level.female, [male], 'nearer_descendant_excludes');
    }
  }
  const residuaries: ResiduaryMember[] = male ? [{ relation: male, weight: 2n }] : [];
  // How much of the daughters' two thirds the levels above have taken, and which levels took it.
  let taken: 'none' | 'half' | 'all' = 'none';
  const takenBy: RelationId[] = [];
  DESCENDANT_LEVELS.forEach(({ female }, level) => {
    if (!state.has(female)) return;
    const count = state.count(female);
    if (level === maleLevel) {
      residuaries.push({ relation: female, weight: 1n });
      return;
    }
    if (taken === 'none') {
      state.fix(
        [female],
        count === 1 ? Fraction.of(1, 2) : Fraction.of(2, 3),
        level === 0 ? 'daughters_share' : 'sons_children_as_children',
        {
          en: count === 1 ? 'one, with no brother at her level' : 'two or more, with no brother at their level',
          ar: count === 1 ? 'لانفرادها وعدم المعصب' : 'لتعددهن وعدم المعصب',
        },
      );
      taken = count === 1 ? 'half' : 'all';
      takenBy.push(female);
    } else if (taken === 'half') {
      state.fix([female], Fraction.of(1, 6), 'granddaughter_sixth', {
        en: 'completing the two thirds with the one above',
        ar: 'تكملة للثلثين مع من فوقها',
      });
      taken = 'all';
      takenBy.push(female);
    } else if (level < maleLevel) {
      residuaries.push({ relation: female, weight: 1n });
      state.step('lower_male_makes_residuary', {
        en: `${state.nameOf(female).name_english}: the two thirds are complete, but ${state.nameOf(male!).name_english} below makes her a residuary with him.`,
        ar: `${state.nameOf(female).name_arabic}: استكمل الثلثان، ولكن ${state.nameOf(male!).name_arabic} يعصبها.`,
      });
    } else {
      state.block(female, takenBy, 'daughters_complete_two_thirds');
    }
  });
  const any = DESCENDANTS.some((relation) => state.named(relation));
  return { any, male, femaleOnly: any && !male, residuaries };
}
