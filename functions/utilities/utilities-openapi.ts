import { ALADHAN_ALIASES } from '../prayer-times/prayer-request';
import { example, inputSchema, type JsonSchema, type Operation } from '../shared/openapi-parts';
import { hijriSchema, prayerTimesObject, qiblaSchema, zakatSchema } from './utilities-request';
import { utilitiesResponses } from './utilities-responses';

/** AlAdhan's numbers for our named values (prayer-request.ts maps them), declared beside the names. */
const ALADHAN_NUMBERS: Record<string, JsonSchema> = {
  method: { type: 'integer', minimum: 0, maximum: 99, description: "AlAdhan's method number (0-23, 99)" },
  madhab: { type: 'integer', enum: [0, 1], description: "AlAdhan's school: 0 shafi, 1 hanafi" },
  high_latitude_rule: { type: 'integer', enum: [1, 2, 3], description: "AlAdhan's latitudeAdjustmentMethod: 1, 2 or 3" },
  midnight_mode: { type: 'integer', enum: [0, 1], description: "AlAdhan's midnightMode: 0 standard, 1 jafari" },
};

/**
 * The prayer-time options with AlAdhan's names and values declared where the API accepts them (prayer-request.ts reads
 * them as ours), so that a typed client can send them: `latitude`, `school: 1`, `method: 3` or "MAKKAH", `tune` as nine
 * comma-separated minutes, `methodSettings`. `lat` or `latitude` (and `lng` or `longitude`) is required, not both.
 */
export function withAladhanNames(schema: JsonSchema): JsonSchema {
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const [name, number] of Object.entries(ALADHAN_NUMBERS)) {
    const named = properties[name];
    properties[name] = {
      anyOf: [
        named,
        ...(name === 'method' ? [{ type: 'string', description: "AlAdhan's method name (MAKKAH, MWL, ISNA...)" }] : []),
        number,
      ],
    };
  }
  if (properties.tune?.type === 'object') {
    properties.tune = {
      anyOf: [properties.tune, { type: 'string', description: "AlAdhan's nine comma-separated minutes (imsak,fajr,...,midnight)" }],
    };
  }
  for (const [alias, name] of Object.entries(ALADHAN_ALIASES)) {
    if (properties[name]) properties[alias] = { ...properties[name], description: `AlAdhan's name for ${name} (not both)` };
  }
  properties.methodSettings = {
    type: 'string',
    description: 'AlAdhan\u2019s "fajr,maghrib,isha" angles or "N min" (e.g. "18.5,null,90 min"): sets the angles and intervals',
  };
  const required = (schema.required as string[] | undefined) ?? [];
  const place = ['lat', 'lng'].filter((name) => required.includes(name));
  return {
    ...schema,
    properties,
    ...(required.length ? { required: required.filter((name) => !place.includes(name)) } : {}),
    ...(place.length
      ? {
          allOf: place.map((name) => {
            const alias = Object.keys(ALADHAN_ALIASES).find((candidate) => ALADHAN_ALIASES[candidate] === name)!;
            return {
              oneOf: [name, alias].map((given) => ({ properties: { [given]: properties[given] }, required: [given] })),
            };
          }),
        }
      : {}),
  };
}

/** The prayer-time rules, which POST /utilities (`prayer_times`) and GET /prayer-times both describe. */
export const PRAYER_RULES = [
  'Prayer times: `method` is an id below, AlAdhan\u2019s name (MAKKAH, MWL) or number (0-23, 99); without it, the authority of the',
  'country the time zone names (`method_source`: time_zone), else the Muslim World League. AlAdhan\u2019s names are accepted as',
  'aliases: latitude, longitude, school (0/1), latitudeAdjustmentMethod (1-3), midnightMode (0/1), timezonestring, tune',
  '("imsak,fajr,sunrise,dhuhr,asr,maghrib,sunset,isha,midnight" minutes, each -30 to 30), methodSettings ("18.5,null,90 min"),',
  'adjustment (Hijri days). Custom angles: fajr_angle, isha_angle or isha_interval_minutes, maghrib_angle or',
  'maghrib_interval_minutes. Times always come in order (fajr < sunrise < dhuhr < asr < maghrib < isha <= midnight);',
  '`applied_rules` names each time a rule moved and why: the high-latitude rule (symmetric north and south, `recommended` =',
  'seventh of the night above 48\u00b0, the middle of the night below), isha capped at midnight, and, where the sun does not rise',
  'or set by a degree, the nearest latitude where it does (`polar_resolution`). Midnight is sunset to sunrise (standard) or',
  'sunset to fajr (jafari, the default of the Jafari and Tehran methods); imsak is 10 minutes before fajr.',
  '',
  'The place: `lat` and `lng`, or `city` by name (as AlAdhan\u2019s timingsByCity: `country` as an ISO 3166 code or English',
  'name, `state` optional), resolved offline from GeoNames (Makkah, Madinah, Al-Quds, Arabic names, accents optional);',
  'without a country the most populous match, the others in `location.alternatives`; the zone is the place\u2019s own',
  '(`timezone_source`: place). An unknown place is a 404 with close names in `suggestions`; city with lat or lng a 400.',
].join('\n');

/** POST /api/v1/utilities in the OpenAPI document: its four actions, with example bodies. */
export const utilitiesOperation: Operation = {
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
};
