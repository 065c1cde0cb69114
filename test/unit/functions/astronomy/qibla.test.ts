import { Coordinates, Qibla } from 'adhan';
import { magneticDeclination } from '../../../../functions/astronomy/geomagnetic';
import {
  calculateQibla,
  compassPoint,
  greatCircleBearing,
  greatCircleDistanceKm,
  KAABA,
  normaliseBearing,
} from '../../../../functions/astronomy/qibla';

const noDeclination = { declinationDegrees: 0, model: 'test', date: '2026-11-22' };

describe('qibla bearing', () => {
  it('matches the published qibla of well-known cities', () => {
    // Commonly published great-circle qiblas: London 118.99, New York 58.48, Jakarta 295.15, Sydney 277.50.
    expect(greatCircleBearing({ lat: 51.5074, lng: -0.1278 })).toBeCloseTo(118.99, 1);
    expect(greatCircleBearing({ lat: 40.7128, lng: -74.006 })).toBeCloseTo(58.48, 1);
    expect(greatCircleBearing({ lat: -6.2088, lng: 106.8456 })).toBeCloseTo(295.15, 1);
    expect(greatCircleBearing({ lat: -33.8688, lng: 151.2093 })).toBeCloseTo(277.5, 1);
  });

  it('agrees with adhan-js Qibla, an independent implementation, across the globe', () => {
    // adhan places the Kaaba at 21.4225241, 39.8261818: a few metres from ours, so allow 0.001 degrees.
    for (let lat = -85; lat <= 85; lat += 17) {
      for (let lng = -180; lng <= 180; lng += 20) {
        const ours = greatCircleBearing({ lat, lng });
        const theirs = Qibla(new Coordinates(lat, lng));
        const difference = Math.abs(((ours - theirs + 540) % 360) - 180);
        expect({ lat, lng, difference: difference < 1e-3 }).toEqual({ lat, lng, difference: true });
      }
    }
  });

  it('gives the same answer at longitude 180 and -180 (the antimeridian)', () => {
    expect(greatCircleBearing({ lat: 10, lng: 180 })).toBeCloseTo(greatCircleBearing({ lat: 10, lng: -180 }), 9);
  });

  it('points due west from due east of the Kaaba on its parallel only approximately (a great circle, not a rhumb line)', () => {
    const bearing = greatCircleBearing({ lat: KAABA.lat, lng: 60 });
    expect(bearing).toBeGreaterThan(270); // the great circle bulges poleward
    expect(bearing).toBeLessThan(275);
  });
});

describe('great-circle distance', () => {
  it('is about 4,790 km from London and 0 at the Kaaba, and half the circumference at the antipode', () => {
    expect(greatCircleDistanceKm({ lat: 51.5074, lng: -0.1278 })).toBeCloseTo(4_794, -1);
    expect(greatCircleDistanceKm(KAABA)).toBe(0);
    expect(greatCircleDistanceKm({ lat: -KAABA.lat, lng: KAABA.lng - 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe('calculateQibla', () => {
  it('answers with bearing, compass point, distance and magnetic bearing', () => {
    const result = calculateQibla({ lat: 40.7128, lng: -74.006 }, { declinationDegrees: -12.46, model: 'WMM-2025', date: '2026-11-22' });
    expect(result).toMatchObject({ bearing_degrees: 58.48, compass_point: 'ENE', direction_defined: true });
    // A compass reads magnetic north, 12.46 degrees west of true north here: the needle bearing is larger.
    expect(result.magnetic).toEqual({ bearing_degrees: 70.94, declination_degrees: -12.46, model: 'WMM-2025', date: '2026-11-22' });
    expect(result.note).toBeUndefined();
  });

  it('says so, rather than returning an arbitrary bearing, at the Kaaba and at its antipode', () => {
    const atKaaba = calculateQibla(KAABA, noDeclination);
    expect(atKaaba).toMatchObject({ direction_defined: false, distance_km: 0, bearing_degrees: 0 });
    expect(atKaaba.note).toMatch(/at the Kaaba/);
    const antipode = calculateQibla({ lat: -KAABA.lat, lng: KAABA.lng - 180 }, noDeclination);
    expect(antipode).toMatchObject({ direction_defined: false, bearing_degrees: 0 });
    expect(antipode.note).toMatch(/antipode/);
    // A few hundred metres away the direction is well defined again.
    expect(calculateQibla({ lat: KAABA.lat + 0.005, lng: KAABA.lng }, noDeclination)).toMatchObject({
      direction_defined: true,
      bearing_degrees: 180,
      compass_point: 'S',
    });
  });

  it('is finite at the poles', () => {
    for (const lat of [90, -90]) {
      const result = calculateQibla({ lat, lng: 0 }, noDeclination);
      expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity|null/);
      expect(result.bearing_degrees).toBeGreaterThanOrEqual(0);
      expect(result.bearing_degrees).toBeLessThan(360);
    }
  });
});

describe('normaliseBearing and compassPoint', () => {
  it('wraps into [0, 360) after rounding', () => {
    expect(normaliseBearing(359.996)).toBe(0);
    expect(normaliseBearing(-0.001)).toBe(0);
    expect(Object.is(normaliseBearing(-0.001), -0)).toBe(false);
    expect(normaliseBearing(-90)).toBe(270);
    expect(normaliseBearing(720.5)).toBe(0.5);
  });

  it('names the 16 points', () => {
    expect([0, 22.5, 45, 67.5, 90, 112.5, 180, 270, 348.75, 348.7].map(compassPoint)).toEqual([
      'N',
      'NNE',
      'NE',
      'ENE',
      'E',
      'ESE',
      'S',
      'W',
      'N',
      'NNW',
    ]);
  });
});

describe('magneticDeclination (World Magnetic Model)', () => {
  it('gives east-positive declinations that match the WMM2025 maps for late 2026', () => {
    const at = new Date('2026-11-22T12:00:00Z');
    const london = magneticDeclination({ lat: 51.5074, lng: -0.1278 }, at);
    expect(london.model).toBe('WMM-2025');
    expect(london.date).toBe('2026-11-22');
    expect(london.declinationDegrees).toBeGreaterThan(0.5); // slightly east
    expect(london.declinationDegrees).toBeLessThan(2);
    const newYork = magneticDeclination({ lat: 40.7128, lng: -74.006 }, at).declinationDegrees;
    expect(newYork).toBeGreaterThan(-13.5); // about 12.5 degrees west
    expect(newYork).toBeLessThan(-11.5);
  });
});
