import type { CaseState } from './case-state';
import { Fraction, maxOf } from './rational';
import type { RelationId } from './relations';
import { fractionWords, heirLabel } from './wording';

/** How the residue is shared out where the grandfather shares it with full or paternal siblings. */
export interface SiblingsShare {
  /** Each residuary's share of the whole estate. */
  shares: Map<RelationId, Fraction>;
  /** The base where no one has a fixed share: the grandfather's third (3), or the heads sharing as brothers. */
  baseWithoutSharers?: bigint;
  /** A denominator the base must hold besides the fixed shares': the grandfather's third of the residue (18, 36…). */
  baseDenominator?: bigint;
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
  const taken = options.filter((option) => option.share.equals(best));
  // Where sharing equals another option, the books name both; the share is the same. The sixth is a fixed share.
  const chosen = taken.find((option) => option.name !== 'sixth') ?? taken[0];
  explainOptions(state, grandfather, options, chosen.name);
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
  shareAmongSiblings(state, left, shares, fullUnits, paternalUnits);
  return {
    shares,
    ...(sharers ? {} : { baseWithoutSharers: chosen.name === 'third' ? 3n : unitsBase(state, grandfather) }),
    ...(chosen.name === 'third_of_residue' ? { baseDenominator: best.denominator } : {}),
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

function shareAmongSiblings(state: CaseState, left: Fraction, shares: Map<RelationId, Fraction>, fullUnits: bigint, paternalUnits: bigint) {
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
    return;
  }
  let forPaternal = Fraction.ZERO;
  if (state.has('full_brother')) {
    byWeight(
      left,
      full.map((relation) => [relation, weightOf(relation)]),
    );
  } else {
    const cap = state.count('full_sister') === 1 ? Fraction.of(1, 2) : Fraction.of(2, 3);
    const sisters = paternalUnits > 0n && left.compare(cap) > 0 ? cap : left;
    shares.set('full_sister', sisters);
    forPaternal = left.minus(sisters);
  }
  if (paternalUnits === 0n) return;
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
}

function explainOptions(
  state: CaseState,
  grandfather: RelationId,
  options: ReadonlyArray<{ name: string; share: Fraction }>,
  chosen: string,
) {
  const names: Record<string, { en: string; ar: string }> = {
    muqasama: { en: 'sharing the residue as a brother', ar: 'المقاسمة' },
    third_of_residue: { en: 'a third of the residue', ar: 'ثلث الباقي' },
    third: { en: 'a third of the whole', ar: 'ثلث جميع المال' },
    sixth: { en: 'a sixth of the whole', ar: 'سدس جميع المال' },
  };
  const label = heirLabel(grandfather);
  state.step('grandfather_with_siblings_zayd', {
    en: `${label.en} with the siblings: ${options.map((option) => `${names[option.name].en} ${option.share}`).join(', ')}; the best for him is ${names[chosen].en}.`,
    ar: `${label.ar} مع الإخوة: ${options.map((option) => `${names[option.name].ar} ${option.share}`).join('، ')}؛ والأحظ له ${names[chosen].ar}.`,
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
