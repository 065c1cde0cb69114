/**
 * `npm run bench -- prayer-grid`: issue 24's grid in full (13 latitudes x 4 longitudes x every day of 2026 x
 * the methods x 2 madhabs x 4 high-latitude rules), through this API's prayer times and, as the baseline in the
 * same run, through adhan-js as the API used it before (its parameters, aqrab al-balad polar resolution, the
 * middle of the night from maghrib to fajr). Counts what is out of order, of another date, or jumps; times
 * one answer of each; then a calendar month and year over HTTP against a request validation refuses.
 */
import { performance } from 'node:perf_hooks';
import { Coordinates, HighLatitudeRule, Madhab, PolarCircleResolution, PrayerTimes, SunnahTimes } from 'adhan';
import { hijriDateOf } from '../functions/astronomy/hijri';
import { calculatePrayerTimes, PRAYER_METHOD_IDS, type PrayerTimesInput } from '../functions/astronomy/prayer-times';
import { localTime } from '../functions/astronomy/time-zones';
import { ADHAN_METHODS } from '../test/support/adhan-methods';
import { exactPlainTime } from '../test/support/exact-prayer-times';
import { daysOf, type GridAnswer, type GridCase, type GridCounts, walkGrid } from '../test/support/prayer-grid';
import { median, percentile } from './statistics';

const ADHAN_RULES = {
  middle_of_the_night: HighLatitudeRule.MiddleOfTheNight,
  seventh_of_the_night: HighLatitudeRule.SeventhOfTheNight,
  twilight_angle: HighLatitudeRule.TwilightAngle,
} as const;

/** The previous release's prayer times, on adhan-js 4.4.6 (its day shift for far zones left out: no grid zone needs it). */
function adhanAsBefore(input: GridCase): GridAnswer {
  const parameters = ADHAN_METHODS[input.method]();
  parameters.madhab = input.madhab === 'hanafi' ? Madhab.Hanafi : Madhab.Shafi;
  parameters.highLatitudeRule =
    input.highLatitudeRule === 'recommended'
      ? HighLatitudeRule.recommended(new Coordinates(input.lat, input.lng))
      : ADHAN_RULES[input.highLatitudeRule];
  parameters.polarCircleResolution = PolarCircleResolution.AqrabBalad;
  if (input.method === 'umm_al_qura' && hijriDateOf(input.date).month === 9) parameters.ishaInterval = 120;
  const [year, month, day] = input.date.split('-').map(Number);
  const times = new PrayerTimes(new Coordinates(input.lat, input.lng), new Date(year, month - 1, day), parameters);
  const sunnah = new SunnahTimes(times);
  const at = (instant: Date) => ({ iso: localTime(instant, input.timeZone).iso });
  return {
    times: {
      fajr: at(times.fajr),
      sunrise: at(times.sunrise),
      dhuhr: at(times.dhuhr),
      asr: at(times.asr),
      maghrib: at(times.maghrib),
      isha: at(times.isha),
      midnight: at(sunnah.middleOfTheNight),
      last_third_of_night: at(sunnah.lastThirdOfTheNight),
    },
  };
}

const ours = (input: GridCase) => calculatePrayerTimes(input as PrayerTimesInput);

/** `labelled`: the engine names the rules it applies, so its jumps can be told apart (adhan-js names none). */
function report(name: string, counts: GridCounts, seconds: number, labelled: boolean) {
  const unexplained = counts.jumps - counts.jumpsAtRuleChanges - counts.jumpsOfTheSun;
  const told = (value: number, width: number) => (labelled ? String(value) : 'n/a').padStart(width);
  console.log(
    `${name.padEnd(44)} | ${String(counts.answers).padStart(9)} | ${String(counts.errors).padStart(6)} | ${String(counts.outOfOrder).padStart(12)} | ` +
      `${String(counts.otherDate).padStart(10)} | ${String(counts.jumps).padStart(7)} | ${told(counts.jumpsAtRuleChanges, 12)} | ` +
      `${told(counts.jumpsOfTheSun, 6)} | ${told(unexplained, 11)} | ${seconds.toFixed(0).padStart(5)}`,
  );
  for (const example of counts.examples.slice(0, 3)) console.log(`    e.g. ${example}`);
}

function timedGrid(name: string, compute: (input: GridCase) => GridAnswer, methods: readonly string[], days: string[], labelled = true) {
  const started = performance.now();
  const counts = walkGrid(compute, { methods, days, ...(labelled ? { exactTime: exactPlainTime } : {}) });
  report(name, counts, (performance.now() - started) / 1000, labelled);
}

/** One answer's cost, ours against adhan-js as before, interleaved over the same inputs. */
function timePerAnswer(days: string[]) {
  const samples = { ours: [] as number[], adhan: [] as number[] };
  const inputs: GridCase[] = [];
  for (const lat of [45, 60, 66, 70, -55]) {
    for (const method of Object.keys(ADHAN_METHODS)) {
      for (const date of days)
        inputs.push({ lat, lng: 18.96, date, timeZone: 'Europe/Oslo', method, madhab: 'shafi', highLatitudeRule: 'recommended' });
    }
  }
  for (const input of inputs.slice(0, 200)) {
    ours(input);
    adhanAsBefore(input);
  }
  for (const input of inputs) {
    let started = performance.now();
    ours(input);
    samples.ours.push(performance.now() - started);
    started = performance.now();
    adhanAsBefore(input);
    samples.adhan.push(performance.now() - started);
  }
  console.log(`\none day's answer, in process (${inputs.length} inputs each, interleaved):`);
  for (const [name, values] of Object.entries(samples)) {
    console.log(`  ${name.padEnd(22)} median ${median(values).toFixed(3)} ms, p99 ${percentile(values, 0.99).toFixed(3)} ms`);
  }
}

async function timeCalendars(baseUrl: string) {
  const RUNS = 21;
  const cases: Array<[string, string, number]> = [
    ['baseline: 400 unknown parameter', '/api/v1/prayer-times?lat=21.42&lng=39.83&colour=red', 400],
    ['one day', '/api/v1/prayer-times?lat=21.42&lng=39.83&date=2026-03-01', 200],
    ['a month (31 days)', '/api/v1/prayer-times?lat=21.42&lng=39.83&year=2026&month=3', 200],
    ['a year (365 days)', '/api/v1/prayer-times?lat=21.42&lng=39.83&year=2026', 200],
    ['a year at 69.65 N', '/api/v1/prayer-times?lat=69.65&lng=18.96&year=2026', 200],
  ];
  console.log(`\nGET /api/v1/prayer-times over HTTP, ${RUNS} sequential requests each after 2 warm-ups (no cache):`);
  console.log('case                              | median ms | p99 ms | median / baseline | body KB (identity)');
  let baseline = 0;
  for (const [name, path, status] of cases) {
    const samples: number[] = [];
    let bytes = 0;
    for (let run = -2; run < RUNS; run += 1) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
      const body = await response.arrayBuffer();
      if (response.status !== status) throw new Error(`${path}: HTTP ${response.status}`);
      if (run >= 0) samples.push(performance.now() - started);
      bytes = body.byteLength;
    }
    baseline ||= median(samples);
    console.log(
      `${name.padEnd(33)} | ${median(samples).toFixed(2).padStart(9)} | ${percentile(samples, 0.99).toFixed(2).padStart(6)} | ` +
        `${(median(samples) / baseline).toFixed(2).padStart(16)}x | ${(bytes / 1024).toFixed(1).padStart(8)}`,
    );
  }
}

export async function benchPrayerGrid(baseUrl: string) {
  const days = [...daysOf(2026)];
  console.log('\nPrayer-time grid, 2026 (13 latitudes x 4 longitudes x 365 days x methods x 2 madhabs x 4 rules):');
  console.log(
    'engine, methods                              |   answers | errors | out of order | other date |   jumps | rule changes | of sun | unexplained |     s',
  );
  const original = Object.keys(ADHAN_METHODS);
  timedGrid('baseline: adhan-js as before, 12 methods', adhanAsBefore, original, days, false);
  timedGrid('this API, the same 12 methods', ours, original, days);
  timedGrid(
    'this API, the 11 methods new here',
    ours,
    PRAYER_METHOD_IDS.filter((id) => id !== 'custom' && !(id in ADHAN_METHODS)),
    days,
  );
  timePerAnswer(days.filter((_, index) => index % 7 === 0));
  await timeCalendars(baseUrl);
}
