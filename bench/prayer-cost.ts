import { performance } from 'node:perf_hooks';
import { CalculationMethod, Coordinates, PrayerTimes } from 'adhan';
import { prayerCalendar, prayerDay, prayerSetupOf } from '../functions/prayer-times/prayer-service';
import { prayerCalendarQuerySchema } from '../functions/prayer-times/prayer-times-query';
import { median, percentile } from './statistics';

/**
 * The CPU a calendar costs in process, without HTTP or the table: what one Lambda invocation pays for its answer (in
 * AWS each request has its own), and what holds the local server's event loop (issue 36, finding 4). A year and a
 * day at 21.4 N, 51.5 N and 69.65 N, beside `adhan` computing the same year's times (its defaults, no high-latitude
 * machinery) as a baseline.
 */
const PLACES = [
  { name: 'Makkah 21.4 N', lat: 21.4225, lng: 39.8262 },
  { name: 'London 51.5 N', lat: 51.5074, lng: -0.1278 },
  { name: 'Tromsø 69.65 N', lat: 69.6496, lng: 18.956 },
];
const RUNS = 40;

function sample(runs: number, work: () => unknown): { median: number; p99: number } {
  work(); // warm-up (JIT, caches of zone offsets)
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  return { median: median(samples), p99: percentile(samples, 0.99) };
}

export async function benchPrayerCost(): Promise<void> {
  console.log(`\nprayer-time CPU in process (one thread, no HTTP, no table), ${RUNS} runs each after a warm-up; milliseconds:`);
  console.log('  place             day median/p99   year median/p99   adhan year median/p99   year / adhan');
  for (const place of PLACES) {
    const query = prayerCalendarQuerySchema.parse({ lat: String(place.lat), lng: String(place.lng), year: '2026' });
    const setup = prayerSetupOf(query);
    const day = sample(RUNS * 5, () => prayerDay(setup, '2026-06-21', new Date()));
    const year = sample(RUNS, () => prayerCalendar(setup, '2026-01-01', '2026-12-31'));
    const coordinates = new Coordinates(place.lat, place.lng);
    const parameters = CalculationMethod.MuslimWorldLeague();
    const adhanYear = sample(RUNS, () => {
      for (let day = 0; day < 365; day += 1) new PrayerTimes(coordinates, new Date(Date.UTC(2026, 0, 1 + day)), parameters);
    });
    console.log(
      `  ${place.name.padEnd(16)}  ${day.median.toFixed(2).padStart(5)} / ${day.p99.toFixed(2).padEnd(6)}   ${year.median
        .toFixed(1)
        .padStart(6)} / ${year.p99.toFixed(1).padEnd(6)}    ${adhanYear.median.toFixed(1).padStart(6)} / ${adhanYear.p99
        .toFixed(1)
        .padEnd(6)}        ${(year.median / adhanYear.median).toFixed(1)}`,
    );
  }
}
