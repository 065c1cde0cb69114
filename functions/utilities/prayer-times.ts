import {
  CalculationMethod,
  type CalculationParameters,
  Coordinates,
  HighLatitudeRule,
  Madhab,
  PolarCircleResolution,
  PrayerTimes,
  SunnahTimes,
} from 'adhan';
import { hijriDateOf, type HijriDate } from './hijri';
import { localTime } from './time-zones';

/**
 * Prayer times from adhan-js (Batoul Apps), which computes the sun's position with Jean Meeus's
 * "Astronomical Algorithms" and is tested upstream against published timetables. This module only
 * chooses parameters, resolves polar days and nights, and renders local times.
 */

export const PRAYER_METHODS = {
  muslim_world_league: { name: 'Muslim World League', parameters: () => CalculationMethod.MuslimWorldLeague() },
  isna: { name: 'Islamic Society of North America (ISNA)', parameters: () => CalculationMethod.NorthAmerica() },
  egyptian: { name: 'Egyptian General Authority of Survey', parameters: () => CalculationMethod.Egyptian() },
  umm_al_qura: { name: 'Umm al-Qura University, Makkah', parameters: () => CalculationMethod.UmmAlQura() },
  karachi: { name: 'University of Islamic Sciences, Karachi', parameters: () => CalculationMethod.Karachi() },
  dubai: { name: 'Dubai (Islamic Affairs and Charitable Activities Department)', parameters: () => CalculationMethod.Dubai() },
  kuwait: { name: 'Kuwait (Ministry of Awqaf)', parameters: () => CalculationMethod.Kuwait() },
  qatar: { name: 'Qatar (Ministry of Awqaf)', parameters: () => CalculationMethod.Qatar() },
  singapore: { name: 'Majlis Ugama Islam Singapura', parameters: () => CalculationMethod.Singapore() },
  tehran: { name: 'Institute of Geophysics, University of Tehran', parameters: () => CalculationMethod.Tehran() },
  turkey: { name: 'Diyanet İşleri Başkanlığı (Turkey)', parameters: () => CalculationMethod.Turkey() },
  moonsighting_committee: { name: 'Moonsighting Committee Worldwide', parameters: () => CalculationMethod.MoonsightingCommittee() },
} as const;

export type PrayerMethodId = keyof typeof PRAYER_METHODS;
export const PRAYER_METHOD_IDS = Object.keys(PRAYER_METHODS) as [PrayerMethodId, ...PrayerMethodId[]];
export const DEFAULT_PRAYER_METHOD: PrayerMethodId = 'muslim_world_league';

export const MADHABS = ['shafi', 'hanafi'] as const;
export type AsrMadhab = (typeof MADHABS)[number];

const HIGH_LATITUDE_RULES = {
  middle_of_the_night: HighLatitudeRule.MiddleOfTheNight,
  seventh_of_the_night: HighLatitudeRule.SeventhOfTheNight,
  twilight_angle: HighLatitudeRule.TwilightAngle,
} as const;
export const HIGH_LATITUDE_RULE_IDS = ['recommended', ...Object.keys(HIGH_LATITUDE_RULES)] as [string, ...string[]];
export type HighLatitudeRuleId = 'recommended' | keyof typeof HIGH_LATITUDE_RULES;

/** In Ramadan the Umm al-Qura calendar sets isha 120 rather than 90 minutes after maghrib. */
const UMM_AL_QURA_RAMADAN_ISHA_MINUTES = 120;
const RAMADAN = 9;

/** adhan's nearest-latitude resolution steps toward the equator by this much while above this. */
const POLAR_LATITUDE_STEP = 0.5;
const POLAR_UNSAFE_LATITUDE = 65;

export interface PrayerTimesInput {
  lat: number;
  lng: number;
  date: string; // YYYY-MM-DD, local to timeZone
  timeZone: string;
  method: PrayerMethodId;
  madhab: AsrMadhab;
  highLatitudeRule: HighLatitudeRuleId;
}

export interface TimeOfDay {
  time: string; // HH:MM local
  iso: string; // ISO 8601 with offset
}

export const PRAYER_TIME_NAMES = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha', 'midnight', 'last_third_of_night'] as const;
export type PrayerTimeName = (typeof PRAYER_TIME_NAMES)[number];

export interface PrayerTimesResult {
  date: string;
  location: { lat: number; lng: number };
  timezone: string;
  utc_offset: string;
  method: {
    id: PrayerMethodId;
    name: string;
    fajr_angle: number;
    isha_angle: number;
    isha_interval_minutes: number;
    maghrib_angle: number;
    adjustments_minutes: Record<'fajr' | 'sunrise' | 'dhuhr' | 'asr' | 'maghrib' | 'isha', number>;
  };
  madhab: AsrMadhab;
  high_latitude_rule: Exclude<HighLatitudeRuleId, 'recommended'>;
  /** Present only where the sun does not rise or set on this date (polar day or night). */
  polar_resolution?: { rule: 'nearest_latitude'; latitude_used: number; explanation: string };
  times: Record<PrayerTimeName, TimeOfDay>;
  hijri: HijriDate;
}

/** adhan reads the calendar day from a Date's local fields, so build the date in process-local time. */
const calendarDay = (date: string, addDays = 0) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day + addDays);
};

const isValid = (date: Date) => !Number.isNaN(date.getTime());

function parametersFor(
  input: PrayerTimesInput,
  hijri: HijriDate,
): { parameters: CalculationParameters; rule: Exclude<HighLatitudeRuleId, 'recommended'> } {
  const parameters = PRAYER_METHODS[input.method].parameters();
  parameters.madhab = input.madhab === 'hanafi' ? Madhab.Hanafi : Madhab.Shafi;
  const rule =
    input.highLatitudeRule === 'recommended'
      ? (Object.entries(HIGH_LATITUDE_RULES).find(
          ([, value]) => value === HighLatitudeRule.recommended(new Coordinates(input.lat, input.lng)),
        )![0] as Exclude<HighLatitudeRuleId, 'recommended'>)
      : input.highLatitudeRule;
  parameters.highLatitudeRule = HIGH_LATITUDE_RULES[rule];
  parameters.polarCircleResolution = PolarCircleResolution.AqrabBalad;
  if (input.method === 'umm_al_qura' && hijri.month === RAMADAN) parameters.ishaInterval = UMM_AL_QURA_RAMADAN_ISHA_MINUTES;
  return { parameters, rule };
}

/**
 * Where the sun does not rise or set on the date (or the next), adhan computes at the nearest
 * latitude toward the equator where it does (aqrab al-bilad). This repeats its search to report it.
 */
function polarLatitudeUsed(input: PrayerTimesInput, parameters: CalculationParameters, dayShift: number): number | undefined {
  const unresolved = Object.assign(Object.create(Object.getPrototypeOf(parameters)), parameters, {
    polarCircleResolution: PolarCircleResolution.Unresolved,
  }) as CalculationParameters;
  const sunRisesAndSets = (latitude: number) => {
    const coordinates = new Coordinates(latitude, input.lng);
    const today = new PrayerTimes(coordinates, calendarDay(input.date, dayShift), unresolved);
    const tomorrow = new PrayerTimes(coordinates, calendarDay(input.date, dayShift + 1), unresolved);
    return isValid(today.sunrise) && isValid(today.sunset) && isValid(tomorrow.sunrise);
  };
  if (sunRisesAndSets(input.lat)) return undefined;
  let latitude = input.lat - Math.sign(input.lat) * POLAR_LATITUDE_STEP;
  while (Math.abs(latitude) >= POLAR_UNSAFE_LATITUDE && !sunRisesAndSets(latitude)) {
    latitude -= Math.sign(latitude) * POLAR_LATITUDE_STEP;
  }
  return latitude;
}

const DAY_MS = 86_400_000;

/**
 * adhan computes the solar day around the UTC date it is given, which is the local date only where
 * the zone's offset is close to the longitude's (within about 12 hours). Far from it (Kiribati at
 * UTC+14 on longitude -157, say) its dhuhr falls on the neighbouring local day; shift the day it is
 * given so that dhuhr lands on the requested local date.
 */
function prayerTimesOnLocalDate(input: PrayerTimesInput, coordinates: Coordinates, parameters: CalculationParameters) {
  const first = new PrayerTimes(coordinates, calendarDay(input.date), parameters);
  const dhuhrDate = localTime(first.dhuhr, input.timeZone).date;
  const dayShift = Math.round((Date.parse(input.date) - Date.parse(dhuhrDate)) / DAY_MS);
  if (dayShift === 0) return { today: first, dayShift };
  return { today: new PrayerTimes(coordinates, calendarDay(input.date, dayShift), parameters), dayShift };
}

export function calculatePrayerTimes(input: PrayerTimesInput): PrayerTimesResult {
  const hijri = hijriDateOf(input.date);
  const { parameters, rule } = parametersFor(input, hijri);
  const coordinates = new Coordinates(input.lat, input.lng);
  const { today, dayShift } = prayerTimesOnLocalDate(input, coordinates, parameters);
  const sunnah = new SunnahTimes(today);

  const instants: Record<PrayerTimeName, Date> = {
    fajr: today.fajr,
    sunrise: today.sunrise,
    dhuhr: today.dhuhr,
    asr: today.asr,
    maghrib: today.maghrib,
    isha: today.isha,
    midnight: sunnah.middleOfTheNight,
    last_third_of_night: sunnah.lastThirdOfTheNight,
  };
  const undefinedTime = Object.entries(instants).find(([, instant]) => !isValid(instant));
  // Unreachable with nearest-latitude resolution; a wrong time must never be served as a right one.
  if (undefinedTime) throw new Error(`prayer time '${undefinedTime[0]}' is undefined at ${input.lat},${input.lng} on ${input.date}`);

  const times = Object.fromEntries(
    Object.entries(instants).map(([name, instant]) => {
      const local = localTime(instant, input.timeZone);
      return [name, { time: local.time, iso: local.iso }];
    }),
  ) as Record<PrayerTimeName, TimeOfDay>;

  const result: PrayerTimesResult = {
    date: input.date,
    location: { lat: input.lat, lng: input.lng },
    timezone: input.timeZone,
    utc_offset: localTime(today.dhuhr, input.timeZone).offset,
    method: {
      id: input.method,
      name: PRAYER_METHODS[input.method].name,
      fajr_angle: parameters.fajrAngle,
      isha_angle: parameters.ishaInterval > 0 ? 0 : parameters.ishaAngle,
      isha_interval_minutes: parameters.ishaInterval,
      maghrib_angle: parameters.maghribAngle ?? 0,
      adjustments_minutes: {
        fajr: parameters.methodAdjustments.fajr ?? 0,
        sunrise: parameters.methodAdjustments.sunrise ?? 0,
        dhuhr: parameters.methodAdjustments.dhuhr ?? 0,
        asr: parameters.methodAdjustments.asr ?? 0,
        maghrib: parameters.methodAdjustments.maghrib ?? 0,
        isha: parameters.methodAdjustments.isha ?? 0,
      },
    },
    madhab: input.madhab,
    high_latitude_rule: rule,
    times,
    hijri,
  };
  const latitudeUsed = polarLatitudeUsed(input, parameters, dayShift);
  if (latitudeUsed !== undefined) {
    result.polar_resolution = {
      rule: 'nearest_latitude',
      latitude_used: latitudeUsed,
      explanation:
        'The sun does not rise or does not set here on this date, so the times are those of the nearest latitude on the same meridian where it does.',
    };
  }
  return result;
}
