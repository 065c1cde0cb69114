import * as z from 'zod';
import { HIJRI_YEARS } from '../astronomy/hijri';
import { calendarDate, checkPrayerOptions, numbersIn, prayerOptionFields, wholeNumber, withCanonicalNames } from './prayer-request';
import { MAX_CALENDAR_DAYS } from './prayer-service';

/**
 * GET /api/v1/prayer-times: one day (`date`, default today), a Gregorian month (`year` + `month`) or year
 * (`year`), a range (`from` + `to`, at most a year), or a Hijri month (`hijri_year` + `hijri_month`).
 * AlAdhan's `annual=true` is not needed: `year` alone is the year.
 */
const DAY_FORMS = ['date', 'year', 'from', 'hijri_year'] as const;
const NUMERIC = [
  'lat',
  'lng',
  'fajr_angle',
  'isha_angle',
  'isha_interval_minutes',
  'maghrib_angle',
  'maghrib_interval_minutes',
  'hijri_adjustment',
  'year',
  'month',
  'hijri_year',
  'hijri_month',
];

export const prayerCalendarObject = z
  .object({
    ...prayerOptionFields,
    date: calendarDate.optional(),
    year: wholeNumber('a Gregorian year, 1900 to 2100', 1900, 2100).optional(),
    month: wholeNumber('a Gregorian month, 1 to 12, with year', 1, 12).optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    hijri_year: wholeNumber('a Hijri year', HIJRI_YEARS.first, HIJRI_YEARS.last).optional(),
    hijri_month: wholeNumber('a Hijri month, 1 to 12, with hijri_year', 1, 12).optional(),
  })
  .strict()
  .superRefine((query, context) => {
    checkPrayerOptions(query, context);
    const forms = DAY_FORMS.filter((name) => query[name] !== undefined);
    if (forms.length > 1)
      context.addIssue({
        code: 'custom',
        path: [forms[1]],
        message: `cannot be given with '${forms[0]}': one of date, year (and month), from and to, or hijri_year (and hijri_month)`,
      });
    const pairs = [
      ['month', 'year'],
      ['to', 'from'],
      ['from', 'to'],
      ['hijri_month', 'hijri_year'],
    ] as const;
    for (const [name, needs] of pairs) {
      if (query[name] !== undefined && query[needs] === undefined)
        context.addIssue({ code: 'custom', path: [name], message: `needs '${needs}'` });
    }
    if (query.from !== undefined && query.to !== undefined) {
      const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
      if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: "must not be before 'from'" });
      if (days > MAX_CALENDAR_DAYS)
        context.addIssue({ code: 'custom', path: ['to'], message: `must be at most ${MAX_CALENDAR_DAYS} days from 'from' (inclusive)` });
    }
  });

export const prayerCalendarQuerySchema = z.preprocess(
  (value, context) =>
    withCanonicalNames(
      numbersIn([...NUMERIC, 'latitude', 'longitude', 'school', 'latitudeAdjustmentMethod', 'midnightMode', 'adjustment'])(value),
      context,
    ),
  prayerCalendarObject,
);
export type PrayerCalendarQuery = z.output<typeof prayerCalendarObject>;
