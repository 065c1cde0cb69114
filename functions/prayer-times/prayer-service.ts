import { addDays, gregorianDateOf, HIJRI_MONTH_NAMES, hijriDateOf, hijriMonthLength, islamicDatesOf } from '../astronomy/hijri';
import { type PrayerMethodId, prayerMethodForTimeZone } from '../astronomy/prayer-methods';
import { calculatePrayerTimes, FIVE_PRAYERS, type PrayerTimesInput, type PrayerTimesResult, SolarDays } from '../astronomy/prayer-times';
import { canonicalTimeZone, dateLivedIn, timeZoneAt, todayIn } from '../astronomy/time-zones';
import { InvalidInputError } from '../shared/domain-errors';
import { timeSlices } from '../shared/time-slices';
import type { PrayerOptions } from './prayer-request';
import { locationAnswer, type RequestLocation, requestLocation } from './request-location';

/** Turns validated options into the day computation's input, choosing the zone and method where none is given. */

export interface PrayerSetup {
  base: Omit<PrayerTimesInput, 'date'>;
  timezoneSource: 'request' | 'coordinates' | 'place';
  methodSource: 'request' | 'time_zone';
  location: RequestLocation;
}

/**
 * The day computation's input: at the coordinates given or at the city named (a 404 where the gazetteer has none),
 * in the zone given, else the named place's own (GeoNames'), else the one at the coordinates.
 */
export function prayerSetupOf(options: PrayerOptions): PrayerSetup {
  const location = requestLocation(options);
  const placeZone = location.place && canonicalTimeZone(location.place.timezone);
  const timeZone = options.timezone ?? placeZone ?? timeZoneAt(location.lat, location.lng);
  const method: PrayerMethodId = options.method ?? prayerMethodForTimeZone(timeZone);
  return {
    base: {
      lat: location.lat,
      lng: location.lng,
      timeZone,
      method,
      madhab: options.madhab,
      highLatitudeRule: options.high_latitude_rule,
      midnightMode: options.midnight_mode,
      overrides: {
        fajrAngle: options.fajr_angle,
        ishaAngle: options.isha_angle,
        ishaIntervalMinutes: options.isha_interval_minutes,
        maghribAngle: options.maghrib_angle,
        maghribMinutes: options.maghrib_interval_minutes,
      },
      tune: options.tune,
      shafaq: options.shafaq,
      hijriAdjustment: options.hijri_adjustment,
    },
    timezoneSource: options.timezone ? 'request' : placeZone ? 'place' : 'coordinates',
    methodSource: options.method ? 'request' : 'time_zone',
    location,
  };
}

export interface NextPrayer {
  name: (typeof FIVE_PRAYERS)[number];
  time: string;
  iso: string;
  minutes_left: number;
}

/** The first of the five prayers after `now`, today's or tomorrow's fajr. */
export function nextPrayerAfter(now: Date, today: PrayerTimesResult, tomorrow: () => PrayerTimesResult): NextPrayer {
  const upcoming = (day: PrayerTimesResult) =>
    FIVE_PRAYERS.map((name) => ({ name, ...day.times[name] })).find((prayer) => Date.parse(prayer.iso) > now.getTime());
  const next = upcoming(today) ?? upcoming(tomorrow())!;
  return { ...next, minutes_left: Math.ceil((Date.parse(next.iso) - now.getTime()) / 60_000) };
}

/** One day; without a date, today with the next prayer and the time left to it. */
export function prayerDay(setup: PrayerSetup, date: string | undefined, now: Date) {
  if (date !== undefined) {
    if (!dateLivedIn(date, setup.base.timeZone)) {
      throw new InvalidInputError(
        `The date ${date} did not exist in ${setup.base.timeZone}: the zone skipped that day, so it has no prayer times`,
      );
    }
    return { ...calculatePrayerTimes({ ...setup.base, date }), location: locationAnswer(setup.location) };
  }
  const today = todayIn(setup.base.timeZone, now);
  const result = calculatePrayerTimes({ ...setup.base, date: today });
  const next = nextPrayerAfter(now, result, () => calculatePrayerTimes({ ...setup.base, date: addDays(today, 1) }));
  return { ...result, location: locationAnswer(setup.location), next_prayer: next };
}

export const MAX_CALENDAR_DAYS = 366;

/** Each day from `from` to `to` inclusive: the setup's times, dates and rules. */
export function prayerCalendar(setup: PrayerSetup, from: string, to: string) {
  const days: PrayerTimesResult[] = [];
  // Each day's solar events are shared with its neighbours (its sunset is the next day's yesterday's).
  const solarDays = new SolarDays(setup.base.timeZone, setup.base.lng);
  for (let date = from; date <= to; date = addDays(date, 1)) {
    // A day the zone skipped (Samoa's 2011-12-30) has no times: the calendar goes from the day before to the day after.
    if (dateLivedIn(date, setup.base.timeZone)) days.push(calculatePrayerTimes({ ...setup.base, date }, solarDays));
  }
  return calendarOf(setup, from, to, days);
}

/**
 * The same calendar computed in time slices (time-slices.ts): it gives the event loop back every few milliseconds,
 * so that under `npm start` a year at 69.65 N does not hold other clients' requests while it is computed.
 */
export async function prayerCalendarInSlices(setup: PrayerSetup, from: string, to: string) {
  const days: PrayerTimesResult[] = [];
  const solarDays = new SolarDays(setup.base.timeZone, setup.base.lng);
  const slices = timeSlices();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (dateLivedIn(date, setup.base.timeZone)) days.push(calculatePrayerTimes({ ...setup.base, date }, solarDays));
    await slices.pause();
  }
  return calendarOf(setup, from, to, days);
}

function calendarOf(setup: PrayerSetup, from: string, to: string, days: PrayerTimesResult[]) {
  const [first] = days;
  return {
    location: locationAnswer(setup.location),
    timezone: first.timezone,
    method: first.method,
    madhab: first.madhab,
    high_latitude_rule: first.high_latitude_rule,
    midnight_mode: first.midnight_mode,
    tune_minutes: first.tune_minutes,
    from,
    to,
    days: days.map(({ date, utc_offset, times, applied_rules, polar_resolution, hijri, method }) => ({
      date,
      utc_offset,
      hijri,
      times,
      applied_rules,
      ...(polar_resolution ? { polar_resolution } : {}),
      // Umm al-Qura's isha is 120 minutes after sunset in Ramadan, 90 otherwise: said on the days it differs.
      ...(method.isha_interval_minutes !== first.method.isha_interval_minutes
        ? { isha_interval_minutes: method.isha_interval_minutes }
        : {}),
    })),
  };
}

/** The Gregorian days a Hijri month spans (from, to). */
export function hijriMonthSpan(year: number, month: number, adjustmentDays = 0): { from: string; to: string } {
  return {
    from: gregorianDateOf(year, month, 1, adjustmentDays),
    to: gregorianDateOf(year, month, hijriMonthLength(year, month), adjustmentDays),
  };
}

/** POST /utilities `action: hijri`: one of the four forms (utilities-request.ts). */
export function hijriAnswer(input: { date?: string; hijri_date?: string; hijri_month?: string; hijri_year?: number; adjustment: number }) {
  const { adjustment } = input;
  if (input.date !== undefined) return { gregorian: input.date, hijri: hijriDateOf(input.date, adjustment) };
  if (input.hijri_date !== undefined) {
    const [year, month, day] = input.hijri_date.split('-').map(Number);
    const gregorian = gregorianDateOf(year, month, day, adjustment);
    return { gregorian, hijri: hijriDateOf(gregorian, adjustment) };
  }
  const year = input.hijri_year ?? Number(input.hijri_month!.slice(0, 4));
  const months = (input.hijri_month ? [Number(input.hijri_month.slice(5, 7))] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).map((month) => {
    const { from, to } = hijriMonthSpan(year, month, adjustment);
    return {
      month,
      month_name: HIJRI_MONTH_NAMES[month - 1],
      days: hijriMonthLength(year, month),
      first_day: from,
      last_day: to,
      calendar: hijriDateOf(from, adjustment).calendar,
    };
  });
  if (input.hijri_month) {
    const [month] = months;
    const days = [];
    for (let day = 1; day <= month.days; day += 1) {
      const gregorian = addDays(month.first_day, day - 1);
      days.push({ gregorian, hijri: hijriDateOf(gregorian, adjustment).date });
    }
    return { hijri_year: year, month: { ...month, dates: days } };
  }
  return { hijri_year: year, months, islamic_dates: islamicDatesOf(year, adjustment) };
}
