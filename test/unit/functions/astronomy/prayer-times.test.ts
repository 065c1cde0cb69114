import { calculatePrayerTimes, PRAYER_METHOD_IDS, type PrayerTimesInput } from '../../../../functions/astronomy/prayer-times';
import { sunAltitude } from '../../../../functions/astronomy/solar-position';
import { REFERENCE_TIMETABLES } from './reference-timetables';

const minutesOf = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};

const compute = (overrides: Partial<PrayerTimesInput> & Pick<PrayerTimesInput, 'lat' | 'lng' | 'date' | 'timeZone'>) =>
  calculatePrayerTimes({ method: 'muslim_world_league', madhab: 'shafi', highLatitudeRule: 'recommended', ...overrides });

describe('agreement with published timetables', () => {
  const PRAYERS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
  for (const table of REFERENCE_TIMETABLES) {
    const tolerance = table.toleranceMinutes ?? 1;
    it(`is within ${tolerance} minute(s) of ${table.source} on every listed day`, () => {
      const misses: string[] = [];
      for (const [date, published] of table.days) {
        const result = compute({ lat: table.lat, lng: table.lng, date, timeZone: table.timeZone, method: table.method });
        published.split(' ').forEach((expected, index) => {
          const prayer = PRAYERS[index];
          const difference = minutesOf(result.times[prayer].time) - minutesOf(expected);
          if (Math.abs(difference) > tolerance) misses.push(`${date} ${prayer}: ${result.times[prayer].time} vs published ${expected}`);
        });
      }
      expect(misses).toEqual([]);
    });
  }
});

describe('prayer times', () => {
  it('reports the method, its angles and the hijri date', () => {
    const result = compute({ lat: 21.427009, lng: 39.828685, date: '2016-07-08', timeZone: 'Asia/Riyadh', method: 'umm_al_qura' });
    expect(result.method).toMatchObject({ id: 'umm_al_qura', fajr_angle: 18.5, isha_angle: 0, isha_interval_minutes: 90 });
    // The Umm al-Qura calendar's own heading for this day is 3/10/1437.
    expect(result.hijri).toMatchObject({ year: 1437, month: 10, day: 3, month_name: 'Shawwal', date: '1437-10-03' });
    expect(result.utc_offset).toBe('+03:00');
    expect(result.times.dhuhr).toEqual({ time: '12:26', iso: '2016-07-08T12:26:00+03:00' });
  });

  it('gives isha 120 minutes after maghrib in Ramadan under Umm al-Qura, 90 otherwise', () => {
    const ramadan = compute({ lat: 21.4225, lng: 39.8262, date: '2026-03-01', timeZone: 'Asia/Riyadh', method: 'umm_al_qura' });
    expect(ramadan.hijri.month).toBe(9);
    expect(minutesOf(ramadan.times.isha.time) - minutesOf(ramadan.times.maghrib.time)).toBe(120);
    const shawwal = compute({ lat: 21.4225, lng: 39.8262, date: '2026-03-25', timeZone: 'Asia/Riyadh', method: 'umm_al_qura' });
    expect(shawwal.hijri.month).toBe(10);
    expect(minutesOf(shawwal.times.isha.time) - minutesOf(shawwal.times.maghrib.time)).toBe(90);
  });

  it('puts Hanafi asr (shadow twice the height) after Shafi asr, leaving the other times alone', () => {
    const base = { lat: 24.8607, lng: 67.0011, date: '2026-06-15', timeZone: 'Asia/Karachi', method: 'karachi' as const };
    const shafi = compute({ ...base, madhab: 'shafi' });
    const hanafi = compute({ ...base, madhab: 'hanafi' });
    const later = minutesOf(hanafi.times.asr.time) - minutesOf(shafi.times.asr.time);
    expect(later).toBeGreaterThanOrEqual(45);
    expect(later).toBeLessThanOrEqual(90);
    expect(hanafi.madhab).toBe('hanafi');
    for (const prayer of ['fajr', 'sunrise', 'dhuhr', 'maghrib', 'isha'] as const)
      expect(hanafi.times[prayer]).toEqual(shafi.times[prayer]);
  });

  it('keeps the order fajr < sunrise < dhuhr < asr < maghrib <= isha < midnight < last third for every method', () => {
    for (const method of PRAYER_METHOD_IDS) {
      const result = compute({ lat: 40.7128, lng: -74.006, date: '2026-11-22', timeZone: 'America/New_York', method });
      const instants = Object.values(result.times).map((time) => Date.parse(time.iso));
      const sorted = [...instants].sort((a, b) => a - b);
      expect({ method, instants }).toEqual({ method, instants: sorted });
    }
  });

  it('gives each time the offset in force at that instant on a daylight-saving change night (New York, clocks back 2026-11-01 02:00 EDT)', () => {
    const result = compute({ lat: 40.7128, lng: -74.006, date: '2026-10-31', timeZone: 'America/New_York', method: 'isna' });
    const nextDay = compute({ lat: 40.7128, lng: -74.006, date: '2026-11-01', timeZone: 'America/New_York', method: 'isna' });
    expect(result.utc_offset).toBe('-04:00');
    expect(result.times.isha.iso).toMatch(/^2026-10-31T\d\d:\d\d:00-04:00$/);
    // The middle of the night falls before the change, its last third after it.
    expect(result.times.midnight.iso).toMatch(/-04:00$/);
    expect(result.times.last_third_of_night.iso).toMatch(/^2026-11-01T01:\d\d:00-05:00$/);
    // Computed on instants, not wall clocks: two thirds of the real (25-hour-day) night, sunset to sunrise.
    const sunset = Date.parse(result.times.sunset.iso);
    const night = Date.parse(nextDay.times.sunrise.iso) - sunset;
    expect(Math.abs(Date.parse(result.times.last_third_of_night.iso) - (sunset + (night * 2) / 3))).toBeLessThanOrEqual(60_000);
    expect(Math.abs(Date.parse(result.times.midnight.iso) - (sunset + night / 2))).toBeLessThanOrEqual(60_000);
  });

  it('switches offsets correctly on the day clocks go forward (New York, 2026-03-08 02:00 EST -> 03:00 EDT)', () => {
    const before = compute({ lat: 40.7128, lng: -74.006, date: '2026-03-07', timeZone: 'America/New_York', method: 'isna' });
    const on = compute({ lat: 40.7128, lng: -74.006, date: '2026-03-08', timeZone: 'America/New_York', method: 'isna' });
    expect(before.utc_offset).toBe('-05:00');
    expect(on.utc_offset).toBe('-04:00');
    expect(on.times.fajr.iso).toMatch(/-04:00$/);
    // The sun does not jump: the same instant-based times move by about one hour on the wall clock.
    const shift = minutesOf(on.times.dhuhr.time) - minutesOf(before.times.dhuhr.time);
    expect(shift).toBeGreaterThanOrEqual(59);
    expect(shift).toBeLessThanOrEqual(61);
  });

  it('resolves a polar day by the nearest latitude where the sun sets a degree below the horizon (Tromsø at midsummer)', () => {
    const result = compute({ lat: 69.6492, lng: 18.9553, date: '2026-06-21', timeZone: 'Europe/Oslo' });
    expect(result.polar_resolution).toMatchObject({ rule: 'nearest_latitude' });
    // 90° - 0.833° (sunrise altitude) - 1° - 23.44° (declination) = 64.73°.
    expect(result.polar_resolution!.latitude_used).toBeCloseTo(64.73, 1);
    const midnight = Date.parse(result.times.midnight.iso);
    expect(sunAltitude(midnight, result.polar_resolution!.latitude_used, 18.9553)).toBeCloseTo(-1.83, 1);
    for (const time of Object.values(result.times)) expect(time.time).toMatch(/^\d\d:\d\d$/);
    expect(Date.parse(result.times.maghrib.iso)).toBeGreaterThan(Date.parse(result.times.asr.iso));
  });

  it('resolves a polar night (Longyearbyen at midwinter) and both poles', () => {
    const svalbard = compute({ lat: 78.2232, lng: 15.6267, date: '2026-12-21', timeZone: 'Arctic/Longyearbyen' });
    expect(svalbard.polar_resolution).toBeDefined();
    for (const [lat, timeZone] of [
      [90, 'Etc/GMT'],
      [-90, 'Antarctica/McMurdo'],
    ] as const) {
      const pole = compute({ lat, lng: 0, date: '2026-06-21', timeZone });
      // With refraction the sun still shows briefly a little beyond the polar circles (about 67.4 degrees at the solstice).
      expect(Math.abs(pole.polar_resolution!.latitude_used)).toBeLessThan(67.5);
      expect(JSON.stringify(pole)).not.toMatch(/NaN|Infinity|null/);
    }
  });

  it('does not apply polar resolution where the sun rises and sets, even at high latitude', () => {
    const result = compute({ lat: 59.9139, lng: 10.7522, date: '2026-06-21', timeZone: 'Europe/Oslo' });
    expect(result.polar_resolution).toBeUndefined();
    expect(result.high_latitude_rule).toBe('seventh_of_the_night');
    expect(compute({ lat: 0, lng: 0, date: '2026-06-21', timeZone: 'Etc/GMT' }).high_latitude_rule).toBe('middle_of_the_night');
  });

  it('gives day-length close to 12 hours on the equator year round', () => {
    for (const date of ['2026-03-20', '2026-06-21', '2026-12-21']) {
      const result = compute({ lat: 0, lng: 0, date, timeZone: 'Etc/GMT' });
      const daylight = minutesOf(result.times.maghrib.time) - minutesOf(result.times.sunrise.time);
      expect(Math.abs(daylight - 12 * 60)).toBeLessThanOrEqual(10);
    }
  });

  it('computes the same sun on both sides of the antimeridian, dated in each local calendar', () => {
    // Kiritimati keeps UTC+14 at longitude -157: the same solar day is a calendar day later there than in UTC-10.
    const east = compute({ lat: 1.87, lng: -157.43, date: '2026-06-22', timeZone: 'Pacific/Kiritimati' });
    const west = compute({ lat: 1.87, lng: -157.43, date: '2026-06-21', timeZone: 'Etc/GMT+10' });
    expect(east.utc_offset).toBe('+14:00');
    expect(west.utc_offset).toBe('-10:00');
    expect(Math.abs(Date.parse(east.times.dhuhr.iso) - Date.parse(west.times.dhuhr.iso))).toBeLessThanOrEqual(2 * 60_000);
    expect(east.times.dhuhr.time).toBe(west.times.dhuhr.time);
    for (const time of ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib'] as const)
      expect(east.times[time].iso.slice(0, 10)).toBe('2026-06-22');
  });
});
