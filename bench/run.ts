/**
 * npm run bench, in the same run and process:
 * - Quran search through the import-time inverted index against a baseline that scans the table and
 *   ranks the verses per request (what the index exists to avoid); medians, ratio baseline/index.
 * - POST /api/v1/utilities per action against a request refused by validation (the middleware and
 *   HTTP cost alone); medians and p99s, plus each domain function timed on its own.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { paginateScan, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AyahItem } from '../functions/quran/quran-items';
import { QuranRepository } from '../functions/quran/quran-repository';
import { QuranService } from '../functions/quran/quran-service';
import { buildSearchIndex, queryTerms, rankMatches } from '../functions/quran/text-search';
import { createDocumentClient } from '../functions/shared/dynamo';
import { magneticDeclination } from '../functions/utilities/geomagnetic';
import { calculatePrayerTimes } from '../functions/utilities/prayer-times';
import { calculateQibla } from '../functions/utilities/qibla';
import { timeZoneAt } from '../functions/utilities/time-zones';
import { calculateZakat } from '../functions/utilities/zakat';
import { startLocalStack } from '../lib/local/local-stack';

const QUERIES = ['kursi', 'mercy', 'pharaoh moses', 'the'];
const INDEX_RUNS = 31;
const BASELINE_RUNS = 7;
const HTTP_RUNS = 31;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Counts the DynamoDB calls a piece of work makes, by a middleware on the real client. */
function countRequests(client: DynamoDBDocumentClient): { take: () => number } {
  let count = 0;
  client.middlewareStack.add((next) => async (args) => {
    count += 1;
    return next(args);
  }, { step: 'initialize', name: 'benchRequestCounter' });
  return {
    take: () => {
      const taken = count;
      count = 0;
      return taken;
    },
  };
}

const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
};

async function timeRuns<T>(runs: number, work: () => Promise<T>, warmUps = 1): Promise<{ median: number; p99: number; last: T }> {
  for (let i = 0; i < warmUps; i += 1) await work(); // warm-up: connections, caches, JIT
  const samples: number[] = [];
  let last!: T;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    last = await work();
    samples.push(performance.now() - started);
  }
  return { median: median(samples), p99: percentile(samples, 0.99), last };
}

/** Baseline: scan every item, keep the ayahs, rank them, read the page. */
async function scanSearch(client: DynamoDBDocumentClient, tableName: string, query: string, limit: number) {
  const ayahs: AyahItem[] = [];
  const pages = paginateScan(
    { client },
    { TableName: tableName, FilterExpression: 'begins_with(PK, :ayahs)', ExpressionAttributeValues: { ':ayahs': 'QURAN#SURAH#' } },
  );
  for await (const page of pages) ayahs.push(...((page.Items ?? []) as AyahItem[]));
  const index = buildSearchIndex(ayahs.map((a) => ({ surah: a.surah, ayah: a.ayah, text: a.translation })));
  const ranked = rankMatches(queryTerms(query), index.postings, index.stats);
  return { total: ranked.length, page: ranked.slice(0, limit) };
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const stack = await startLocalStack();
  const client = createDocumentClient({ region: stack.region, endpoint: stack.dynamoEndpoint });
  const counter = countRequests(client);
  const service = new QuranService(new QuranRepository(client, stack.tableName), {
    reciter: 'bench',
    surahAudioUrlTemplate: '{surah}',
    ayahAudioUrlTemplate: '{global}',
  });
  await service.listSurahs(); // the surah list is cached per container, as in Lambda
  counter.take();

  console.log(`node ${process.version}, dynalite in process (in memory), ${stack.importReport.status} corpus`);
  console.log('query            | total | index median ms | index calls | scan median ms | scan calls | scan/index');
  console.log('-----------------|-------|-----------------|-------------|----------------|------------|-----------');
  const ratios: number[] = [];
  for (const query of QUERIES) {
    const indexed = await timeRuns(INDEX_RUNS, () => service.search(query, 10, 0));
    counter.take();
    await service.search(query, 10, 0);
    const indexCalls = counter.take();
    const scanned = await timeRuns(BASELINE_RUNS, () => scanSearch(client, stack.tableName, query, 10));
    counter.take();
    await scanSearch(client, stack.tableName, query, 10);
    const scanCalls = counter.take();
    // Same ranking, same answer: the baseline is a fair one.
    const indexRefs = indexed.last.results.map((hit) => hit.ayah.reference).join(',');
    const scanRefs = scanned.last.page.map((hit) => `${hit.surah}:${hit.ayah}`).join(',');
    if (indexRefs !== scanRefs || indexed.last.total !== scanned.last.total) {
      throw new Error(`index and scan disagree for '${query}': ${indexRefs} vs ${scanRefs}`);
    }
    const ratio = scanned.median / indexed.median;
    ratios.push(ratio);
    console.log(
      `${query.padEnd(16)} | ${String(indexed.last.total).padStart(5)} | ${indexed.median.toFixed(2).padStart(15)} | ` +
        `${String(indexCalls).padStart(11)} | ${scanned.median.toFixed(1).padStart(14)} | ${String(scanCalls).padStart(10)} | ` +
        `${ratio.toFixed(0).padStart(9)}x`,
    );
  }
  console.log(`median scan/index ratio over the queries: ${median(ratios).toFixed(0)}x`);

  const http = async (path: string) => timeRuns(HTTP_RUNS, async () => {
    const response = await fetch(`${stack.baseUrl}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  });
  console.log('\nend to end over HTTP (local server, proxy event, middleware, DynamoDB):');
  for (const path of ['/api/v1/quran?surah=1&ayah=1', '/api/v1/quran?surah=2', '/api/v1/quran?search=mercy', '/api/v1/quran']) {
    console.log(`  GET ${path.padEnd(32)} median ${(await http(path)).median.toFixed(2)} ms`);
  }
  await benchUtilities(stack.baseUrl);
  client.destroy();
  await stack.close();
}

const UTILITY_RUNS = 1000;
const UTILITY_WARM_UPS = 200;

/** One keep-alive connection through node:http (undici's fetch adds its own tail latency). */
function keepAlivePoster(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (path: string, body: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        { host: hostname, port, path, method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}

/**
 * POST /api/v1/utilities end to end, against a baseline in the same run: a request the same
 * middleware refuses with a 400 before any computation (HTTP, proxy event, body parsing, validation).
 * The domain function alone is timed too, to show how much of the request it accounts for.
 */
async function benchUtilities(baseUrl: string): Promise<void> {
  const postJson = keepAlivePoster(baseUrl);
  const cases: Array<[string, Record<string, unknown>, number, () => unknown]> = [
    ['baseline: 400 unknown action', { action: 'none' }, 400, () => undefined],
    [
      'zakat',
      { action: 'zakat', cash: 12_000, gold: 50, gold_price_per_gram: 92.4, investments: 3_000, debt: 800 },
      200,
      () => calculateZakat({ cash: 12_000, gold: 50, silver: 0, gold_price_per_gram: 92.4, investments: 3_000, inventory: 0, debt: 800, nisab_basis: 'gold', minorUnitDigits: 2 }),
    ],
    ['qibla (with WMM declination)', { action: 'qibla', lat: 51.5074, lng: -0.1278 }, 200, () => calculateQibla({ lat: 51.5074, lng: -0.1278 }, magneticDeclination({ lat: 51.5074, lng: -0.1278 }, new Date()))],
    [
      'prayer_times (zone from coordinates)',
      { action: 'prayer_times', lat: 40.7128, lng: -74.006, date: '2026-03-08' },
      200,
      () => calculatePrayerTimes({ lat: 40.7128, lng: -74.006, date: '2026-03-08', timeZone: timeZoneAt(40.7128, -74.006), method: 'muslim_world_league', madhab: 'shafi', highLatitudeRule: 'recommended' }),
    ],
    [
      'prayer_times (polar fallback)',
      { action: 'prayer_times', lat: 78.2232, lng: 15.6267, date: '2026-06-21' },
      200,
      () => calculatePrayerTimes({ lat: 78.2232, lng: 15.6267, date: '2026-06-21', timeZone: timeZoneAt(78.2232, 15.6267), method: 'muslim_world_league', madhab: 'shafi', highLatitudeRule: 'recommended' }),
    ],
  ];
  console.log(`\nPOST /api/v1/utilities over HTTP (keep-alive), ${UTILITY_RUNS} sequential requests each after ${UTILITY_WARM_UPS} warm-ups:`);
  console.log('case                                 | HTTP median ms | HTTP p99 ms | median / baseline | domain fn median ms | domain fn p99 ms');
  console.log('-------------------------------------|----------------|-------------|-------------------|---------------------|-----------------');
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

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
