import type { CaseState } from './case-state';
import type { Descendants } from './descendants';
import { Fraction } from './rational';
import { RELATIONS, type RelationId } from './relations';

export const SIBLINGS: readonly RelationId[] = [
  'full_brother',
  'full_sister',
  'paternal_brother',
  'paternal_sister',
  'maternal_brother',
  'maternal_sister',
];

const GRANDMOTHERS = RELATIONS.flatMap((relation) => (relation.grandmother ? [{ id: relation.id, ...relation.grandmother }] : []));

/**
 * The father excludes the grandfathers, a nearer grandfather the farther. Returns the paternal grandfather who inherits,
 * where there is no father (he takes the father's place, with differences the siblings' rules handle).
 */
export function settleGrandfathers(state: CaseState): RelationId | undefined {
  if (state.named('father')) {
    state.block('fathers_father', ['father'], 'father_excludes_grandfather');
    state.block('fathers_fathers_father', ['father'], 'father_excludes_grandfather');
  } else if (state.named('fathers_father')) {
    state.block('fathers_fathers_father', ['fathers_father'], 'father_excludes_grandfather');
  }
  return (['fathers_father', 'fathers_fathers_father'] as const).find((relation) => state.has(relation));
}

/** The husband's half or quarter, the wives' quarter or eighth (4:12). */
export function settleSpouses(state: CaseState, descendants: Descendants): void {
  const because = descendants.any
    ? { en: 'the deceased left a child or a son’s child', ar: 'لوجود الفرع الوارث' }
    : { en: 'the deceased left no child or son’s child', ar: 'لعدم الفرع الوارث' };
  if (state.has('husband')) state.fix(['husband'], Fraction.of(1, descendants.any ? 4 : 2), 'husband_share', because);
  if (state.has('wife')) state.fix(['wife'], Fraction.of(1, descendants.any ? 8 : 4), 'wife_share', because);
}

/**
 * The mother's third or sixth (4:11): a sixth with a descendant or two siblings of any kind, excluded or not; with a
 * spouse and the father, a third of what the spouse leaves (al-'umariyyatan).
 */
export function settleMother(state: CaseState, descendants: Descendants): void {
  if (!state.has('mother')) return;
  const siblings = SIBLINGS.reduce((total, sibling) => total + state.count(sibling), 0);
  if (descendants.any) {
    state.fix(['mother'], Fraction.of(1, 6), 'mother_share', {
      en: 'the deceased left a child or a son’s child',
      ar: 'لوجود الفرع الوارث',
    });
    return;
  }
  if (siblings >= 2) {
    state.fix(['mother'], Fraction.of(1, 6), 'mother_share', {
      en: 'the deceased left two or more siblings',
      ar: 'لوجود جمع من الإخوة',
    });
    if (SIBLINGS.some((sibling) => state.named(sibling) && !state.has(sibling))) {
      state.step('excluded_siblings_reduce_mother', {
        en: 'The siblings reduce the mother to a sixth even though they are excluded themselves.',
        ar: 'الإخوة يحجبون الأم من الثلث إلى السدس حجب نقصان وإن كانوا محجوبين.',
      });
    }
    return;
  }
  const spouse = state.fixedShareOf('husband') ?? state.fixedShareOf('wife');
  if (spouse && state.has('father')) {
    state.special.push('umariyyatan');
    state.fix(['mother'], Fraction.ONE.minus(spouse).dividedBy(3), 'umariyyatan', {
      en: 'a third of what the spouse leaves, so that the father keeps twice her share (al-‘umariyyatan)',
      ar: 'ثلث الباقي بعد فرض الزوج، ليبقى للأب ضعفها (العمريتان)',
    });
    return;
  }
  state.fix(['mother'], Fraction.of(1, 3), 'mother_share', {
    en: 'no child or son’s child, and fewer than two siblings',
    ar: 'لعدم الفرع الوارث وعدم الجمع من الإخوة',
  });
}

/**
 * The grandmothers: the mother excludes them all; the father (and the grandfather) those related through him, unless
 * the school lets her inherit with her son; a nearer one excludes farther ones as the school holds; the rest share
 * a sixth.
 */
export function settleGrandmothers(state: CaseState): void {
  const named = GRANDMOTHERS.filter((grandmother) => state.named(grandmother.id));
  if (named.length === 0) return;
  if (state.named('mother')) {
    for (const grandmother of named) state.block(grandmother.id, ['mother'], 'mother_excludes_grandmothers');
    return;
  }
  if (state.position('grandmother_with_her_son') === 'excluded_by_him') {
    for (const grandmother of named) {
      const son = grandmother.through.find((relation) => state.has(relation));
      if (son) state.block(grandmother.id, [son], 'grandmother_excluded_by_her_son');
    }
  }
  // A nearer grandmother excludes as the school holds, even one herself excluded by the father (al-Sirajiyya).
  const eitherSide = state.position('nearer_and_farther_grandmothers') === 'nearer_excludes_either_side';
  for (const grandmother of named) {
    const nearer = named.filter(
      (other) => other.degree < grandmother.degree && (eitherSide || other.side === 'maternal' || other.side === grandmother.side),
    );
    if (nearer.length > 0) {
      state.block(
        grandmother.id,
        nearer.map((other) => other.id),
        eitherSide ? 'nearer_grandmother_excludes' : 'nearer_maternal_grandmother_excludes',
      );
    }
  }
  const inheriting = named.filter((grandmother) => state.has(grandmother.id)).map((grandmother) => grandmother.id);
  if (inheriting.length > 0) {
    state.fix(inheriting, Fraction.of(1, 6), 'grandmother_sixth', {
      en: inheriting.length > 1 ? 'grandmothers of the same degree share the sixth' : 'there is no mother',
      ar: inheriting.length > 1 ? 'الجدات المتحاذيات يشتركن في السدس' : 'لعدم الأم',
    });
  }
}

/**
 * The father's, or the grandfather's, sixth where there is a descendant (4:11); with daughters only he is also the
 * residuary (the residuaries' rules give him the rest).
 */
export function settleFatherLine(state: CaseState, descendants: Descendants, grandfather: RelationId | undefined): void {
  const ascendant = state.has('father') ? 'father' : grandfather;
  if (!ascendant || !descendants.any) return;
  state.fix([ascendant], Fraction.of(1, 6), ascendant === 'father' ? 'father_share' : 'grandfather_as_father', {
    en: descendants.male ? 'the deceased left a son or son’s son' : 'the deceased left daughters only; he also takes what remains',
    ar: descendants.male ? 'لوجود الفرع الوارث المذكر' : 'فرضا مع الفرع المؤنث، وله الباقي تعصيبا',
  });
}
