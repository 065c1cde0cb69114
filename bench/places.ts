/**
 * `npm run bench -- places`: the gazetteer (issue 40). Its compact file's size and what reading it costs a new
 * container (a fresh process each time, as a cold Lambda function), then resolution in process over the reference
 * table's places, and over HTTP a day of prayer times by city against the same day by coordinates, with the places
 * search, in the same run.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gazetteer, gazetteerPath } from '../functions/places/gazetteer';
import { resolvePlace } from '../functions/places/place-resolution';
import { REFERENCE_PLACES } from '../test/support/reference-places';
import { median, percentile } from './statistics';

const LOAD_RUNS = 9;

/** A new process reading the gazetteer and resolving one name, as a cold function's first place request does. */
function timeFirstLoad(): number[] {
  const script = `
    const started = performance.now();
    const { resolvePlace } = await import('./functions/places/place-resolution.ts');
    const imported = performance.now();
    resolvePlace({ city: 'Makkah' });
    console.log(performance.now() - imported);`;
  return Array.from({ length: LOAD_RUNS }, () =>
    Number(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' }).trim()),
  );
}

async function timeHttp(baseUrl: string, paths: Array<[string, string]>, runs = 200) {
  console.log(`\nover HTTP, ${runs} sequential requests each after 20 warm-ups (keep-alive):`);
  let baseline = 0;
  for (const [name, path] of paths) {
    const samples: number[] = [];
    for (let run = -20; run < runs; run += 1) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
      await response.arrayBuffer();
      if (run === -20 && response.status >= 500) throw new Error(`${path}: HTTP ${response.status}`);
      if (run >= 0) samples.push(performance.now() - started);
    }
    baseline ||= median(samples);
    console.log(
      `  ${name.padEnd(46)} median ${median(samples).toFixed(2)} ms, p99 ${percentile(samples, 0.99).toFixed(2)} ms, ${(median(samples) / baseline).toFixed(2)}x`,
    );
  }
}

export async function benchPlaces(baseUrl: string) {
  const path = gazetteerPath();
  console.log(
    `\nPlaces: the gazetteer file ${(statSync(path).size / 1e6).toFixed(1)} MB (${gazetteer().size} places; ${gazetteer().source})`,
  );
  const loads = timeFirstLoad();
  console.log(
    `  a new process's first resolution (reading the file included): median ${median(loads).toFixed(1)} ms, max ${Math.max(...loads).toFixed(1)} ms (${LOAD_RUNS} processes)`,
  );
  const samples: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const place of REFERENCE_PLACES) {
      const started = performance.now();
      resolvePlace({ city: place.city, country: place.country, state: place.state });
      if (round > 0) samples.push(performance.now() - started);
    }
  }
  console.log(
    `  resolution in process, warm, ${samples.length} over the ${REFERENCE_PLACES.length} reference places: median ${median(samples).toFixed(3)} ms, p99 ${percentile(samples, 0.99).toFixed(3)} ms`,
  );
  const misses: number[] = [];
  for (const city of ['Makkha', 'Kuala', 'Qwxzv', 'Sprngfield', 'Londn']) {
    const started = performance.now();
    try {
      resolvePlace({ city });
    } catch {
      misses.push(performance.now() - started);
    }
  }
  console.log(
    `  an unknown name (404 with close names), 5 names: median ${median(misses).toFixed(1)} ms, max ${Math.max(...misses).toFixed(1)} ms`,
  );
  await timeHttp(baseUrl, [
    ['baseline: 400 unknown parameter', '/api/v1/prayer-times?lat=21.42&lng=39.83&colour=red'],
    ['a day by coordinates', '/api/v1/prayer-times?lat=21.42664&lng=39.82563&date=2026-03-01'],
    ['a day by city (Makkah)', '/api/v1/prayer-times?city=Makkah&date=2026-03-01'],
    ['a day by city, country and state (London, CA)', '/api/v1/prayer-times?city=London&country=CA&state=Ontario&date=2026-03-01'],
    ['places search=lon (20 of them)', '/api/v1/places?search=lon'],
    ["AlAdhan's timingsByCity", '/api/v1/aladhan/timingsByCity/01-03-2026?city=Makkah&country=SA'],
  ]);
}
