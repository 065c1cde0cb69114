import * as z from 'zod';
import { hijriDate, location, point, prayerTimesResult } from '../prayer-times/prayer-times-responses';

const hijriMonth = z.object({
  month: z.number().int(),
  month_name: z.string(),
  days: z.number().int(),
  first_day: z.string(),
  last_day: z.string(),
  calendar: z.enum(['islamic_umalqura', 'islamic_civil']),
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
      location,
      kaaba: point,
      bearing_degrees: z.number().meta({ description: 'From true north, clockwise' }),
      compass_point: z.string(),
      distance_km: z.number(),
      direction_defined: z.boolean(),
      magnetic: z.object({ bearing_degrees: z.number(), declination_degrees: z.number(), model: z.string(), date: z.string() }),
      note: z.string().optional(),
    })
    .meta({ id: 'QiblaResult' }),
  prayer_times: prayerTimesResult,
  hijri: z
    .object({
      action: z.literal('hijri'),
      gregorian: z.string().optional(),
      hijri: hijriDate.optional(),
      hijri_year: z.number().int().optional(),
      month: hijriMonth.extend({ dates: z.array(z.object({ gregorian: z.string(), hijri: z.string() })) }).optional(),
      months: z.array(hijriMonth).optional(),
      islamic_dates: z.array(z.object({ name: z.string(), hijri: z.string(), gregorian: z.string() })).optional(),
    })
    .meta({ id: 'HijriResult' }),
};
