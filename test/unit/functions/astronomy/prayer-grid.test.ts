import { Coordinates, Madhab, PrayerTimes } from 'adhan';
import { PRAYER_METHODS } from '../../../../functions/astronomy/prayer-methods';
import { calculatePrayerTimes, PRAYER_METHOD_IDS, type PrayerTimesInput } from '../../../../functions/astronomy/prayer-times';
import { solarTransit, sunAltitude, timeAtAltitude } from '../../../../functions/astronomy/solar-position';
import { timeZoneAt } from '../../../../functions/astronomy/time-zones';
import { ADHAN_METHODS } from '../../../support/adhan-methods';
import { exactPlainTime } from '../../../support/exact-prayer-times';
import { GRID_LATITUDES, GRID_LONGITUDES, walkGrid } from '../../../support/prayer-grid';

/**
 * Issue 24's grid, sampled so it stays fast: every latitude, method and high-latitude rule, one longitude and
 * the shafi madhab (hanafi moves asr only, checked below), over three stretches of consecutive days: both
 * solstices, and mid-March, when the angles stop being reached near 72° N. `npm run bench -- prayer-grid`
 * walks the whole year, every longitude and both madhabs.
 */
const consecutiveDays = (first: string, count: number) =>
  Array.from({ length: count }, (_, index) => new Date(Date.parse(`${first}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10));
const METHODS = PRAYER_METHOD_IDS.filter((id) => id !== 'custom');

describe('the order-and-smoothness grid (sampled)', () => {
  const stretches: Array<[string, number]> = [
    ['2026-06-15', GRID_LONGITUDES[0]],
    ['2026-12-19', GRID_LONGITUDES[2]],
    ['2026-03-14', GRID_LONGITUDES[0]],
  ];
  const counts = stretches.map(([first, longitude]) =>
    walkGrid((input) => calculatePrayerTimes(input as PrayerTimesInput), {
      methods: METHODS,
      days: consecutiveDays(first, 5),
      longitudes: [longitude],
      madhabs: ['shafi'],
      exactTime: exactPlainTime,
    }),
  );
  const total = (key: 'answers' | 'errors' | 'outOfOrder' | 'otherDate' | 'jumps' | 'jumpsAtRuleChanges' | 'jumpsOfTheSun') =>
    counts.reduce((sum, count) => sum + count[key], 0);

  it('answers every case, in order, each time on its own day', () => {
    expect(total('answers')).toBe(GRID_LATITUDES.length * METHODS.length * 4 * 15);
    expect({ errors: total('errors'), outOfOrder: total('outOfOrder'), otherDate: total('otherDate') }).toEqual({
      errors: 0,
      outOfOrder: 0,
      otherDate: 0,
    });
  });

  it('moves no time by more than five minutes a day beyond what the sun or a documented rule does', () => {
    const unexplained = counts.flatMap((count) => count.examples);
    expect(unexplained).toEqual([]);
    // The sample does reach both kinds of jump (near 72° N around the equinox, the angles stop being reached).
    expect(total('jumpsOfTheSun')).toBeGreaterThan(0);
    expect(total('jumpsAtRuleChanges')).toBeGreaterThan(0);
    expect(total('jumps')).toBe(total('jumpsOfTheSun') + total('jumpsAtRuleChanges'));
  });
});

describe('agreement with adhan-js where its algorithm holds (below 48°, away from its polar defects)', () => {
  const places = [
    [21.4225, 39.8262],
    [30.0444, 31.2357],
    [-6.2, 106.85],
    [40.7128, -74.006],
    [-33.87, 151.21],
    [24.86, 67.0],
  ] as const;

  it('gives the same minute, or the next, for every method at six places on a day of each month', () => {
    const misses: string[] = [];
    let compared = 0;
    for (const [method, parameters] of Object.entries(ADHAN_METHODS)) {
      for (const [lat, lng] of places) {
        const timeZone = timeZoneAt(lat, lng);
        for (let month = 1; month <= 12; month += 1) {
          const date = `2026-${String(month).padStart(2, '0')}-11`;
          const ours = calculatePrayerTimes({
            lat,
            lng,
            date,
            timeZone,
            method: method as PrayerTimesInput['method'],
            madhab: 'shafi',
            highLatitudeRule: 'middle_of_the_night',
          });
          const adhanParameters = parameters();
          adhanParameters.madhab = Madhab.Shafi;
          // adhan reads the local date from a Date's local fields; ours is the zone's noon.
          const theirs = new PrayerTimes(new Coordinates(lat, lng), new Date(`${date}T12:00:00Z`), adhanParameters);
          if (ours.hijri.month === 9 && method === 'umm_al_qura') continue; // adhan has no Ramadan rule
          for (const name of ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const) {
            compared += 1;
            const difference = Math.abs(Date.parse(ours.times[name].iso) - theirs[name].getTime()) / 60_000;
            if (difference > 1)
              misses.push(`${method} ${lat},${lng} ${date} ${name}: ${ours.times[name].iso} vs ${theirs[name].toISOString()}`);
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(5000);
    expect(misses).toEqual([]);
  });
});

describe('times given by their plain definition', () => {
  it('puts the sun at the angle of fajr and isha when no rule moved them (within the half minute of rounding)', () => {
    const wrong: string[] = [];
    for (const method of ['muslim_world_league', 'isna', 'egyptian', 'karachi', 'jakim', 'france'] as const) {
      const { fajrAngle, isha } = PRAYER_METHODS[method];
      for (const [lat, lng] of [
        [51.5, -0.12],
        [3.14, 101.69],
        [-37.8, 144.96],
        [59.9, 10.75],
      ] as const) {
        for (const date of ['2026-01-15', '2026-04-15', '2026-06-21', '2026-10-15']) {
          const result = calculatePrayerTimes({
            lat,
            lng,
            date,
            timeZone: timeZoneAt(lat, lng),
            method,
            madhab: 'shafi',
            highLatitudeRule: 'recommended',
          });
          const check = (name: 'fajr' | 'isha', angle: number) => {
            if (result.applied_rules[name]) return;
            const altitude = sunAltitude(Date.parse(result.times[name].iso), lat, lng);
            // The sun moves at most 0.25° a minute: half a minute of rounding is at most 0.125°.
            if (Math.abs(altitude + angle) > 0.13) wrong.push(`${method} ${lat} ${date} ${name}: sun at ${altitude.toFixed(2)}°`);
          };
          check('fajr', fajrAngle);
          if ('angle' in isha) check('isha', isha.angle);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('asr', () => {
  const shadowFactorAt = (instant: number, lat: number, lng: number) => 1 / Math.tan((sunAltitude(instant, lat, lng) * Math.PI) / 180);

  it("falls when an object's shadow is its noon shadow plus its height (twice, Hanafi), to the rounding minute", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [lat, lng] of [
      [40.7128, -74.006],
      [21.4225, 39.8262],
      [-33.87, 151.21],
      [59.9, 10.75],
      [64.1, -21.9],
    ] as const) {
      for (const date of ['2026-01-11', '2026-02-11', '2026-05-11', '2026-08-11', '2026-11-11']) {
        for (const [madhab, factor] of [
          ['shafi', 1],
          ['hanafi', 2],
        ] as const) {
          const result = calculatePrayerTimes({
            lat,
            lng,
            date,
            timeZone: timeZoneAt(lat, lng),
            method: 'kuwait',
            madhab,
            highLatitudeRule: 'recommended',
          });
          const noon = Date.parse(result.times.dhuhr.iso); // Kuwait adds no minutes to dhuhr or asr
          const asr = Date.parse(result.times.asr.iso);
          const wanted = shadowFactorAt(noon, lat, lng) + factor;
          checked += 1;
          // The exact instant lies within the half minute either side of the served minute (and noon's own half minute).
          if (!(shadowFactorAt(asr - 45_000, lat, lng) <= wanted + 0.002 && shadowFactorAt(asr + 45_000, lat, lng) >= wanted - 0.002)) {
            wrong.push(`${lat},${lng} ${date} ${madhab}: ${result.times.asr.time}`);
          }
        }
      }
    }
    expect(checked).toBe(50);
    expect(wrong).toEqual([]);
  });
});

describe('where fajr or isha starts or stops being reached (issue 40)', () => {
  const lowestAltitude = (near: number, lat: number, lng: number) => {
    let [low, high] = [near - 7_200_000, near + 7_200_000];
    while (high - low > 1_000) {
      const [a, b] = [low + (high - low) / 3, high - (high - low) / 3];
      if (sunAltitude(a, lat, lng) < sunAltitude(b, lat, lng)) high = b;
      else low = a;
    }
    return sunAltitude((low + high) / 2, lat, lng);
  };

  it('finds the angle on every night the sun reaches it, and on no other', () => {
    const wrong: string[] = [];
    let reachedNights = 0;
    for (const lat of [48, 55, 60, 64, 66, -55]) {
      for (const angle of [15, 18, 20]) {
        for (const date of consecutiveDays('2026-01-01', 365)) {
          const transit = solarTransit(Date.parse(`${date}T12:00:00Z`), 0);
          for (const side of [-1, 1] as const) {
            const reached = lowestAltitude(transit + side * 43_200_000, lat, 0) < -angle;
            const found = timeAtAltitude(transit, lat, 0, -angle, side);
            if (reached) reachedNights += 1;
            if (reached !== (found !== undefined))
              wrong.push(`${lat}° ${date} ${angle}° ${side < 0 ? 'morning' : 'evening'}: reached ${reached}`);
            else if (found !== undefined && Math.abs(sunAltitude(found, lat, 0) + angle) > 0.001)
              wrong.push(`${lat}° ${date} ${angle}°: off`);
          }
        }
      }
    }
    expect(reachedNights).toBeGreaterThan(5_000);
    expect(wrong).toEqual([]);
  });

  // The steps issue 40 reported: 64° N, 0° E, Singapore's 20° and 18°, middle of the night, September 2026.
  const series = consecutiveDays('2026-08-20', 30).map((date) =>
    calculatePrayerTimes({
      lat: 64,
      lng: 0,
      date,
      timeZone: 'UTC',
      method: 'singapore',
      madhab: 'shafi',
      highLatitudeRule: 'middle_of_the_night',
    }),
  );
  const MINUTE = 60_000;

  // Singapore rounds up: the served minute is the exact instant or up to a minute after it.
  it('gives the angle time whenever the sun reaches the angle, and the middle of the night only when it does not', () => {
    const wrong: string[] = [];
    for (const day of series) {
      for (const name of ['fajr', 'isha'] as const) {
        const input = {
          lat: 64,
          lng: 0,
          date: day.date,
          timeZone: 'UTC',
          method: 'singapore',
          madhab: 'shafi',
          highLatitudeRule: 'middle_of_the_night',
        } as const;
        const exact = exactPlainTime(input, day, name);
        const served = Date.parse(day.times[name].iso);
        const rule = day.applied_rules[name]?.rule;
        if (exact !== undefined && (rule !== undefined || Math.abs(served - exact) > MINUTE + 1_000))
          wrong.push(
            `${day.date} ${name}: the sun reaches the angle at ${new Date(exact).toISOString()}, served ${day.times[name].iso} ${rule ?? ''}`,
          );
        if (exact === undefined && rule !== 'middle_of_the_night')
          wrong.push(`${day.date} ${name}: the angle is not reached, served without the rule`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('joins the two regimes where they meet: the rule gives the instant the angle time starts from', () => {
    // On a night the angle is not reached, the middle of the night is within a minute of the sun's lowest point,
    // which is where the angle's time appears on the first night the sun reaches it: no step but the sun's own.
    const meetings: string[] = [];
    for (let index = 1; index < series.length; index += 1) {
      for (const name of ['fajr', 'isha'] as const) {
        const [before, today] = [series[index - 1], series[index]];
        const switched = !!before.applied_rules[name] !== !!today.applied_rules[name];
        if (!switched) continue;
        const ruled = before.applied_rules[name] ? before : today;
        const night = Date.parse(ruled.times[name].iso);
        let [low, high] = [night - 7_200_000, night + 7_200_000];
        while (high - low > 1_000) {
          const [a, b] = [low + (high - low) / 3, high - (high - low) / 3];
          if (sunAltitude(a, 64, 0) < sunAltitude(b, 64, 0)) high = b;
          else low = a;
        }
        meetings.push(`${ruled.date} ${name}: ${Math.round(Math.abs(night - (low + high) / 2) / MINUTE)} min from the lowest sun`);
      }
    }
    // September's isha (from the 1st) and fajr (from the 8th) each switch once in the series.
    expect(meetings).toEqual(['2026-08-31 isha: 0 min from the lowest sun', '2026-09-07 fajr: 0 min from the lowest sun']);
  });
});
