import { gregorianToHijri, hijriToGregorian } from '@tabby_ai/hijri-converter';
import { InvalidInputError } from '../shared/domain-errors';

/**
 * Hijri dates. From 1 August 1924 to 16 November 2077 (AH 1343-1500) they are the Umm al-Qura calendar
 * of Saudi Arabia, from its official month-start table as mhalshehri/hijri-converter publishes it
 * (@tabby_ai/hijri-converter): checked every day against an independent table (moment-hijri) and, where
 * the runtime's ICU data is right (1999-2029), against ICU (test/unit/functions/astronomy/hijri.test.ts).
 * The runtime's own Umm al-Qura data is not used: it differs from the tables on about 40 % of the days
 * outside 1999-2029. No official table exists beyond that range, so there the date is the tabular
 * (civil, arithmetic) Islamic calendar, and `calendar` says so.
 *
 * The date given is the civil one for the whole Gregorian day; in religious use the Islamic day begins
 * at the preceding sunset, and a month may begin a day or two apart from the calendar where it is sighted:
 * `adjustment` days shift the Hijri date for that (AlAdhan's `adjustment`).
 */

export type HijriCalendar = 'islamic_umalqura' | 'islamic_civil';

export interface HijriDate {
  year: number;
  month: number;
  day: number;
  month_name: string;
  /** YYYY-MM-DD in the Hijri calendar */
  date: string;
  calendar: HijriCalendar;
  /** Present where the caller shifted the date for local sighting. */
  adjustment_days?: number;
}

/** The first and last Gregorian dates of the Umm al-Qura table (AH 1343-01-01 to 1500-12-30). */
export const UMM_AL_QURA_RANGE = { first: '1924-08-01', last: '2077-11-16' } as const;
const UMM_AL_QURA_YEARS = { first: 1343, last: 1500 } as const;
export const MAX_HIJRI_ADJUSTMENT_DAYS = 2;
/** The Hijri years the accepted Gregorian range (1900-2100) spans. */
export const HIJRI_YEARS = { first: 1318, last: 1523 } as const;

/** The months' names as the runtime's ICU data spells them (what the API has always answered). */
export const HIJRI_MONTH_NAMES = [
  'Muharram',
  'Safar',
  'Rabiʻ I',
  'Rabiʻ II',
  'Jumada I',
  'Jumada II',
  'Rajab',
  'Shaʻban',
  'Ramadan',
  'Shawwal',
  'Dhuʻl-Qiʻdah',
  'Dhuʻl-Hijjah',
] as const;

const DAY_MS = 86_400_000;
const pad = (value: number, width: number) => String(value).padStart(width, '0');
const isoDate = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** Days since 1970-01-01 of a Gregorian date, and back. */
const epochDayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const gregorianOfEpochDay = (epochDay: number) => new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
/** The Gregorian date (YYYY-MM-DD) `days` after another (before, if negative). */
export const addDays = (date: string, days: number) => gregorianOfEpochDay(epochDayOf(date) + days);

/**
 * The tabular Islamic calendar (epoch 16 July 622, leap years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26 and 29 of each
 * 30-year cycle), the `islamic-civil` of CLDR: tested against the runtime's ICU over the whole accepted range.
 */
const CIVIL_EPOCH_DAY = -492_148; // 622-07-16 (Julian calendar), days before 1970-01-01
const civilEpochDayOf = (year: number, month: number, day: number) =>
  CIVIL_EPOCH_DAY + day - 1 + Math.ceil(29.5 * (month - 1)) + (year - 1) * 354 + Math.floor((3 + 11 * year) / 30);
function civilDateOf(epochDay: number) {
  const year = Math.floor((30 * (epochDay - CIVIL_EPOCH_DAY) + 10_646) / 10_631);
  const month = Math.min(12, Math.ceil((epochDay - 29 - civilEpochDayOf(year, 1, 1)) / 29.5) + 1);
  return { year, month, day: epochDay - civilEpochDayOf(year, month, 1) + 1 };
}

const inTable = (date: string) => date >= UMM_AL_QURA_RANGE.first && date <= UMM_AL_QURA_RANGE.last;
const yearInTable = (year: number) => year >= UMM_AL_QURA_YEARS.first && year <= UMM_AL_QURA_YEARS.last;

function hijriOfDay(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  return inTable(date) ? gregorianToHijri({ year, month, day }) : civilDateOf(epochDayOf(date));
}

/** The Hijri date of a Gregorian calendar date given as YYYY-MM-DD, shifted by `adjustmentDays` for local sighting. */
export function hijriDateOf(gregorianDate: string, adjustmentDays = 0): HijriDate {
  const shifted = adjustmentDays === 0 ? gregorianDate : addDays(gregorianDate, adjustmentDays);
  const hijri = hijriOfDay(shifted);
  return {
    year: hijri.year,
    month: hijri.month,
    day: hijri.day,
    month_name: HIJRI_MONTH_NAMES[hijri.month - 1],
    date: isoDate(hijri.year, hijri.month, hijri.day),
    calendar: inTable(shifted) ? 'islamic_umalqura' : 'islamic_civil',
    ...(adjustmentDays === 0 ? {} : { adjustment_days: adjustmentDays }),
  };
}

/** The epoch day on which a Hijri month begins (the Umm al-Qura table for AH 1343-1500, the tabular calendar elsewhere). */
function monthStartEpochDay(year: number, month: number): number {
  if (yearInTable(year)) {
    const gregorian = hijriToGregorian({ year, month, day: 1 });
    return epochDayOf(isoDate(gregorian.year, gregorian.month, gregorian.day));
  }
  return civilEpochDayOf(year, month, 1);
}

/** How many days a Hijri month has (29 or 30). */
export function hijriMonthLength(year: number, month: number): number {
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  // The table's last month ends where the table does (its successor is in the tabular calendar).
  if (yearInTable(year) && !yearInTable(nextYear)) return epochDayOf(UMM_AL_QURA_RANGE.last) - monthStartEpochDay(year, month) + 1;
  return monthStartEpochDay(nextYear, nextMonth) - monthStartEpochDay(year, month);
}

/** A day its Hijri month does not have; its message names the month's length, its callers say which field was wrong. */
export class HijriDateError extends InvalidInputError {}

/**
 * The Gregorian date (YYYY-MM-DD) of a Hijri date: the inverse of `hijriDateOf` with the same adjustment.
 * Throws HijriDateError for a day the month does not have.
 */
export function gregorianDateOf(year: number, month: number, day: number, adjustmentDays = 0): string {
  const length = hijriMonthLength(year, month);
  if (day > length) throw new HijriDateError(`${HIJRI_MONTH_NAMES[month - 1]} ${year} has ${length} days`);
  return gregorianOfEpochDay(monthStartEpochDay(year, month) + day - 1 - adjustmentDays);
}

export interface IslamicDate {
  name: string;
  hijri: string;
  gregorian: string;
}

/** The main dates of the Islamic year, by their Hijri day (fixed by the calendar, not by sighting). */
const ISLAMIC_DATES: Array<[month: number, day: number, name: string]> = [
  [1, 1, 'Islamic New Year (1 Muharram)'],
  [1, 9, 'Tasu‘a (9 Muharram)'],
  [1, 10, 'Ashura (10 Muharram)'],
  [3, 12, 'Mawlid an-Nabi, as many observe it (12 Rabi‘ al-Awwal)'],
  [7, 27, 'Isra and Mi‘raj, by the common dating (27 Rajab)'],
  [8, 15, 'Mid-Sha‘ban (15 Sha‘ban)'],
  [9, 1, 'First day of Ramadan'],
  [9, 21, 'The last ten nights of Ramadan begin (the night before 21 Ramadan)'],
  [9, 27, 'The 27th of Ramadan (a night Laylat al-Qadr is sought)'],
  [10, 1, 'Eid al-Fitr (1 Shawwal)'],
  [12, 8, 'Day of Tarwiyah (8 Dhu al-Hijjah)'],
  [12, 9, 'Day of Arafah (9 Dhu al-Hijjah)'],
  [12, 10, 'Eid al-Adha (10 Dhu al-Hijjah)'],
  [12, 11, 'Days of Tashriq (11-13 Dhu al-Hijjah)'],
];

export function islamicDatesOf(year: number, adjustmentDays = 0): IslamicDate[] {
  return ISLAMIC_DATES.map(([month, day, name]) => ({
    name,
    hijri: isoDate(year, month, day),
    gregorian: gregorianDateOf(year, month, day, adjustmentDays),
  }));
}
