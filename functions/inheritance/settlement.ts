import type { CaseState, FixedClass } from './case-state';
import type { SiblingsShare } from './grandfather-with-siblings';
import { Fraction, lcm, sum } from './rational';
import type { RelationId } from './relations';
import type { ResiduaryClass } from './residuaries';
import { describe, fractionWords, heirList } from './wording';

/** How an heir's share came: a fixed share, the residue, both (the father with daughters), or a fixed share and the surplus returned. */
export type Basis = 'fixed' | 'residuary' | 'fixed_and_residuary' | 'fixed_and_returned';

export interface Settlement {
  /** Each inheriting relation's share of the whole estate, and how it came. */
  shares: Map<RelationId, { share: Fraction; basis: Basis }>;
  adjustment: 'awl' | 'radd' | null;
  base: bigint;
  /** With 'awl: the base raised to the sum of the shares. */
  raisedBase?: bigint;
}

const SPOUSES: readonly RelationId[] = ['husband', 'wife'];

/**
 * Gives out the estate once the fixed shares and the residuaries are known: 'awl where the fixed shares exceed it,
 * the residue to the residuaries, or the surplus returned (radd) where there is no residuary. Al-mushtaraka and
 * al-akdariyya are settled here, where the shares show them.
 */
export function settle(state: CaseState, residuaries: ResiduaryClass | undefined, siblingsShare: SiblingsShare | undefined): Settlement {
  if (residuaries && !residuaries.withSiblings) applyMushtaraka(state, residuaries);
  const residuaryClass =
    state.special.includes('mushtaraka') && state.position('mushtaraka') === 'full_siblings_share_the_third' ? undefined : residuaries;
  const fixedTotal = state.fixedTotal();
  const shares = new Map<RelationId, { share: Fraction; basis: Basis }>();
  const give = (relation: RelationId, share: Fraction, basis: Basis) => {
    const before = shares.get(relation);
    shares.set(relation, before ? { share: before.share.plus(share), basis: 'fixed_and_residuary' } : { share, basis });
  };
  let adjustment: Settlement['adjustment'] = null;
  let scale = Fraction.ONE;
  let returned: { others: Fraction; spouses: Fraction } | undefined;
  if (fixedTotal.compare(Fraction.ONE) > 0) {
    adjustment = 'awl';
    scale = Fraction.ONE.dividedBy(fixedTotal);
  } else if (!residuaryClass && fixedTotal.compare(Fraction.ONE) < 0) {
    adjustment = 'radd';
    returned = radd(state, fixedTotal);
  }
  for (const fixedClass of state.fixed) {
    const factor = returned ? (fixedClass.members.some((member) => SPOUSES.includes(member)) ? returned.spouses : returned.others) : scale;
    for (const [relation, share] of splitByHeads(state, fixedClass, fixedClass.nominal.times(factor))) {
      give(relation, share, returned && !factor.equals(Fraction.ONE) ? 'fixed_and_returned' : 'fixed');
    }
  }
  const base = baseOf(state, residuaryClass, siblingsShare);
  let raisedBase: bigint | undefined;
  if (adjustment === 'awl') {
    const raised = fixedTotal.times(base);
    raisedBase = raised.numerator;
    state.step('awl', {
      en: `The fixed shares come to ${fractionWords(fixedTotal).en} of the estate: the base ${base} is raised to ${raised} ('awl), and every share is reduced in proportion.`,
      ar: `مجموع الفروض ${fixedTotal} من التركة، فتعول المسألة من ${base} إلى ${raised} وينقص كل فرض بنسبته.`,
    });
  }
  if (residuaryClass) {
    const residue = adjustment === 'awl' ? Fraction.ZERO : Fraction.ONE.minus(fixedTotal);
    const residueShares = siblingsShare
      ? siblingsShare.shares
      : splitByWeight(
          state,
          residuaryClass.members.map((member) => [member.relation, member.weight]),
          residue,
        );
    for (const [relation, share] of residueShares) {
      if (adjustment === 'awl' && share.isPositive()) throw new Error(`${relation} would take a residue in a case with 'awl`);
      if (share.isZero() && shares.has(relation)) continue;
      give(relation, share, 'residuary');
    }
    if (!siblingsShare) {
      const weighted =
        residuaryClass.members.some((member) => member.weight === 1n) && residuaryClass.members.some((member) => member.weight === 2n);
      state.step(
        weighted ? 'male_twice_female' : residuaryClass.rule,
        describe.residue(
          residuaryClass.members.map((member) => [member.relation, state.count(member.relation)] as const),
          residue,
          weighted,
        ),
      );
    } else {
      for (const [relation, share] of siblingsShare.shares) {
        state.step('grandfather_with_siblings_zayd', describe.takes(relation, state.count(relation), share));
      }
    }
  }
  if (state.special.includes('akdariyya')) poolAkdariyya(state, shares);
  return { shares, adjustment, base, ...(raisedBase ? { raisedBase } : {}) };
}

/** A class's share split equally by heads among its relations. */
function splitByHeads(state: CaseState, fixedClass: FixedClass, share: Fraction): Array<[RelationId, Fraction]> {
  const heads = state.heads(fixedClass.members);
  return fixedClass.members.map((member) => [member, share.times(Fraction.of(state.count(member), heads))]);
}

/** A residue split by weight, a male's head counting two and a female's one. */
function splitByWeight(
  state: CaseState,
  members: ReadonlyArray<readonly [RelationId, bigint]>,
  residue: Fraction,
): Map<RelationId, Fraction> {
  const units = members.reduce((total, [relation, weight]) => total + weight * BigInt(state.count(relation)), 0n);
  return new Map(
    members.map(([relation, weight]) => [relation, residue.times(Fraction.of(weight * BigInt(state.count(relation)), units))]),
  );
}

/**
 * The surplus returned to the sharers but the spouses, in proportion to their shares; to the spouses only when no
 * one else has a share. Returns the factor each side's fixed shares are multiplied by.
 */
function radd(state: CaseState, fixedTotal: Fraction): { others: Fraction; spouses: Fraction } {
  const spouseTotal = sum(
    state.fixed.filter((fixedClass) => fixedClass.members.some((member) => SPOUSES.includes(member))).map((each) => each.nominal),
  );
  const othersTotal = fixedTotal.minus(spouseTotal);
  const surplus = Fraction.ONE.minus(fixedTotal);
  if (othersTotal.isZero()) {
    state.step('radd', {
      en: `No one but the spouse inherits: the surplus ${surplus} returns to the spouse.`,
      ar: `لا وارث غير الزوج، فيرد عليه الباقي ${surplus}.`,
    });
    return { others: Fraction.ONE, spouses: Fraction.ONE.dividedBy(spouseTotal) };
  }
  const receivers = state.fixed.filter((fixedClass) => !fixedClass.members.some((member) => SPOUSES.includes(member)));
  const names = heirList(receivers.flatMap((fixedClass) => fixedClass.members.map((member) => [member, state.count(member)] as const)));
  state.step('radd', {
    en: `No residuary: the surplus ${surplus} returns to ${names.en} in proportion to their shares${spouseTotal.isZero() ? '' : ', the spouse keeping only the fixed share'}.`,
    ar: `لا عاصب: يرد الباقي ${surplus} على ${names.ar} بنسبة فروضهم${spouseTotal.isZero() ? '' : '، ولا يرد على الزوج'}.`,
  });
  return { others: Fraction.ONE.minus(spouseTotal).dividedBy(othersTotal), spouses: Fraction.ONE };
}

/**
 * Al-mushtaraka: the full brothers are the residuaries, the shares (a husband's half, a sixth to the mother or
 * grandmothers, a third to two or more maternal siblings) leave them nothing. Where the school holds so, the full
 * siblings join the maternal siblings in their third, all sharing it equally.
 */
function applyMushtaraka(state: CaseState, residuaries: ResiduaryClass): void {
  if (residuaries.head !== 'full_brother') return;
  const maternal = state.fixed.find((fixedClass) =>
    fixedClass.members.some((member) => member === 'maternal_brother' || member === 'maternal_sister'),
  );
  if (!maternal?.nominal.equals(Fraction.of(1, 3)) || !Fraction.ONE.minus(state.fixedTotal()).isZero()) return;
  state.special.push('mushtaraka');
  if (state.position('mushtaraka') === 'full_siblings_take_nothing') {
    state.step('mushtaraka_no_share', {
      en: 'Al-mushtaraka: the shares leave the full siblings, who are residuaries, nothing.',
      ar: 'المشتركة: استغرقت الفروض التركة فلا شيء للأشقاء لأنهم عصبة.',
    });
    return;
  }
  const full = residuaries.members.map((member) => member.relation);
  maternal.members.push(...full);
  state.step('mushtaraka_share', {
    en: `Al-mushtaraka: the shares leave nothing, so ${heirList(full.map((relation) => [relation, state.count(relation)] as const)).en} share the maternal siblings' third with them, every head alike.`,
    ar: `المشتركة: استغرقت الفروض التركة فيشارك ${heirList(full.map((relation) => [relation, state.count(relation)] as const)).ar} الإخوة لأم في الثلث، ذكرهم وأنثاهم سواء.`,
  });
}

/** Al-akdariyya: the grandfather's and the sister's shares after 'awl, pooled and shared as brother and sister. */
function poolAkdariyya(state: CaseState, shares: Map<RelationId, { share: Fraction; basis: Basis }>): void {
  const grandfather: RelationId = shares.has('fathers_father') ? 'fathers_father' : 'fathers_fathers_father';
  const sister: RelationId = shares.has('full_sister') ? 'full_sister' : 'paternal_sister';
  const pooled = shares.get(grandfather)!.share.plus(shares.get(sister)!.share);
  shares.set(grandfather, { share: pooled.times(Fraction.of(2, 3)), basis: 'fixed_and_residuary' });
  shares.set(sister, { share: pooled.times(Fraction.of(1, 3)), basis: 'fixed_and_residuary' });
  state.step('akdariyya', {
    en: `Al-akdariyya: the grandfather's and the sister's shares, ${pooled} together, are pooled and shared, he taking twice her share.`,
    ar: `الأكدرية: يجمع نصيب الجد والأخت (${pooled}) ويقسم بينهما للذكر مثل حظ الأنثيين.`,
  });
}

/**
 * The base (asl al-mas'ala): the least common multiple of the fixed shares' denominators, with the grandfather's third
 * of the residue where he takes it; where no one has a fixed share, the residuaries' heads (a male counting two where
 * there are females).
 */
function baseOf(state: CaseState, residuaries: ResiduaryClass | undefined, siblingsShare: SiblingsShare | undefined): bigint {
  if (state.fixed.length > 0) {
    const denominators = [...state.fixed.map((fixedClass) => fixedClass.nominal.denominator), ...(siblingsShare?.baseDenominators ?? [])];
    return denominators.reduce(lcm, 1n);
  }
  if (siblingsShare?.baseWithoutSharers) return siblingsShare.baseWithoutSharers;
  const members = residuaries?.members ?? [];
  const units = members.reduce((total, member) => total + member.weight * BigInt(state.count(member.relation)), 0n);
  return members.every((member) => member.weight === 2n) ? units / 2n : units;
}
