import {
  calculateZakat,
  exactMicroUnits,
  maxAnswerAmount,
  minorUnitDigitsOf,
  toMicroUnits,
  type ZakatInput,
  ZakatRangeError,
} from '../../../../functions/utilities/zakat';

const zakat = (overrides: Partial<ZakatInput>) =>
  calculateZakat({
    cash: 0,
    gold: 0,
    silver: 0,
    investments: 0,
    inventory: 0,
    debt: 0,
    gold_price_per_gram: 100,
    nisab_basis: 'gold',
    minorUnitDigits: 2,
    ...overrides,
  });

describe('calculateZakat', () => {
  it('values each asset, deducts debt and takes 2.5 % of the net above the gold nisab', () => {
    const result = zakat({ cash: 10_000, gold: 100, gold_price_per_gram: 75.5, investments: 2_000, inventory: 450.25, debt: 500 });
    expect(result.assets).toEqual({ cash: 10_000, gold_value: 7_550, silver_value: 0, investments: 2_000, inventory: 450.25 });
    expect(result.total_assets).toBe(20_000.25);
    expect(result.debt_deducted).toBe(500);
    expect(result.net_zakatable_wealth).toBe(19_500.25);
    expect(result.nisab).toEqual({ basis: 'gold', grams: 85, price_per_gram: 75.5, threshold: 6_417.5, met: true });
    expect(result.rate_percent).toBe(2.5);
    expect(result.zakat_due).toBe(487.51); // 487.50625 rounded half-up to the cent, once, at the end
  });

  it('owes nothing below the nisab and nothing on zero wealth', () => {
    expect(zakat({ cash: 8_499.99 })).toMatchObject({ nisab: { threshold: 8_500, met: false }, zakat_due: 0 });
    expect(zakat({})).toMatchObject({ total_assets: 0, net_zakatable_wealth: 0, nisab: { met: false }, zakat_due: 0 });
  });

  it('counts wealth exactly at the nisab as meeting it', () => {
    expect(zakat({ cash: 8_500 })).toMatchObject({ nisab: { met: true }, zakat_due: 212.5 });
  });

  it('deducts debts only up to the assets, so debts exceeding assets leave nothing due and nothing negative', () => {
    const result = zakat({ cash: 3_000, debt: 10_000 });
    expect(result).toMatchObject({ total_assets: 3_000, debt: 10_000, debt_deducted: 3_000, net_zakatable_wealth: 0, zakat_due: 0 });
  });

  it('judges the nisab after debts: assets above it but net below it owe nothing', () => {
    expect(zakat({ cash: 9_000, debt: 1_000 })).toMatchObject({ net_zakatable_wealth: 8_000, nisab: { met: false }, zakat_due: 0 });
  });

  it('uses 595 g of silver for a silver nisab, which a smaller amount reaches', () => {
    const result = zakat({ cash: 1_000, nisab_basis: 'silver', silver_price_per_gram: 1, gold_price_per_gram: undefined });
    expect(result.nisab).toEqual({ basis: 'silver', grams: 595, price_per_gram: 1, threshold: 595, met: true });
    expect(result.zakat_due).toBe(25);
    expect(zakat({ cash: 1_000 }).nisab.met).toBe(false); // the same cash under the gold nisab at 100/g
  });

  it('values silver held by weight', () => {
    expect(zakat({ silver: 1_000, silver_price_per_gram: 0.85 }).assets.silver_value).toBe(850);
  });

  it('is exact where binary floating point is not', () => {
    // 0.1 + 0.2 !== 0.3 in floating point; 2.5 % of 100.20 is exactly 2.505, which rounds up.
    expect(zakat({ cash: 0.1, investments: 0.2, gold_price_per_gram: 0.001 }).total_assets).toBe(0.3);
    expect(zakat({ cash: 100.2, gold_price_per_gram: 0.01 }).zakat_due).toBe(2.51);
    expect(zakat({ cash: 1.005, gold_price_per_gram: 0.001 }).total_assets).toBe(1.01);
  });

  it('rounds to the currency minor unit', () => {
    expect(zakat({ cash: 12_345.678, minorUnitDigits: 3 })).toMatchObject({ total_assets: 12_345.678, zakat_due: 308.642 });
    expect(zakat({ cash: 12_345.678, minorUnitDigits: 0 })).toMatchObject({ total_assets: 12_346, zakat_due: 309 });
  });

  it('states the largest answerable amounts exactly, to the last minor unit', () => {
    const result = zakat({ cash: 9_999_999_999_999.99, gold_price_per_gram: 1 });
    expect(result.total_assets).toBe(9_999_999_999_999.99);
    expect(JSON.stringify(result)).toContain('"zakat_due":250000000000');
    expect(result.zakat_due).toBe(250_000_000_000); // 2.5 % of 9,999,999,999,999.99 is 249,999,999,999.99975: rounded half up
  });

  it('refuses, naming the bound, an answer whose amounts cannot be stated exactly (10^15 minor units or more)', () => {
    expect(() => zakat({ cash: 1e15 })).toThrow(ZakatRangeError);
    expect(() => zakat({ cash: 6e12, investments: 6e12 })).toThrow(
      "The total of the assets would come to more than 9999999999999.99, the largest amount this API states exactly (15 significant digits in the currency's minor unit); split the calculation into smaller parts",
    );
    expect(() => zakat({ gold: 1e9, gold_price_per_gram: 1e9 })).toThrow(/^The gold value would come to more than 9999999999999\.99/);
    expect(() => zakat({ debt: 1e13 })).toThrow(/^The debt would come to more than/);
    // The bound is in minor units: more whole units for yen, fewer for dinars.
    expect(maxAnswerAmount(0)).toBe('999999999999999');
    expect(maxAnswerAmount(3)).toBe('999999999999.999');
    expect(zakat({ cash: 1e14, minorUnitDigits: 0 }).total_assets).toBe(1e14);
  });

  it('never meets the nisab without wealth, at the smallest price it takes', () => {
    expect(zakat({ gold_price_per_gram: 0.000001 })).toMatchObject({ net_zakatable_wealth: 0, nisab: { met: false }, zakat_due: 0 });
    expect(zakat({ cash: 0.01, gold_price_per_gram: 0.000001 })).toMatchObject({ nisab: { met: true } });
  });
});

describe('toMicroUnits', () => {
  it('takes six decimals, rounding half up', () => {
    expect(toMicroUnits(1)).toBe(1_000_000n);
    expect(toMicroUnits(0.1)).toBe(100_000n);
    expect(() => toMicroUnits(-1)).toThrow(RangeError);
    expect(() => toMicroUnits(1.0000004)).toThrow(RangeError);
  });
});

describe('exactMicroUnits', () => {
  it.each([
    [0, 0n],
    [1, 1_000_000n],
    [0.1, 100_000n],
    [100.2, 100_200_000n],
    [0.000001, 1n],
    [999_999_999.999999, 999_999_999_999_999n],
    [1e15, 10n ** 21n],
    [1e21, 10n ** 27n],
  ])('takes %p exactly as written', (value, micro) => {
    expect(exactMicroUnits(value)).toBe(micro);
  });

  it.each([
    [1e-7, 'a seventh decimal place (it would become 0)'],
    [1.5e-6, 'a seventh decimal place'],
    [123.1234567, 'seven decimal places'],
    [1_234_567_890_123.123, 'sixteen significant digits'],
    [1_000_000_000_000_000.1, 'a value JSON could not carry exactly'],
    [-1, 'a negative amount'],
    [Infinity, 'infinity'],
  ])('refuses %p: %s', (value) => {
    expect(exactMicroUnits(value)).toBeUndefined();
  });
});

describe('minorUnitDigitsOf', () => {
  it('knows the ISO 4217 minor units and defaults to cents', () => {
    expect(minorUnitDigitsOf(undefined)).toBe(2);
    expect(minorUnitDigitsOf('USD')).toBe(2);
    expect(minorUnitDigitsOf('JPY')).toBe(0);
    expect(minorUnitDigitsOf('KWD')).toBe(3);
  });
});
