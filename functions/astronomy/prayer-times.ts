import { addDays, type HijriDate, hijriDateOf } from './hijri';
import { ADJUSTABLE_TIMES, type MidnightMode, PRAYER_METHODS, type PrayerMethod, type PrayerMethodId } from './prayer-methods';
import { eveningTwilightMinutes, morningTwilightMinutes, type Shafaq } from './seasonal-twilight';
import { asrAltitude, DAY_MS, SUNRISE_ALTITUDE, solarTransit, sunPosition, timeAtAltitude } from './solar-position';
import { instantOfLocalTime, localTime } from './time-zones';

/**
 * A day's prayer times: the sun's events (solar-position.ts) turned into times by the method's angles and
 * intervals, the high-latitude rule, the midnight mode, the method's and the caller's minute adjustments,
 * then rounded to the minute. Every rule that moves a time from its plain definition is named per time in
 * `applied_rules`, and the times always come in order (`keepInOrder`).
 */

export { DEFAULT_PRAYER_METHOD, PRAYER_METHOD_IDS, PRAYER_METHODS, type PrayerMethodId } from './prayer-methods';

export const MADHABS = ['shafi', 'hanafi'] as const;
export type AsrMadhab = (typeof MADHABS)[number];

const NIGHT_PORTION_RULES = ['middle_of_the_night', 'seventh_of_the_night', 'twilight_angle'] as const;
type NightPortionRule = (typeof NIGHT_PORTION_RULES)[number];
export const HIGH_LATITUDE_RULE_IDS = ['recommended', ...NIGHT_PORTION_RULES] as [string, ...string[]];
export type HighLatitudeRuleId = 'recommended' | NightPortionRule;

/** Minutes before fajr that imsak (the end of the pre-dawn meal) is given, as AlAdhan gives it. */
export const IMSAK_MINUTES_BEFORE_FAJR = 10;
/** Above this latitude (north or south) `recommended` is the seventh of the night, below it the middle. */
const SEVENTH_OF_THE_NIGHT_ABOVE = 48;
/** The Moonsighting Committee uses a seventh of the night above this latitude. */
const MOONSIGHTING_SEVENTH_ABOVE = 55;
/**
 * Where the sun does not climb this far above the horizon at noon, or sink this far below the sunrise
 * altitude at midnight, the day is computed at the nearest latitude where it does: below it sunrise, dhuhr,
 * asr and maghrib (or maghrib, isha and fajr) crowd into the same minutes and asr's shadow is never reached.
 */
const POLAR_MARGIN_DEGREES = 1;
const RAMADAN = 9;
const MINUTE_MS = 60_000;

export const TUNABLE_TIMES = ['imsak', 'fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'sunset', 'isha', 'midnight'] as const;
export type TunableTime = (typeof TUNABLE_TIMES)[number];

export const PRAYER_TIME_NAMES = [
  'imsak',
  'fajr',
  'sunrise',
  'dhuhr',
  'asr',
  'sunset',
  'maghrib',
  'isha',
  'first_third_of_night',
  'midnight',
  'last_third_of_night',
] as const;
export type PrayerTimeName = (typeof PRAYER_TIME_NAMES)[number];
/** The five prayers, the times the next-prayer answer counts down to. */
export const FIVE_PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

/** The angles and intervals a caller may set over a method's own (AlAdhan's `methodSettings`). */
export interface MethodOverrides {
  fajrAngle?: number;
  ishaAngle?: number;
  ishaIntervalMinutes?: number;
  maghribAngle?: number;
  maghribMinutes?: number;
}

export interface PrayerTimesInput {
  lat: number;
  lng: number;
  date: string; // YYYY-MM-DD, local to timeZone
  timeZone: string;
  method: PrayerMethodId;
  madhab: AsrMadhab;
  highLatitudeRule: HighLatitudeRuleId;
  /** Default: the method's (Jafari for the Tehran and Jafari methods, standard otherwise). */
  midnightMode?: MidnightMode;
  overrides?: MethodOverrides;
  /** Minutes added to each time after the method's own adjustments (AlAdhan's `tune`). */
  tune?: Partial<Record<TunableTime, number>>;
  /** For the Moonsighting Committee's isha. */
  shafaq?: Shafaq;
  /** Days added to the Hijri date for local sighting. */
  hijriAdjustment?: number;
}

export interface TimeOfDay {
  time: string; // HH:MM local
  iso: string; // ISO 8601 with offset
}

export type AppliedRuleId =
  | NightPortionRule
  | 'seasonal_twilight'
  | 'nearest_latitude'
  | 'capped_at_midnight'
  | 'between_sunset_and_isha'
  | 'kept_in_order';
export interface AppliedRule {
  rule: AppliedRuleId;
  explanation: string;
}

export interface PrayerTimesResult {
  date: string;
  location: { lat: number; lng: number };
  timezone: string;
  utc_offset: string;
  method: {
    id: PrayerMethodId;
    aladhan_id: number;
    name: string;
    fajr_angle: number;
    isha_angle: number;
    isha_interval_minutes: number;
    maghrib_angle: number;
    maghrib_interval_minutes: number;
    adjustments_minutes: Record<(typeof ADJUSTABLE_TIMES)[number], number>;
    overridden: boolean;
  };
  madhab: AsrMadhab;
  high_latitude_rule: NightPortionRule;
  midnight_mode: MidnightMode;
  tune_minutes: Record<TunableTime, number>;
  /** Present only where the day is computed at another latitude (polar day or night, or nearly). */
  polar_resolution?: { rule: 'nearest_latitude'; latitude_used: number; explanation: string };
  times: Record<PrayerTimeName, TimeOfDay>;
  /** Each time moved from its plain definition (an angle, the sun's transit, sunset) by a rule, and why. */
  applied_rules: Partial<Record<PrayerTimeName, AppliedRule>>;
  hijri: HijriDate;
}

interface ResolvedMethod extends Omit<PrayerMethod, 'adjustments'> {
  adjustments: Record<(typeof ADJUSTABLE_TIMES)[number], number>;
}

function resolveMethod(input: PrayerTimesInput, hijri: HijriDate): ResolvedMethod {
  const base: PrayerMethod = PRAYER_METHODS[input.method];
  const overrides = input.overrides ?? {};
  const isha =
    overrides.ishaIntervalMinutes !== undefined
      ? { minutes: overrides.ishaIntervalMinutes }
      : overrides.ishaAngle !== undefined
        ? { angle: overrides.ishaAngle }
        : base.ramadanIshaMinutes !== undefined && hijri.month === RAMADAN
          ? { minutes: base.ramadanIshaMinutes }
          : base.isha;
  const maghrib =
    overrides.maghribMinutes !== undefined
      ? { minutes: overrides.maghribMinutes }
      : overrides.maghribAngle !== undefined
        ? { angle: overrides.maghribAngle }
        : base.maghrib;
  return {
    ...base,
    fajrAngle: overrides.fajrAngle ?? base.fajrAngle,
    isha,
    maghrib,
    adjustments: Object.fromEntries(ADJUSTABLE_TIMES.map((time) => [time, base.adjustments?.[time] ?? 0])) as ResolvedMethod['adjustments'],
  };
}

const highLatitudeRuleOf = (input: PrayerTimesInput): NightPortionRule =>
  input.highLatitudeRule !== 'recommended'
    ? input.highLatitudeRule
    : Math.abs(input.lat) > SEVENTH_OF_THE_NIGHT_ABOVE
      ? 'seventh_of_the_night'
      : 'middle_of_the_night';

function nightPortion(rule: NightPortionRule, angle: number): number {
  if (rule === 'middle_of_the_night') return 1 / 2;
  if (rule === 'seventh_of_the_night') return 1 / 7;
  return angle / 60;
}

/** The latitude on the same meridian, nearest the place, where the sun clears the horizon by the margin both ways. */
export function resolvedLatitude(latitude: number, declination: number): number {
  const highestNoon = 90 - POLAR_MARGIN_DEGREES; // |latitude - declination| at most this
  const lowestMidnight = 90 + SUNRISE_ALTITUDE - POLAR_MARGIN_DEGREES; // |latitude + declination| at most this
  if (latitude >= 0) return Math.min(latitude, highestNoon + declination, lowestMidnight - declination);
  return Math.max(latitude, declination - highestNoon, -lowestMidnight - declination);
}

interface Event {
  instant: number;
  rule?: AppliedRule;
}

const RULE_EXPLANATIONS: Record<NightPortionRule, string> = {
  middle_of_the_night: 'no later than the middle of the night (sunset to sunrise)',
  seventh_of_the_night: 'no further from sunrise or sunset than a seventh of the night',
  twilight_angle: "no further from sunrise or sunset than the angle's sixtieth part of the night",
};

/** One solar day's events at one latitude, from the transit nearest the local date's noon, each found once. */
class SolarDay {
  private readonly events = new Map<number, number | undefined>();

  constructor(
    readonly transit: number,
    readonly latitude: number,
    readonly longitude: number,
  ) {}

  at(altitude: number, side: -1 | 1): number | undefined {
    const key = side * (altitude + 1000); // altitudes lie within ±90°: one number per (altitude, side)
    if (this.events.has(key)) return this.events.get(key);
    const instant = timeAtAltitude(this.transit, this.latitude, this.longitude, altitude, side);
    this.events.set(key, instant);
    return instant;
  }

  get sunrise(): number {
    return this.at(SUNRISE_ALTITUDE, -1)!;
  }

  get sunset(): number {
    return this.at(SUNRISE_ALTITUDE, 1)!;
  }
}

/** A neighbour's transit this far from a transit plus or minus a day is another day's (it moves by minutes). */
const SAME_TRANSIT_MS = 3_600_000;

/**
 * The solar days of one place and zone by local date and latitude, each computed once: a calendar's days share
 * them with their neighbours (yesterday's sunset, tomorrow's sunrise and fajr), instead of finding every transit
 * three times. A day's neighbour is the neighbouring date's own solar day (its transit from its own noon), so a day
 * computed alone and the same day in a calendar are the same numbers.
 */
export class SolarDays {
  private readonly transits = new Map<string, number>();
  private readonly days = new Map<string, SolarDay>();

  constructor(
    readonly timeZone: string,
    readonly longitude: number,
  ) {}

  transitOf(date: string): number {
    let transit = this.transits.get(date);
    if (transit === undefined) {
      transit = solarTransit(instantOfLocalTime(date, this.timeZone), this.longitude);
      this.transits.set(date, transit);
    }
    return transit;
  }

  dayOf(date: string, latitude: number): SolarDay {
    const key = `${date}|${latitude}`;
    let day = this.days.get(key);
    if (!day) {
      day = new SolarDay(this.transitOf(date), latitude, this.longitude);
      this.days.set(key, day);
    }
    return day;
  }

  /**
   * The solar day before (-1) or after (+1) a date's, at that date's latitude: the neighbouring date's, unless the
   * zone's noon of that date lies near another transit (a day the zone skipped), then the transit a day away.
   */
  neighbourOf(date: string, latitude: number, days: -1 | 1): SolarDay {
    const near = this.transitOf(date) + days * DAY_MS;
    const neighbour = addDays(date, days);
    if (Math.abs(this.transitOf(neighbour) - near) < SAME_TRANSIT_MS) return this.dayOf(neighbour, latitude);
    return new SolarDay(solarTransit(near, this.longitude), latitude, this.longitude);
  }
}

interface DayContext {
  input: PrayerTimesInput;
  method: ResolvedMethod;
  rule: NightPortionRule;
}

/** Fajr (side -1, before sunrise) or isha (side +1, after sunset) by its angle, bounded by the night rule. */
function twilightOf(
  { input, method, rule }: DayContext,
  day: SolarDay,
  side: -1 | 1,
  anchor: number,
  night: number,
  angle: number,
  seasonalMinutes: () => number,
): Event {
  const exact = day.at(-angle, side);
  // Further from sunrise (or sunset) than the bound: earlier for fajr, later for isha.
  const beyond = (instant: number, bound: number) => side * (instant - bound) > 0;
  if (method.seasonal) {
    const seventh = Math.abs(input.lat) >= MOONSIGHTING_SEVENTH_ABOVE ? anchor + (side * night) / 7 : exact;
    const safe = anchor + side * Math.round(seasonalMinutes() * 60) * 1000;
    if (seventh === undefined || beyond(seventh, safe)) {
      const explanation = `the Moonsighting Committee's seasonal minutes ${side < 0 ? 'before sunrise' : 'after sunset'}`;
      return { instant: safe, rule: { rule: 'seasonal_twilight', explanation } };
    }
    if (seventh !== exact) {
      return { instant: seventh, rule: { rule: 'seventh_of_the_night', explanation: RULE_EXPLANATIONS.seventh_of_the_night } };
    }
    return { instant: seventh };
  }
  const safe = anchor + side * nightPortion(rule, angle) * night;
  if (exact !== undefined && !beyond(exact, safe)) return { instant: exact };
  const why =
    exact === undefined
      ? `The sun does not reach ${angle}° below the horizon this night`
      : `At ${angle}° ${side < 0 ? 'fajr would come too early' : 'isha would come too late'}`;
  return { instant: safe, rule: { rule, explanation: `${why}: ${RULE_EXPLANATIONS[rule]}.` } };
}

const fajrOf = (context: DayContext, day: SolarDay, sunrise: number, night: number, date: string): Event =>
  twilightOf(context, day, -1, sunrise, night, context.method.fajrAngle, () => morningTwilightMinutes(context.input.lat, date));

function ishaOf(context: DayContext, day: SolarDay, sunset: number, night: number, date: string): Event {
  const { isha } = context.method;
  if ('minutes' in isha) return { instant: sunset + isha.minutes * MINUTE_MS };
  const { lat, shafaq } = context.input;
  return twilightOf(context, day, 1, sunset, night, isha.angle, () => eveningTwilightMinutes(lat, date, shafaq ?? 'general'));
}

function maghribOf(method: ResolvedMethod, day: SolarDay, sunset: number, isha: number): Event {
  if (!method.maghrib) return { instant: sunset };
  if ('minutes' in method.maghrib) return { instant: sunset + method.maghrib.minutes * MINUTE_MS };
  const exact = day.at(-method.maghrib.angle, 1);
  const halfway = sunset + (isha - sunset) / 2;
  if (exact !== undefined && exact < halfway) return { instant: exact };
  return {
    instant: halfway,
    rule: {
      rule: 'between_sunset_and_isha',
      explanation: `The sun does not reach ${method.maghrib.angle}° below the horizon well before isha: maghrib is halfway from sunset to isha.`,
    },
  };
}

const CAPPED_AT_MIDNIGHT: AppliedRule = {
  rule: 'capped_at_midnight',
  explanation: 'Isha would begin after the middle of the night: it is given at midnight.',
};

/** Isha's time ends at midnight, so it never begins after it (an interval method's 90 minutes on a short night). */
const capAtMidnight = (isha: Event, midnight: number): Event =>
  isha.instant > midnight ? { instant: midnight, rule: CAPPED_AT_MIDNIGHT } : isha;

const roundToMinute = (instant: number, up: boolean) => (up ? Math.ceil(instant / MINUTE_MS) : Math.round(instant / MINUTE_MS)) * MINUTE_MS;

/**
 * fajr < sunrise < dhuhr < asr < maghrib < isha <= midnight, to the minute. The rules above keep the order by
 * themselves; minute adjustments (Turkey's sunrise -7, say) and a caller's tune can still cross two times on
 * a short day or night, and then the later one moves a minute past the earlier (fajr a minute before sunrise).
 */
function keepInOrder(times: Record<PrayerTimeName, number>, rules: Partial<Record<PrayerTimeName, AppliedRule>>): void {
  const moved = (name: PrayerTimeName, instant: number, explanation: string) => {
    times[name] = instant;
    rules[name] = { rule: 'kept_in_order', explanation };
  };
  if (times.fajr >= times.sunrise)
    moved('fajr', times.sunrise - MINUTE_MS, 'Set a minute before sunrise, which the adjustments had reached.');
  const sequence = ['sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
  for (let index = 1; index < sequence.length; index += 1) {
    const [before, name] = [sequence[index - 1], sequence[index]];
    if (times[name] <= times[before])
      moved(name, times[before] + MINUTE_MS, `Set a minute after ${before}, which the adjustments had reached.`);
  }
  if (times.isha > times.midnight) {
    times.isha = times.midnight;
    rules.isha = CAPPED_AT_MIDNIGHT;
  }
}

/** A day's times; `solarDays` (of the input's zone and longitude) shares solar events across the days of a calendar. */
export function calculatePrayerTimes(
  input: PrayerTimesInput,
  solarDays: SolarDays = new SolarDays(input.timeZone, input.lng),
): PrayerTimesResult {
  const hijri = hijriDateOf(input.date, input.hijriAdjustment ?? 0);
  const method = resolveMethod(input, hijri);
  const rule = highLatitudeRuleOf(input);
  const midnightMode = input.midnightMode ?? method.midnight ?? 'standard';
  const context: DayContext = { input, method, rule };

  const transit = solarDays.transitOf(input.date);
  const { declination } = sunPosition(transit);
  const latitude = resolvedLatitude(input.lat, declination);
  const today = solarDays.dayOf(input.date, latitude);
  const [yesterday, tomorrow] = [solarDays.neighbourOf(input.date, latitude, -1), solarDays.neighbourOf(input.date, latitude, 1)];
  const [sunrise, sunset, nextSunrise] = [today.sunrise, today.sunset, tomorrow.sunrise];
  const nightBefore = sunrise - yesterday.sunset;
  const nightAfter = nextSunrise - sunset;

  const rules: Partial<Record<PrayerTimeName, AppliedRule>> = {};
  const fajr = fajrOf(context, today, sunrise, nightBefore, input.date);
  // The night the midnight mode measures: sunset to sunrise (standard) or to fajr (Jafari).
  const nextFajr = midnightMode === 'jafari' ? fajrOf(context, tomorrow, nextSunrise, nightAfter, addDays(input.date, 1)) : undefined;
  const night = (nextFajr?.instant ?? nextSunrise) - sunset;
  const isha = capAtMidnight(ishaOf(context, today, sunset, nightAfter, input.date), sunset + night / 2);
  const maghrib = maghribOf(method, today, sunset, isha.instant);
  const asr = today.at(asrAltitude(latitude, declination, input.madhab === 'hanafi' ? 2 : 1), 1)!;

  const tune = Object.fromEntries(TUNABLE_TIMES.map((time) => [time, input.tune?.[time] ?? 0])) as Record<TunableTime, number>;
  const adjusted = (name: TunableTime, instant: number) =>
    roundToMinute(
      instant + ((method.adjustments as Record<string, number>)[name] ?? 0) * MINUTE_MS + tune[name] * MINUTE_MS,
      !!method.roundUp,
    );
  const times: Record<PrayerTimeName, number> = {
    imsak: 0,
    fajr: adjusted('fajr', fajr.instant),
    sunrise: adjusted('sunrise', sunrise),
    dhuhr: adjusted('dhuhr', transit),
    asr: adjusted('asr', asr),
    sunset: adjusted('sunset', sunset),
    maghrib: adjusted('maghrib', maghrib.instant),
    isha: adjusted('isha', isha.instant),
    first_third_of_night: roundToMinute(sunset + night / 3, false),
    midnight: adjusted('midnight', sunset + night / 2),
    last_third_of_night: roundToMinute(sunset + (2 * night) / 3, false),
  };
  for (const [name, event] of [
    ['fajr', fajr],
    ['maghrib', maghrib],
    ['isha', isha],
  ] as const) {
    if (event.rule) rules[name] = event.rule;
  }
  if (nextFajr?.rule) {
    // The Jafari night ends at tomorrow's fajr: where a rule sets that fajr, it sets these too.
    const rule = {
      rule: nextFajr.rule.rule,
      explanation: `The night is measured to tomorrow's fajr, set by a rule: ${nextFajr.rule.explanation}`,
    };
    for (const name of NIGHT_POINTS) rules[name] = rule;
  }
  keepInOrder(times, rules);
  if (latitude !== input.lat) {
    const rule: AppliedRule = {
      rule: 'nearest_latitude',
      explanation: `Computed at latitude ${latitudeLabel(latitude)} (polar_resolution).`,
    };
    for (const name of PRAYER_TIME_NAMES) rules[name] ??= rule;
  }
  times.imsak = times.fajr - (IMSAK_MINUTES_BEFORE_FAJR - tune.imsak) * MINUTE_MS;

  const result: PrayerTimesResult = {
    date: input.date,
    location: { lat: input.lat, lng: input.lng },
    timezone: input.timeZone,
    utc_offset: localTime(new Date(transit), input.timeZone).offset,
    method: {
      id: input.method,
      aladhan_id: method.aladhanId,
      name: method.name,
      fajr_angle: method.fajrAngle,
      isha_angle: 'angle' in method.isha ? method.isha.angle : 0,
      isha_interval_minutes: 'minutes' in method.isha ? method.isha.minutes : 0,
      maghrib_angle: method.maghrib && 'angle' in method.maghrib ? method.maghrib.angle : 0,
      maghrib_interval_minutes: method.maghrib && 'minutes' in method.maghrib ? method.maghrib.minutes : 0,
      adjustments_minutes: method.adjustments,
      overridden: Object.values(input.overrides ?? {}).some((value) => value !== undefined),
    },
    madhab: input.madhab,
    high_latitude_rule: rule,
    midnight_mode: midnightMode,
    tune_minutes: tune,
    times: Object.fromEntries(
      PRAYER_TIME_NAMES.map((name) => {
        const local = localTime(new Date(times[name]), input.timeZone);
        return [name, { time: local.time, iso: local.iso }];
      }),
    ) as Record<PrayerTimeName, TimeOfDay>,
    applied_rules: rules,
    hijri,
  };
  if (latitude !== input.lat) {
    result.polar_resolution = {
      rule: 'nearest_latitude',
      latitude_used: Number(latitudeLabel(latitude)),
      explanation:
        'The sun does not rise or set here on this date by at least a degree, so the times are those of the nearest latitude on the same meridian where it does.',
    };
  }
  return result;
}

const NIGHT_POINTS = ['first_third_of_night', 'midnight', 'last_third_of_night'] as const;
const latitudeLabel = (latitude: number) => latitude.toFixed(2);
