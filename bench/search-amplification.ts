/** `npm run bench -- search`: the costliest hadith searches a client can ask, sequential and ten clients at once. */
import { performance } from 'node:perf_hooks';
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { HADITH_CORPUS, HADITH_INDEX } from '../functions/hadith/hadith-items';
import { postingsCache } from '../functions/search/postings-cache';
import { StoredSearchIndex } from '../functions/search/stored-index';
import { tokenize } from '../functions/search/tokenizer';
import { keys } from '../functions/shared/table';
import { keepAliveGetter } from './http-clients';
import { timeRuns } from './statistics';
import { BASELINE_TABLE_HEADER, baselineTableRow } from './tables';

const SEARCH_RUNS = 200;
const CONCURRENT_CLIENTS = 10;
const REQUESTS_PER_CLIENT = 30;

/** A small seeded generator, so that every run asks the same "random" queries. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * The worst searches that can be constructed against the hadith index: twenty of its commonest words
 * (each in up to 33,000 narrations), asked of a cold container (the postings cache emptied before
 * every request), and twenty words drawn at random from its 243 commonest, so that no two requests
 * share a cache state; against an ordinary search in the same run. Then throughput with ten clients
 * at once. Sequential figures are medians and p99s of SEARCH_RUNS requests.
 */
export async function benchSearchAmplification(
  baseUrl: string,
  client: DynamoDBDocumentClient,
  tableName: string,
  withHadith: boolean,
): Promise<void> {
  if (!withHadith) {
    console.log('\nsearch amplification: skipped (no corpus mirror; see docs/data.md)');
    return;
  }
  const marker = (await client.send(new GetCommand({ TableName: tableName, Key: keys.corpusMarker(HADITH_CORPUS) }))).Item as {
    indexVersion: string;
  };
  const stats = await new StoredSearchIndex(client, tableName, HADITH_INDEX).stats(marker.indexVersion);
  // Common terms that a client can type as they are (a stem that stems to itself).
  const common = [...(stats?.commonTerms ?? new Map<string, number>())]
    .filter(([term]) => tokenize(term)[0] === term)
    .map(([term]) => term);
  const random = seededRandom(7);
  const drawn = () => {
    const words = new Set<string>();
    while (words.size < 20) words.add(common[Math.floor(random() * common.length)]);
    return [...words].join(' ');
  };
  const path = (words: string) => `/api/v1/hadith?search=${encodeURIComponent(words)}`;
  const commonest = path(common.slice(0, 20).join(' '));
  const cases: Array<[string, () => string, boolean]> = [
    ['baseline: ordinary search "patience"', () => path('patience'), false],
    ['ordinary two words "neighbour guest"', () => path('neighbour guest'), false],
    ['20 commonest words, warm cache', () => commonest, false],
    ['20 commonest words, cold cache', () => commonest, true],
    ['20 random of 243 common words', () => path(drawn()), false],
    ['20 random common words, cold cache', () => path(drawn()), true],
  ];
  console.log(
    `\nsearch amplification: GET /api/v1/hadith?search=... over HTTP, ${SEARCH_RUNS} sequential requests each (${common.length} common terms usable):`,
  );
  console.log(BASELINE_TABLE_HEADER);
  const get = keepAliveGetter(baseUrl);
  let baseline = 0;
  for (const [name, next, cold] of cases) {
    const timing = await timeRuns(
      SEARCH_RUNS,
      async () => {
        if (cold) postingsCache.clear();
        const status = await get(next());
        if (status !== 200) throw new Error(`${name}: HTTP ${status}`);
      },
      10,
    );
    baseline ||= timing.median;
    console.log(baselineTableRow(name, timing, baseline));
  }

  console.log(
    `\nthroughput: ${CONCURRENT_CLIENTS} clients at once, ${REQUESTS_PER_CLIENT} requests each (keep-alive connection per client):`,
  );
  console.log('case                                     | requests/s | 5xx');
  console.log('-----------------------------------------|------------|----');
  for (const [name, next, cold] of [cases[0], cases[4], cases[5]]) {
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENT_CLIENTS }, async () => {
        const clientGet = keepAliveGetter(baseUrl);
        for (let i = 0; i < REQUESTS_PER_CLIENT; i += 1) {
          if (cold) postingsCache.clear();
          if ((await clientGet(next())) >= 500) failures += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${name.padEnd(40)} | ${((CONCURRENT_CLIENTS * REQUESTS_PER_CLIENT) / seconds).toFixed(1).padStart(10)} | ${String(failures).padStart(3)}`,
    );
  }
}
