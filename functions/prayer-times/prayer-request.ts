import * as z from 'zod';
import { MAX_HIJRI_ADJUSTMENT_DAYS } from '../astronomy/hijri';
import { MIDNIGHT_MODES, PRAYER_METHOD_IDS, prayerMethodIdOf } from '../astronomy/prayer-methods';
import { HIGH_LATITUDE_RULE_IDS, type HighLatitudeRuleId, MADHABS, TUNABLE_TIMES, type TunableTime } from '../astronomy/prayer-times';
import { SHAFAQ_KINDS } from '../astronomy/seasonal-twilight';
import { canonicalTimeZone } from '../astronomy/time-zones';
import { checkLocation, placeFields } from './request-location';

/**
 * The prayer-time options, shared by POST /utilities (`action: prayer_times`) and GET /prayer-times. Names are
 * this API's; AlAdhan's names are accepted as aliases with AlAdhan's values (`school=1`, `method=4`,
 * `latitudeAdjustmentMethod=3`, `midnightMode=1`, `tune=0,0,-3,...`, `methodSettings=18.5,null,90 min`), so its
 * clients can switch by changing the host.
 */

export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '2100-12-31';
export const MAX_TUNE_MINUTES = 30;

const oneOf = (values: readonly string[]) => values.join(', ');

export const calendarDate = z
  .string({ error: 'must be a string (a date as YYYY-MM-DD)' })
  .transform((value) => value.replace(/^(\d{2})-(\d{2})-(\d{4})$/, '$3-$2-$1')) // AlAdhan's DD-MM-YYYY
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD (or DD-MM-YYYY)')
      .refine((value) => {
        const [year, month, day] = value.split('-').map(Number);
        // setUTCFullYear, not Date.UTC, which reads the years 0-99 as 1900-1999.
        const date = new Date(0);
        date.setUTCFullYear(year, month - 1, day);
        return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
      }, 'is not a real calendar date')
      .refine((value) => value >= FIRST_DATE && value <= LAST_DATE, `must be from ${FIRST_DATE} to ${LAST_DATE}`),
  );

/** A number within [min, max] (or (min, max] where `minInclusive` is false), refused with the bounds and what it is. */
export const boundedNumber = (description: string, min: number, max: number, minInclusive = true) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `is required (${description})` : `must be a number (${description})`) })
    .refine((value) => (minInclusive ? value >= min : value > min) && value <= max, {
      message: `must be ${minInclusive ? 'from' : 'greater than'} ${min} ${minInclusive ? 'to' : 'and at most'} ${max} (${description})`,
    })
    // The bounds in the OpenAPI document too (a refinement has none), for typed clients and forms.
    .meta(minInclusive ? { minimum: min, maximum: max } : { exclusiveMinimum: min, maximum: max });
export const wholeNumber = (description: string, min: number, max: number) =>
  boundedNumber(description, min, max)
    .refine((value) => Number.isInteger(value), { message: `must be a whole number (${description})` })
    .meta({ type: 'integer', minimum: min, maximum: max });

/**
 * A query string carries numbers as text: the named fields are read as numbers where they are written as
 * numbers (and left as text, to be refused by name, where they are not).
 */
export const numbersIn = (names: readonly string[]) => (value: unknown) => {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      names.includes(name) && typeof field === 'string' && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(field) ? Number(field) : field,
    ]),
  );
};

/** Values people type (`ISNA`, `Hanafi`) are matched case-insensitively; AlAdhan's numbers (`school=1`) map to names. */
export const enumOf = <T extends readonly [string, ...string[]]>(values: T, what: string, numbers: Record<string, T[number]> = {}) =>
  z.preprocess(
    (value) => {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.toLowerCase() : value;
      return typeof text === 'string' && Object.hasOwn(numbers, text) ? numbers[text] : text;
    },
    z.enum(values, {
      error: (issue) => (issue.input === undefined ? `is required; one of ${oneOf(values)}` : `must be one of ${oneOf(values)} (${what})`),
    }),
  );

export const latitude = boundedNumber('latitude in degrees, -90 to 90', -90, 90);
export const longitude = boundedNumber('longitude in degrees, -180 to 180', -180, 180);

const methodSchema = z.preprocess(
  (value) => (typeof value === 'number' || typeof value === 'string' ? (prayerMethodIdOf(String(value)) ?? value) : value),
  z.enum(PRAYER_METHOD_IDS, {
    error: () => `must be one of ${oneOf(PRAYER_METHOD_IDS)}, AlAdhan's name (MAKKAH, MWL, EGYPT...) or its number (0-23, 99)`,
  }),
);

/** `tune` as an object of minutes, or AlAdhan's nine comma-separated minutes (imsak,fajr,...,midnight). */
const tuneSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== TUNABLE_TIMES.length || parts.some((part) => !/^-?\d+$/.test(part))) return value;
  return Object.fromEntries(TUNABLE_TIMES.map((name, index) => [name, Number(parts[index])]));
}, z
  .object(
    Object.fromEntries(
      TUNABLE_TIMES.map((name) => [name, wholeNumber(`minutes added to ${name}`, -MAX_TUNE_MINUTES, MAX_TUNE_MINUTES).optional()]),
    ) as Record<TunableTime, z.ZodOptional<z.ZodNumber>>,
    { error: `must be an object of minutes by time (${oneOf(TUNABLE_TIMES)}) or nine comma-separated whole minutes in that order` },
  )
  .strict());

/** AlAdhan's `methodSettings`: "fajr,maghrib,isha", each an angle, "N min" or null. */
const METHOD_SETTING = /^\s*(null|\d+(\.\d+)?(\s*min)?)\s*$/i;
function methodSettingsOf(value: string): Record<string, number> | undefined {
  const parts = value.split(',');
  if (parts.length !== 3 || parts.some((part) => !METHOD_SETTING.test(part))) return undefined;
  const read = (part: string) => (/null/i.test(part) ? undefined : { value: Number.parseFloat(part), minutes: /min/i.test(part) });
  const [fajr, maghrib, isha] = parts.map(read);
  return Object.fromEntries(
    Object.entries({
      fajr_angle: fajr && !fajr.minutes ? fajr.value : undefined,
      maghrib_angle: maghrib && !maghrib.minutes ? maghrib.value : undefined,
      maghrib_interval_minutes: maghrib?.minutes ? maghrib.value : undefined,
      isha_angle: isha && !isha.minutes ? isha.value : undefined,
      isha_interval_minutes: isha?.minutes ? isha.value : undefined,
    }).filter(([, setting]) => setting !== undefined),
  ) as Record<string, number>;
}

/** AlAdhan's parameter names and the names they stand for here. */
export const ALADHAN_ALIASES: Record<string, string> = {
  latitude: 'lat',
  longitude: 'lng',
  school: 'madhab',
  latitudeAdjustmentMethod: 'high_latitude_rule',
  midnightMode: 'midnight_mode',
  timezonestring: 'timezone',
  adjustment: 'hijri_adjustment',
};

/**
 * Renames AlAdhan's names to ours and expands `methodSettings`; the canonical name and its alias together,
 * or a malformed `methodSettings`, are refused by name.
 */
export function withCanonicalNames(value: unknown, context: z.RefinementCtx): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const renamed: Record<string, unknown> = { ...value };
  for (const [alias, name] of Object.entries(ALADHAN_ALIASES)) {
    if (!Object.hasOwn(renamed, alias)) continue;
    if (Object.hasOwn(renamed, name)) {
      context.addIssue({ code: 'custom', path: [alias], message: `is AlAdhan's name for '${name}': give one of them, not both` });
      return z.NEVER;
    }
    renamed[name] = renamed[alias];
    delete renamed[alias];
  }
  if (Object.hasOwn(renamed, 'methodSettings')) {
    const settings = typeof renamed.methodSettings === 'string' ? methodSettingsOf(renamed.methodSettings) : undefined;
    if (!settings) {
      context.addIssue({
        code: 'custom',
        path: ['methodSettings'],
        message: 'must be "fajr,maghrib,isha", each an angle, "N min" or null (e.g. "18.5,null,90 min")',
      });
      return z.NEVER;
    }
    delete renamed.methodSettings;
    for (const [name, setting] of Object.entries(settings)) {
      if (Object.hasOwn(renamed, name)) {
        context.addIssue({ code: 'custom', path: ['methodSettings'], message: `sets '${name}', which is also given` });
        return z.NEVER;
      }
      renamed[name] = setting;
    }
  }
  return renamed;
}

const angle = (what: string) => boundedNumber(`degrees below the horizon for ${what}`, 0, 30);

/** Every prayer-time option but the date(s). */
export const prayerOptionFields = {
  lat: latitude.optional(),
  lng: longitude.optional(),
  ...placeFields,
  timezone: z
    .string({ error: 'must be a string (an IANA time zone such as Europe/London)' })
    .transform((name, context) => {
      const canonical = canonicalTimeZone(name);
      if (canonical) return canonical;
      context.addIssue({ code: 'custom', message: 'must be an IANA time zone such as Europe/London or America/New_York' });
      return z.NEVER;
    })
    .optional(),
  method: methodSchema.optional(),
  madhab: enumOf(MADHABS, 'the school whose shadow rule sets asr; AlAdhan: school 0 or 1', { '0': 'shafi', '1': 'hanafi' })
    .optional()
    .default('shafi'),
  high_latitude_rule: enumOf(HIGH_LATITUDE_RULE_IDS, 'how fajr and isha are bounded at high latitudes; AlAdhan: 1, 2 or 3', {
    '1': 'middle_of_the_night',
    '2': 'seventh_of_the_night',
    '3': 'twilight_angle',
  })
    .optional()
    .default('recommended')
    .transform((rule) => rule as HighLatitudeRuleId),
  midnight_mode: enumOf(MIDNIGHT_MODES, 'sunset to sunrise (standard) or to fajr (jafari); AlAdhan: 0 or 1', {
    '0': 'standard',
    '1': 'jafari',
  }).optional(),
  fajr_angle: angle('fajr').optional(),
  isha_angle: angle('isha').optional(),
  isha_interval_minutes: wholeNumber('minutes after sunset for isha', 1, 240).optional(),
  maghrib_angle: angle('maghrib').optional(),
  maghrib_interval_minutes: wholeNumber('minutes after sunset for maghrib', 0, 60).optional(),
  tune: tuneSchema.optional(),
  shafaq: enumOf(SHAFAQ_KINDS, "the twilight the Moonsighting Committee's isha follows").optional(),
  hijri_adjustment: wholeNumber(
    'days added to the Hijri date for local sighting',
    -MAX_HIJRI_ADJUSTMENT_DAYS,
    MAX_HIJRI_ADJUSTMENT_DAYS,
  ).optional(),
};

/** The options as parsed (a field left out is undefined, or its default). */
export type PrayerOptions = z.output<z.ZodObject<typeof prayerOptionFields>>;

/**
 * Overriding a method's angle or interval together with its alternative is refused, as `custom` without its angles;
 * so is a place given both ways (lat and lng, or city) or not at all.
 */
export function checkPrayerOptions(options: Partial<PrayerOptions>, context: z.RefinementCtx): void {
  checkLocation(options, context);
  const both = (a: keyof PrayerOptions, b: keyof PrayerOptions) => {
    if (options[a] !== undefined && options[b] !== undefined) {
      context.addIssue({ code: 'custom', path: [b], message: `cannot be given with '${a}': give one of them` });
    }
  };
  both('isha_angle', 'isha_interval_minutes');
  both('maghrib_angle', 'maghrib_interval_minutes');
  if (options.method === 'custom') {
    if (options.fajr_angle === undefined)
      context.addIssue({ code: 'custom', path: ['fajr_angle'], message: 'is required with method custom' });
    if (options.isha_angle === undefined && options.isha_interval_minutes === undefined) {
      context.addIssue({ code: 'custom', path: ['isha_angle'], message: 'or isha_interval_minutes is required with method custom' });
    }
  }
}
