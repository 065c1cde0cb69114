import type { CaseState } from './case-state';
import { Fraction, lcm, maxOf } from './rational';
import type { RelationId } from './relations';
import { fractionWords, heirLabel } from './wording';

/** How the residue is shared out where the grandfather shares it with full or paternal siblings. */
export interface SiblingsShare {
  /** Each residuary's share of the whole estate. */
  shares: Map<RelationId, Fraction>;
  /** The base where no one has a fixed share: the grandfather's third (3), or the heads sharing as brothers. */
  baseWithoutSharers?: bigint;
  /**
   * Denominators the base must hold besides the fixed shares': the grandfather's third of the residue (18, 36…), and a
   * full sister's half (or two full sisters' two thirds) where al-mu'adda holds her to it.
   */
  baseDenominators: bigint[];
}

const sixth = Fraction.of(1, 6);

/**
 * Zayd ibn Thabit's method (Muwatta Malik 27:9). The grandfather takes the best for him of sharing the residue as a
 * brother (muqasama), a third of the residue, or a sixth of the whole (where no one has a fixed share: sharing, or a
 * third of the whole). The full siblings count the paternal ones against him (al-mu'adda) and then take their share;
 * the paternal ones keep only what exceeds a single full sister's half (or two full sisters' two thirds). Where the
 * shares leave a sixth or less, he takes his sixth (with 'awl) and the siblings nothing, but in al-akdariyya.
 * Returns undefined when the case is al-akdariyya (its fixed shares are given here; distribution.ts pools them).
 */
export function shareWithSiblings(state: CaseState, grandfather: RelationId): SiblingsShare | undefined {
  const heads = (relation: RelationId) => BigInt(state.has(relation) ? state.count(relation) : 0);
  const fullUnits = 2n * heads('full_brother') + heads('full_sister');
  const paternalUnits = 2n * heads('paternal_brother') + heads('paternal_sister');
  const sharers = state.fixed.length > 0;
  const residue = Fraction.ONE.minus(state.fixedTotal());
  if (isAkdariyya(state, residue)) {
    shareAkdariyya(state, grandfather);
    return undefined;
  }
  state.special.push('grandfather_with_siblings');
  const counted = fullUnits + paternalUnits;
  if (fullUnits > 0n && paternalUnits > 0n) state.special.push('muadda');
  const options: Array<{ name: 'muqasama' | 'third_of_residue' | 'third' | 'sixth'; share: Fraction }> = [
    { name: 'muqasama', share: residue.isPositive() ? residue.times(Fraction.of(2n, 2n + counted)) : Fraction.ZERO },
    ...(sharers
      ? [
          { name: 'third_of_residue' as const, share: residue.isPositive() ? residue.dividedBy(3) : Fraction.ZERO },
          { name: 'sixth' as const, share: sixth },
        ]
      : [{ name: 'third' as const, share: Fraction.of(1, 3) }]),
  ];
  const best = maxOf(options.map((option) => option.share));
  // Where sharing equals a third or the sixth, the share is the same; the books express it as the fixed share, the
  // stronger (al-Baghawi's al-Tahdhib: "yatalaffazu bi-l-thuluth tashilan li-l-hisab"; al-Rafi'i, al-Nawawi), and the
  // base follows: mukhtasarat Zayd from 18 (the Hanbali texts), not from 6 by sharing.
  const preference = ['third_of_residue', 'third', 'sixth', 'muqasama'];
  const chosen = options
    .filter((option) => option.share.equals(best))
    .sort((a, b) => preference.indexOf(a.name) - preference.indexOf(b.name))[0];
  explainOptions(state, grandfather, options, chosen.name);
  // The heads sharing as brothers, counted before the full siblings exclude the paternal ones they counted.
  const units = unitsBase(state, grandfather);
  const shares = new Map<RelationId, Fraction>();
  let left: Fraction;
  if (chosen.name === 'sixth') {
    state.fix([grandfather], sixth, 'grandfather_with_siblings_zayd', {
      en: 'the best of his options; the siblings take what remains, if anything',
      ar: 'لأنه الأحظ له، وللإخوة ما بقي إن بقي شيء',
    });
    left = residue.minus(sixth);
    if (!left.isPositive()) left = Fraction.ZERO;
  } else {
    shares.set(grandfather, best);
    left = residue.minus(best);
  }
  const sisterCap = shareAmongSiblings(state, left, shares, fullUnits, paternalUnits);
  const denominators = [...(chosen.name === 'third_of_residue' ? [best.denominator] : []), ...(sisterCap ? [sisterCap.denominator] : [])];
  return {
    shares,
    // Without fixed shares: the grandfather's third (with a full sister's half, 6), or the heads sharing as brothers.
    ...(sharers ? {} : { baseWithoutSharers: chosen.name === 'third' ? lcm(3n, sisterCap?.denominator ?? 1n) : units }),
    baseDenominators: denominators,
  };
}

/** The heads sharing as brothers, a male counting two and a female one (all males: one each). */
function unitsBase(state: CaseState, grandfather: RelationId): bigint {
  const members: Array<[RelationId, bigint]> = [
    [grandfather, 2n],
    ['full_brother', 2n],
    ['full_sister', 1n],
    ['paternal_brother', 2n],
    ['paternal_sister', 1n],
  ];
  const present = members.filter(([relation]) => state.has(relation));
  const units = present.reduce((total, [relation, weight]) => total + weight * BigInt(state.count(relation)), 0n);
  return present.every(([, weight]) => weight === 2n) ? units / 2n : units;
}

/** Shares what the grandfather leaves among the siblings; returns the full sisters' fixed share where it held them. */
function shareAmongSiblings(
  state: CaseState,
  left: Fraction,
  shares: Map<RelationId, Fraction>,
  fullUnits: bigint,
  paternalUnits: bigint,
): Fraction | undefined {
  const byWeight = (amount: Fraction, members: Array<[RelationId, bigint]>) => {
    const units = members.reduce((total, [relation, weight]) => total + weight * BigInt(state.count(relation)), 0n);
    for (const [relation, weight] of members) {
      shares.set(relation, units === 0n ? Fraction.ZERO : amount.times(Fraction.of(weight * BigInt(state.count(relation)), units)));
    }
  };
  const full = (['full_brother', 'full_sister'] as const).filter((relation) => state.has(relation));
  const paternal = (['paternal_brother', 'paternal_sister'] as const).filter((relation) => state.has(relation));
  const weightOf = (relation: RelationId): bigint => (relation.endsWith('brother') ? 2n : 1n);
  if (fullUnits === 0n) {
    byWeight(
      left,
      paternal.map((relation) => [relation, weightOf(relation)]),
    );
    return undefined;
  }
  let forPaternal = Fraction.ZERO;
  let cap: Fraction | undefined;
  if (state.has('full_brother')) {
    byWeight(
      left,
      full.map((relation) => [relation, weightOf(relation)]),
    );
  } else {
    const fixed = state.count('full_sister') === 1 ? Fraction.of(1, 2) : Fraction.of(2, 3);
    const held = paternalUnits > 0n && left.compare(fixed) >= 0;
    if (held) cap = fixed;
    const sisters = held ? fixed : left;
    shares.set('full_sister', sisters);
    forPaternal = left.minus(sisters);
  }
  if (paternalUnits === 0n) return cap;
  if (forPaternal.isPositive()) {
    byWeight(
      forPaternal,
      paternal.map((relation) => [relation, weightOf(relation)]),
    );
    state.step('muadda', {
      en: `The full sister takes no more than her fixed share, ${fractionWords(state.count('full_sister') === 1 ? Fraction.of(1, 2) : Fraction.of(2, 3)).en}; the paternal siblings take what exceeds it, ${fractionWords(forPaternal).en}.`,
      ar: `لا تزيد الشقيقة على فرضها، وللإخوة لأب ما فضل: ${fractionWords(forPaternal).ar}.`,
    });
  } else {
    const by = state.has('full_brother') ? 'full_brother' : 'full_sister';
    for (const relation of paternal) state.block(relation, [by], 'muadda');
  }
  return cap;
}

function explainOptions(
  state: CaseState,
  grandfather: RelationId,
  options: ReadonlyArray<{ name: string; share: Fraction }>,
  chosen: string,
) {
  const shareOf = (name: string) => options.find((option) => option.name === name)?.share;
  const tied = chosen !== 'muqasama' && shareOf('muqasama')!.equals(shareOf(chosen)!);
  const names: Record<string, { en: string; ar: string }> = {
    muqasama: { en: 'sharing the residue as a brother', ar: 'المقاسمة' },
    third_of_residue: { en: 'a third of the residue', ar: 'ثلث الباقي' },
    third: { en: 'a third of the whole', ar: 'ثلث جميع المال' },
    sixth: { en: 'a sixth of the whole', ar: 'سدس جميع المال' },
  };
  const label = heirLabel(grandfather);
  state.step('grandfather_with_siblings_zayd', {
    en: `${label.en} with the siblings: ${options.map((option) => `${names[option.name].en} ${option.share}`).join(', ')}; the best for him is ${names[chosen].en}${tied ? ' (sharing gives him as much: the books name the fixed share)' : ''}.`,
    ar: `${label.ar} مع الإخوة: ${options.map((option) => `${names[option.name].ar} ${option.share}`).join('، ')}؛ والأحظ له ${names[chosen].ar}${tied ? ' (وتستوي له المقاسمة، فيعبر بالفرض)' : ''}.`,
  });
}

/** Husband, mother, grandfather and one sister, full or paternal, and no one else (Muwatta Malik 27:9). */
function isAkdariyya(state: CaseState, residue: Fraction): boolean {
  const sisters = ['full_sister', 'paternal_sister'].filter((relation) => state.has(relation as RelationId)) as RelationId[];
  const brothers = state.has('full_brother') || state.has('paternal_brother');
  return (
    !brothers &&
    sisters.length === 1 &&
    state.count(sisters[0]) === 1 &&
    state.fixed.length === 2 &&
    state.fixedShareOf('husband')?.equals(Fraction.of(1, 2)) === true &&
    state.fixedShareOf('mother')?.equals(Fraction.of(1, 3)) === true &&
    residue.equals(sixth)
  );
}

function shareAkdariyya(state: CaseState, grandfather: RelationId) {
  state.special.push('akdariyya');
  const sister: RelationId = state.has('full_sister') ? 'full_sister' : 'paternal_sister';
  state.fix([grandfather], sixth, 'akdariyya', { en: 'his sixth, all the shares leave', ar: 'السدس فرضا' });
  state.fix([sister], Fraction.of(1, 2), 'akdariyya', {
    en: 'her half, given in this case alone, raising the base from 6 to 9',
    ar: 'النصف فرضا في هذه المسألة وحدها، فتعول من ستة إلى تسعة',
  });
}
