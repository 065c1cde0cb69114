import { InvalidInputError } from '../shared/domain-errors';
import type { Step } from './case-state';
import { Fraction } from './rational';

/**
 * Money, exactly: amounts are whole cents (bigint) from the decimal they were written as, a number or a string with at
 * most two decimal places ("1250.50", 1250.5). The estate is what remains after the funeral costs, the debts and the
 * bequest, in that order; it is divided to the cent by the largest remainder (below).
 */

export const MAX_AMOUNT_CENTS = 10n ** 17n; // 10^15 in whole units

/** The cents a written amount stands for, or undefined if it is not a plain decimal with at most two places. */
export function centsOf(value: number | string): bigint | undefined {
  const written = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(written);
  if (!match) return undefined;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the answer writes them: "1250.50". */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const magnitude = cents < 0n ? -cents : cents;
  return `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

export interface EstateInput {
  amount: bigint;
  funeralCosts: bigint;
  debts: bigint;
  bequest: bigint;
  /** The bequest is to one of the heirs: void unless they consent. */
  bequestToHeir: boolean;
  /** The heirs consent to the bequest as made: over a third, or to an heir. */
  heirsConsent: boolean;
}

export interface EstateDeductions {
  amount: bigint;
  funeralCosts: bigint;
  debts: bigint;
  bequestRequested: bigint;
  bequestExecuted: bigint;
  net: bigint;
  steps: Step[];
}

/**
 * The estate the heirs share: the funeral costs, then the debts, then the bequest (at most a third of what the debts
 * leave and not to an heir, unless the heirs consent). Deductions beyond the estate are a client's mistake.
 */
export function deduct(input: EstateInput): EstateDeductions {
  const { amount, funeralCosts, debts, bequest } = input;
  if (funeralCosts > amount) {
    throw new InvalidInputError(
      `Invalid body field 'estate.funeral_costs': ${formatCents(funeralCosts)} is more than the estate, ${formatCents(amount)}`,
      { param: 'estate.funeral_costs' },
    );
  }
  if (funeralCosts + debts > amount) {
    throw new InvalidInputError(
      `Invalid body field 'estate.debts': the funeral costs and debts, ${formatCents(funeralCosts + debts)}, are more than the estate, ${formatCents(amount)}`,
      { param: 'estate.debts' },
    );
  }
  const afterDebts = amount - funeralCosts - debts;
  const third = afterDebts / 3n;
  let executed = bequest;
  const steps: Step[] = [];
  const money = (cents: bigint) => formatCents(cents);
  steps.push({
    rule: 'deductions_order',
    en: `The estate ${money(amount)}, less funeral costs ${money(funeralCosts)} and debts ${money(debts)}, leaves ${money(afterDebts)}.`,
    ar: `التركة ${money(amount)}، يخرج منها التجهيز ${money(funeralCosts)} ثم الديون ${money(debts)}، فيبقى ${money(afterDebts)}.`,
  });
  if (bequest > 0n) {
    if (input.heirsConsent) {
      if (bequest > afterDebts) {
        throw new InvalidInputError(
          `Invalid body field 'estate.bequest': ${money(bequest)} is more than what the funeral costs and debts leave, ${money(afterDebts)}`,
          { param: 'estate.bequest' },
        );
      }
      steps.push({
        rule: 'bequest_third',
        en: `The bequest of ${money(bequest)} is paid in full: the heirs consent to it.`,
        ar: `تنفذ الوصية ${money(bequest)} كاملة بإجازة الورثة.`,
      });
    } else if (input.bequestToHeir) {
      executed = 0n;
      steps.push({
        rule: 'bequest_to_heir',
        en: `The bequest of ${money(bequest)} is to an heir and the heirs do not consent: it is not paid.`,
        ar: `الوصية ${money(bequest)} لوارث ولم يجزها الورثة فلا تنفذ.`,
      });
    } else if (bequest > third) {
      executed = third;
      steps.push({
        rule: 'bequest_third',
        en: `The bequest of ${money(bequest)} is more than a third of ${money(afterDebts)}: ${money(third)} is paid, the rest only if the heirs consent.`,
        ar: `الوصية ${money(bequest)} أكثر من ثلث ${money(afterDebts)}: ينفذ منها ${money(third)}، والزائد موقوف على إجازة الورثة.`,
      });
    } else {
      steps.push({
        rule: 'bequest_third',
        en: `The bequest of ${money(bequest)}, within a third of ${money(afterDebts)}, is paid.`,
        ar: `تنفذ الوصية ${money(bequest)} لأنها في حدود ثلث ${money(afterDebts)}.`,
      });
    }
  }
  const net = afterDebts - executed;
  steps.push({
    rule: 'deductions_order',
    en: `The heirs share ${money(net)}.`,
    ar: `يقسم على الورثة ${money(net)}.`,
  });
  return { amount, funeralCosts, debts, bequestRequested: bequest, bequestExecuted: executed, net, steps };
}

export interface GroupAmount {
  amount: bigint;
  /** What each head receives; `oneCentMore` of them receive one cent more. */
  perHead: bigint;
  oneCentMore: number;
}

/**
 * The estate divided to the cent by the largest remainder: each heir's exact amount rounded down, then the cents left
 * over given one each to the heirs with the largest fractions of a cent, ties in the order the groups are listed. The
 * amounts add up to the estate exactly; no heir receives more than a cent above his exact share.
 */
export function divideToTheCent(net: bigint, groups: ReadonlyArray<{ perHeadShare: Fraction; count: number }>): GroupAmount[] {
  const exact = groups.map((group) => group.perHeadShare.times(net));
  const floors = exact.map((amount) => amount.numerator / amount.denominator);
  const distributed = groups.reduce((total, group, index) => total + floors[index] * BigInt(group.count), 0n);
  let left = net - distributed;
  const order = groups
    .map((_, index) => index)
    .sort((a, b) => exact[b].minus(Fraction.of(floors[b])).compare(exact[a].minus(Fraction.of(floors[a]))) || a - b);
  const extra = new Map<number, number>();
  for (const index of order) {
    if (left <= 0n) break;
    const heads = BigInt(groups[index].count) < left ? BigInt(groups[index].count) : left;
    if (exact[index].equals(Fraction.of(floors[index]))) continue;
    extra.set(index, Number(heads));
    left -= heads;
  }
  if (left !== 0n) throw new Error(`${formatCents(left)} of the estate was left undivided`);
  return groups.map((group, index) => {
    const more = extra.get(index) ?? 0;
    const perHead = more === group.count ? floors[index] + 1n : floors[index];
    return { amount: floors[index] * BigInt(group.count) + BigInt(more), perHead, oneCentMore: more === group.count ? 0 : more };
  });
}
