import type { CaseState, ResiduaryMember } from './case-state';
import { DESCENDANTS, type Descendants } from './descendants';
import { Fraction } from './rational';
import type { RelationId } from './relations';

export const FULL_AND_PATERNAL_SIBLINGS = ['full_brother', 'full_sister', 'paternal_brother', 'paternal_sister'] as const;
const MATERNAL_SIBLINGS = ['maternal_brother', 'maternal_sister'] as const;

/**
 * Who excludes the siblings: any descendant, the father or the grandfather the maternal ones (4:12); a son or son's
 * son, or the father, the full and paternal ones (4:176); the grandfather those too where the school holds so.
 */
export function excludeSiblings(state: CaseState, descendants: Descendants, grandfather: RelationId | undefined): void {
  const maternalExcluder = DESCENDANTS.find((relation) => state.has(relation)) ?? (state.has('father') ? 'father' : grandfather);
  if (maternalExcluder) {
    for (const sibling of MATERNAL_SIBLINGS) state.block(sibling, [maternalExcluder], 'maternal_siblings_excluded');
  }
  const excluder = descendants.male ?? (state.has('father') ? 'father' : undefined);
  if (excluder) {
    for (const sibling of FULL_AND_PATERNAL_SIBLINGS) state.block(sibling, [excluder], 'descendants_exclude_siblings');
  } else if (grandfather && state.position('grandfather_with_siblings') === 'excludes_them') {
    for (const sibling of FULL_AND_PATERNAL_SIBLINGS) state.block(sibling, [grandfather], 'grandfather_excludes_siblings');
  }
}

/** The maternal siblings' sixth for one, third for two or more, shared equally (4:12). */
export function settleMaternalSiblings(state: CaseState): void {
  const heads = state.heads(MATERNAL_SIBLINGS);
  if (heads === 0) return;
  state.fix(MATERNAL_SIBLINGS, Fraction.of(1, heads === 1 ? 6 : 3), 'maternal_siblings_share', {
    en: heads === 1 ? 'one maternal sibling, no descendant, father or grandfather' : 'two or more maternal siblings, male and female alike',
    ar: heads === 1 ? 'لانفراده وعدم الفرع الوارث والأصل الوارث من الذكور' : 'لتعددهم، ذكرهم وأنثاهم فيه سواء',
  });
}

/** The residuaries among the full siblings (rank of the full brother) and among the paternal ones. */
export interface SiblingResiduaries {
  full?: ResiduaryMember[];
  paternal?: ResiduaryMember[];
}

/**
 * Full and paternal siblings where no grandfather shares with them: sisters take a half or two thirds, a paternal
 * sister a sixth beside one full sister; with a brother they are his residuaries; with daughters, residuaries
 * themselves ('asaba ma'a al-ghayr), a full sister then excluding the paternal siblings as a full brother would.
 */
export function settleSiblings(state: CaseState, descendants: Descendants): SiblingResiduaries {
  const result: SiblingResiduaries = {};
  const sisterShare = (count: number) => Fraction.of(count === 1 ? 1 : 2, count === 1 ? 2 : 3);
  if (state.has('full_brother')) {
    result.full = [
      { relation: 'full_brother', weight: 2n },
      ...(state.has('full_sister') ? [{ relation: 'full_sister' as const, weight: 1n as const }] : []),
    ];
    for (const sibling of ['paternal_brother', 'paternal_sister'] as const)
      state.block(sibling, ['full_brother'], 'full_excludes_paternal');
  } else if (state.has('full_sister')) {
    if (descendants.femaleOnly) {
      result.full = [{ relation: 'full_sister', weight: 1n }];
      state.step('sisters_residuary_with_daughters', {
        en: `${state.nameOf('full_sister').name_english}: a residuary with the daughters, she takes what they leave.`,
        ar: `${state.nameOf('full_sister').name_arabic}: عصبة مع الغير (البنات)، لها ما أبقين.`,
      });
      for (const sibling of ['paternal_brother', 'paternal_sister'] as const)
        state.block(sibling, ['full_sister'], 'full_excludes_paternal');
    } else {
      state.fix(['full_sister'], sisterShare(state.count('full_sister')), 'sisters_share', {
        en: 'no child, son’s child, father or brother',
        ar: 'لعدم الفرع الوارث والأصل الوارث من الذكور والمعصب',
      });
    }
  }
  if (state.has('paternal_brother')) {
    result.paternal = [
      { relation: 'paternal_brother', weight: 2n },
      ...(state.has('paternal_sister') ? [{ relation: 'paternal_sister' as const, weight: 1n as const }] : []),
    ];
  } else if (state.has('paternal_sister')) {
    const fullSisters = state.fixedShareOf('full_sister') ? state.count('full_sister') : 0;
    if (fullSisters >= 2) {
      state.block('paternal_sister', ['full_sister'], 'full_sisters_complete_two_thirds');
    } else if (fullSisters === 1) {
      state.fix(['paternal_sister'], Fraction.of(1, 6), 'paternal_sisters_share', {
        en: 'completing the two thirds with the full sister',
        ar: 'تكملة للثلثين مع الشقيقة',
      });
    } else if (descendants.femaleOnly) {
      result.paternal = [{ relation: 'paternal_sister', weight: 1n }];
      state.step('sisters_residuary_with_daughters', {
        en: `${state.nameOf('paternal_sister').name_english}: a residuary with the daughters, she takes what they leave.`,
        ar: `${state.nameOf('paternal_sister').name_arabic}: عصبة مع الغير (البنات)، لها ما أبقين.`,
      });
    } else {
      state.fix(['paternal_sister'], sisterShare(state.count('paternal_sister')), 'paternal_sisters_share', {
        en: 'no full sibling, child, son’s child, father or brother',
        ar: 'لعدم الأشقاء والفرع الوارث والأصل الوارث من الذكور والمعصب',
      });
    }
  }
  return result;
}
