import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { JSON_CONTENT_TYPE, jsonResponse } from '../shared/http';
import { KeptValues } from '../shared/kept-values';
import { httpEndpoint } from '../shared/middleware';
import { NO_STORE } from '../shared/representation';
import { hijriMonthSpan, prayerCalendarInSlices, prayerDay, prayerSetupOf } from './prayer-service';
import { type PrayerCalendarQuery, prayerCalendarQuerySchema } from './prayer-times-query';

/** Times for a fixed place and day never change: a day in any cache (the answer names its own dates). */
export const PRAYER_CALENDAR_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Calendars a container keeps, by query (place, options, span): asked again, or conditionally (a 304), a year costs a
 * lookup instead of its computation. A year at 69.6 N is about 600 KB of JSON, so at most about 10 MB.
 */
const KEPT_CALENDARS = 16;
const KEPT_CALENDAR_MS = 86_400_000;

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
const pad = (value: number) => String(value).padStart(2, '0');

/** The span a calendar query asks for, or undefined for one day. */
function spanOf(query: PrayerCalendarQuery): { from: string; to: string } | undefined {
  if (query.year !== undefined) {
    if (query.month !== undefined) return { from: `${query.year}-${pad(query.month)}-01`, to: lastDayOfMonth(query.year, query.month) };
    return { from: `${query.year}-01-01`, to: `${query.year}-12-31` };
  }
  if (query.from !== undefined) return { from: query.from, to: query.to! };
  if (query.hijri_year !== undefined) {
    const adjustment = query.hijri_adjustment ?? 0;
    if (query.hijri_month !== undefined) return hijriMonthSpan(query.hijri_year, query.hijri_month, adjustment);
    return { from: hijriMonthSpan(query.hijri_year, 1, adjustment).from, to: hijriMonthSpan(query.hijri_year, 12, adjustment).to };
  }
  return undefined;
}

/** Days beyond which a calendar is heavy work (work-share.ts): a year at 69.65 N is hundreds of milliseconds of CPU. */
const HEAVY_CALENDAR_DAYS = 31;
const DAY_MS = 86_400_000;

/** GET /api/v1/prayer-times: a day or a calendar of days, cacheable (prayer-times-query.ts). */
export function createHandler(context: EndpointContext) {
  const kept = new KeptValues<string, string>(KEPT_CALENDARS, KEPT_CALENDAR_MS);
  // A calendar longer than a month not yet kept takes its client's turn with the other heavy work.
  const heavy = ({ query }: { query: PrayerCalendarQuery }) => {
    const span = spanOf(query);
    if (!span || kept.get(JSON.stringify(query)) !== undefined) return false;
    return (Date.parse(span.to) - Date.parse(span.from)) / DAY_MS + 1 > HEAVY_CALENDAR_DAYS;
  };
  return httpEndpoint(
    context,
    { query: prayerCalendarQuerySchema, cacheControl: PRAYER_CALENDAR_CACHE_CONTROL, heavy },
    async ({ query }) => {
      const span = spanOf(query);
      // The validated query determines a calendar's answer whole (no clock, no table); the same string object is
      // answered again, so its ETag is found without hashing it again (content-negotiation.ts).
      const key = span && JSON.stringify(query);
      const body = key === undefined ? undefined : kept.get(key);
      if (body !== undefined) return { statusCode: 200, headers: { 'Content-Type': JSON_CONTENT_TYPE }, body };
      const setup = prayerSetupOf(query);
      const sources = { timezone_source: setup.timezoneSource, method_source: setup.methodSource };
      if (!span) {
        // Without a date the answer is today's, with the minutes left to the next prayer: never stored.
        const headers = query.date === undefined ? { 'Cache-Control': NO_STORE } : undefined;
        return jsonResponse(200, { ...prayerDay(setup, query.date, new Date()), ...sources }, headers);
      }
      const answer = jsonResponse(200, { ...(await prayerCalendarInSlices(setup, span.from, span.to)), ...sources });
      kept.set(key!, answer.body);
      return answer;
    },
  );
}

export const handler = createHandler(environmentContext());
