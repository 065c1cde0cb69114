/**
 * The sun's apparent position at an instant, and the instants it stands at an altitude, for prayer times.
 *
 * Position: Jean Meeus, "Astronomical Algorithms" (2nd ed.), chapters 12, 22 and 25 (low-accuracy solar
 * coordinates with nutation), the same formulas adhan-js uses; good to about 0.01°, a second or two of time.
 * Events are solved by iterating on the hour angle at the event's own instant, so declination and the equation
 * of time are those of that instant rather than interpolated between midnights: adhan's interpolation is what
 * puts asr after maghrib and isha an hour early near the polar circles (batoulapps/adhan-js #208, #214, #221).
 */

export const DAY_MS = 86_400_000;
/** Apparent sunrise and sunset: the upper limb on the horizon, refraction 34′ and semi-diameter 16′. */
export const SUNRISE_ALTITUDE = -50 / 60;

const RAD = Math.PI / 180;
const SIDEREAL_DEGREES_PER_DAY = 360.985647;
const J2000 = 2_451_545;

const unwind = (degrees: number) => ((degrees % 360) + 360) % 360;
/** An angle in (-180, 180]. */
const signedAngle = (degrees: number) => {
  const unwound = unwind(degrees);
  return unwound > 180 ? unwound - 360 : unwound;
};

export interface SunPosition {
  /** degrees */
  declination: number;
  /** degrees */
  rightAscension: number;
  /** apparent sidereal time at Greenwich, degrees */
  siderealTime: number;
}

const julianDay = (instantMs: number) => instantMs / DAY_MS + 2_440_587.5;

export function sunPosition(instantMs: number): SunPosition {
  const jd = julianDay(instantMs);
  const T = (jd - J2000) / 36_525;
  const L0 = unwind(280.4664567 + 36_000.76983 * T + 0.0003032 * T * T);
  const M = unwind(357.52911 + 35_999.05029 * T - 0.0001537 * T * T) * RAD;
  const center =
    (1.914602 - 0.004817 * T - 0.000014 * T * T) * Math.sin(M) + (0.019993 - 0.000101 * T) * Math.sin(2 * M) + 0.000289 * Math.sin(3 * M);
  const omega = 125.04 - 1_934.136 * T;
  const lambda = (L0 + center - 0.00569 - 0.00478 * Math.sin(omega * RAD)) * RAD;
  const meanObliquity = 23.439291 - 0.013004167 * T - 0.0000001639 * T * T + 0.0000005036 * T * T * T;
  const obliquity = (meanObliquity + 0.00256 * Math.cos(omega * RAD)) * RAD;

  const lunarLongitude = unwind(218.3165 + 481_267.8813 * T) * RAD;
  const node = unwind(125.04452 - 1_934.136261 * T + 0.0020708 * T * T + (T * T * T) / 450_000) * RAD;
  const nutationLongitude =
    (-17.2 * Math.sin(node) - 1.32 * Math.sin(2 * L0 * RAD) - 0.23 * Math.sin(2 * lunarLongitude) + 0.21 * Math.sin(2 * node)) / 3600;
  const nutationObliquity =
    (9.2 * Math.cos(node) + 0.57 * Math.cos(2 * L0 * RAD) + 0.1 * Math.cos(2 * lunarLongitude) - 0.09 * Math.cos(2 * node)) / 3600;
  const meanSidereal = unwind(280.46061837 + 360.98564736629 * (jd - J2000) + 0.000387933 * T * T - (T * T * T) / 38_710_000);

  return {
    declination: Math.asin(Math.sin(obliquity) * Math.sin(lambda)) / RAD,
    rightAscension: unwind(Math.atan2(Math.cos(obliquity) * Math.sin(lambda), Math.cos(lambda)) / RAD),
    siderealTime: meanSidereal + nutationLongitude * Math.cos((meanObliquity + nutationObliquity) * RAD),
  };
}

/** The sun's local hour angle at an instant (degrees, negative before the meridian), east longitude positive. */
function hourAngle(position: SunPosition, longitude: number): number {
  return signedAngle(position.siderealTime + longitude - position.rightAscension);
}

/** The sun's true altitude (degrees, no refraction) seen from a place at an instant. */
export function sunAltitude(instantMs: number, latitude: number, longitude: number): number {
  const position = sunPosition(instantMs);
  const H = hourAngle(position, longitude) * RAD;
  const phi = latitude * RAD;
  const delta = position.declination * RAD;
  return Math.asin(Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.cos(H)) / RAD;
}

/** The sun's meridian transit nearest an instant (it moves about 4 minutes a degree of hour angle). */
export function solarTransit(nearMs: number, longitude: number): number {
  let instant = nearMs;
  for (let step = 0; step < 4; step += 1) {
    instant -= (hourAngle(sunPosition(instant), longitude) / SIDEREAL_DEGREES_PER_DAY) * DAY_MS;
  }
  return instant;
}

/**
 * The instant, before (`side` -1) or after (+1) a transit, at which the sun's centre stands at `altitude`, or undefined
 * where it does not reach it that day.
 *
 * Iterates on the hour angle, each step with the declination of the instant reached so far. Where that declination
 * puts the altitude out of reach, or the steps do not settle, the sun's own altitude decides: between the transit and
 * the anti-transit on that side it only falls (or rises), so the crossing is bisected, and there is none where the sun
 * at its extreme does not reach the altitude. The first estimate uses the transit's declination, half a day from a
 * night event: giving up on it, as this did before, decided on the very night the sun first (or last) reached an angle
 * that it did not, a rule's time served with "the sun does not reach 18°" (716 nights a year over issue 24's grid,
 * fajr or isha up to 20 minutes off; isha at 64° N on 2026-09-01 at midnight when the sun reached 18.02° at 23:52).
 */
export function timeAtAltitude(transitMs: number, latitude: number, longitude: number, altitude: number, side: -1 | 1): number | undefined {
  const phi = latitude * RAD;
  const target = altitude * RAD;
  let instant = transitMs;
  for (let step = 0; step < 8; step += 1) {
    const position = sunPosition(instant);
    const delta = position.declination * RAD;
    const cosine = (Math.sin(target) - Math.sin(phi) * Math.sin(delta)) / (Math.cos(phi) * Math.cos(delta));
    if (!(Math.abs(cosine) <= 1)) break;
    const wanted = (side * Math.acos(cosine)) / RAD;
    const correction = signedAngle(wanted - hourAngle(position, longitude));
    instant += (correction / SIDEREAL_DEGREES_PER_DAY) * DAY_MS;
    if (Math.abs(correction) < 1e-4) return instant;
  }
  return bisectedCrossing(transitMs, latitude, longitude, altitude, side);
}

/** The sun's anti-transit after (`side` +1) or before (-1) a transit: where it stands lowest, to within a minute. */
function antiTransit(transitMs: number, longitude: number, side: -1 | 1): number {
  let instant = transitMs + side * (DAY_MS / 2);
  for (let step = 0; step < 3; step += 1) {
    const hour = hourAngle(sunPosition(instant), longitude);
    // Measured toward the transit's side, so that the step never crosses to the other night.
    const fromExtreme = side > 0 ? (hour < 0 ? hour + 180 : hour - 180) : hour > 0 ? hour - 180 : hour + 180;
    instant -= (fromExtreme / SIDEREAL_DEGREES_PER_DAY) * DAY_MS;
  }
  return instant;
}

/** The crossing of `altitude` between a transit and its anti-transit on `side`, bisected to 0.1 s, or undefined. */
function bisectedCrossing(transitMs: number, latitude: number, longitude: number, altitude: number, side: -1 | 1): number | undefined {
  const extreme = antiTransit(transitMs, longitude, side);
  const above = (instant: number) => sunAltitude(instant, latitude, longitude) >= altitude;
  if (!above(transitMs) || above(extreme)) return undefined;
  let [near, far] = [transitMs, extreme];
  while (Math.abs(far - near) > 100) {
    const middle = (near + far) / 2;
    if (above(middle)) near = middle;
    else far = middle;
  }
  return (near + far) / 2;
}

/**
 * The altitude at which an object's shadow is `shadowFactor` times its height plus its noon shadow
 * (asr: 1 for the majority, 2 for the Hanafi school), given the sun's declination at noon.
 */
export function asrAltitude(latitude: number, declination: number, shadowFactor: number): number {
  return Math.atan(1 / (shadowFactor + Math.tan(Math.abs(latitude - declination) * RAD))) / RAD;
}
