import fc from 'fast-check';
import { magneticDeclination } from '../../../../functions/astronomy/geomagnetic';
import {
  calculatePrayerTimes,
  HIGH_LATITUDE_RULE_IDS,
  type HighLatitudeRuleId,
  MADHABS,
  PRAYER_METHOD_IDS,
} from '../../../../functions/astronomy/prayer-times';
import { calculateQibla } from '../../../../functions/astronomy/qibla';
import { timeZoneAt } from '../../../../functions/astronomy/time-zones';
import { MAX_AMOUNT, MAX_GRAMS, MAX_PRICE_PER_GRAM } from '../../../../functions/utilities/utilities-request';
import { calculateZakat, MAX_ANSWER_MINOR_UNITS, toMicroUnits, ZakatRangeError } from '../../../../functions/utilities/zakat';

/** Every number in a JSON-able value, so that NaN, Infinity and null cannot hide in nested objects. */
function assertFiniteTree(value: unknown, path = '$'): void {
  if (value === null || value === undefined) throw new Error(`${path} is ${value}`);
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`${path} is ${value}`);
  if (typeof value === 'object') for (const [key, child] of Object.entries(value)) assertFiniteTree(child, `${path}.${key}`);
}

// Uniform doubles rarely hit the edges, so mix the edges in explicitly.
const latitude = fc.oneof(fc.double({ min: -90, max: 90, noNaN: true }), fc.constantFrom(-90, -89.999, -66.56, 0, 66.56, 89.999, 90));
const longitude = fc.oneof(fc.double({ min: -180, max: 180, noNaN: true }), fc.constantFrom(-180, -179.999, 0, 179.999, 180));
const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
/** Decimals as a client writes them: up to 12 significant digits and 6 decimal places (what the API takes exactly). */
const exactDecimal = (min: number, max: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: 999_999_999_999 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 9 }))
    .map(([digits, decimals, zeros]) => Number(`${digits}e${zeros - decimals}`))
    .filter((value) => value >= min && value <= max);
const amount = (max: number) => fc.oneof(fc.constant(0), exactDecimal(0, max), fc.integer({ min: 0, max: 1_000_000 }));

describe('property: zakat', () => {
  it('is finite, never negative, 2.5 % of the net (to half a minor unit) exactly when the nisab is met, or refused when too large to state exactly', () => {
    fc.assert(
      fc.property(
        fc.record({
          cash: amount(MAX_AMOUNT),
          gold: amount(MAX_GRAMS),
          silver: amount(MAX_GRAMS),
          investments: amount(MAX_AMOUNT),
          inventory: amount(MAX_AMOUNT),
          debt: amount(MAX_AMOUNT),
          gold_price_per_gram: exactDecimal(0.000001, MAX_PRICE_PER_GRAM),
          silver_price_per_gram: exactDecimal(0.000001, MAX_PRICE_PER_GRAM),
          nisab_basis: fc.constantFrom('gold' as const, 'silver' as const),
          minorUnitDigits: fc.constantFrom(0, 2, 3),
        }),
        (input) => {
          // The largest amounts an answer states, worked out independently at 10^-12: the total and the debt.
          const money = (value: number) => toMicroUnits(value) * 1_000_000n;
          const total =
            money(input.cash) +
            money(input.investments) +
            money(input.inventory) +
            toMicroUnits(input.gold) * toMicroUnits(input.gold_price_per_gram) +
            toMicroUnits(input.silver) * toMicroUnits(input.silver_price_per_gram);
          const minor = (value: bigint) => (2n * value * 10n ** BigInt(input.minorUnitDigits) + 10n ** 12n) / (2n * 10n ** 12n);
          if (minor(total) > MAX_ANSWER_MINOR_UNITS || minor(money(input.debt)) > MAX_ANSWER_MINOR_UNITS) {
            expect(() => calculateZakat(input)).toThrow(ZakatRangeError);
            return;
          }
          const result = calculateZakat(input);
          assertFiniteTree(result);
          expect(result.zakat_due).toBeGreaterThanOrEqual(0);
          expect(result.net_zakatable_wealth).toBeGreaterThanOrEqual(0);
          if (!result.nisab.met) expect(result.zakat_due).toBe(0);
          else {
            const halfMinorUnit = 0.5 * 10 ** -input.minorUnitDigits;
            const expected = result.net_zakatable_wealth * 0.025;
            expect(Math.abs(result.zakat_due - expected)).toBeLessThanOrEqual(halfMinorUnit * 1.03 + Math.abs(expected) * 1e-12);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('property: qibla', () => {
  it('always gives a finite bearing in [0, 360) and a distance within half the circumference', () => {
    const at = new Date('2026-11-22T12:00:00Z');
    fc.assert(
      fc.property(latitude, longitude, (lat, lng) => {
        const result = calculateQibla({ lat, lng }, magneticDeclination({ lat, lng }, at));
        assertFiniteTree(result);
        for (const bearing of [result.bearing_degrees, result.magnetic.bearing_degrees]) {
          expect(bearing).toBeGreaterThanOrEqual(0);
          expect(bearing).toBeLessThan(360);
        }
        expect(result.distance_km).toBeGreaterThanOrEqual(0);
        expect(result.distance_km).toBeLessThanOrEqual(20_015.087);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('property: prayer times', () => {
  it('are defined for every place, date, method, madhab and rule, with dhuhr the solar noon nearest local noon of the date', () => {
    fc.assert(
      fc.property(
        latitude,
        longitude,
        isoDate,
        fc.constantFrom(...PRAYER_METHOD_IDS),
        fc.constantFrom(...MADHABS),
        fc.constantFrom(...HIGH_LATITUDE_RULE_IDS),
        (lat, lng, date, method, madhab, rule) => {
          const timeZone = timeZoneAt(lat, lng);
          const result = calculatePrayerTimes({ lat, lng, date, timeZone, method, madhab, highLatitudeRule: rule as HighLatitudeRuleId });
          assertFiniteTree(result);
          for (const time of Object.values(result.times)) {
            expect(time.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
            expect(Number.isNaN(Date.parse(time.iso))).toBe(false);
          }
          // Normally dhuhr falls on the date itself; only where a zone runs ~12 h from solar time and the
          // date is a 23-hour daylight-saving day can no solar noon fall inside it (the South Pole on
          // New Zealand time, say): then the nearest one is given.
          const [, sign, hours, minutes] = /^([+-])(\d\d):(\d\d)$/.exec(result.utc_offset)!;
          const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
          const localNoon = Date.parse(`${date}T12:00:00Z`) - offsetMs;
          expect(Math.abs(Date.parse(result.times.dhuhr.iso) - localNoon)).toBeLessThanOrEqual(13 * 3600_000);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
