/**
 * Zakat on wealth held for one lunar year: 2.5 % of net zakatable wealth once it reaches the nisab.
 *
 * Arithmetic is exact: every input is taken to 6 decimal places as a scaled BigInt, values and sums
 * are kept at 10^-12 (grams x price per gram needs both scales), and amounts are rounded half-up to
 * the currency's minor unit only when the result is shaped. 0.1 + 0.2 is 0.3 here.
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

const INPUT_SCALE = 10n ** 6n;
const VALUE_SCALE = INPUT_SCALE * INPUT_SCALE;

/** A non-negative finite number as an integer count of 10^-6 units, rounded half-up. */
export function toMicroUnits(value: number): bigint {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`not a non-negative finite number: ${value}`);
  const [whole, fraction = ''] = value.toFixed(6).split('.');
  return BigInt(whole) * INPUT_SCALE + BigInt(fraction.padEnd(6, '0'));
}

/** Integer division of non-negative numbers, rounding half up. */
const divideRoundingHalfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

/** A value at VALUE_SCALE as a number rounded to the currency's minor unit. */
function toAmount(value: bigint, minorUnitDigits: number): number {
  const minorPerUnit = 10n ** BigInt(minorUnitDigits);
  const minorUnits = divideRoundingHalfUp(value * minorPerUnit, VALUE_SCALE);
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

  const amount = (value: bigint) => toAmount(value, input.minorUnitDigits);
  return {
    assets: {
      cash: amount(assets.cash),
      gold_value: amount(assets.gold_value),
      silver_value: amount(assets.silver_value),
      investments: amount(assets.investments),
      inventory: amount(assets.inventory),
    },
    total_assets: amount(totalAssets),
    debt: amount(debt),
    debt_deducted: amount(debtDeducted),
    net_zakatable_wealth: amount(net),
    nisab: { basis, grams: NISAB_GRAMS[basis], price_per_gram: pricePerGram, threshold: amount(threshold), met },
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
