/**
 * Hijri dates in the Umm al-Qura calendar, from the runtime's ICU data (the official Saudi tables,
 * AH 1300-1600). The date given is the civil one for the whole Gregorian day; in religious use the
 * Islamic day begins at the preceding sunset.
 */

export interface HijriDate {
  year: number;
  month: number;
  day: number;
  month_name: string;
  /** YYYY-MM-DD in the Hijri calendar */
  date: string;
  calendar: 'islamic_umalqura';
}

const numeric = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const monthNames = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', month: 'long' });

/** The Umm al-Qura date of a Gregorian calendar date given as YYYY-MM-DD. */
export function hijriDateOf(gregorianDate: string): HijriDate {
  const [year, month, day] = gregorianDate.split('-').map(Number);
  const noonUtc = new Date(Date.UTC(year, month - 1, day, 12));
  const parts = Object.fromEntries(numeric.formatToParts(noonUtc).map((part) => [part.type, part.value]));
  const hijri = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return {
    ...hijri,
    month_name: monthNames.format(noonUtc),
    date: `${pad(hijri.year, 4)}-${pad(hijri.month, 2)}-${pad(hijri.day, 2)}`,
    calendar: 'islamic_umalqura',
  };
}
