/**
 * The local stack under load, to be run under `node --cpu-prof` (docs/request-path.md): the table persisted in
 * .local/bench-profile-db as `npm start` keeps it (the Quran only, imported on the first run), the server and
 * dynalite's thread in this process, the load from a worker thread; the windows where npm start keeps them
 * (LOCAL_RATE_LIMIT_WINDOWS=table profiles the table's limiter, as deployed). Writes window.json (the load's start and end on
 * the profiles' clock, and the requests served) beside the profiles, for bench/profile-layers.ts.
 *
 *   PROFILE_ROWS=404,verse PROFILE_SECONDS=6 PROFILE_DIR=scratch/profile node --cpu-prof --cpu-prof-dir=scratch/profile \
 *     --import tsx bench/http-profile.ts && npx tsx bench/profile-layers.ts scratch/profile
 */
import { writeFileSync } from 'node:fs';
import { localRateLimitWindows, startLocalStack } from '../lib/local/local-stack';
import { quantile, runLoad } from './http-load';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// One address at the anonymous limit, thousands of requests: the limiter's clock runs 2.5 s ahead per reading, as in
// bench/bench-stack.ts. The table is kept between runs, so each run starts past the previous run's clock.
let skew = (Date.now() - 1.79e12) * 10_000;
const now = () => {
  skew += 2_500;
  return Date.now() + skew;
};
const stack = await startLocalStack({
  now,
  dataDirectory: process.env.PROFILE_DB ?? '.local/bench-profile-db',
  hadithSources: false,
  tafsirEditions: false,
  // As npm start keeps them: in the process, unless LOCAL_RATE_LIMIT_WINDOWS=table.
  rateLimitWindows: localRateLimitWindows(),
});
const seconds = Number(process.env.PROFILE_SECONDS ?? 6);
const PATHS: Record<string, [string, number]> = {
  '404': ['/api/v1/quran?surah=999', 404],
  verse: ['/api/v1/quran?surah=2&ayah=255', 200],
  year: ['/api/v1/prayer-times?lat=51.5074&lng=-0.1278&year=2026', 200],
};
const from = Number(process.hrtime.bigint() / 1000n);
let requests = 0;
for (const row of (process.env.PROFILE_ROWS ?? '404').split(',')) {
  const [path, status] = PATHS[row];
  for (const connections of [1, 8]) {
    const result = await runLoad(
      stack.baseUrl,
      { method: 'GET', path, status, headers: { 'Accept-Encoding': 'identity' } },
      { connections, warmUpMs: 500, durationMs: seconds * 1000 },
    );
    requests += result.requests;
    console.log(
      `${row} at ${connections}: ${(result.requests / result.seconds).toFixed(1)} req/s, p50 ${quantile(result.latencies, 0.5).toFixed(2)} ms, ` +
        `p99 ${quantile(result.latencies, 0.99).toFixed(2)} ms`,
    );
  }
}
const to = Number(process.hrtime.bigint() / 1000n);
if (process.env.PROFILE_DIR) writeFileSync(`${process.env.PROFILE_DIR}/window.json`, JSON.stringify({ from, to, requests }));
await stack.close();
