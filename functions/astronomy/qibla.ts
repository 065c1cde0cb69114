/**
 * Qibla by spherical trigonometry: the initial great-circle bearing from the caller toward the
 * Kaaba, measured clockwise from true north, and the great-circle distance on a sphere of the
 * Earth's mean radius (within about 0.5 % of the ellipsoidal distance).
 */

export const KAABA = { lat: 21.4225, lng: 39.8262 } as const;
export const MEAN_EARTH_RADIUS_KM = 6371.0088;

/** Closer than this to the Kaaba or to its antipode, no single bearing is meaningful. */
export const DIRECTION_UNDEFINED_WITHIN_KM = 0.02;

const COMPASS_POINTS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radiansValue: number) => (radiansValue * 180) / Math.PI;

/** Normalises any finite angle into [0, 360), also after rounding (359.999 -> 0, never 360). */
export function normaliseBearing(bearing: number, decimals = 2): number {
  const factor = 10 ** decimals;
  const rounded = Math.round((((bearing % 360) + 360) % 360) * factor) / factor;
  return rounded >= 360 ? 0 : rounded + 0; // "+ 0" turns -0 into 0
}

export function compassPoint(bearing: number): CompassPoint {
  return COMPASS_POINTS[Math.round(normaliseBearing(bearing) / 22.5) % 16];
}

/** Initial great-circle bearing from (lat, lng) to the Kaaba, in degrees in [0, 360), unrounded. */
export function greatCircleBearing(from: { lat: number; lng: number }, to: { lat: number; lng: number } = KAABA): number {
  const phi1 = radians(from.lat);
  const phi2 = radians(to.lat);
  const deltaLambda = radians(to.lng - from.lng);
  const y = Math.sin(deltaLambda) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(deltaLambda);
  return (degrees(Math.atan2(y, x)) + 360) % 360;
}

/** Haversine distance in km. */
export function greatCircleDistanceKm(from: { lat: number; lng: number }, to: { lat: number; lng: number } = KAABA): number {
  const deltaPhi = radians(to.lat - from.lat);
  const deltaLambda = radians(to.lng - from.lng);
  const a = Math.sin(deltaPhi / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(deltaLambda / 2) ** 2;
  return 2 * MEAN_EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface QiblaResult {
  location: { lat: number; lng: number };
  kaaba: { lat: number; lng: number };
  bearing_degrees: number;
  compass_point: CompassPoint;
  distance_km: number;
  /** False at the Kaaba itself and at its antipode, where every direction is equally valid. */
  direction_defined: boolean;
  magnetic: { bearing_degrees: number; declination_degrees: number; model: string; date: string };
  note?: string;
}

export interface Declination {
  declinationDegrees: number;
  model: string;
  date: string;
}

export function calculateQibla(location: { lat: number; lng: number }, declination: Declination): QiblaResult {
  const distance = greatCircleDistanceKm(location);
  const antipodalDistance = Math.PI * MEAN_EARTH_RADIUS_KM - distance;
  const atKaaba = distance < DIRECTION_UNDEFINED_WITHIN_KM;
  const atAntipode = antipodalDistance < DIRECTION_UNDEFINED_WITHIN_KM;
  const directionDefined = !atKaaba && !atAntipode;
  // Where no direction is preferred, answer north (0) and say why, rather than an arbitrary atan2 result.
  const trueBearing = directionDefined ? greatCircleBearing(location) : 0;
  const result: QiblaResult = {
    location: { lat: location.lat, lng: location.lng },
    kaaba: { ...KAABA },
    bearing_degrees: normaliseBearing(trueBearing),
    compass_point: compassPoint(trueBearing),
    distance_km: Math.round(distance * 1000) / 1000,
    direction_defined: directionDefined,
    magnetic: {
      // A phone compass reads magnetic north: magnetic bearing = true bearing - declination (east positive).
      bearing_degrees: normaliseBearing(trueBearing - declination.declinationDegrees),
      declination_degrees: Math.round(declination.declinationDegrees * 100) / 100 + 0,
      model: declination.model,
      date: declination.date,
    },
  };
  if (atKaaba) result.note = 'This point is at the Kaaba: every direction faces it, so no bearing is given (0 is a placeholder).';
  if (atAntipode) {
    result.note =
      "This point is at the Kaaba's antipode: every direction leads to it along a great circle, so no bearing is preferred (0 is a placeholder).";
  }
  return result;
}
