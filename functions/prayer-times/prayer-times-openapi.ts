import { documentOperation, type JsonSchema } from '../shared/openapi-parts';
import { ALADHAN_ALIASES } from './prayer-request';
import { prayerCalendarObject } from './prayer-times-query';
import { prayerCalendarResponse, prayerDayResponse } from './prayer-times-responses';

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

/** GET /api/v1/prayer-times in the OpenAPI document: its day, month, year and range forms, with examples. */
documentOperation('prayertimes', {
  summary: 'Prayer times for a day, a month, a year or a range (cacheable)',
  description: [
    'One day (`date`; without it today, with `next_prayer`), a Gregorian month (`year` + `month`) or year (`year`), a range',
    '(`from` + `to`, at most 366 days), or a Hijri month or year (`hijri_year`, `hijri_month`): every day with its times,',
    'Hijri date and applied rules. Dated answers may be cached for a day (Cache-Control, ETag); the undated one is not stored.',
    '',
    PRAYER_RULES,
    '',
    'Examples: `?lat=21.4225&lng=39.8262&year=2026&month=3`, `?latitude=51.5&longitude=-0.12&date=01-03-2026&method=3&school=1`,',
    '`?lat=59.91&lng=10.75&hijri_year=1447&hijri_month=9`.',
  ].join('\n'),
  query: prayerCalendarObject,
  queryAliases: withAladhanNames,
  examples: { lat: '21.4225', lng: '39.8262', year: '2026', month: '3' },
  answers: [prayerDayResponse, prayerCalendarResponse],
  errors: [404],
});
