import type * as z from 'zod';
import { prayerCalendarObject } from '../prayer-times/prayer-times-query';
import { aladhanResponses, alquranResponses } from './compat-responses';

/** One path of a compatibility layer in the OpenAPI document (GET and HEAD). */
export interface CompatibilityPath {
  /** Under the layer's prefix, its path parameters in braces. */
  path: string;
  summary: string;
  pathParameters: string[];
  answer: z.ZodType;
  /** Example values of the path parameters. */
  examples: Record<string, string>;
  /** Example values of the prayer-time query it takes (AlAdhan's timings and calendars); omitted: it takes none. */
  queryExamples?: Record<string, string>;
}

/** A compatibility layer: the `aladhan` or `alquran` route (functions/compat/). */
export interface CompatibilityLayer {
  /** The route id, the tag and the path's prefix (/api/v1/<prefix>/...). */
  prefix: string;
  /** How its operation ids name it (getAlAdhanTimings). */
  operationName: string;
  description: string;
  /** The query its prayer-time paths take, without the parameters naming days (their paths carry them). */
  query?: { schema: z.ZodObject; leftOut: string[] };
  paths: CompatibilityPath[];
}

// No method example: AlAdhan's numeric ids (4: Umm al-Qura) are read by the layer, the schema names this API's.
const atCoordinates = { lat: '21.4225', lng: '39.8262' };
const atCity = { city: 'Makkah', country: 'SA' };

/** AlAdhan's most used paths, over this API's prayer times. */
export const aladhanLayer: CompatibilityLayer = {
  prefix: 'aladhan',
  operationName: 'AlAdhan',
  description: [
    'A compatibility layer: AlAdhan\u2019s path and parameter names (latitude, longitude, method, school,',
    'latitudeAdjustmentMethod, midnightMode, timezonestring, tune, methodSettings, adjustment, iso8601; city, country and',
    'state on the ByCity paths), answered by this API\u2019s own computations in AlAdhan\u2019s {code, status, data}',
    'envelope. Replace https://api.aladhan.com/v1 by <this API>/api/v1/aladhan. Refusals keep this API\u2019s error body',
    'and add AlAdhan\u2019s code and data. Rate-limited like every endpoint.',
  ].join(' '),
  // The days are the paths' own ({date}, {year}/{month}): GET /prayer-times' other ways of naming them are not taken.
  query: { schema: prayerCalendarObject, leftOut: ['date', 'year', 'month', 'from', 'to', 'hijri_year', 'hijri_month'] },
  paths: [
    {
      path: 'timings/{date}',
      summary: 'Prayer times for a day at lat and lng (AlAdhan\u2019s timings)',
      pathParameters: ['date'],
      answer: aladhanResponses.day,
      examples: { date: '01-03-2026' },
      queryExamples: atCoordinates,
    },
    {
      path: 'timingsByCity/{date}',
      summary: 'Prayer times for a day at a city (AlAdhan\u2019s timingsByCity)',
      pathParameters: ['date'],
      answer: aladhanResponses.day,
      examples: { date: '01-03-2026' },
      queryExamples: atCity,
    },
    {
      path: 'calendar/{year}/{month}',
      summary: 'A month of prayer times at lat and lng (AlAdhan\u2019s calendar)',
      pathParameters: ['year', 'month'],
      answer: aladhanResponses.calendar,
      examples: { year: '2026', month: '3' },
      queryExamples: atCoordinates,
    },
    {
      path: 'calendarByCity/{year}/{month}',
      summary: 'A month of prayer times at a city (AlAdhan\u2019s calendarByCity)',
      pathParameters: ['year', 'month'],
      answer: aladhanResponses.calendar,
      examples: { year: '2026', month: '3' },
      queryExamples: atCity,
    },
    {
      path: 'hijriCalendar/{year}/{month}',
      summary:
        'A Hijri month of prayer times at lat and lng, each of its days (AlAdhan\u2019s hijriCalendar; /{year} alone, the year by month)',
      pathParameters: ['year', 'month'],
      answer: aladhanResponses.calendar,
      examples: { year: '1447', month: '9' },
      queryExamples: atCoordinates,
    },
    {
      path: 'hijriCalendarByCity/{year}/{month}',
      summary: 'A Hijri month of prayer times at a city (AlAdhan\u2019s hijriCalendarByCity)',
      pathParameters: ['year', 'month'],
      answer: aladhanResponses.calendar,
      examples: { year: '1447', month: '9' },
      queryExamples: atCity,
    },
    {
      path: 'nextPrayer/{date}',
      summary:
        'The next of the five prayers at lat and lng after a moment (a UNIX timestamp; a DD-MM-YYYY date at the present time of day), alone in timings',
      pathParameters: ['date'],
      answer: aladhanResponses.nextPrayer,
      examples: { date: '01-03-2026' },
      queryExamples: atCoordinates,
    },
    {
      path: 'gToH/{date}',
      summary: 'A Gregorian date (DD-MM-YYYY) in the Hijri calendar (Umm al-Qura)',
      pathParameters: ['date'],
      answer: aladhanResponses.dates,
      examples: { date: '01-03-2026' },
    },
    {
      path: 'hToG/{date}',
      summary: 'A Hijri date (DD-MM-YYYY) in the Gregorian calendar',
      pathParameters: ['date'],
      answer: aladhanResponses.dates,
      examples: { date: '01-09-1447' },
    },
    {
      path: 'methods',
      summary: 'The calculation methods, by AlAdhan\u2019s code names, with their ids and angles (what method pickers list)',
      pathParameters: [],
      answer: aladhanResponses.methods,
      examples: {},
    },
    {
      path: 'qibla/{latitude}/{longitude}',
      summary: 'The qibla bearing from a place (degrees from true north)',
      pathParameters: ['latitude', 'longitude'],
      answer: aladhanResponses.qibla,
      examples: { latitude: '51.5', longitude: '-0.12' },
    },
  ],
};

/** alquran.cloud's most used paths, over this API's Quran. */
export const alquranLayer: CompatibilityLayer = {
  prefix: 'alquran',
  operationName: 'AlQuran',
  description: [
    'A compatibility layer: alquran.cloud\u2019s path and field names, answered from this API\u2019s corpus in its',
    '{code, status, data} envelope. Replace https://api.alquran.cloud/v1 by <this API>/api/v1/alquran. Editions:',
    'quran-uthmani, the translations of GET /api/v1/quran?list=translations and the reciters of list=reciters (audio',
    'editions such as ar.alafasy: the Arabic with audio and audioSecondary), under alquran.cloud\u2019s identifiers.',
    'Refusals keep this API\u2019s error body and add alquran.cloud\u2019s code and data. Rate-limited like every endpoint.',
  ].join(' '),
  paths: [
    {
      path: 'surah',
      summary: 'The 114 surahs (alquran.cloud\u2019s names: Al-Faatiha, Al-Baqara…)',
      pathParameters: [],
      answer: alquranResponses.surahs,
      examples: {},
    },
    {
      path: 'surah/{surah}/editions/{editions}',
      summary: 'A surah in several editions at once (comma-separated), offset and limit as alquran.cloud takes them',
      pathParameters: ['surah', 'editions'],
      answer: alquranResponses.surahEditions,
      examples: { surah: '1', editions: 'quran-uthmani,en.sahih' },
    },
    {
      path: 'ayah/{reference}/editions/{editions}',
      summary: 'An ayah in several editions at once: the Arabic with a translation, the usual call',
      pathParameters: ['reference', 'editions'],
      answer: alquranResponses.ayahEditions,
      examples: { reference: '2:255', editions: 'quran-uthmani,en.sahih' },
    },
    ...(['page', 'manzil', 'ruku', 'hizbQuarter'] as const).map((kind) => ({
      path: `${kind}/{${kind}}/{edition}`,
      summary: `A ${kind} of the mushaf in an edition, its ayahs with their surahs (offset and limit)`,
      pathParameters: [kind, 'edition'],
      answer: alquranResponses.division,
      examples: { [kind]: '1', edition: 'quran-uthmani' },
    })),
    {
      path: 'surah/{surah}/{edition}',
      summary: 'A surah in an edition (alquran.cloud\u2019s surah; a name such as al-baqarah or البقرة too)',
      pathParameters: ['surah', 'edition'],
      answer: alquranResponses.surah,
      examples: { surah: 'al-fatihah', edition: 'en.sahih' },
    },
    {
      path: 'ayah/{reference}/{edition}',
      summary: 'An ayah in an edition (2:255, or its number through the mushaf)',
      pathParameters: ['reference', 'edition'],
      answer: alquranResponses.ayah,
      examples: { reference: '2:255', edition: 'quran-uthmani' },
    },
    {
      path: 'juz/{juz}/{edition}',
      summary: 'A juz in an edition',
      pathParameters: ['juz', 'edition'],
      answer: alquranResponses.juz,
      examples: { juz: '30', edition: 'quran-uthmani' },
    },
    {
      path: 'search/{keyword}/{surah}/{edition}',
      summary: 'Every ayah of a translation matching a keyword (surah: all, a number or a name)',
      pathParameters: ['keyword', 'surah', 'edition'],
      answer: alquranResponses.search,
      examples: { keyword: 'patience', surah: 'all', edition: 'en' },
    },
    {
      path: 'quran/{edition}',
      summary: 'The whole Quran in an edition, surah by surah (a 400 where the answer would pass 5.5 MB: ask a surah at a time)',
      pathParameters: ['edition'],
      answer: alquranResponses.quran,
      examples: { edition: 'quran-uthmani' },
    },
    {
      path: 'sajda/{edition}',
      summary: 'The 15 verses of prostration in an edition, each with its sajda (id 1-15, recommended, obligatory)',
      pathParameters: ['edition'],
      answer: alquranResponses.sajda,
      examples: { edition: 'en.sahih' },
    },
    {
      path: 'meta',
      summary: 'The mushaf\u2019s divisions: counts, where each juz, page, manzil, ruku and hizb quarter begins, the sajdas',
      pathParameters: [],
      answer: alquranResponses.meta,
      examples: {},
    },
    {
      path: 'edition',
      summary: 'The editions served (quran-uthmani, the translations, the audio editions); language, type and format filter',
      pathParameters: [],
      answer: alquranResponses.editions,
      examples: {},
    },
    ...(
      [
        ['language', 'lang', 'en'],
        ['type', 'type', 'versebyverse'],
        ['format', 'format', 'audio'],
      ] as const
    ).flatMap(([filter, parameter, example]) => [
      {
        path: `edition/${filter}`,
        summary: `The ${filter}s of the editions served here`,
        pathParameters: [],
        answer: alquranResponses.editionValues,
        examples: {},
      },
      {
        path: `edition/${filter}/{${parameter}}`,
        summary: `The editions of one ${filter} (${example}...)`,
        pathParameters: [parameter],
        answer: alquranResponses.editions,
        examples: { [parameter]: example },
      },
    ]),
  ],
};
