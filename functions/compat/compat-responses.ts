import * as z from 'zod';

/** The compatibility layer's answers: AlAdhan's, as its documentation shows them (aladhan.ts builds them). */
const gregorian = z.object({
  date: z.string().meta({ description: 'DD-MM-YYYY' }),
  format: z.literal('DD-MM-YYYY'),
  day: z.string(),
  weekday: z.object({ en: z.string() }),
  month: z.object({ number: z.number().int(), en: z.string() }),
  year: z.string(),
  designation: z.object({ abbreviated: z.literal('AD'), expanded: z.string() }),
  lunarSighting: z.boolean(),
});
const hijri = z.object({
  date: z.string().meta({ description: 'DD-MM-YYYY (Umm al-Qura)' }),
  format: z.literal('DD-MM-YYYY'),
  day: z.string(),
  weekday: z.object({ en: z.string(), ar: z.string() }),
  month: z.object({ number: z.number().int(), en: z.string(), ar: z.string(), days: z.number().int() }),
  year: z.string(),
  designation: z.object({ abbreviated: z.literal('AH'), expanded: z.string() }),
  holidays: z.array(z.string()),
  adjustedHolidays: z.array(z.string()),
  method: z.string().meta({ description: 'The Hijri calendar: UAQ (Umm al-Qura)' }),
});
const TIMINGS = ['Fajr', 'Sunrise', 'Dhuhr', 'Asr', 'Sunset', 'Maghrib', 'Isha', 'Imsak', 'Midnight', 'Firstthird', 'Lastthird'] as const;
const dayFields = {
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
};
const day = z.object(dayFields).meta({ id: 'AlAdhanDay' });
const FIVE_PRAYERS = ['Fajr', 'Dhuhr', 'Asr', 'Maghrib', 'Isha'] as const;
/** nextPrayer's day: its `timings` hold the next prayer alone, as AlAdhan's documented example does ({ Dhuhr: "12:04" }). */
const nextPrayerDay = z.object({
  ...dayFields,
  timings: z
    .object(Object.fromEntries(FIVE_PRAYERS.map((name) => [name, z.string().optional()])))
    .meta({ description: 'The next prayer alone, HH:MM local (with iso8601=true, ISO 8601)', minProperties: 1, maxProperties: 1 }),
});

const envelope = (data: z.ZodType, id: string) =>
  z.object({ code: z.literal(200), status: z.literal('OK'), data }).meta({ id, description: "AlAdhan's envelope" });

export const aladhanResponses = {
  day: envelope(day, 'AlAdhanTimings'),
  calendar: envelope(z.union([z.array(day), z.record(z.string(), z.array(day))]), 'AlAdhanCalendar'),
  nextPrayer: envelope(nextPrayerDay, 'AlAdhanNextPrayer'),
  dates: envelope(z.object({ gregorian, hijri }), 'AlAdhanDateConversion'),
  qibla: envelope(z.object({ latitude: z.number(), longitude: z.number(), direction: z.number() }), 'AlAdhanQibla'),
  methods: envelope(
    z.record(
      z.string(),
      z.object({
        id: z.number().int(),
        name: z.string(),
        params: z.record(z.string(), z.union([z.number(), z.string()])),
      }),
    ),
    'AlAdhanMethods',
  ),
};

/** alquran.cloud's answers, as its documentation and clients show them (alquran.ts builds them). */
const edition = z.object({
  identifier: z.string(),
  language: z.string(),
  name: z.string(),
  englishName: z.string(),
  format: z.enum(['text', 'audio']),
  type: z.enum(['quran', 'translation', 'transliteration', 'versebyverse']),
  direction: z.enum(['ltr', 'rtl']).nullable().meta({ description: 'null for an audio edition' }),
});
const surahMeta = z.object({
  number: z.number().int(),
  name: z.string(),
  englishName: z.string(),
  englishNameTranslation: z.string(),
  numberOfAyahs: z.number().int(),
  revelationType: z.enum(['Meccan', 'Medinan']),
});
const ayah = z.object({
  number: z.number().int().meta({ description: 'Through the mushaf, 1 to 6236' }),
  audio: z.string().optional().meta({ description: 'In an audio edition (ar.alafasy...): the recitation of the ayah, an MP3 URL' }),
  audioSecondary: z
    .array(z.string())
    .optional()
    .meta({ description: 'In an audio edition: the same recitation at the other bitrates alquran.cloud lists' }),
  text: z.string(),
  numberInSurah: z.number().int(),
  juz: z.number().int(),
  manzil: z.number().int(),
  page: z.number().int(),
  ruku: z.number().int(),
  hizbQuarter: z.number().int(),
  sajda: z.union([z.literal(false), z.object({ id: z.number().int(), recommended: z.boolean(), obligatory: z.boolean() })]),
});

const surahWithAyahs = surahMeta.extend({ ayahs: z.array(ayah), edition });
const ayahWithSurah = ayah.extend({ edition, surah: surahMeta });
const division = z.object({
  number: z.number().int(),
  ayahs: z.array(ayah.extend({ surah: surahMeta })),
  surahs: z.record(z.string(), surahMeta),
  edition,
});

const reference = z.object({ surah: z.number().int(), ayah: z.number().int() });
const references = z.object({ count: z.number().int(), references: z.array(reference) });

export const alquranResponses = {
  surahs: envelope(z.array(surahMeta), 'AlQuranSurahList'),
  surah: envelope(surahWithAyahs, 'AlQuranSurah'),
  surahEditions: envelope(z.array(surahWithAyahs), 'AlQuranSurahEditions'),
  ayah: envelope(ayahWithSurah, 'AlQuranAyah'),
  ayahEditions: envelope(z.array(ayahWithSurah), 'AlQuranAyahEditions'),
  juz: envelope(division, 'AlQuranJuz'),
  division: envelope(division, 'AlQuranDivision'),
  search: envelope(
    z.object({
      count: z.number().int(),
      matches: z.array(
        z.object({ number: z.number().int(), text: z.string(), edition, surah: surahMeta, numberInSurah: z.number().int() }),
      ),
    }),
    'AlQuranSearch',
  ),
  editions: envelope(z.array(edition), 'AlQuranEditions'),
  editionValues: envelope(z.array(z.string()), 'AlQuranEditionValues'),
  quran: envelope(
    z.object({ surahs: z.array(surahMeta.omit({ numberOfAyahs: true }).extend({ ayahs: z.array(ayah) })), edition }),
    'AlQuranComplete',
  ),
  sajda: envelope(z.object({ ayahs: z.array(ayah.extend({ surah: surahMeta })), edition }), 'AlQuranSajdas'),
  meta: envelope(
    z.object({
      ayahs: z.object({ count: z.number().int() }),
      surahs: z.object({ count: z.number().int(), references: z.array(surahMeta) }),
      sajdas: z.object({
        count: z.number().int(),
        references: z.array(reference.extend({ recommended: z.boolean(), obligatory: z.boolean() })),
      }),
      rukus: references,
      pages: references,
      manzils: references,
      hizbQuarters: references,
      juzs: references,
    }),
    'AlQuranMeta',
  ),
};
