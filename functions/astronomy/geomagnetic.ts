import geomagnetism from 'geomagnetism';
import type { Declination } from './qibla';

/**
 * Magnetic declination (east positive) from the World Magnetic Model bundled with `geomagnetism`
 * (WMM2025, valid 2024-11-13 to 2029-11-13), for the given instant at sea level.
 */
export function magneticDeclination(location: { lat: number; lng: number }, at: Date): Declination {
  // allowOutOfBoundsModel: past the model's validity the nearest model is still the best estimate.
  const model = geomagnetism.model(at, { allowOutOfBoundsModel: true });
  return {
    declinationDegrees: model.point([location.lat, location.lng]).decl,
    model: model.name,
    date: at.toISOString().slice(0, 10),
  };
}
