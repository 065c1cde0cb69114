import { z } from 'zod';
import { PRAYER_METHOD_IDS, PRAYER_TIME_NAMES } from './prayer-times';

const point = z.object({ lat: z.number(), lng: z.number() });
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

export const utilitiesResponses = {
  zakat: z
    .object({
      action: z.literal('zakat'),
      currency: z.string().optional(),
      assets: z.object({
        cash: z.number(),
        gold_value: z.number(),
        silver_value: z.number(),
        investments: z.number(),
        inventory: z.number(),
      }),
      total_assets: z.number(),
      debt: z.number(),
      debt_deducted: z.number(),
      net_zakatable_wealth: z.number(),
      nisab: z.object({
        basis: z.enum(['gold', 'silver']),
        grams: z.number(),
        price_per_gram: z.number(),
        threshold: z.number(),
        met: z.boolean(),
      }),
      rate_percent: z.number(),
      zakat_due: z.number(),
      assumptions: z.array(z.string()),
    })
    .meta({ id: 'ZakatResult' }),
  qibla: z
    .object({
      action: z.literal('qibla'),
      location: point,
      kaaba: point,
      bearing_degrees: z.number().meta({ description: 'From true north, clockwise' }),
      compass_point: z.string(),
      distance_km: z.number(),
      direction_defined: z.boolean(),
      magnetic: z.object({ bearing_degrees: z.number(), declination_degrees: z.number(), model: z.string(), date: z.string() }),
      note: z.string().optional(),
    })
    .meta({ id: 'QiblaResult' }),
  prayer_times: z
    .object({
      action: z.literal('prayer_times'),
      date: z.string(),
      location: point,
      timezone: z.string(),
      utc_offset: z.string(),
      method: z.object({
        id: z.enum(PRAYER_METHOD_IDS),
        name: z.string(),
        fajr_angle: z.number(),
        isha_angle: z.number(),
        isha_interval_minutes: z.number(),
        maghrib_angle: z.number(),
        adjustments_minutes: adjustments,
      }),
      madhab: z.enum(['shafi', 'hanafi']),
      high_latitude_rule: z.string(),
      polar_resolution: z.object({ rule: z.literal('nearest_latitude'), latitude_used: z.number(), explanation: z.string() }).optional(),
      times: z.object(prayerTimes),
      hijri: z.object({
        year: z.number().int(),
        month: z.number().int(),
        day: z.number().int(),
        month_name: z.string(),
        date: z.string(),
        calendar: z.enum(['islamic_umalqura', 'islamic_civil']).meta({
          description:
            'islamic_umalqura from 1924-08-01 to 2077-11-16 (the official Umm al-Qura table); islamic_civil (tabular) outside it',
        }),
      }),
      timezone_source: z.enum(['request', 'coordinates']),
    })
    .meta({ id: 'PrayerTimesResult' }),
};
