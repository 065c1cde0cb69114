/**
 * `npm run bench -- quran`: Quran search through the import-time inverted index against a baseline that scans the
 * table and ranks the verses per request (what the index exists to avoid), with the DynamoDB calls of each; then
 * Quran GETs end to end over HTTP.
 */
import { type DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';
import type { AyahItem } from '../functions/quran/quran-items';
import { buildSearchIndex, searchInMemory } from '../functions/search/in-memory-index';
import { parseSearchQuery } from '../functions/search/query-terms';
import type { LocalStack } from '../lib/local/local-stack';
import { benchQuranService } from './services';
import { countRequests, median, timeRuns } from './statistics';

const QUERIES = ['kursi', 'mercy', 'pharaoh moses', 'the'];
const INDEX_RUNS = 31;
const BASELINE_RUNS = 7;
const HTTP_RUNS = 31;

/** Baseline: scan every item, keep the ayahs, rank them, read the page. */
async function scanSearch(client: DynamoDBDocumentClient, tableName: string, query: string, limit: number) {
  const ayahs: AyahItem[] = [];
  const pages = paginateScan(
    { client },
    { TableName: tableName, FilterExpression: 'begins_with(PK, :ayahs)', ExpressionAttributeValues: { ':ayahs': 'QURAN#SURAH#' } },
  );
  for await (const page of pages) ayahs.push(...((page.Items ?? []) as AyahItem[]));
  const index = buildSearchIndex(ayahs.map((a) => ({ group: a.surah, id: a.ayah, fields: [a.translation, a.arabic] })));
  const { ranked } = await searchInMemory(index, parseSearchQuery(query));
  return { total: ranked.length, page: ranked.slice(0, limit) };
}

export async function benchQuran(stack: LocalStack, client: DynamoDBDocumentClient): Promise<void> {
  const counter = countRequests(client);
  const service = benchQuranService(client, stack.tableName);
  await service.listSurahs(); // the surah list is cached per container, as in Lambda
  counter.take();

  console.log('\nQuran search: the inverted index against a table scan per request');
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
    const scanRefs = scanned.last.page.map((hit) => `${hit.group}:${hit.id}`).join(',');
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

  const http = async (path: string) =>
    timeRuns(HTTP_RUNS, async () => {
      const response = await fetch(`${stack.baseUrl}${path}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    });
  console.log('\nend to end over HTTP (local server, authorizer, rate limiter, proxy event, middleware, DynamoDB):');
  for (const path of ['/api/v1/quran?surah=1&ayah=1', '/api/v1/quran?surah=2', '/api/v1/quran?search=mercy', '/api/v1/quran']) {
    console.log(`  GET ${path.padEnd(32)} median ${(await http(path)).median.toFixed(2)} ms`);
  }
}
