import { prayerCalendarObject } from '../prayer-times/prayer-times-query';
import type { Operation } from '../shared/openapi-parts';
import { PRAYER_RULES, withAladhanNames } from '../utilities/utilities-openapi';
import { prayerCalendarResponse, prayerDayResponse } from '../utilities/utilities-responses';

/** GET /api/v1/prayer-times in the OpenAPI document: its day, month, year and range forms, with examples. */
export const prayerTimesOperation: Operation = {
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
};
