import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { slidingWindowLimiter } from '../functions/shared/rate-limit/limiter';
import { closeIteratorsWhereDynaliteEndsThem } from '../lib/local/embedded-dynamodb';
import type { startLocalStack } from '../lib/local/local-stack';
import { startEmbeddedTable } from '../test/support/embedded-table';

const ROUND_SECONDS = 20;
const ROUNDS = 2;
const CONNECTIONS = 20;
/** Source addresses, one per connection's agent: every client has a window of its own, as on a public server. */
const ADDRESSES = 50;
const WORDS = ['mercy', 'patience', 'prayer', 'parents', 'charity', 'fasting', 'pharaoh moses', 'paradise', 'light', 'water', 'forgive'];

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** The heap after a full collection, and the process's resident memory, in MB. */
function memory(): { heap: number; rss: number } {
  gc();
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  return { heap: heapUsed / 2 ** 20, rss: rss / 2 ** 20 };
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/** A request of the kinds a public server gets: surahs, verses, divisions, searches, hadith and duas. */
function requestPath(withHadith: boolean): string {
  const word = encodeURIComponent(pick(WORDS));
  const paths = [
    `/api/v1/quran?surah=${between(1, 114)}`,
    `/api/v1/quran?surah=${between(1, 114)}&ayah=1`,
    `/api/v1/quran?search=${word}`,
    `/api/v1/quran?juz=${between(1, 30)}`,
    `/api/v1/quran?page=${between(1, 604)}`,
    ...(withHadith
      ? [`/api/v1/hadith?collection=bukhari&number=${between(1, 7000)}`, `/api/v1/hadith?search=${word}`, `/api/v1/duas?search=${word}`]
      : []),
  ];
  return pick(paths);
}

async function soakRound(baseUrl: string, withHadith: boolean, agents: http.Agent[]): Promise<number> {
  const url = new URL(baseUrl);
  const until = Date.now() + ROUND_SECONDS * 1000;
  let requests = 0;
  const one = (agent: http.Agent) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        { host: url.hostname, port: url.port, path: requestPath(withHadith), agent, headers: { 'accept-encoding': 'br' } },
        (response) => {
          response.resume();
          response.on('end', () => {
            requests += 1;
            resolve();
          });
        },
      );
      request.on('error', () => resolve());
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      while (Date.now() < until) await one(agents[(connection + requests) % agents.length]);
    }),
  );
  return requests;
}

const bytesIn = (directory: string) => readdirSync(directory).reduce((sum, name) => sum + statSync(path.join(directory, name)).size, 0);

/**
 * The rate limiter's writes on a table on disk, as `npm start` keeps it: the data directory's size (MB) after each
 * checkpoint's number of admissions. LevelDB drops overwritten versions as it compacts, which an open iterator's
 * snapshot prevents; it compacts only after several MB of writes, hence thousands of admissions.
 */
async function directorySizes(closing: boolean, checkpoints: readonly number[]): Promise<number[]> {
  const directory = mkdtempSync(path.join(tmpdir(), 'soak-table-'));
  const table = await startEmbeddedTable('soak', { dataDirectory: directory });
  closeIteratorsWhereDynaliteEndsThem(closing);
  try {
    let clock = Date.now();
    const limiter = slidingWindowLimiter({ client: table.client, tableName: table.tableName, now: () => (clock += 250) });
    const sizes: number[] = [];
    for (let admitted = 1; admitted <= Math.max(...checkpoints); admitted += 1) {
      await limiter.admit(`ip:203.0.113.${admitted % ADDRESSES}`, 300);
      if (checkpoints.includes(admitted)) sizes.push(bytesIn(directory) / 1e6);
    }
    return sizes;
  } finally {
    await table.close();
    closeIteratorsWhereDynaliteEndsThem();
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * Issue 28, the local server under a soak: heap after a full collection and resident memory per 1,000 requests, with
 * dynalite's iterators left open as they were (before) and closed (now), in the same run; then what the data directory
 * of a table on disk grows by per rate-limit admission, both ways.
 */
export async function benchSoak(stack: Awaited<ReturnType<typeof startLocalStack>>, withHadith: boolean): Promise<void> {
  const agents = Array.from(
    { length: ADDRESSES },
    (_, i) => new http.Agent({ keepAlive: true, localAddress: `127.0.1.${i + 1}` } as http.AgentOptions),
  );
  console.log(`\nSoak: ${CONNECTIONS} connections from ${ADDRESSES} loopback addresses, ${ROUNDS} rounds of ${ROUND_SECONDS} s each way`);
  console.log('dynalite iterators | requests | heap after GC: start -> end | per 1,000 requests | RSS: start -> end | per 1,000');
  console.log('-------------------|----------|-----------------------------|--------------------|-------------------|----------');
  for (const closing of [false, true]) {
    closeIteratorsWhereDynaliteEndsThem(closing);
    const start = memory();
    let requests = 0;
    for (let round = 0; round < ROUNDS; round += 1) requests += await soakRound(stack.baseUrl, withHadith, agents);
    const end = memory();
    const per = (delta: number) => `${((delta * 1000) / requests).toFixed(1)} MB`;
    console.log(
      `${(closing ? 'closed (now)' : 'left open (before)').padEnd(18)} | ${String(requests).padStart(8)} | ` +
        `${`${start.heap.toFixed(0)} -> ${end.heap.toFixed(0)} MB`.padStart(27)} | ${per(end.heap - start.heap).padStart(18)} | ` +
        `${`${start.rss.toFixed(0)} -> ${end.rss.toFixed(0)} MB`.padStart(17)} | ${per(end.rss - start.rss)}`,
    );
  }
  closeIteratorsWhereDynaliteEndsThem();
  for (const agent of agents) agent.destroy();
  const checkpoints = [4_000, 8_000, 12_000, 16_000];
  console.log(
    `table on disk, rate-limit admissions (limit 300, ${ADDRESSES} clients): the data directory, MB after ${checkpoints.join(', ')}`,
  );
  for (const closing of [false, true]) {
    const sizes = await directorySizes(closing, checkpoints);
    console.log(`${(closing ? 'closed (now)' : 'left open (before)').padEnd(18)} | ${sizes.map((size) => size.toFixed(1)).join(' | ')}`);
  }
}
