/** `npm run bench -- utilities`: POST /api/v1/utilities per action over HTTP, and each domain function alone. */
import { magneticDeclination } from '../functions/astronomy/geomagnetic';
import { calculatePrayerTimes } from '../functions/astronomy/prayer-times';
import { calculateQibla } from '../functions/astronomy/qibla';
import { timeZoneAt } from '../functions/astronomy/time-zones';
import { calculateZakat } from '../functions/utilities/zakat';
import { keepAlivePoster } from './http-clients';
import { timeRuns } from './statistics';

const UTILITY_RUNS = 1000;
const UTILITY_WARM_UPS = 200;
/**
 * POST /api/v1/utilities end to end, against a baseline in the same run: a request the same
 * middleware refuses with a 400 before any computation (HTTP, proxy event, body parsing, validation).
 * The domain function alone is timed too, to show how much of the request it accounts for.
 */
export async function benchUtilities(baseUrl: string): Promise<void> {
  const postJson = keepAlivePoster(baseUrl);
  const cases: Array<[string, Record<string, unknown>, number, () => unknown]> = [
    ['baseline: 400 unknown action', { action: 'none' }, 400, () => undefined],
    [
      'zakat',
      { action: 'zakat', cash: 12_000, gold: 50, gold_price_per_gram: 92.4, investments: 3_000, debt: 800 },
      200,
      () =>
        calculateZakat({
          cash: 12_000,
          gold: 50,
          silver: 0,
          gold_price_per_gram: 92.4,
          investments: 3_000,
          inventory: 0,
          debt: 800,
          nisab_basis: 'gold',
          minorUnitDigits: 2,
        }),
    ],
    [
      'qibla (with WMM declination)',
      { action: 'qibla', lat: 51.5074, lng: -0.1278 },
      200,
      () => calculateQibla({ lat: 51.5074, lng: -0.1278 }, magneticDeclination({ lat: 51.5074, lng: -0.1278 }, new Date())),
    ],
    [
      'prayer_times (zone from coordinates)',
      { action: 'prayer_times', lat: 40.7128, lng: -74.006, date: '2026-03-08' },
      200,
      () =>
        calculatePrayerTimes({
          lat: 40.7128,
          lng: -74.006,
          date: '2026-03-08',
          timeZone: timeZoneAt(40.7128, -74.006),
          method: 'muslim_world_league',
          madhab: 'shafi',
          highLatitudeRule: 'recommended',
        }),
    ],
    [
      'prayer_times (polar fallback)',
      { action: 'prayer_times', lat: 78.2232, lng: 15.6267, date: '2026-06-21' },
      200,
      () =>
        calculatePrayerTimes({
          lat: 78.2232,
          lng: 15.6267,
          date: '2026-06-21',
          timeZone: timeZoneAt(78.2232, 15.6267),
          method: 'muslim_world_league',
          madhab: 'shafi',
          highLatitudeRule: 'recommended',
        }),
    ],
  ];
  console.log(
    `\nPOST /api/v1/utilities over HTTP (keep-alive, authorizer and rate limiter included), ${UTILITY_RUNS} sequential requests each after ${UTILITY_WARM_UPS} warm-ups:`,
  );
  console.log(
    'case                                 | HTTP median ms | HTTP p99 ms | median / baseline | domain fn median ms | domain fn p99 ms',
  );
  console.log(
    '-------------------------------------|----------------|-------------|-------------------|---------------------|-----------------',
  );
  let baseline = 0;
  for (const [name, body, status, domain] of cases) {
    const text = JSON.stringify(body);
    const timing = await timeRuns(
      UTILITY_RUNS,
      async () => {
        const received = await postJson('/api/v1/utilities', text);
        if (received !== status) throw new Error(`${text}: HTTP ${received}`);
      },
      UTILITY_WARM_UPS,
    );
    const direct = await timeRuns(UTILITY_RUNS, async () => domain(), UTILITY_WARM_UPS);
    baseline ||= timing.median;
    console.log(
      `${name.padEnd(36)} | ${timing.median.toFixed(2).padStart(14)} | ${timing.p99.toFixed(2).padStart(11)} | ` +
        `${(timing.median / baseline).toFixed(2).padStart(16)}x | ${direct.median.toFixed(3).padStart(19)} | ${direct.p99.toFixed(3).padStart(16)}`,
    );
  }
}
