import * as z from 'zod';
import { MIDNIGHT_MODES } from '../astronomy/prayer-methods';
import { FIVE_PRAYERS, PRAYER_METHOD_IDS, PRAYER_TIME_NAMES, TUNABLE_TIMES } from '../astronomy/prayer-times';
import { placeSummarySchema } from '../places/places-responses';

export const point = z.object({ lat: z.number(), lng: z.number() });

/** Where the answer is for: the coordinates, and the place resolved where the request named a city. */
export const location = point
  .extend({
    name: z.string().optional(),
    country: z.string().optional(),
    country_name: z.string().optional(),
    state: z.string().optional(),
    population: z.number().int().optional(),
    geonames_id: z.number().int().optional(),
    timezone: z.string().optional().meta({ description: "The place's own time zone (GeoNames')" }),
    source: z.string().optional().meta({ description: 'Where the place was found: GeoNames, offline' }),
    alternatives: z
      .array(placeSummarySchema)
      .optional()
      .meta({ description: 'Other places of that name (within the country and state given), most populous first' }),
  })
  .meta({
    id: 'Location',
    description: 'The coordinates used; with city, the place they were resolved to (name, country, population, time zone, source)',
  });
const timeOfDay = z.object({ time: z.string().meta({ description: 'HH:MM local' }), iso: z.string() });
const prayerTimes = Object.fromEntries(PRAYER_TIME_NAMES.map((name) => [name, timeOfDay])) as Record<
  (typeof PRAYER_TIME_NAMES)[number],
  typeof timeOfDay
>;
const adjustments = z.object({
  fajr: z.number(),
  sunrise: z.number(),
  dhuhr: z.number(),
  asr: z.number(),
  maghrib: z.number(),
  isha: z.number(),
});

export const hijriDate = z
  .object({
    year: z.number().int(),
    month: z.number().int(),
    day: z.number().int(),
    month_name: z.string(),
    date: z.string(),
    calendar: z.enum(['islamic_umalqura', 'islamic_civil']).meta({
      description: 'islamic_umalqura from 1924-08-01 to 2077-11-16 (the official Umm al-Qura table); islamic_civil (tabular) outside it',
    }),
    adjustment_days: z.number().int().optional().meta({ description: 'Days the caller added for local sighting' }),
  })
  .meta({ id: 'HijriDate' });

const appliedRule = z.object({ rule: z.string(), explanation: z.string() });
/** What each day of a calendar carries, and a single day too. */
const prayerDayFields = {
  utc_offset: z.string(),
  polar_resolution: z.object({ rule: z.literal('nearest_latitude'), latitude_used: z.number(), explanation: z.string() }).optional(),
  times: z.object(prayerTimes),
  applied_rules: z
    .object(Object.fromEntries(PRAYER_TIME_NAMES.map((name) => [name, appliedRule.optional()])))
    .meta({ description: 'Each time a rule moved from its plain definition (angle, transit, sunset), with the rule and why' }),
  hijri: hijriDate,
};
/** The settings a day or a calendar was computed with. */
const prayerSettings = {
  location,
  timezone: z.string(),
  method: z.object({
    id: z.enum(PRAYER_METHOD_IDS),
    aladhan_id: z.number().int(),
    name: z.string(),
    fajr_angle: z.number(),
    isha_angle: z.number(),
    isha_interval_minutes: z.number(),
    maghrib_angle: z.number(),
    maghrib_interval_minutes: z.number(),
    adjustments_minutes: adjustments,
    overridden: z.boolean(),
  }),
  madhab: z.enum(['shafi', 'hanafi']),
  high_latitude_rule: z.string(),
  midnight_mode: z.enum(MIDNIGHT_MODES),
  tune_minutes: z.object(Object.fromEntries(TUNABLE_TIMES.map((name) => [name, z.number()]))),
};

const TIMEZONE_SOURCE = z
  .enum(['request', 'coordinates', 'place'])
  .meta({ description: "request: the timezone given; place: the named city's own; coordinates: looked up from lat and lng" });

export const prayerCalendarResponse = z
  .object({
    ...prayerSettings,
    from: z.string(),
    to: z.string(),
    days: z.array(
      z.object({
        date: z.string(),
        ...prayerDayFields,
        isha_interval_minutes: z
          .number()
          .optional()
          .meta({ description: "Only on days the method's isha interval differs from `method`'s (Umm al-Qura in Ramadan)" }),
      }),
    ),
    timezone_source: TIMEZONE_SOURCE,
    method_source: z.enum(['request', 'time_zone']),
  })
  .meta({ id: 'PrayerCalendar' });

/** POST /utilities' prayer_times answer: one day's times, the rules applied and the settings used. */
export const prayerTimesResult = z
  .object({
    action: z.literal('prayer_times'),
    date: z.string(),
    ...prayerDayFields,
    ...prayerSettings,
    next_prayer: z
      .object({ name: z.enum(FIVE_PRAYERS), time: z.string(), iso: z.string(), minutes_left: z.number().int() })
      .optional()
      .meta({ description: 'Only when no date was given: the next of the five prayers after now' }),
    timezone_source: TIMEZONE_SOURCE,
    method_source: z
      .enum(['request', 'time_zone'])
      .meta({ description: 'time_zone: no method was given, so the authority of the country the time zone names' }),
  })
  .meta({ id: 'PrayerTimesResult' });

/** GET /prayer-times for one day: the prayer_times answer without `action`. */
export const prayerDayResponse = prayerTimesResult.omit({ action: true }).meta({ id: 'PrayerDay' });
