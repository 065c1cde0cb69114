/**
 * npm run bench: Quran search latency through the import-time inverted index, against a baseline
 * measured in the same run on the same embedded DynamoDB: scanning the table and ranking the
 * verses per request (what the index exists to avoid). Figures are medians; ratios are baseline/index.
 */
import { performance } from 'node:perf_hooks';
import { paginateScan, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AyahItem } from '../functions/quran/quran-items';
import { QuranRepository } from '../functions/quran/quran-repository';
import { QuranService } from '../functions/quran/quran-service';
import { buildSearchIndex, queryTerms, rankMatches } from '../functions/quran/text-search';
import { createDocumentClient } from '../functions/shared/dynamo';
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

async function timeRuns<T>(runs: number, work: () => Promise<T>): Promise<{ median: number; last: T }> {
  await work(); // warm-up: connections, caches, JIT
  const samples: number[] = [];
  let last!: T;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    last = await work();
    samples.push(performance.now() - started);
  }
  return { median: median(samples), last };
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
  client.destroy();
  await stack.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
