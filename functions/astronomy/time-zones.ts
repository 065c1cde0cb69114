import tzLookup from '@photostructure/tz-lookup';

/**
 * Time zones: an offline coordinate -> IANA zone lookup (@photostructure/tz-lookup, built from the
 * timezone-boundary-builder data, with Etc/GMT zones at sea) and local wall-clock arithmetic through
 * Intl, so that offsets, including daylight-saving changes, come from the runtime's tz database.
 */

export function timeZoneAt(lat: number, lng: number): string {
  return tzLookup(lat, lng);
}

/**
 * An IANA time zone as the caller named it, in the database's case ("europe/london" -> "Europe/London"), or
 * undefined if unknown. A name the runtime knows under another (its ICU says "Asia/Katmandu" for "Asia/Kathmandu",
 * "Europe/Kiev" for "Europe/Kyiv") is answered as the caller wrote it.
 */
export function canonicalTimeZone(name: string): string | undefined {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at `instant` in whole minutes, east positive. */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  // "GMT" alone is +00:00; otherwise "GMT+05:30", or "GMT+11:32:04" for local mean time before 1901.
  const match = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(name);
  if (!match) throw new Error(`unexpected offset '${name}' for ${timeZone}`);
  if (!match[1]) return 0;
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0);
  // ISO 8601 offsets have no seconds: a local-mean-time offset is rounded to the minute (at most 30 s).
  return (match[1] === '-' ? -1 : 1) * Math.round(seconds / 60);
}

const formatOffset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
};

export interface LocalTime {
  /** YYYY-MM-DD in the zone */
  date: string;
  /** HH:MM in the zone */
  time: string;
  /** +HH:MM / -HH:MM */
  offset: string;
  /** ISO 8601 with the zone's offset, to the second */
  iso: string;
}

/** The wall-clock reading of `instant` in `timeZone`. */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const offsetMinutes = offsetMinutesAt(instant, timeZone);
  const wallClock = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString(); // YYYY-MM-DDTHH:MM:SS.sssZ
  const offset = formatOffset(offsetMinutes);
  return { date: wallClock.slice(0, 10), time: wallClock.slice(11, 16), offset, iso: `${wallClock.slice(0, 19)}${offset}` };
}

/** Today's date (YYYY-MM-DD) in `timeZone` at `now`. */
export function todayIn(timeZone: string, now: Date): string {
  return localTime(now, timeZone).date;
}

/** The instant a wall-clock time (HH:MM, default noon) of a local date is read in `timeZone`. */
export function instantOfLocalTime(date: string, timeZone: string, hours = 12, minutes = 0): number {
  const [year, month, day] = date.split('-').map(Number);
  const wallClock = Date.UTC(year, month - 1, day, hours, minutes);
  const guess = wallClock - offsetMinutesAt(new Date(wallClock), timeZone) * 60_000;
  // Read the offset again at the guess: it differs from the first reading only across a change of offset.
  return wallClock - offsetMinutesAt(new Date(guess), timeZone) * 60_000;
}

/**
 * Whether a local date was lived in `timeZone`: Samoa (Pacific/Apia) skipped 2011-12-30 when it crossed the date
 * line, and a day no one lived has no prayer times. A day is lived when some hour of it reads back as that date.
 */
export function dateLivedIn(date: string, timeZone: string): boolean {
  return [0, 6, 12, 18].some((hour) => localTime(new Date(instantOfLocalTime(date, timeZone, hour)), timeZone).date === date);
}
