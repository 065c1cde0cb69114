/**
 * The Moonsighting Committee's seasonal twilight (Khalid Shaukat, moonsighting.com): fajr and isha as
 * minutes before sunrise and after sunset that vary with latitude and with the days since the winter
 * solstice, in place of a night fraction. The coefficients are the committee's, as adhan-js and AlAdhan use them.
 */

export const SHAFAQ_KINDS = ['general', 'ahmer', 'abyad'] as const;
export type Shafaq = (typeof SHAFAQ_KINDS)[number];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days since the local winter solstice (21 December in the north, 21 June in the south). */
function daysSinceSolstice(dayOfYear: number, year: number, latitude: number): number {
  const daysInYear = isLeapYear(year) ? 366 : 365;
  if (latitude >= 0) {
    const days = dayOfYear + 10;
    return days >= daysInYear ? days - daysInYear : days;
  }
  const days = dayOfYear - (isLeapYear(year) ? 173 : 172);
  return days < 0 ? days + daysInYear : days;
}

/** Piecewise-linear through the four seasonal values a (solstice), b, c, d (the other solstice). */
function seasonal([a, b, c, d]: readonly number[], days: number): number {
  if (days < 91) return a + ((b - a) / 91) * days;
  if (days < 137) return b + ((c - b) / 46) * (days - 91);
  if (days < 183) return c + ((d - c) / 46) * (days - 137);
  if (days < 229) return d + ((c - d) / 46) * (days - 183);
  if (days < 275) return c + ((b - c) / 46) * (days - 229);
  return b + ((a - b) / 91) * (days - 275);
}

const dayOfYearOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return { year, dayOfYear: (Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / 86_400_000 + 1 };
};

/** Minutes before sunrise that fajr begins. */
export function morningTwilightMinutes(latitude: number, date: string): number {
  const l = Math.abs(latitude) / 55;
  const { year, dayOfYear } = dayOfYearOf(date);
  return seasonal([75 + 28.65 * l, 75 + 19.44 * l, 75 + 32.74 * l, 75 + 48.1 * l], daysSinceSolstice(dayOfYear, year, latitude));
}

/** Minutes after sunset that isha begins, by the twilight observed: red (ahmer), white (abyad) or either (general). */
export function eveningTwilightMinutes(latitude: number, date: string, shafaq: Shafaq): number {
  const l = Math.abs(latitude) / 55;
  const coefficients = {
    ahmer: [62 + 17.4 * l, 62 - 7.16 * l, 62 + 5.12 * l, 62 + 19.44 * l],
    abyad: [75 + 25.6 * l, 75 + 7.16 * l, 75 + 36.84 * l, 75 + 81.84 * l],
    general: [75 + 25.6 * l, 75 + 2.05 * l, 75 - 9.21 * l, 75 + 6.14 * l],
  }[shafaq];
  const { year, dayOfYear } = dayOfYearOf(date);
  return seasonal(coefficients, daysSinceSolstice(dayOfYear, year, latitude));
}
