import { InvalidInputError } from '../shared/domain-errors';

/**
 * Zakat on wealth held for one lunar year: 2.5 % of net zakatable wealth once it reaches the nisab.
 *
 * Arithmetic is exact: every input is taken as the decimal it was written as (at most 6 decimal places
 * and 15 significant digits, which JSON's binary numbers carry without loss) into a scaled BigInt,
 * values and sums are kept at 10^-12 (grams x price per gram needs both scales), and amounts are
 * rounded half-up to the currency's minor unit only when the result is shaped. 0.1 + 0.2 is 0.3 here.
 * What cannot be answered exactly is refused rather than approximated: an input with more digits
 * (a price of 1e-7 would otherwise become 0 and make the nisab "met" with no wealth), or an amount in
 * the answer of 10^15 minor units or more (beyond 15 significant digits, a JSON number is not exact).
 */

export const ZAKAT_RATE_PERCENT = 2.5;
export const NISAB_GRAMS = { gold: 85, silver: 595 } as const;
export type NisabBasis = keyof typeof NISAB_GRAMS;

export const ZAKAT_ASSUMPTIONS = [
  'The wealth has been held for one full lunar year (hawl).',
  'Only debts that are due now are deducted.',
  'Gold and silver are valued by weight at the prices given; all amounts are in one currency.',
  'The nisab is met when net zakatable wealth is at or above the threshold.',
];

export interface ZakatInput {
  cash: number;
  gold: number; // grams
  silver: number; // grams
  investments: number;
  inventory: number;
  debt: number;
  gold_price_per_gram?: number;
  silver_price_per_gram?: number;
  nisab_basis: NisabBasis;
  /** Digits after the decimal point of the currency's minor unit (2 for cents). */
  minorUnitDigits: number;
}

export interface ZakatResult {
  assets: { cash: number; gold_value: number; silver_value: number; investments: number; inventory: number };
  total_assets: number;
  debt: number;
  debt_deducted: number;
  net_zakatable_wealth: number;
  nisab: { basis: NisabBasis; grams: number; price_per_gram: number; threshold: number; met: boolean };
  rate_percent: number;
  zakat_due: number;
  assumptions: string[];
}

export const MAX_INPUT_DECIMALS = 6;
export const MAX_SIGNIFICANT_DIGITS = 15;
/** Every amount in an answer is below this many minor units of the currency (15 significant digits). */
export const MAX_ANSWER_MINOR_UNITS = 10n ** 15n - 1n;

const INPUT_SCALE = 10n ** BigInt(MAX_INPUT_DECIMALS);
const VALUE_SCALE = INPUT_SCALE * INPUT_SCALE;

/** A zakat request that has no exact answer (its amounts too large to state exactly): the caller's to change. */
export class ZakatRangeError extends InvalidInputError {}

/**
 * A non-negative number as the exact count of 10^-6 units it was written as, or undefined when it has
 * more than 6 decimal places or 15 significant digits (it cannot then be taken exactly).
 */
export function exactMicroUnits(value: number): bigint | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  // The shortest decimal that reads back as this double: the number as written, when it fits 15 digits.
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) return undefined;
  const [, whole, fraction = '', exponent = '0'] = match;
  // value = digits x 10^power, with neither leading nor trailing zeros in digits.
  let digits = (whole + fraction).replace(/^0+/, '');
  let power = Number(exponent) - fraction.length;
  if (digits === '') return 0n;
  const trailing = digits.length - digits.replace(/0+$/, '').length;
  digits = digits.slice(0, digits.length - trailing);
  power += trailing;
  if (digits.length > MAX_SIGNIFICANT_DIGITS || -power > MAX_INPUT_DECIMALS) return undefined;
  return BigInt(digits) * 10n ** BigInt(power + MAX_INPUT_DECIMALS);
}

/** exactMicroUnits for values the request schema has already checked. */
export function toMicroUnits(value: number): bigint {
  const micro = exactMicroUnits(value);
  if (micro === undefined)
    throw new RangeError(`${value} has more than ${MAX_INPUT_DECIMALS} decimal places or ${MAX_SIGNIFICANT_DIGITS} significant digits`);
  return micro;
}

/** Integer division of non-negative numbers, rounding half up. */
const divideRoundingHalfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

/** The largest amount an answer can state exactly, in the currency's units ("9999999999999.99" for 2 digits). */
export function maxAnswerAmount(minorUnitDigits: number): string {
  const text = MAX_ANSWER_MINOR_UNITS.toString();
  return minorUnitDigits === 0 ? text : `${text.slice(0, -minorUnitDigits)}.${text.slice(-minorUnitDigits)}`;
}

/** A value at VALUE_SCALE as a number rounded to the currency's minor unit; `name` says what it is if it is too large. */
function toAmount(value: bigint, minorUnitDigits: number, name: string): number {
  const minorPerUnit = 10n ** BigInt(minorUnitDigits);
  const minorUnits = divideRoundingHalfUp(value * minorPerUnit, VALUE_SCALE);
  if (minorUnits > MAX_ANSWER_MINOR_UNITS) {
    throw new ZakatRangeError(
      `The ${name} would come to more than ${maxAnswerAmount(minorUnitDigits)}, the largest amount this API states exactly ` +
        `(${MAX_SIGNIFICANT_DIGITS} significant digits in the currency's minor unit); split the calculation into smaller parts`,
    );
  }
  // Below 10^15 minor units the quotient prints as exactly this decimal.
  return Number(minorUnits) / Number(minorPerUnit);
}

const money = (value: number) => toMicroUnits(value) * INPUT_SCALE;
const byWeight = (grams: number, pricePerGram: number | undefined) => toMicroUnits(grams) * toMicroUnits(pricePerGram ?? 0);

export function calculateZakat(input: ZakatInput): ZakatResult {
  const assets = {
    cash: money(input.cash),
    gold_value: byWeight(input.gold, input.gold_price_per_gram),
    silver_value: byWeight(input.silver, input.silver_price_per_gram),
    investments: money(input.investments),
    inventory: money(input.inventory),
  };
  const totalAssets = Object.values(assets).reduce((sum, value) => sum + value, 0n);
  const debt = money(input.debt);
  const debtDeducted = debt < totalAssets ? debt : totalAssets;
  const net = totalAssets - debtDeducted;

  const basis = input.nisab_basis;
  const pricePerGram = (basis === 'gold' ? input.gold_price_per_gram : input.silver_price_per_gram) ?? 0;
  const threshold = byWeight(NISAB_GRAMS[basis], pricePerGram);
  const met = net >= threshold;
  // 2.5 % = 25/1000, applied to the exact net and rounded once.
  const zakatMinorPerUnit = 10n ** BigInt(input.minorUnitDigits);
  const zakatMinorUnits = met ? divideRoundingHalfUp(net * 25n * zakatMinorPerUnit, 1000n * VALUE_SCALE) : 0n;

  const amount = (value: bigint, name: string) => toAmount(value, input.minorUnitDigits, name);
  return {
    assets: {
      cash: amount(assets.cash, 'cash'),
      gold_value: amount(assets.gold_value, 'gold value'),
      silver_value: amount(assets.silver_value, 'silver value'),
      investments: amount(assets.investments, 'investments'),
      inventory: amount(assets.inventory, 'inventory'),
    },
    total_assets: amount(totalAssets, 'total of the assets'),
    debt: amount(debt, 'debt'),
    debt_deducted: amount(debtDeducted, 'debt deducted'),
    net_zakatable_wealth: amount(net, 'net zakatable wealth'),
    nisab: { basis, grams: NISAB_GRAMS[basis], price_per_gram: pricePerGram, threshold: amount(threshold, 'nisab threshold'), met },
    rate_percent: ZAKAT_RATE_PERCENT,
    zakat_due: Number(zakatMinorUnits) / Number(zakatMinorPerUnit),
    assumptions: ZAKAT_ASSUMPTIONS,
  };
}

/** Minor-unit digits of an ISO 4217 currency (JPY 0, USD 2, KWD 3); 2 when none is named. */
export function minorUnitDigitsOf(currency: string | undefined): number {
  if (!currency) return 2;
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
