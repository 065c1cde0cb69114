import { PRAYER_METHODS, type PrayerMethod } from '../../functions/astronomy/prayer-methods';
import { SUNRISE_ALTITUDE, sunAltitude } from '../../functions/astronomy/solar-position';
import type { GridAnswer, GridCase } from './prayer-grid';

/**
 * A time given by its plain definition (fajr and isha at their angles, sunrise, maghrib at sunset or its
 * angle), found the slow, independent way: by bisecting the sun's altitude between the meridian and the
 * anti-meridian, with the method's minute adjustment added. Undefined for other times, or where the sun
 * does not reach the altitude. The grid compares the day-to-day movement of a time it serves unmoved by any
 * rule with this one's, to tell the sun's own movement from a defect.
 */
const HALF_DAY_MS = 43_200_000;

function definitionOf(method: PrayerMethod, name: string): { altitude: number; side: -1 | 1; minutes: number } | undefined {
  const minutes = method.adjustments?.[name as keyof NonNullable<PrayerMethod['adjustments']>] ?? 0;
  if (name === 'fajr') return { altitude: -method.fajrAngle, side: -1, minutes };
  if (name === 'sunrise') return { altitude: SUNRISE_ALTITUDE, side: -1, minutes };
  if (name === 'isha' && 'angle' in method.isha) return { altitude: -method.isha.angle, side: 1, minutes };
  if (name === 'maghrib' && !method.maghrib) return { altitude: SUNRISE_ALTITUDE, side: 1, minutes };
  if (name === 'maghrib' && method.maghrib && 'angle' in method.maghrib) return { altitude: -method.maghrib.angle, side: 1, minutes };
  return undefined;
}

/** The instant within two hours of `near` at which the sun is lowest (ternary search: one minimum there). */
function lowestNear(near: number, altitude: (instant: number) => number): number {
  let [low, high] = [near - 7_200_000, near + 7_200_000];
  while (high - low > 100) {
    const [a, b] = [low + (high - low) / 3, high - (high - low) / 3];
    if (altitude(a) < altitude(b)) high = b;
    else low = a;
  }
  return (low + high) / 2;
}

export function exactPlainTime(input: GridCase, answer: GridAnswer, name: string): number | undefined {
  const method: PrayerMethod = PRAYER_METHODS[input.method as keyof typeof PRAYER_METHODS];
  const definition = method && definitionOf(method, name);
  if (!definition) return undefined;
  // The served dhuhr, less its adjustment, is the transit to within the half minute of rounding.
  const transit = Date.parse(answer.times.dhuhr.iso) - (method.adjustments?.dhuhr ?? 0) * 60_000;
  const altitude = (instant: number) => sunAltitude(instant, input.lat, input.lng);
  const below = (instant: number) => altitude(instant) < definition.altitude;
  // Morning: the sun climbs from its lowest, near the anti-meridian, to the meridian; evening: it sinks to it.
  const lowest = lowestNear(transit + definition.side * HALF_DAY_MS, altitude);
  let [low, high] = definition.side < 0 ? [lowest, transit] : [transit, lowest];
  const lowBelow = below(low);
  if (lowBelow === below(high)) return undefined;
  while (high - low > 100) {
    const middle = (low + high) / 2;
    if (below(middle) === lowBelow) low = middle;
    else high = middle;
  }
  return (low + high) / 2 + definition.minutes * 60_000;
}
