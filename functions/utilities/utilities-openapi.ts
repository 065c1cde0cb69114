import { PRAYER_RULES, withAladhanNames } from '../prayer-times/prayer-times-openapi';
import { documentOperation, example, inputSchema } from '../shared/openapi-parts';
import { hijriSchema, prayerTimesObject, qiblaSchema, zakatSchema } from './utilities-request';
import { utilitiesResponses } from './utilities-responses';

/** POST /api/v1/utilities in the OpenAPI document: its four actions, with example bodies. */
documentOperation('utilities', {
  summary: 'Zakat, qibla, prayer times and Hijri dates',
  description: [
    'A JSON body whose `action` is `zakat`, `qibla`, `prayer_times` or `hijri`; each action refuses fields it does not know.',
    '',
    PRAYER_RULES,
    '',
    '`hijri`: exactly one of `date` (Gregorian to Hijri), `hijri_date` (Hijri to Gregorian), `hijri_month` (a Hijri month',
    'day by day) or `hijri_year` (its months and main Islamic dates), with `adjustment` (-2 to 2 days) for local sighting.',
    'The Umm al-Qura table from 1924-08-01 to 2077-11-16 (AH 1343-1500), the tabular calendar outside it, named in `calendar`.',
  ].join('\n'),
  body: {
    schema: {
      oneOf: [
        inputSchema(zakatSchema),
        inputSchema(qiblaSchema),
        withAladhanNames(inputSchema(prayerTimesObject)),
        inputSchema(hijriSchema),
      ],
    },
    examples: {
      zakat: example('Zakat on cash and gold', { action: 'zakat', cash: 10000, gold: 100, gold_price_per_gram: 75, currency: 'USD' }),
      qibla: example('Qibla from London', { action: 'qibla', lat: 51.5074, lng: -0.1278 }),
      qibla_city: example('Qibla from a city named', { action: 'qibla', city: 'Jakarta', country: 'ID' }),
      prayer_times: example('Prayer times in Makkah', {
        action: 'prayer_times',
        lat: 21.4225,
        lng: 39.8262,
        date: '2026-03-01',
        method: 'umm_al_qura',
      }),
      prayer_times_aladhan: example("AlAdhan's parameter names", {
        action: 'prayer_times',
        latitude: 51.5074,
        longitude: -0.1278,
        date: '01-03-2026',
        method: 3,
        school: 1,
        latitudeAdjustmentMethod: 3,
        tune: '0,0,0,2,0,0,0,0,0',
      }),
      hijri: example('Ramadan 1447, day by day', { action: 'hijri', hijri_month: '1447-09' }),
    },
  },
  answers: [utilitiesResponses.zakat, utilitiesResponses.qibla, utilitiesResponses.prayer_times, utilitiesResponses.hijri],
  errors: [404, 413, 415],
});
