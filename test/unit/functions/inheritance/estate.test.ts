import { centsOf, deduct, divideToTheCent, formatCents } from '../../../../functions/inheritance/estate';
import { Fraction } from '../../../../functions/inheritance/rational';

const estate = (amount: bigint, others: Partial<Parameters<typeof deduct>[0]> = {}) =>
  deduct({ amount, funeralCosts: 0n, debts: 0n, bequest: 0n, bequestToHeir: false, heirsConsent: false, ...others });

describe('the estate (issue 50)', () => {
  it('takes amounts as the decimals they were written as, to the cent', () => {
    expect(centsOf('1250.50')).toBe(125050n);
    expect(centsOf(1250.5)).toBe(125050n);
    expect(centsOf(0.1)).toBe(10n);
    expect(centsOf('  7 ')).toBe(700n);
    for (const refused of ['-1', '1.234', '1e3', 'NaN', '', '1,000', Number.POSITIVE_INFINITY, 1e-7])
      expect(centsOf(refused as never)).toBeUndefined();
    expect(formatCents(125050n)).toBe('1250.50');
    expect(formatCents(7n)).toBe('0.07');
  });

  it('deducts the funeral costs, then the debts, then the bequest up to a third of what the debts leave', () => {
    const within = estate(120_000_00n, { funeralCosts: 2_500_00n, debts: 7_500_00n, bequest: 10_000_00n });
    expect([within.bequestExecuted, within.net]).toEqual([10_000_00n, 100_000_00n]);
    const over = estate(120_000_00n, { funeralCosts: 2_500_00n, debts: 7_500_00n, bequest: 50_000_00n });
    // A third of 110,000.00, to the cent below.
    expect([over.bequestExecuted, over.net]).toEqual([36_666_66n, 73_333_34n]);
    expect(over.steps.map((step) => step.rule)).toEqual(['deductions_order', 'bequest_third', 'deductions_order']);
    expect(over.steps[1].en).toMatch(/more than a third of 110000\.00: 36666\.66 is paid/);
  });

  it('pays a bequest to an heir, or beyond a third, only with the heirs’ consent', () => {
    expect(estate(900_00n, { bequest: 100_00n, bequestToHeir: true }).bequestExecuted).toBe(0n);
    expect(estate(900_00n, { bequest: 100_00n, bequestToHeir: true, heirsConsent: true }).bequestExecuted).toBe(100_00n);
    expect(estate(900_00n, { bequest: 600_00n, heirsConsent: true }).net).toBe(300_00n);
  });

  it('refuses deductions beyond the estate, naming the field', () => {
    expect(() => estate(100_00n, { funeralCosts: 100_01n })).toThrow(
      "Invalid body field 'estate.funeral_costs': 100.01 is more than the estate, 100.00",
    );
    expect(() => estate(100_00n, { funeralCosts: 50_00n, debts: 60_00n })).toThrow(
      "Invalid body field 'estate.debts': the funeral costs and debts, 110.00, are more than the estate, 100.00",
    );
    expect(() => estate(100_00n, { bequest: 100_01n, heirsConsent: true })).toThrow(/estate\.bequest': 100\.01 is more than/);
    expect(estate(100_00n, { funeralCosts: 40_00n, debts: 60_00n }).net).toBe(0n);
  });

  it('divides to the cent by the largest remainder, the amounts adding up exactly', () => {
    // 100.00 between three sons: 33.34, 33.33, 33.33.
    expect(divideToTheCent(100_00n, [{ perHeadShare: Fraction.of(1, 3), count: 3 }])).toEqual([
      { amount: 100_00n, perHead: 33_33n, oneCentMore: 1 },
    ]);
    // A wife's eighth and seven sons: 12.50 and 12.50 each.
    expect(
      divideToTheCent(100_00n, [
        { perHeadShare: Fraction.of(1, 8), count: 1 },
        { perHeadShare: Fraction.of(1, 8), count: 7 },
      ]),
    ).toEqual([
      { amount: 12_50n, perHead: 12_50n, oneCentMore: 0 },
      { amount: 87_50n, perHead: 12_50n, oneCentMore: 0 },
    ]);
    // The larger fractions of a cent get the cents left over: 3/7, 4/7 of 0.10.
    expect(
      divideToTheCent(10n, [
        { perHeadShare: Fraction.of(3, 7), count: 1 },
        { perHeadShare: Fraction.of(2, 7), count: 2 },
      ]),
    ).toEqual([
      { amount: 4n, perHead: 4n, oneCentMore: 0 },
      { amount: 6n, perHead: 3n, oneCentMore: 0 },
    ]);
  });
});
