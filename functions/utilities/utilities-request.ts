import * as z from 'zod';
import { HIJRI_YEARS, MAX_HIJRI_ADJUSTMENT_DAYS } from '../astronomy/hijri';
import {
  boundedNumber,
  calendarDate,
  checkPrayerOptions,
  enumOf,
  latitude,
  longitude,
  prayerOptionFields,
  wholeNumber,
  withCanonicalNames,
} from '../prayer-times/prayer-request';
import { checkLocation, placeFields } from '../prayer-times/request-location';
import { exactMicroUnits, MAX_INPUT_DECIMALS, MAX_SIGNIFICANT_DIGITS, NISAB_GRAMS } from './zakat';

/**
 * POST /api/v1/utilities bodies, one strict schema per action so that a misspelt field is refused
 * rather than silently ignored. Every message names what is accepted.
 */

/** The currencies ISO 4217 names, as the ICU data bundled with Node knows them. */
const ISO_4217_CODES = new Set(Intl.supportedValuesOf('currency'));

export const UTILITY_ACTIONS = ['zakat', 'qibla', 'prayer_times', 'hijri'] as const;
export type UtilityAction = (typeof UTILITY_ACTIONS)[number];

// Caps on the inputs; the answer has its own bound (10^15 minor units), checked when it is computed (zakat.ts).
export const MAX_AMOUNT = 1e15;
export const MAX_GRAMS = 1e9;
export const MAX_PRICE_PER_GRAM = 1e9;

const oneOf = (values: readonly string[]) => values.join(', ');

/** Zakat inputs are taken exactly as written, or refused (see zakat.ts). */
const exact = (description: string, min: number, max: number, minInclusive = true) =>
  boundedNumber(description, min, max, minInclusive).refine((value) => exactMicroUnits(value) !== undefined, {
    message: `must have at most ${MAX_INPUT_DECIMALS} decimal places and ${MAX_SIGNIFICANT_DIGITS} significant digits, to be taken exactly (${description})`,
  });
const amount = (description: string) => exact(description, 0, MAX_AMOUNT).optional().default(0);
export const actionSchema = z
  .object(
    {
      action: z.enum(UTILITY_ACTIONS, {
        error: (issue) =>
          issue.input === undefined
            ? `is required; one of ${oneOf(UTILITY_ACTIONS)}`
            : `must be one of ${oneOf(UTILITY_ACTIONS)} (the utility to run)`,
      }),
    },
    { error: 'must be a JSON object with an action' },
  )
  .passthrough();

export const zakatSchema = z
  .object({
    action: z.literal('zakat'),
    cash: amount('an amount of money in your currency'),
    gold: exact('grams of gold', 0, MAX_GRAMS).optional().default(0),
    silver: exact('grams of silver', 0, MAX_GRAMS).optional().default(0),
    investments: amount('an amount of money in your currency'),
    inventory: amount('an amount of money in your currency, trade goods at market value'),
    debt: amount('debts due now, an amount of money in your currency'),
    gold_price_per_gram: exact('price of one gram of gold in your currency', 0, MAX_PRICE_PER_GRAM, false).optional(),
    silver_price_per_gram: exact('price of one gram of silver in your currency', 0, MAX_PRICE_PER_GRAM, false).optional(),
    nisab_basis: enumOf(Object.keys(NISAB_GRAMS) as ['gold', 'silver'], 'the metal whose weight sets the nisab')
      .optional()
      .default('gold'),
    currency: z
      .string({ error: 'must be a string (an ISO 4217 code such as USD)' })
      .regex(/^[A-Za-z]{3}$/, 'must be an ISO 4217 code of three letters, such as USD')
      .transform((code) => code.toUpperCase())
      .refine((code) => ISO_4217_CODES.has(code), 'is not an ISO 4217 currency code (USD, EUR, SAR, PKR, IDR...)')
      .optional(),
  })
  .strict()
  .superRefine((input, context) => {
    const requirePrice = (metal: 'gold' | 'silver', why: string) => {
      if (input[`${metal}_price_per_gram`] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [`${metal}_price_per_gram`],
          message: `is required ${why} (price of one gram of ${metal} in your currency)`,
        });
      }
    };
    if (input.nisab_basis === 'gold') requirePrice('gold', 'when nisab_basis is gold');
    if (input.nisab_basis === 'silver') requirePrice('silver', 'when nisab_basis is silver');
    if (input.gold > 0) requirePrice('gold', 'to value the gold');
    if (input.silver > 0) requirePrice('silver', 'to value the silver');
  });

export const qiblaSchema = z
  .object({ action: z.literal('qibla'), lat: latitude.optional(), lng: longitude.optional(), ...placeFields })
  .strict()
  .superRefine(checkLocation);

/** The prayer-time options (prayer-request.ts) for one day. AlAdhan's names are read as ours first. */
export const prayerTimesObject = z
  .object({ action: z.literal('prayer_times'), ...prayerOptionFields, date: calendarDate.optional() })
  .strict()
  .superRefine(checkPrayerOptions);
export const prayerTimesSchema = z.preprocess(withCanonicalNames, prayerTimesObject);

const hijriDate = (what: string, pattern: RegExp, example: string) =>
  z.string({ error: `must be a string (${what}, e.g. ${example})` }).regex(pattern, `must be ${what}, e.g. ${example}`);

/** Hijri conversion both ways, a Hijri month's days, or a Hijri year's main dates: exactly one of the four. */
export const hijriSchema = z
  .object({
    action: z.literal('hijri'),
    date: calendarDate.optional(),
    hijri_date: hijriDate('a Hijri date as YYYY-MM-DD', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|30)$/, '1447-09-01').optional(),
    hijri_month: hijriDate('a Hijri month as YYYY-MM', /^\d{4}-(0[1-9]|1[0-2])$/, '1447-09').optional(),
    hijri_year: wholeNumber('a Hijri year', HIJRI_YEARS.first, HIJRI_YEARS.last).optional(),
    adjustment: wholeNumber('days added to the Hijri date for local sighting', -MAX_HIJRI_ADJUSTMENT_DAYS, MAX_HIJRI_ADJUSTMENT_DAYS)
      .optional()
      .default(0),
  })
  .strict()
  .superRefine((input, context) => {
    const given = (['date', 'hijri_date', 'hijri_month', 'hijri_year'] as const).filter((name) => input[name] !== undefined);
    if (given.length !== 1) {
      context.addIssue({
        code: 'custom',
        path: given.length > 1 ? [given[1]] : [],
        message: 'give exactly one of date, hijri_date, hijri_month or hijri_year',
      });
    }
    for (const name of ['hijri_date', 'hijri_month'] as const) {
      const year = Number(input[name]?.slice(0, 4));
      if (input[name] !== undefined && (year < HIJRI_YEARS.first || year > HIJRI_YEARS.last)) {
        context.addIssue({ code: 'custom', path: [name], message: `must be in the years ${HIJRI_YEARS.first} to ${HIJRI_YEARS.last} AH` });
      }
    }
  });
