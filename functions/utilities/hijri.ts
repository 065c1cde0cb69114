import { gregorianToHijri } from '@tabby_ai/hijri-converter';

/**
 * Hijri dates. From 1 August 1924 to 16 November 2077 (AH 1343-1500) they are the Umm al-Qura calendar
 * of Saudi Arabia, from its official month-start table as mhalshehri/hijri-converter publishes it
 * (@tabby_ai/hijri-converter): checked every day against an independent table (moment-hijri) and, where
 * the runtime's ICU data is right (1999-2029), against ICU (test/unit/functions/utilities/hijri.test.ts).
 * The runtime's own Umm al-Qura data is not used: it differs from the tables on about 40 % of the days
 * outside 1999-2029. No official table exists beyond that range, so there the date is the tabular
 * (civil, arithmetic) Islamic calendar, and `calendar` says so.
 *
 * The date given is the civil one for the whole Gregorian day; in religious use the Islamic day begins
 * at the preceding sunset, and a month may begin a day apart from the calendar where it is sighted.
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
}

/** The first and last Gregorian dates of the Umm al-Qura table (AH 1343-01-01 to 1500-12-30). */
export const UMM_AL_QURA_RANGE = { first: '1924-08-01', last: '2077-11-16' } as const;

/** The months' names as the runtime's ICU data spells them (what the API has always answered). */
const MONTH_NAMES = [
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

const civil = new Intl.DateTimeFormat('en-u-ca-islamic-civil-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

function civilDate(year: number, month: number, day: number) {
  const parts = Object.fromEntries(
    civil.formatToParts(new Date(Date.UTC(year, month - 1, day, 12))).map((part) => [part.type, part.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** The Hijri date of a Gregorian calendar date given as YYYY-MM-DD. */
export function hijriDateOf(gregorianDate: string): HijriDate {
  const [year, month, day] = gregorianDate.split('-').map(Number);
  const inTable = gregorianDate >= UMM_AL_QURA_RANGE.first && gregorianDate <= UMM_AL_QURA_RANGE.last;
  const hijri = inTable ? gregorianToHijri({ year, month, day }) : civilDate(year, month, day);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return {
    year: hijri.year,
    month: hijri.month,
    day: hijri.day,
    month_name: MONTH_NAMES[hijri.month - 1],
    date: `${pad(hijri.year, 4)}-${pad(hijri.month, 2)}-${pad(hijri.day, 2)}`,
    calendar: inTable ? 'islamic_umalqura' : 'islamic_civil',
  };
}
