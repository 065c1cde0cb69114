import { performance } from 'node:perf_hooks';
import type { LocalStack } from '../lib/local/local-stack';
import { burstFrom } from '../test/support/client-process';
import { requestFrom } from '../test/support/request-from';
import { median, percentile } from './statistics';

/**
 * `npm run bench -- starvation` (issue 48, finding 5): another client's lookup while up to ten addresses send, all at
 * once, a minute's worth of heavy requests within their limit (29 of the anonymous 30: an MCP batch of 20 tafsir calls
 * on Al-Baqarah, four pages of Al-Baqarah with three commentaries, two long commentary ranges, three year calendars at
 * 69.65 N), beside its idle latency in the same run. The load comes from a process of its own, as from other
 * machines. The goal: the loaded p99 within 10 times the idle p99 (before the work share it was 619 times).
 */
const ADDRESSES = 10;
const IDLE_PROBES = 40;
const MIN_LOADED_PROBES = 20;

function heavyRequests(address: string) {
  const tafsirBatch = JSON.stringify(
    Array.from({ length: 20 }, (_, id) => ({
      jsonrpc: '2.0',
      id: id + 1,
      method: 'tools/call',
      params: { name: 'tafsir', arguments: { verse_key: '2:1-286', edition: 'en.ibnkathir' } },
    })),
  );
  const pages = [1, 51, 101, 151].map((from) => ({
    address,
    path: `/api/v1/quran?surah=2&from=${from}&to=${from + 49}&tafsir=en.ibnkathir,ar.wasit,ar.saddi`,
  }));
  const ranges = [3, 4].map((surah) => ({ address, path: `/api/v1/tafsir?edition=ar.wasit&surah=${surah}&from=1&to=100` }));
  const years = [2025, 2026, 2027].map((year) => ({ address, path: `/api/v1/prayer-times?lat=69.65&lng=18.96&year=${year}` }));
  return [{ address, path: '/api/v1/mcp', method: 'POST', body: tafsirBatch }, ...pages, ...ranges, ...years];
}

/** One lookup from an address of its own (its own rate-limit window), timed; its status kept. */
async function probe(baseUrl: string, path: string, i: number): Promise<{ ms: number; status: number | string }> {
  const started = performance.now();
  const status = await requestFrom(baseUrl, `127.0.${40 + Math.floor(i / 250)}.${1 + (i % 250)}`, { path }).then(
    (answer) => answer.status,
    (error: Error) => error.message,
  );
  return { ms: performance.now() - started, status };
}

const summary = (samples: number[]) =>
  `median ${median(samples).toFixed(1)} ms, p99 ${percentile(samples, 0.99).toFixed(1)} ms (${samples.length} lookups)`;

export async function benchStarvation(stack: LocalStack, withHadith: boolean): Promise<void> {
  const lookup = withHadith ? '/api/v1/hadith?collection=bukhari&number=6018' : '/api/v1/quran?surah=1&ayah=1';
  console.log(
    `\nstarvation: another client's ${withHadith ? 'hadith lookup (bukhari 6018)' : 'verse lookup (1:1; no hadith corpus)'}, ` +
      `idle and while ${ADDRESSES} addresses each send their minute's heavy requests at once:`,
  );
  let next = 0;
  for (let i = 0; i < 5; i += 1) await probe(stack.baseUrl, lookup, next++);
  const idle: number[] = [];
  for (let i = 0; i < IDLE_PROBES; i += 1) idle.push((await probe(stack.baseUrl, lookup, next++)).ms);

  const addresses = Array.from({ length: ADDRESSES }, (_, i) => `127.0.30.${i + 1}`);
  let done = false;
  const started = performance.now();
  const load = burstFrom(stack.baseUrl, addresses.flatMap(heavyRequests)).finally(() => (done = true));
  const loaded: number[] = [];
  const statuses: Record<string, number> = {};
  while (!done || loaded.length < MIN_LOADED_PROBES) {
    const { ms, status } = await probe(stack.baseUrl, lookup, next++);
    loaded.push(ms);
    statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
  }
  const outcomes = await load;
  const heavy: Record<string, number> = {};
  for (const { status } of outcomes) heavy[String(status)] = (heavy[String(status)] ?? 0) + 1;
  const ratio = percentile(loaded, 0.99) / percentile(idle, 0.99);
  console.log(`  idle                          ${summary(idle)}`);
  console.log(`  under load                    ${summary(loaded)}; their answers ${JSON.stringify(statuses)}`);
  console.log(`  loaded p99 / idle p99         ×${ratio.toFixed(1)} (goal: within ×10)`);
  console.log(
    `  the heavy requests (${outcomes.length}, ${((performance.now() - started) / 1000).toFixed(1)} s): ${JSON.stringify(heavy)}`,
  );
}
