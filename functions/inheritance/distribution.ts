import { settleFatherLine, settleGrandfathers, settleGrandmothers, settleMother, settleSpouses } from './ascendants';
import { CaseState, type SpecialCase, type Step } from './case-state';
import { settleDescendants } from './descendants';
import { shareWithSiblings } from './grandfather-with-siblings';
import type { Following } from './positions';
import { Fraction, lcm, sum } from './rational';
import { RELATION_IDS, type RelationId } from './relations';
import { chooseResiduaries } from './residuaries';
import { type Basis, type Settlement, settle } from './settlement';
import { excludeSiblings, FULL_AND_PATERNAL_SIBLINGS, settleMaternalSiblings, settleSiblings } from './siblings';

export interface HeirShare {
  relation: RelationId;
  count: number;
  /** The group's share of the whole estate. */
  share: Fraction;
  perHead: Fraction;
  basis: Basis;
  /** The group's shares out of `totalShares`. */
  shares: bigint;
}

export interface BlockedHeir {
  relation: RelationId;
  count: number;
  blockedBy: RelationId[];
}

export interface Distribution {
  following: Following;
  heirs: HeirShare[];
  blocked: BlockedHeir[];
  adjustment: 'awl' | 'radd' | null;
  /** Asl al-mas'ala: the base before 'awl or radd. */
  base: bigint;
  /** The shares the estate is finally divided into, after 'awl or radd and the correction for heads (tashih). */
  totalShares: bigint;
  specialCases: SpecialCase[];
  steps: Step[];
}

export interface DistributionInput {
  /** Each relation once, with how many of them survive the deceased (validated by the caller: inheritance-service.ts). */
  heirs: ReadonlyArray<{ relation: RelationId; count: number }>;
  following?: Following;
}

/**
 * Every heir's exact share of an estate, and the working: the pure engine the endpoint, the MCP tool and the chat call.
 * The rules run in the order the books teach them: the descendants, the ascendants and spouses, the siblings, the
 * residuaries, then 'awl or radd, the base and its correction for heads.
 */
export function distribute(input: DistributionInput): Distribution {
  const counts = new Map<RelationId, number>();
  for (const { relation, count } of input.heirs) counts.set(relation, (counts.get(relation) ?? 0) + count);
  const state = new CaseState(counts, input.following ?? 'default');

  const descendants = settleDescendants(state);
  const grandfather = settleGrandfathers(state);
  excludeSiblings(state, descendants, grandfather);
  const grandfatherSharesWithSiblings =
    grandfather !== undefined && !descendants.male && FULL_AND_PATERNAL_SIBLINGS.some((sibling) => state.has(sibling));
  settleSpouses(state, descendants);
  settleMother(state, descendants);
  settleGrandmothers(state);
  if (!grandfatherSharesWithSiblings) settleFatherLine(state, descendants, grandfather);
  settleMaternalSiblings(state);
  const siblings = grandfatherSharesWithSiblings ? {} : settleSiblings(state, descendants);
  const residuaries = chooseResiduaries(state, descendants, grandfather, siblings, grandfatherSharesWithSiblings);
  const siblingsShare = grandfatherSharesWithSiblings ? shareWithSiblings(state, grandfather!) : undefined;
  const settlement = settle(state, residuaries, siblingsShare);

  const blocked = RELATION_IDS.filter((relation) => state.blocked.has(relation)).map((relation) => ({
    relation,
    count: state.count(relation),
    blockedBy: state.blocked.get(relation)!,
  }));
  const inheriting = RELATION_IDS.filter((relation) => settlement.shares.has(relation));
  for (const relation of counts.keys()) {
    if (!state.blocked.has(relation) && !settlement.shares.has(relation))
      throw new Error(`The engine gave ${relation} neither a share nor an exclusion`);
  }
  const shares = inheriting.map((relation) => ({ relation, ...settlement.shares.get(relation)! }));
  const total = sum(shares.map((heir) => heir.share));
  if (!total.equals(Fraction.ONE)) throw new Error(`The shares add up to ${total}, not the whole estate`);
  const perHead = (share: Fraction, relation: RelationId) => share.dividedBy(state.count(relation));
  const totalShares = correctedForHeads(
    startingShares(settlement, shares),
    shares.map((heir) => perHead(heir.share, heir.relation)),
  );
  explainBase(state, settlement.base, settlement.adjustment, totalShares);
  return {
    following: state.following,
    heirs: shares.map(({ relation, share, basis }) => ({
      relation,
      count: state.count(relation),
      share,
      perHead: perHead(share, relation),
      basis,
      shares: share.times(totalShares).numerator,
    })),
    blocked,
    adjustment: settlement.adjustment,
    base: settlement.base,
    totalShares,
    specialCases: state.special,
    steps: state.steps,
  };
}

/**
 * The shares the correction for heads starts from, as the books count them: the base; with 'awl, the raised base;
 * with radd, the shares the surplus makes of it (for a spouse and the others, the least that divides both sides).
 */
function startingShares(settlement: Settlement, shares: ReadonlyArray<{ share: Fraction }>): bigint {
  if (settlement.adjustment === 'awl') return settlement.raisedBase!;
  if (settlement.adjustment === 'radd') return shares.map((heir) => heir.share.denominator).reduce(lcm, 1n);
  return settlement.base;
}

/** Tashih: the starting shares multiplied by the least number that gives every head a whole number of shares. */
function correctedForHeads(start: bigint, perHead: readonly Fraction[]): bigint {
  return start * perHead.map((share) => share.times(start).denominator).reduce(lcm, 1n);
}

function explainBase(state: CaseState, base: bigint, adjustment: Distribution['adjustment'], totalShares: bigint) {
  const after = adjustment === 'awl' ? " after 'awl" : adjustment === 'radd' ? ' after radd' : '';
  const afterAr = adjustment === 'awl' ? ' بعد العول' : adjustment === 'radd' ? ' بعد الرد' : '';
  state.step('base_and_correction', {
    en: `The base (asl) is ${base}; the estate is divided into ${totalShares} shares${after}, so that every heir receives a whole number of them.`,
    ar: `أصل المسألة ${base}، وتصح${afterAr} من ${totalShares} سهما لينقسم نصيب كل وارث عليه بلا كسر.`,
  });
}
