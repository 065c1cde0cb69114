import * as z from 'zod';

/** AlAdhan's answers, as its documentation shows them (aladhan.ts builds them). */
const gregorian = z.object({
  date: z.string().meta({ description: 'DD-MM-YYYY' }),
  format: z.literal('DD-MM-YYYY'),
  day: z.string(),
  weekday: z.object({ en: z.string() }),
  month: z.object({ number: z.number().int(), en: z.string() }),
  year: z.string(),
  designation: z.object({ abbreviated: z.literal('AD'), expanded: z.string() }),
});
const hijri = z.object({
  date: z.string().meta({ description: 'DD-MM-YYYY (Umm al-Qura)' }),
  format: z.literal('DD-MM-YYYY'),
  day: z.string(),
  weekday: z.object({ en: z.string(), ar: z.string() }),
  month: z.object({ number: z.number().int(), en: z.string(), ar: z.string() }),
  year: z.string(),
  designation: z.object({ abbreviated: z.literal('AH'), expanded: z.string() }),
  holidays: z.array(z.string()),
});
const TIMINGS = ['Fajr', 'Sunrise', 'Dhuhr', 'Asr', 'Sunset', 'Maghrib', 'Isha', 'Imsak', 'Midnight', 'Firstthird', 'Lastthird'] as const;
const day = z
  .object({
    timings: z.object(Object.fromEntries(TIMINGS.map((name) => [name, z.string()]))).meta({
      description: 'HH:MM local (with iso8601=true, ISO 8601 with the offset)',
    }),
    date: z.object({ readable: z.string(), timestamp: z.string(), gregorian, hijri }),
    meta: z.object({
      latitude: z.number(),
      longitude: z.number(),
      timezone: z.string(),
      method: z.object({
        id: z.number().int(),
        name: z.string(),
        params: z.object({ Fajr: z.number(), Isha: z.union([z.number(), z.string()]) }),
        location: z.object({ latitude: z.number(), longitude: z.number() }),
      }),
      latitudeAdjustmentMethod: z.string(),
      midnightMode: z.string(),
      school: z.string(),
      offset: z.record(z.string(), z.number()),
    }),
  })
  .meta({ id: 'AlAdhanDay' });

const envelope = (data: z.ZodType, id: string) =>
  z.object({ code: z.literal(200), status: z.literal('OK'), data }).meta({ id, description: "AlAdhan's envelope" });

export const aladhanResponses = {
  day: envelope(day, 'AlAdhanTimings'),
  calendar: envelope(z.union([z.array(day), z.record(z.string(), z.array(day))]), 'AlAdhanCalendar'),
  dates: envelope(z.object({ gregorian, hijri }), 'AlAdhanDateConversion'),
  qibla: envelope(z.object({ latitude: z.number(), longitude: z.number(), direction: z.number() }), 'AlAdhanQibla'),
};
