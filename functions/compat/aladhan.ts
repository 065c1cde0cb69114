import * as z from 'zod';
import { magneticDeclination } from '../astronomy/geomagnetic';
import {
  addDays,
  gregorianDateOf,
  HIJRI_YEARS,
  type HijriDate,
  HijriDateError,
  hijriDateOf,
  hijriMonthLength,
  MAX_HIJRI_ADJUSTMENT_DAYS,
} from '../astronomy/hijri';
import { PRAYER_METHOD_IDS, PRAYER_METHODS } from '../astronomy/prayer-methods';
import type { PrayerTimesResult } from '../astronomy/prayer-times';
import { calculateQibla } from '../astronomy/qibla';
import { instantOfLocalTime, localTime, todayIn } from '../astronomy/time-zones';
import { numbersIn, wholeNumber } from '../prayer-times/prayer-request';
import {
  hijriMonthSpan,
  nextPrayerAfter,
  type PrayerSetup,
  prayerCalendarInSlices,
  prayerDay,
  prayerSetupOf,
} from '../prayer-times/prayer-service';
import { prayerCalendarQuerySchema } from '../prayer-times/prayer-times-query';
import { InvalidInputError, NotFoundError } from '../shared/domain-errors';
import { timeSlices } from '../shared/time-slices';
import { parseRequestPart } from '../shared/validation';

/**
 * AlAdhan's most used paths (api.aladhan.com/v1/...), answered by this API's own prayer times, Hijri calendar and
 * qibla in AlAdhan's envelope `{ code, status, data }` and field names, so that a client of AlAdhan switches by
 * changing its base URL to `<this API>/api/v1/aladhan`. The parameters are AlAdhan's (latitude, longitude, method,
 * school, latitudeAdjustmentMethod, midnightMode, timezonestring, tune, methodSettings, adjustment, shafaq), read
 * through the same schema as GET /api/v1/prayer-times, which takes them as aliases; the times are this API's (its
 * high-latitude rules, its default method by country), not a copy of AlAdhan's.
 */

export const ALADHAN_PATHS = [
  'timings/{date}',
  'timingsByCity/{date}',
  'calendar/{year}/{month}',
  'calendarByCity/{year}/{month}',
  'hijriCalendar/{year}/{month}',
  'hijriCalendarByCity/{year}/{month}',
  'nextPrayer/{date}',
  'gToH/{date}',
  'hToG/{date}',
  'qibla/{latitude}/{longitude}',
  'methods',
] as const;

const TIME_NAMES = {
  Fajr: 'fajr',
  Sunrise: 'sunrise',
  Dhuhr: 'dhuhr',
  Asr: 'asr',
  Sunset: 'sunset',
  Maghrib: 'maghrib',
  Isha: 'isha',
  Imsak: 'imsak',
  Midnight: 'midnight',
  Firstthird: 'first_third_of_night',
  Lastthird: 'last_third_of_night',
} as const;
const ALADHAN_NAME_OF = Object.fromEntries(Object.entries(TIME_NAMES).map(([theirs, ours]) => [ours, theirs])) as Record<
  (typeof TIME_NAMES)[keyof typeof TIME_NAMES],
  keyof typeof TIME_NAMES
>;

const HIJRI_MONTHS = [
  ['Muḥarram', 'مُحَرَّم'],
  ['Ṣafar', 'صَفَر'],
  ['Rabīʿ al-awwal', 'رَبيع الأوّل'],
  ['Rabīʿ al-thānī', 'رَبيع الثاني'],
  ['Jumādá al-ūlá', 'جُمادى الأولى'],
  ['Jumādá al-ākhirah', 'جُمادى الآخرة'],
  ['Rajab', 'رَجَب'],
  ['Shaʿbān', 'شَعْبان'],
  ['Ramaḍān', 'رَمَضان'],
  ['Shawwāl', 'شَوّال'],
  ['Dhū al-Qaʿdah', 'ذوالقعدة'],
  ['Dhū al-Ḥijjah', 'ذوالحجة'],
] as const;
const WEEKDAYS = [
  ['Sunday', 'Al Ahad', 'الاحد'],
  ['Monday', 'Al Athnayn', 'الاثنين'],
  ['Tuesday', 'Al Thalaata', 'الثلاثاء'],
  ['Wednesday', "Al Arba'a", 'الاربعاء'],
  ['Thursday', 'Al Khamees', 'الخميس'],
  ['Friday', "Al Juma'a", 'الجمعة'],
  ['Saturday', 'Al Sabt', 'السبت'],
] as const;
const GREGORIAN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const LATITUDE_RULES: Record<string, string> = {
  middle_of_the_night: 'MIDDLE_OF_THE_NIGHT',
  seventh_of_the_night: 'ONE_SEVENTH',
  twilight_angle: 'ANGLE_BASED',
};

const pad = (value: number) => String(value).padStart(2, '0');
/** YYYY-MM-DD as AlAdhan writes dates: DD-MM-YYYY. */
const dayMonthYear = (date: string) => date.split('-').reverse().join('-');
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

function gregorianOf(date: string) {
  const [year, month, day] = date.split('-');
  return {
    date: dayMonthYear(date),
    format: 'DD-MM-YYYY',
    day,
    weekday: { en: WEEKDAYS[weekdayOf(date)][0] },
    month: { number: Number(month), en: GREGORIAN_MONTHS[Number(month) - 1] },
    year,
    designation: { abbreviated: 'AD', expanded: 'Anno Domini' },
    // AlAdhan's dates by sighting of the moon; these are calculated (Umm al-Qura), never sighted.
    lunarSighting: false,
  };
}

/**
 * AlAdhan's special days of the Hijri year (its calendar library's list), by month and day. The holy months begin on
 * 1 Rajab, as its documented example for 01-07-1446 says (an older list of its put them on 27 Rajab).
 */
const HIJRI_SPECIAL_DAYS: ReadonlyArray<[number, number, string]> = [
  [1, 10, 'Ashura'],
  [2, 1, 'End of the holy months'],
  [3, 12, 'Mawlid al-Nabi'],
  [7, 1, 'Beginning of the holy months'],
  [7, 27, 'Lailat-ul-Miraj'],
  [8, 15, "Lailat-ul-Bara'at"],
  [9, 1, '1st Day of Ramadan'],
  [9, 21, 'Lailat-ul-Qadr'],
  [9, 23, 'Lailat-ul-Qadr'],
  [9, 25, 'Lailat-ul-Qadr'],
  [9, 27, 'Lailat-ul-Qadr'],
  [9, 29, 'Lailat-ul-Qadr'],
  [10, 1, 'Eid-ul-Fitr'],
  [12, 8, 'Hajj'],
  [12, 9, 'Hajj'],
  [12, 9, 'Arafa'],
  [12, 10, 'Eid-ul-Adha'],
  [12, 10, 'Hajj'],
  [12, 11, 'Hajj'],
  [12, 12, 'Hajj'],
  [12, 13, 'Hajj'],
];

function holidaysOf(date: string, hijri: HijriDate): string[] {
  const days = HIJRI_SPECIAL_DAYS.filter(([month, day]) => month === hijri.month && day === hijri.day).map(([, , name]) => name);
  // The first Friday of Rajab (its eve): Ragha'ib, as AlAdhan adds it.
  if (hijri.month === 7 && hijri.day <= 7 && weekdayOf(date) === 5) days.push("Lailat-ul-Ragha'ib");
  return days;
}

function hijriOf(date: string, hijri: HijriDate) {
  const [, weekdayEn, weekdayAr] = WEEKDAYS[weekdayOf(date)];
  const [monthEn, monthAr] = HIJRI_MONTHS[hijri.month - 1];
  return {
    date: `${pad(hijri.day)}-${pad(hijri.month)}-${hijri.year}`,
    format: 'DD-MM-YYYY',
    // As AlAdhan writes it: "9", not "09" (its `date` is padded).
    day: String(hijri.day),
    weekday: { en: weekdayEn, ar: weekdayAr },
    month: { number: hijri.month, en: monthEn, ar: monthAr, days: hijriMonthLength(hijri.year, hijri.month) },
    year: String(hijri.year),
    designation: { abbreviated: 'AH', expanded: 'Anno Hegirae' },
    holidays: holidaysOf(date, hijri),
    // Holidays moved by a local adjustment: none here, the calendar is Umm al-Qura's as calculated.
    adjustedHolidays: [] as string[],
    method: 'UAQ',
  };
}

/** One day in AlAdhan's shape: timings, date (readable, timestamp, gregorian, hijri) and meta. */
function aladhanDay(day: Pick<PrayerTimesResult, 'date' | 'times' | 'hijri'>, settings: PrayerTimesResult, iso8601: boolean) {
  const timings = Object.fromEntries(
    Object.entries(TIME_NAMES).map(([theirs, ours]) => [theirs, iso8601 ? day.times[ours].iso : day.times[ours].time]),
  );
  const [year, month, dayOfMonth] = day.date.split('-');
  return {
    timings,
    date: {
      readable: `${dayOfMonth} ${GREGORIAN_MONTHS[Number(month) - 1].slice(0, 3)} ${year}`,
      timestamp: String(Math.floor(Date.parse(day.times.dhuhr.iso) / 1000)),
      gregorian: gregorianOf(day.date),
      hijri: hijriOf(day.date, day.hijri),
    },
    meta: {
      latitude: settings.location.lat,
      longitude: settings.location.lng,
      timezone: settings.timezone,
      method: {
        id: settings.method.aladhan_id,
        name: settings.method.name,
        params: {
          Fajr: settings.method.fajr_angle,
          Isha: settings.method.isha_interval_minutes > 0 ? `${settings.method.isha_interval_minutes} min` : settings.method.isha_angle,
        },
        location: { latitude: settings.location.lat, longitude: settings.location.lng },
      },
      latitudeAdjustmentMethod: LATITUDE_RULES[settings.high_latitude_rule],
      midnightMode: settings.midnight_mode.toUpperCase(),
      school: settings.madhab === 'hanafi' ? 'HANAFI' : 'STANDARD',
      offset: Object.fromEntries(
        Object.keys(TIME_NAMES)
          .filter((name) => !['Firstthird', 'Lastthird'].includes(name))
          .map((name) => [
            name,
            settings.tune_minutes[TIME_NAMES[name as keyof typeof TIME_NAMES] as keyof typeof settings.tune_minutes] ?? 0,
          ]),
      ),
    },
  };
}

const notServed = (path: string) =>
  new NotFoundError(`AlAdhan's path '${path}' is not served here; these are: ${ALADHAN_PATHS.map((served) => `/${served}`).join(', ')}`);

/** AlAdhan's `date` segment: DD-MM-YYYY, or a UNIX timestamp (the UTC date of that instant). */
function dateSegment(segment: string): string {
  if (/^\d{9,11}$/.test(segment)) return new Date(Number(segment) * 1000).toISOString().slice(0, 10).split('-').reverse().join('-');
  return segment;
}

/**
 * AlAdhan's `adjustment` of /gToH and /hToG: days added to the Hijri date for local sighting, bounded as everywhere
 * else (POST /utilities, GET /prayer-times), so that it never reaches the calendar arithmetic as a date out of range.
 */
const adjustmentQuery = z.preprocess(
  numbersIn(['adjustment']),
  z.object({
    adjustment: wholeNumber('days added to the Hijri date for local sighting', -MAX_HIJRI_ADJUSTMENT_DAYS, MAX_HIJRI_ADJUSTMENT_DAYS)
      .optional()
      .default(0),
  }),
);
const adjustmentOf = (query: Record<string, string>) =>
  parseRequestPart(adjustmentQuery, query.adjustment === undefined ? {} : { adjustment: query.adjustment }, 'query parameter').adjustment;

/** The options of a prayer-times path, read by GET /prayer-times' schema (AlAdhan's names are its aliases). */
function setupOf(query: Record<string, string>, extra: Record<string, string>, byCity: boolean) {
  const { iso8601, calendarMethod, ...options } = query;
  if (calendarMethod !== undefined && calendarMethod.toUpperCase() !== 'UAQ') {
    throw new InvalidInputError("Invalid query parameter 'calendarMethod': Hijri dates here are Umm al-Qura's (UAQ) only");
  }
  if (iso8601 !== undefined && !/^(true|false)$/.test(iso8601)) {
    throw new InvalidInputError("Invalid query parameter 'iso8601': must be true or false");
  }
  if (byCity && (options.city === undefined || options.country === undefined)) {
    throw new InvalidInputError(
      `Invalid query parameter '${options.city === undefined ? 'city' : 'country'}': is required on this path (AlAdhan's)`,
    );
  }
  if (!byCity && options.city !== undefined) {
    throw new InvalidInputError(
      "Unknown query parameter 'city': a city is named on timingsByCity, calendarByCity and hijriCalendarByCity (AlAdhan's paths)",
    );
  }
  const parsed = parseRequestPart(prayerCalendarQuerySchema, { ...options, ...extra }, 'query parameter');
  return { parsed, setup: prayerSetupOf(parsed) as PrayerSetup, iso8601: iso8601 === 'true' };
}

/** GET /prayer-times' other ways of naming days, which the paths taking their own would otherwise ignore. */
const DAY_PARAMETERS = ['date', 'year', 'month', 'from', 'to', 'hijri_year', 'hijri_month'];
function refuseOtherDays(query: Record<string, string>, instead: string) {
  const given = DAY_PARAMETERS.find((name) => query[name] !== undefined);
  if (given !== undefined) throw new InvalidInputError(`Unknown query parameter '${given}': ${instead}`);
}

/**
 * Whether a path's answer changes with the clock, so that it must never be stored: today's timings (no date), and
 * nextPrayer unless a UNIX timestamp names its moment (a date is read at the present time of day).
 */
export function answersWithTheClock(path: string, query: Record<string, string>): boolean {
  const [name, date = query.date] = path.split('/').filter(Boolean);
  if (name === 'timings' || name === 'timingsByCity') return date === undefined;
  return name === 'nextPrayer' && !/^\d{9,11}$/.test(date ?? '');
}

/** hijriCalendar's year and month: Hijri, named as AlAdhan names them (its path's {year} and {month}). */
const hijriMonthQuery = z.preprocess(
  numbersIn(['year', 'month']),
  z.object({
    year: wholeNumber(
      `a Hijri year, ${HIJRI_YEARS.first} to ${HIJRI_YEARS.last}, as /hijriCalendar/1447/9`,
      HIJRI_YEARS.first,
      HIJRI_YEARS.last,
    ),
    month: wholeNumber('a Hijri month, 1 to 12', 1, 12).optional(),
  }),
);

/**
 * The Gregorian days a Hijri month spans, or its whole year (no month), shifted by `adjustment` days as each day's
 * Hijri date is: the month's first day is the day whose adjusted Hijri date is its 1st.
 */
export function hijriCalendarSpan(year: number, month: number | undefined, adjustment: number): { from: string; to: string } {
  return {
    from: hijriMonthSpan(year, month ?? 1, adjustment).from,
    to: hijriMonthSpan(year, month ?? 12, adjustment).to,
  };
}

const CALENDAR_PATHS = new Set(['calendar', 'calendarByCity', 'hijriCalendar', 'hijriCalendarByCity']);

/**
 * Whether a path asks for a whole year's calendar (annual=true, or no month): heavy work (work-share.ts), hundreds of
 * milliseconds of CPU at 69.65 N, as GET /api/v1/prayer-times's long calendars are (issue 48, finding 5). Read from
 * the path and query as given, before they are validated: a request refused later is refused within its turn.
 */
export function asksForAYear(path: string, query: Record<string, string>): boolean {
  const [name, , month] = path.split('/').filter(Boolean);
  if (!CALENDAR_PATHS.has(name)) return false;
  return query.annual === 'true' || (month ?? query.month) === undefined;
}

/**
 * AlAdhan's calendars: a Gregorian month (calendar) or a Hijri month (hijriCalendar), each day in AlAdhan's shape;
 * without a month, or with annual=true, the whole year by month number (Gregorian or Hijri), as AlAdhan answers it.
 * Computed in time slices, as GET /api/v1/prayer-times's calendars are, so that a year at 69.65 N never holds other
 * clients' requests while it is computed.
 */
async function calendarData(name: string, asked: { year?: string; month?: string }, query: Record<string, string>) {
  const hijri = name.startsWith('hijri');
  const { year: _year, month: _month, annual, ...rest } = query;
  if (annual !== undefined && !/^(true|false)$/.test(annual)) {
    throw new InvalidInputError("Invalid query parameter 'annual': must be true or false");
  }
  // annual=true: the whole year (the month is then ignored).
  const month = annual === 'true' ? undefined : asked.month;
  const byCity = name.endsWith('ByCity');
  let span: { from: string; to: string };
  let monthOf: (day: { date: string; hijri: HijriDate }) => number;
  let setupAnswer: ReturnType<typeof setupOf>;
  if (hijri) {
    refuseOtherDays(rest, 'the Hijri year and month are /hijriCalendar/{year}/{month} here');
    const given = Object.fromEntries(Object.entries({ year: asked.year, month }).filter(([, value]) => value !== undefined));
    const hijriMonth = parseRequestPart(hijriMonthQuery, given, 'query parameter');
    setupAnswer = setupOf(rest, {}, byCity);
    span = hijriCalendarSpan(hijriMonth.year, hijriMonth.month, setupAnswer.parsed.hijri_adjustment ?? 0);
    monthOf = (day) => day.hijri.month;
  } else {
    const extra = { ...(asked.year !== undefined ? { year: asked.year } : {}), ...(month !== undefined ? { month } : {}) };
    setupAnswer = setupOf(rest, extra, byCity);
    const { year, month: parsedMonth } = setupAnswer.parsed;
    if (year === undefined) throw new InvalidInputError("Invalid query parameter 'year': is required (as /calendar/{year}/{month})");
    span = {
      from: `${year}-${pad(parsedMonth ?? 1)}-01`,
      to: parsedMonth === undefined ? `${year}-12-31` : new Date(Date.UTC(year, parsedMonth, 0)).toISOString().slice(0, 10),
    };
    monthOf = (day) => Number(day.date.slice(5, 7));
  }
  const { setup, iso8601 } = setupAnswer;
  const calendar = await prayerCalendarInSlices(setup, span.from, span.to);
  const settings = { ...calendar, ...calendar.days[0], date: span.from } as unknown as PrayerTimesResult;
  const slices = timeSlices();
  const days: ReturnType<typeof aladhanDay>[] = [];
  for (const day of calendar.days) {
    days.push(aladhanDay(day as unknown as PrayerTimesResult, settings, iso8601));
    await slices.pause();
  }
  if (month !== undefined) return days;
  // AlAdhan's year: the days by month number.
  const byMonth: Record<string, unknown[]> = {};
  calendar.days.forEach((day, index) => {
    const key = String(monthOf(day));
    byMonth[key] ??= [];
    byMonth[key].push(days[index]);
  });
  return byMonth;
}

/**
 * The moment nextPrayer answers for: now without a date; a UNIX timestamp's instant; a date (DD-MM-YYYY) at the
 * present local time of day at the place, as AlAdhan reads it (the next prayer of that day after the hour it is now).
 */
export function momentOf(date: string | undefined, timeZone: string, now: Date): Date {
  if (date === undefined) return now;
  if (/^\d{9,11}$/.test(date)) return new Date(Number(date) * 1000);
  const day = parseRequestPart(prayerCalendarQuerySchema, { date, lat: '0', lng: '0' }, 'query parameter').date!;
  const [hours, minutes] = localTime(now, timeZone).time.split(':').map(Number);
  return new Date(instantOfLocalTime(day, timeZone, hours, minutes));
}

/**
 * nextPrayer: the first of the five prayers after `moment` (its day's, else the next day's fajr), by this API's
 * own rule (nextPrayerAfter), in AlAdhan's shape: `timings` holding that one prayer, the `date` and `meta` of the
 * day it falls on.
 */
function aladhanNextPrayer(setup: PrayerSetup, moment: Date, iso8601: boolean) {
  const today = todayIn(setup.base.timeZone, moment);
  // Checks the day is within the calendar this API computes, as /timings does.
  parseRequestPart(prayerCalendarQuerySchema, { date: today, lat: '0', lng: '0' }, 'query parameter');
  const todays = prayerDay(setup, today, moment);
  let tomorrows: typeof todays | undefined;
  const next = nextPrayerAfter(moment, todays, () => {
    tomorrows = prayerDay(setup, addDays(today, 1), moment);
    return tomorrows;
  });
  const day = tomorrows ?? todays;
  const answer = aladhanDay(day, day, iso8601);
  const theirs = ALADHAN_NAME_OF[next.name];
  return { ...answer, timings: { [theirs]: answer.timings[theirs] } };
}

/** The `data` of an AlAdhan path, from this API's own computations. */
export async function aladhanData(path: string, query: Record<string, string>, now: Date): Promise<unknown> {
  const [name, ...segments] = path.split('/').filter(Boolean);
  const one = (what: string) => {
    if (segments.length > 1) throw notServed(path);
    return segments[0] ?? query[what];
  };
  switch (name) {
    case 'timings':
    case 'timingsByCity': {
      const date = one('date');
      const { date: _date, ...rest } = query;
      const { parsed, setup, iso8601 } = setupOf(rest, date === undefined ? {} : { date: dateSegment(date) }, name === 'timingsByCity');
      const day = prayerDay(setup, parsed.date, now);
      return aladhanDay(day, day, iso8601);
    }
    case 'calendar':
    case 'calendarByCity':
    case 'hijriCalendar':
    case 'hijriCalendarByCity':
      if (segments.length > 2) throw notServed(path);
      return calendarData(name, { year: segments[0] ?? query.year, month: segments[1] ?? query.month }, query);
    case 'nextPrayer': {
      const date = one('date');
      const { date: _date, ...rest } = query;
      refuseOtherDays(rest, 'the day is /nextPrayer/{date} here (DD-MM-YYYY or a UNIX timestamp)');
      const { setup, iso8601 } = setupOf(rest, {}, false);
      return aladhanNextPrayer(setup, momentOf(date, setup.base.timeZone, now), iso8601);
    }
    case 'gToH': {
      const given = one('date') ?? dayMonthYear(now.toISOString().slice(0, 10));
      const date = parseRequestPart(prayerCalendarQuerySchema, { date: given, lat: '0', lng: '0' }, 'query parameter').date!;
      return { hijri: hijriOf(date, hijriDateOf(date, adjustmentOf(query))), gregorian: gregorianOf(date) };
    }
    case 'hToG': {
      const given = one('date');
      const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(given ?? '');
      if (!match) throw new InvalidInputError('The Hijri date must be DD-MM-YYYY, as /hToG/01-09-1447');
      const [, day, month, year] = match.map(Number);
      const adjustment = adjustmentOf(query);
      if (year < HIJRI_YEARS.first || year > HIJRI_YEARS.last) {
        throw new InvalidInputError(`The Hijri date ${given} must be in the years ${HIJRI_YEARS.first} to ${HIJRI_YEARS.last} AH`);
      }
      if (month < 1 || month > 12) throw new InvalidInputError(`The Hijri date ${given} names month ${month}; months are 01 to 12`);
      if (day < 1) throw new InvalidInputError(`The Hijri date ${given} names day 00; days start at 01`);
      let date: string;
      try {
        date = gregorianDateOf(year, month, day, adjustment);
      } catch (error) {
        if (error instanceof HijriDateError)
          throw new InvalidInputError(`The Hijri date ${given} is not a day: ${error.message}`, { cause: error });
        throw error;
      }
      return { gregorian: gregorianOf(date), hijri: hijriOf(date, hijriDateOf(date, adjustment)) };
    }
    case 'qibla': {
      if (segments.length !== 2) throw notServed(path);
      const parsed = parseRequestPart(prayerCalendarQuerySchema, { lat: segments[0], lng: segments[1] }, 'query parameter');
      const location = { lat: parsed.lat!, lng: parsed.lng! };
      const qibla = calculateQibla(location, magneticDeclination(location, now));
      return { latitude: location.lat, longitude: location.lng, direction: qibla.bearing_degrees };
    }
    case 'methods':
      if (segments.length > 0) throw notServed(path);
      return aladhanMethods();
    default:
      throw notServed(path);
  }
}

/** AlAdhan's code names of the methods (its `/methods` keys), where they differ from this API's ids upper-cased. */
const ALADHAN_METHOD_CODES: Record<string, string> = {
  muslim_world_league: 'MWL',
  umm_al_qura: 'MAKKAH',
  egyptian: 'EGYPT',
  moonsighting_committee: 'MOONSIGHTING',
};

/** `/methods`: every method this API computes, by AlAdhan's code, with its id and the angles it uses here. */
function aladhanMethods() {
  return Object.fromEntries(
    PRAYER_METHOD_IDS.map((id) => {
      const method = PRAYER_METHODS[id];
      const isha = 'angle' in method.isha ? method.isha.angle : `${method.isha.minutes} min`;
      const maghrib =
        'maghrib' in method && method.maghrib
          ? 'angle' in method.maghrib
            ? method.maghrib.angle
            : `${method.maghrib.minutes} min`
          : undefined;
      const params = { Fajr: method.fajrAngle, Isha: isha, ...(maghrib !== undefined ? { Maghrib: maghrib } : {}) };
      return [ALADHAN_METHOD_CODES[id] ?? id.toUpperCase(), { id: method.aladhanId, name: method.name, params }];
    }),
  );
}
