/**
 * npm run bench, in the same run and process:
 * - Quran search through the import-time inverted index against a baseline that scans the table and
 *   ranks the verses per request (what the index exists to avoid); medians, ratio baseline/index.
 * - Translations (bench/translations.ts): what the other editions add to the import, and a surah in two editions
 *   against the same surah in one; medians, p99s and DynamoDB calls.
 * - POST /api/v1/utilities per action against a request refused by validation (the middleware and
 *   HTTP cost alone); medians and p99s, plus each domain function timed on its own.
 * - Prayer times (bench/prayer-grid.ts): issue 24's order-and-smoothness grid in full, against adhan-js as the
 *   API used it before; one answer's cost against the same; calendars over HTTP against a refused request.
 * - POST /api/v1/chat with a zero-latency provider stand-in against a request validation refuses.
 * - GET /api/v1/hadith and /api/v1/duas lookups and searches against a cached Quran answer.
 * - Famous narrations (bench/famous.ts): found@1 and found@10 of wordings written apart from the famous-narrations
 *   table, searched with and without the table over the same index.
 * - Question retrieval (bench/grounding.ts): the question judgments' MAP@10, recall@10 and MRR for the search
 *   endpoints and the chat's grounding beside a plain BM25 over the same documents; the grounding's latency.
 * - npm start (bench/startup.ts): time to the first answer after "listening", and latency while the corpora are
 *   imported, on a fresh start and a restart, against the same requests once all is imported.
 * - Reads (bench/reads.ts): table calls and read units per kind of Quran answer, new container against warm.
 * - Chapter headings (bench/chapter-headings.ts): the question judgments' hadith retrieval over in-memory indexes of
 *   the narrations with and without their book's heading (issue 37, item 3); no table, so run before the stack.
 * - The rate limiter's decision (admitted, refused, contended) against one consistent GetItem;
 *   p50, p99 and DynamoDB operations per request.
 * - HTTP under load (bench/http.ts): req/s, p50 and p99 at 1 and 8 connections through the local server, beside a
 *   plain node:http floor server, a naive verse server and an adhan year server in the same run.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { GetCommand, paginateScan, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AyahItem } from '../functions/quran/quran-items';
import { buildSearchIndex, searchInMemory } from '../functions/search/in-memory-index';
import { parseSearchQuery } from '../functions/search/query-terms';
import { loadDuaCorpus } from '../data/duas/corpus';
import { loadHadithCorpus } from '../data/hadith/corpus';
import { duaSearchDocuments, hadithSearchDocuments } from '../data/hadith/import';
import { parseQuranSource } from '../data/quran/corpus';
import { quranSearchDocuments } from '../data/quran/items';
import { corpusFileSources } from '../data/support/corpus-locations';
import { meanRecallAt, RELEVANCE_JUDGMENTS, referenceOfHit, type RelevanceJudgment } from '../test/support/relevance-judgments';
import { DEFAULT_ANALYZER, tokenize } from '../functions/search/tokenizer';
import { loadPinnedFile } from '../data/support/pinned-sources';
import { QURAN_FILE, QURAN_JSON } from '../data/support/sources';
import { createDocumentClient } from '../functions/shared/dynamo';
import { slidingWindowLimiter, type Admission } from '../functions/shared/rate-limit/limiter';
import { keys } from '../functions/shared/table';
import { HADITH_CORPUS, HADITH_INDEX } from '../functions/hadith/hadith-items';
import { postingsCache } from '../functions/search/postings-cache';
import { StoredSearchIndex } from '../functions/search/stored-index';
import { createRequire } from 'node:module';
import { parseHadithReferences } from '../functions/citations/hadith-references';
import { parseQuranReferences, surahNameIndex } from '../functions/citations/quran-references';
import { startFakeOpenAi } from '../test/support/fake-openai';
import { HADITH_CITATION_CASES } from '../test/support/hadith-citation-cases';
import { ALL_CASES } from '../test/support/quran-reference-cases';
import { magneticDeclination } from '../functions/astronomy/geomagnetic';
import { calculatePrayerTimes } from '../functions/astronomy/prayer-times';
import { calculateQibla } from '../functions/astronomy/qibla';
import { timeZoneAt } from '../functions/astronomy/time-zones';
import { calculateZakat } from '../functions/utilities/zakat';
import { COMMENTARY_RETRIEVAL } from '../functions/tafsir/commentary-retrieval';
import { startLocalStack } from '../lib/local/local-stack';
import { benchFamous } from './famous';
import { benchHttp } from './http';
import { benchGrounding } from './grounding';
import { benchPrayerCost } from './prayer-cost';
import { benchPlaces } from './places';
import { benchPrayerGrid } from './prayer-grid';
import { countRequests, median, percentile, timeRuns } from './statistics';
import { benchReads } from './reads';
import { benchChapterHeadings } from './chapter-headings';
import { benchColdStart } from './cold-start';
import { benchSoak } from './soak';
import { benchIndexLayout } from './index-layout';
import { benchStartup } from './startup';
import { benchTranslations } from './translations';
import { benchQuranService } from './services';

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

let providerConfigured = true;

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // Thousands of requests from one address at the spec's anonymous limit: the rate limiter's clock
  // runs 2.5 s ahead per decision, so this client stays within 30 per minute and every request pays
  // the limiter's steady-state cost without being refused.
  let skew = 0;
  const limiterClock = () => {
    skew += 2_500;
    return Date.now() + skew;
  };
  // Chat against a zero-latency loopback stand-in for the provider: what remains is the service's own work.
  const upstream = await startFakeOpenAi();
  upstream.script.set('llama-3.3-70b-versatile', {
    kind: 'ok',
    content:
      'Patience is paired with prayer: "seek help through patience and prayer" (2:45). See also Surah Al-Baqarah, verse 153, ' +
      'Al-Asr (103:1-3) and [Az-Zumar: 10]. Ayat al-Kursi (2:255) affirms His oneness.',
  });
  upstream.script.set('llama-3.1-8b-instant', {
    kind: 'ok',
    content:
      'The neighbour has great rights: "Anybody who believes in Allah and the Last Day should not harm his neighbor" (Sahih al-Bukhari 6018), ' +
      'the neighbour has more right to the house (Tirmidhi 1368), and Surah An-Nisa, verse 36 commands kindness to the neighbour near and far.',
  });
  const sections = selectedSections(process.argv.slice(2));
  // `http` alone measures the chat as `npm start` runs it without a provider key: retrieval-only.
  providerConfigured = ![...sections].every((section) => section === 'http' || WITHOUT_STACK.has(section));
  if (providerConfigured) Object.assign(process.env, { CHAT_API_BASE_URL: upstream.endpoint, CHAT_API_KEY: 'bench-key' });
  // Bundles imported by new processes: first, while nothing else runs, and without the local stack.
  if (sections.has('cold-start')) await benchColdStart();
  // In memory only, before the stack's import competes for the cores.
  if (sections.has('chapters')) await benchChapterHeadings();
  if ([...sections].every((section) => WITHOUT_STACK.has(section))) return upstream.close();
  // The commentaries question retrieval reads (importing all sixteen would add minutes and measure nothing more).
  const tafsirEditions = [...new Set(Object.values(COMMENTARY_RETRIEVAL).flat())];
  const stack = await startLocalStack({ now: limiterClock, tafsirEditions });
  try {
    await runBenchmarks(stack, sections);
  } finally {
    await stack.close();
    await upstream.close();
  }
}

const SECTIONS = [
  'quran',
  'translations',
  'utilities',
  'prayer-grid',
  'places',
  'prayer-cost',
  'chat',
  'hadith',
  'search',
  'relevance',
  'famous',
  'grounding',
  'limiter',
  'wire',
  'startup',
  'reads',
  'cold-start',
  'soak',
  'index',
  'chapters',
  'http',
] as const;
type Section = (typeof SECTIONS)[number];
/** Sections that need no local stack: run alone, they do not start one. */
const WITHOUT_STACK: ReadonlySet<Section> = new Set(['cold-start', 'chapters']);
/** `npm run bench -- hadith limiter` runs those sections only; no argument runs them all. */
function selectedSections(args: string[]): Set<Section> {
  const unknown = args.filter((arg) => !SECTIONS.includes(arg as Section));
  if (unknown.length > 0) throw new Error(`Unknown bench section ${unknown.join(', ')}; the sections are ${SECTIONS.join(', ')}`);
  return new Set(args.length > 0 ? (args as Section[]) : SECTIONS);
}

async function runBenchmarks(stack: Awaited<ReturnType<typeof startLocalStack>>, sections: Set<Section>): Promise<void> {
  const client = createDocumentClient({ region: stack.region, endpoint: stack.dynamoEndpoint });
  console.log(
    `node ${process.version}, dynalite in process (in memory), ${stack.importReport.status} corpus; sections: ${[...sections].join(', ')}`,
  );
  if (sections.has('quran')) await benchQuran(stack, client);
  if (sections.has('translations')) await benchTranslations(stack, client);
  if (sections.has('utilities')) await benchUtilities(stack.baseUrl);
  if (sections.has('prayer-grid')) await benchPrayerGrid(stack.baseUrl);
  if (sections.has('places')) await benchPlaces(stack.baseUrl);
  if (sections.has('prayer-cost')) await benchPrayerCost();
  if (sections.has('chat')) await benchChat(stack.baseUrl);
  if (sections.has('hadith')) {
    if (stack.hadithImportReport) await benchHadithAndDuas(stack.baseUrl);
    else console.log('\nhadith and duas: skipped (no corpus mirror; see README, "Data")');
  }
  if (sections.has('search')) {
    if (stack.hadithImportReport) await benchSearchAmplification(stack.baseUrl, client, stack.tableName);
    else console.log('\nsearch amplification: skipped (no corpus mirror; see README, "Data")');
  }
  if (sections.has('relevance')) await benchRelevance(stack.baseUrl, stack.hadithImportReport !== undefined);
  if (sections.has('famous')) await benchFamous(stack, client, stack.hadithImportReport !== undefined);
  if (sections.has('grounding')) await benchGrounding(stack, client, stack.hadithImportReport !== undefined);
  if (sections.has('wire')) await benchWire(stack.baseUrl, stack.hadithImportReport !== undefined);
  if (sections.has('startup')) await benchStartup();
  if (sections.has('reads')) await benchReads(stack);
  if (sections.has('index')) await benchIndexLayout(stack.hadithImportReport !== undefined);
  if (sections.has('soak')) await benchSoak(stack, stack.hadithImportReport !== undefined);
  if (sections.has('http')) await benchHttp(stack, stack.hadithImportReport !== undefined, providerConfigured);
  if (sections.has('limiter')) {
    await benchLimiter(client, stack.tableName);
    // A client of its own: the measuring middleware must not touch the others.
    const measuring = createDocumentClient({ region: stack.region, endpoint: stack.dynamoEndpoint });
    await benchCostPerAdmission(measuring, stack.tableName);
    measuring.destroy();
  }
  client.destroy();
}

async function benchQuran(stack: Awaited<ReturnType<typeof startLocalStack>>, client: DynamoDBDocumentClient): Promise<void> {
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

const WIRE_RUNS = 300;

/** One keep-alive GET through node:http: its status and the bytes as they travel (not decompressed). */
function wireGetter(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; bytes: number; etag?: string }>((resolve, reject) => {
      const request = http.request({ host: hostname, port, path, agent, headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, etag: response.headers.etag }));
      });
      request.on('error', reject);
      request.end();
    });
}

/**
 * Bytes on the wire without and with compression, and what a conditional GET saves: the 304 path
 * against the 200 path of the same request, in the same run (both through the authorizer and limiter).
 */
async function benchWire(baseUrl: string, withDuas: boolean): Promise<void> {
  const get = wireGetter(baseUrl);
  const paths = [
    '/api/v1/quran?surah=2',
    ...(withDuas ? ['/api/v1/duas?limit=100', '/api/v1/hadith?search=prayer&limit=20'] : []),
    '/api/v1/quran?search=mercy',
  ];
  console.log('\nbytes on the wire (GET, body only):');
  console.log('request                                 | identity | gzip    | br      | br / identity');
  for (const path of paths) {
    const [identity, gzip, br] = [
      await get(path),
      await get(path, { 'Accept-Encoding': 'gzip' }),
      await get(path, { 'Accept-Encoding': 'br, gzip' }),
    ];
    console.log(
      `${path.padEnd(39)} | ${String(identity.bytes).padStart(8)} | ${String(gzip.bytes).padStart(7)} | ${String(br.bytes).padStart(7)} | ` +
        `${((100 * br.bytes) / identity.bytes).toFixed(1).padStart(12)} %`,
    );
  }
  console.log(`\nconditional GET, ${WIRE_RUNS} sequential requests each (keep-alive):`);
  console.log('case                                              | median ms | p99 ms');
  for (const path of ['/api/v1/quran?surah=2', '/api/v1/quran?surah=1&ayah=1']) {
    for (const encoding of ['identity', 'br, gzip']) {
      const headers = { 'Accept-Encoding': encoding };
      const { etag } = await get(path, headers);
      const ok = await timeRuns(WIRE_RUNS, async () => {
        if ((await get(path, headers)).status !== 200) throw new Error(`${path}: not 200`);
      });
      const notModified = await timeRuns(WIRE_RUNS, async () => {
        if ((await get(path, { ...headers, 'If-None-Match': etag ?? '' })).status !== 304) throw new Error(`${path}: not 304`);
      });
      for (const [label, timing] of [
        ['200', ok],
        ['304', notModified],
      ] as const) {
        console.log(
          `${`${label} ${path} (${encoding})`.padEnd(49)} | ${timing.median.toFixed(2).padStart(9)} | ${timing.p99.toFixed(2).padStart(6)}`,
        );
      }
    }
  }
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
        {
          host: hostname,
          port,
          path,
          method: 'POST',
          agent,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
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
      () =>
        calculateZakat({
          cash: 12_000,
          gold: 50,
          silver: 0,
          gold_price_per_gram: 92.4,
          investments: 3_000,
          inventory: 0,
          debt: 800,
          nisab_basis: 'gold',
          minorUnitDigits: 2,
        }),
    ],
    [
      'qibla (with WMM declination)',
      { action: 'qibla', lat: 51.5074, lng: -0.1278 },
      200,
      () => calculateQibla({ lat: 51.5074, lng: -0.1278 }, magneticDeclination({ lat: 51.5074, lng: -0.1278 }, new Date())),
    ],
    [
      'prayer_times (zone from coordinates)',
      { action: 'prayer_times', lat: 40.7128, lng: -74.006, date: '2026-03-08' },
      200,
      () =>
        calculatePrayerTimes({
          lat: 40.7128,
          lng: -74.006,
          date: '2026-03-08',
          timeZone: timeZoneAt(40.7128, -74.006),
          method: 'muslim_world_league',
          madhab: 'shafi',
          highLatitudeRule: 'recommended',
        }),
    ],
    [
      'prayer_times (polar fallback)',
      { action: 'prayer_times', lat: 78.2232, lng: 15.6267, date: '2026-06-21' },
      200,
      () =>
        calculatePrayerTimes({
          lat: 78.2232,
          lng: 15.6267,
          date: '2026-06-21',
          timeZone: timeZoneAt(78.2232, 15.6267),
          method: 'muslim_world_league',
          madhab: 'shafi',
          highLatitudeRule: 'recommended',
        }),
    ],
  ];
  console.log(
    `\nPOST /api/v1/utilities over HTTP (keep-alive, authorizer and rate limiter included), ${UTILITY_RUNS} sequential requests each after ${UTILITY_WARM_UPS} warm-ups:`,
  );
  console.log(
    'case                                 | HTTP median ms | HTTP p99 ms | median / baseline | domain fn median ms | domain fn p99 ms',
  );
  console.log(
    '-------------------------------------|----------------|-------------|-------------------|---------------------|-----------------',
  );
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

const CHAT_RUNS = 300;

/**
 * POST /api/v1/chat against the zero-latency provider stand-in: grounding retrieval (Quran and, when
 * imported, hadith search), the guarded prompt, one upstream call and citation parsing with corpus
 * lookups. The baseline in the same run is a request that validation refuses (HTTP, authorizer,
 * limiter, middleware), so the difference is the chat operation's own overhead.
 */
async function benchChat(baseUrl: string): Promise<void> {
  const postJson = keepAlivePoster(baseUrl);
  const cases: Array<[string, unknown, number]> = [
    ['baseline: 400 (no prompt)', {}, 400],
    ['chat: patience and prayer', { prompt: 'What does the Quran say about patience and prayer?' }, 200],
    ['chat: rights of neighbours', { prompt: 'What are the rights of neighbours in Islam?' }, 200],
    ['chat: a reply citing hadith too', { prompt: 'What are the rights of neighbours in Islam?', model: 'alpha-3.1-8b-instant' }, 200],
  ];
  console.log(`\nPOST /api/v1/chat over HTTP with a zero-latency provider stand-in, ${CHAT_RUNS} sequential requests each:`);
  console.log('case                           | median ms | p99 ms | p99 - baseline p99');
  console.log('-------------------------------|-----------|--------|-------------------');
  let baselineP99 = 0;
  for (const [name, body, status] of cases) {
    const text = JSON.stringify(body);
    const timing = await timeRuns(
      CHAT_RUNS,
      async () => {
        const received = await postJson('/api/v1/chat', text);
        if (received !== status) throw new Error(`chat ${text}: HTTP ${received}`);
      },
      20,
    );
    baselineP99 ||= timing.p99;
    console.log(
      `${name.padEnd(30)} | ${timing.median.toFixed(2).padStart(9)} | ${timing.p99.toFixed(2).padStart(6)} | ${(timing.p99 - baselineP99).toFixed(2).padStart(17)}`,
    );
  }
  benchCitationParsing();
}

/** Reading the citations of long replies (pure: tokenizing and scanning), to show the cost grows with length only. */
function benchCitationParsing(): void {
  const quran = createRequire(import.meta.url)('quran-json/dist/quran_en.json') as Array<{
    id: number;
    name: string;
    transliteration: string;
    translation: string;
  }>;
  const names = surahNameIndex(
    quran.map((s) => ({ surah: s.id, transliteration: s.transliteration, translation: s.translation, arabic: s.name })),
  );
  const paragraph = [...ALL_CASES.map((c) => c.text), ...HADITH_CITATION_CASES.map((c) => c.reply)].join(' ');
  console.log('\nreading citations in a reply (Quran and hadith scanners), 50 runs each:');
  console.log('reply length | median ms | p99 ms | median ms per 1000 characters');
  console.log('-------------|-----------|--------|------------------------------');
  for (const length of [4_000, 16_000, 64_000]) {
    const text = paragraph.repeat(Math.ceil(length / paragraph.length)).slice(0, length);
    const samples: number[] = [];
    for (let run = 0; run < 55; run += 1) {
      const reply = `${text.slice(0, length - 6)} ${run}`.padEnd(length); // a new reply each run: no tokenization reused
      const started = performance.now();
      parseQuranReferences(reply, names);
      parseHadithReferences(reply);
      if (run >= 5) samples.push(performance.now() - started); // the first runs warm the compiler
    }
    const typical = median(samples);
    console.log(
      `${String(length).padStart(12)} | ${typical.toFixed(2).padStart(9)} | ${percentile(samples, 0.99).toFixed(2).padStart(6)} | ${((typical / length) * 1000).toFixed(3).padStart(29)}`,
    );
  }
  // The worst inputs of 100 000 characters found: one token per character or two, every one a candidate.
  const adversarial: Array<[string, string]> = [
    ['"1:1:1:…"', '1:'.repeat(50_000)],
    ['"(2:2:2:…"', '(2:2:2:2:2:2:2:2:2:2:'.repeat(5_000)],
    ['"Al-Baqarah Al-Baqarah …"', 'Al-Baqarah '.repeat(9_100)],
    ['"surah verse surah verse …"', 'surah verse '.repeat(8_400)],
  ];
  for (const [name, text] of adversarial) {
    const samples: number[] = [];
    for (let run = 0; run < 23; run += 1) {
      const reply = `${text.slice(0, 99_990)} ${run}`;
      const started = performance.now();
      parseQuranReferences(reply, names);
      parseHadithReferences(reply);
      if (run >= 3) samples.push(performance.now() - started);
    }
    console.log(
      `  worst case, 100 000 characters of ${name.padEnd(28)} median ${median(samples).toFixed(2)} ms, max ${Math.max(...samples).toFixed(2)} ms`,
    );
  }
}

const CORPUS_RUNS = 300;

/** One keep-alive connection through node:http, for GETs. */
function keepAliveGetter(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (path: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ host: hostname, port, path, agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        })
        .on('error', reject);
    });
}

/**
 * GET /api/v1/hadith and /api/v1/duas end to end (authorizer, rate limiter, handler, DynamoDB), against
 * a baseline in the same run: the Quran's surah list, answered from the function's cache.
 */
async function benchHadithAndDuas(baseUrl: string): Promise<void> {
  const get = keepAliveGetter(baseUrl);
  const cases: Array<[string, string]> = [
    ['baseline: GET /quran (cached list)', '/api/v1/quran'],
    ['hadith by number (bukhari 6018)', '/api/v1/hadith?collection=bukhari&number=6018'],
    ['hadith by lettered number (muslim 2564a)', '/api/v1/hadith?collection=muslim&number=2564a'],
    ['hadith number group (muslim 2564: a-c)', '/api/v1/hadith?collection=muslim&number=2564'],
    ['hadith by USC-MSA reference', '/api/v1/hadith?collection=bukhari&english_reference=Vol.%208%2C%20Book%2073%2C%20Hadith%2047'],
    ['hadith by in-book reference', '/api/v1/hadith?collection=muslim&book=1&hadith=1'],
    [
      'hadith batch of 10 references',
      `/api/v1/hadith?refs=${['bukhari:1', 'bukhari:6018', 'muslim:8a', 'muslim:2564b', 'abudawud:4031', 'tirmidhi:2516', 'tirmidhi:1368', 'nasai:1371', 'ibnmajah:224', 'ibnmajah:2501'].join(',')}`,
    ],
    ['hadith book page (10 of bukhari 78)', '/api/v1/hadith?collection=bukhari&book=78&limit=10'],
    ['hadith search "intentions"', '/api/v1/hadith?search=intentions'],
    ['hadith search "neighbour guest"', '/api/v1/hadith?search=neighbour%20guest'],
    ['hadith search "prayer" (common word)', '/api/v1/hadith?search=prayer'],
    ['hadith search "fasting" in tirmidhi', '/api/v1/hadith?search=fasting&collection=tirmidhi'],
    ['duas by category', '/api/v1/duas?category=Morning%20%26%20Evening'],
    ['duas search "debt"', '/api/v1/duas?search=debt'],
  ];
  console.log(`\nGET /api/v1/hadith and /api/v1/duas over HTTP (keep-alive), ${CORPUS_RUNS} sequential requests each:`);
  console.log('case                                     | median ms | p99 ms | median / baseline');
  console.log('-----------------------------------------|-----------|--------|------------------');
  let baseline = 0;
  for (const [name, path] of cases) {
    const timing = await timeRuns(
      CORPUS_RUNS,
      async () => {
        const status = await get(path);
        if (status !== 200) throw new Error(`${path}: HTTP ${status}`);
      },
      20,
    );
    baseline ||= timing.median;
    console.log(
      `${name.padEnd(40)} | ${timing.median.toFixed(2).padStart(9)} | ${timing.p99.toFixed(2).padStart(6)} | ${(timing.median / baseline).toFixed(2).padStart(16)}x`,
    );
  }
}

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
async function benchSearchAmplification(baseUrl: string, client: DynamoDBDocumentClient, tableName: string): Promise<void> {
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
  console.log('case                                     | median ms | p99 ms | median / baseline');
  console.log('-----------------------------------------|-----------|--------|------------------');
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
    console.log(
      `${name.padEnd(40)} | ${timing.median.toFixed(2).padStart(9)} | ${timing.p99.toFixed(2).padStart(6)} | ${(timing.median / baseline).toFixed(2).padStart(16)}x`,
    );
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

const LIMITER_RUNS = 1000;

/**
 * The rate limiter's own cost per request (what every endpoint pays before its work), against a
 * baseline in the same run: one consistent GetItem of the same kind of item, the floor of any
 * decision that must read the table. Operations are counted from the limiter's own report.
 */
async function benchLimiter(client: DynamoDBDocumentClient, tableName: string): Promise<void> {
  const limiter = slidingWindowLimiter({ client, tableName, now: () => Date.now() });
  const row = (name: string, timing: { median: number; p99: number }, baseline: number, operations: string) =>
    console.log(
      `${name.padEnd(44)} | ${timing.median.toFixed(2).padStart(6)} | ${timing.p99.toFixed(2).padStart(6)} | ${(timing.median / baseline).toFixed(2).padStart(7)}x | ${operations}`,
    );
  const operationsOf = (admissions: Admission[]) => {
    const counts = admissions.map((a) => a.operations);
    return `${(counts.reduce((sum, n) => sum + n, 0) / counts.length).toFixed(2)} per request (max ${Math.max(...counts)})`;
  };

  console.log(`\nrate limiter (sliding 60 s, admission slots), ${LIMITER_RUNS} sequential decisions each:`);
  console.log('case                                         | p50 ms | p99 ms | p50/base | DynamoDB operations');
  console.log('---------------------------------------------|--------|--------|----------|--------------------');
  await limiter.admit('bench:baseline', 300);
  const baseline = await timeRuns(
    LIMITER_RUNS,
    () => client.send(new GetCommand({ TableName: tableName, Key: keys.rateLimitWindow('bench:baseline'), ConsistentRead: true })),
    50,
  );
  row('baseline: one consistent GetItem', baseline, baseline.median, '1');

  // Admitted: pro-sized windows (300 slots), spread over clients so that every decision admits.
  const admitted: Admission[] = [];
  let next = 0;
  const admitting = await timeRuns(
    LIMITER_RUNS,
    async () => {
      const admission = await limiter.admit(`bench:admit:${next++ % 10}`, 300);
      if (!admission.admitted) throw new Error('bench window unexpectedly full');
      admitted.push(admission);
    },
    0,
  );
  row('admitted (limit 300)', admitting, baseline.median, operationsOf(admitted));

  // Refused: a full anonymous-sized window.
  for (let i = 0; i < 30; i += 1) await limiter.admit('bench:full', 30);
  const refused: Admission[] = [];
  const refusing = await timeRuns(
    LIMITER_RUNS,
    async () => {
      const admission = await limiter.admit('bench:full', 30);
      if (admission.admitted) throw new Error('bench window unexpectedly open');
      refused.push(admission);
    },
    0,
  );
  row('refused (limit 30, window full)', refusing, baseline.median, operationsOf(refused));

  // Contended: a burst of 100 concurrent requests from one client with a limit of 30.
  const burstStarted = performance.now();
  const burst = await Promise.all(Array.from({ length: 100 }, () => limiter.admit('bench:burst', 30)));
  const burstMs = performance.now() - burstStarted;
  console.log(
    `burst of 100 concurrent, limit 30: ${burst.filter((a) => a.admitted).length} admitted in ${burstMs.toFixed(0)} ms; ` +
      `DynamoDB operations ${operationsOf(burst)}`,
  );
  console.log('a keyed request adds one GetItem (the key, in the authorizer) to these');
}

/** DynamoDB's item size (attribute names plus values), as dynalite computes it for capacity units. */
const dynamoItemSize: (item: Record<string, unknown>) => number = createRequire(import.meta.url)('dynalite/db/index.js').itemSize;

/** The limiter's items hold strings and numbers only; the document client hands them back unmarshalled. */
const asAttributeValues = (item: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(item).map(([name, value]) => [name, typeof value === 'number' ? { N: String(value) } : { S: String(value) }]),
  );

/**
 * What one admission costs in the table at the spec's limits and at the largest allowed one, for a
 * client using its whole limit: the clock advances 60 s / limit per decision, so every decision frees
 * the slot of the admission one window earlier and takes it again (the steady state of a busy client).
 * Bytes written are the full size of each item an UpdateItem writes (what DynamoDB bills, in 1 KB
 * write units); the baseline is the one-item window of the previous design, all slots in one item,
 * rewritten whole by every admission (its size measured the same way).
 */
async function benchCostPerAdmission(client: DynamoDBDocumentClient, tableName: string): Promise<void> {
  let written = 0;
  let writeUnits = 0;
  let reads = 0;
  let readUnits = 0;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      const isUpdate = context.commandName === 'UpdateItemCommand';
      const isRead = context.commandName === 'GetItemCommand' || context.commandName === 'QueryCommand';
      if (isUpdate) Object.assign(input, { ReturnValues: 'ALL_NEW', ReturnConsumedCapacity: 'TOTAL' });
      if (isRead) Object.assign(input, { ReturnConsumedCapacity: 'TOTAL' });
      if (isRead) reads += 1;
      const result = await next(args);
      const output = result.output as { Attributes?: Record<string, unknown>; ConsumedCapacity?: { CapacityUnits?: number } };
      if (isRead) readUnits += output.ConsumedCapacity?.CapacityUnits ?? 0;
      if (isUpdate && output.Attributes) {
        written += dynamoItemSize(asAttributeValues(output.Attributes));
        writeUnits += output.ConsumedCapacity?.CapacityUnits ?? 0;
      }
      return result;
    },
    { step: 'serialize', priority: 'high', name: 'measureWrites' },
  );
  console.log('\ncost per admission of a client at its limit (steady state, last 500 decisions), against the one-item window:');
  console.log(
    'limit | bytes written | write units | reads (Get/Query) | read units | p50 ms | p99 ms | one-item window: bytes | write units',
  );
  console.log(
    '------|---------------|-------------|-------------------|------------|--------|--------|------------------------|------------',
  );
  const measured = 500;
  for (const limit of [30, 300, 5000]) {
    let clock = Date.parse('2026-11-23T00:00:00Z');
    const step = 60_000 / limit;
    const limiter = slidingWindowLimiter({ client, tableName, now: () => clock });
    const clientId = `bench:cost:${limit}`;
    for (let i = 0; i < limit; i += 1) {
      if (!(await limiter.admit(clientId, limit)).admitted) throw new Error(`filling ${limit}: refused`);
      clock += step;
    }
    written = writeUnits = reads = readUnits = 0;
    const timing = await timeRuns(
      measured,
      async () => {
        const admission = await limiter.admit(clientId, limit);
        if (!admission.admitted || admission.remaining !== 0) throw new Error(`steady state at ${limit}: ${JSON.stringify(admission)}`);
        clock += step;
      },
      0,
    );
    const oneItem = {
      PK: { S: `RATE#${clientId}` },
      SK: { S: 'WINDOW' },
      expiresAt: { N: String(Math.ceil(clock / 1000) + 120) },
    } as Record<string, unknown>;
    for (let slot = 0; slot < limit; slot += 1) oneItem[`s${slot}`] = { N: String(Math.round(clock - slot * step)) };
    const oneItemBytes = dynamoItemSize(oneItem);
    console.log(
      `${String(limit).padStart(5)} | ${(written / measured).toFixed(0).padStart(13)} | ${(writeUnits / measured).toFixed(2).padStart(11)} | ` +
        `${(reads / measured).toFixed(2).padStart(17)} | ${(readUnits / measured).toFixed(2).padStart(10)} | ${timing.median.toFixed(2).padStart(6)} | ${timing.p99.toFixed(2).padStart(6)} | ` +
        `${String(oneItemBytes).padStart(22)} | ${String(Math.ceil(oneItemBytes / 1024)).padStart(11)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

const RELEVANCE_RUNS = 30;

/**
 * The relevance judgments (test/support/relevance-judgments.ts) over HTTP: recall at 10 beside the median
 * and p99 latency of the same queries, per corpus and for the Arabic ones, against the cached surah list in
 * the same run. Then the Arabic stemming choices, measured on the same judgments over indexes built in memory.
 */
async function benchRelevance(baseUrl: string, withHadith: boolean): Promise<void> {
  const get = keepAliveGetter(baseUrl);
  const judgments = RELEVANCE_JUDGMENTS.filter((judgment) => withHadith || judgment.corpus === 'quran');
  const rows: Array<{ name: string; judgments: RelevanceJudgment[] }> = [
    ...(['quran', 'hadith', 'duas'] as const).map((corpus) => ({ name: corpus, judgments: judgments.filter((j) => j.corpus === corpus) })),
    { name: 'Arabic queries (all corpora)', judgments: judgments.filter((j) => j.kind.startsWith('arabic') || j.kind === 'mixed') },
    { name: 'phrase queries', judgments: judgments.filter((j) => j.kind === 'phrase') },
  ].filter((row) => row.judgments.length > 0);
  const pathOf = (judgment: RelevanceJudgment) => `/api/v1/${judgment.corpus}?search=${encodeURIComponent(judgment.query)}&limit=10`;
  const rankedByQuery = new Map<RelevanceJudgment, string[]>();
  for (const judgment of judgments) {
    const body = (await (await fetch(`${baseUrl}${pathOf(judgment)}`)).json()) as { results: Array<Record<string, unknown>> };
    rankedByQuery.set(
      judgment,
      body.results.map((hit) => referenceOfHit(judgment.corpus, hit)),
    );
  }
  const baseline = await timeRuns(RELEVANCE_RUNS * 10, async () => void (await get('/api/v1/quran')), 20);
  console.log(`\nsearch relevance and latency: the judgment set over HTTP (keep-alive), ${RELEVANCE_RUNS} rounds of every query:`);
  console.log('queries                        |  n | recall@10 | median ms | p99 ms | median / baseline');
  console.log('-------------------------------|----|-----------|-----------|--------|------------------');
  console.log(
    `${'baseline: GET /quran (cached)'.padEnd(30)} |  - |         - | ${baseline.median.toFixed(2).padStart(9)} | ${baseline.p99.toFixed(2).padStart(6)} |             1.00x`,
  );
  for (const row of rows) {
    const samples: number[] = [];
    for (let round = 0; round < RELEVANCE_RUNS; round += 1) {
      for (const judgment of row.judgments) {
        const started = performance.now();
        const status = await get(pathOf(judgment));
        samples.push(performance.now() - started);
        if (status !== 200) throw new Error(`${pathOf(judgment)}: HTTP ${status}`);
      }
    }
    const recall = meanRecallAt(
      10,
      row.judgments.map((judgment) => ({ judgment, ranked: rankedByQuery.get(judgment)! })),
    );
    const typical = median(samples);
    console.log(
      `${row.name.padEnd(30)} | ${String(row.judgments.length).padStart(2)} | ${recall.toFixed(3).padStart(9)} | ${typical.toFixed(2).padStart(9)} | ${percentile(samples, 0.99).toFixed(2).padStart(6)} | ${(typical / baseline.median).toFixed(2).padStart(16)}x`,
    );
  }
  await benchArabicStemming(withHadith);
}

/** Recall at 10 and hits per Arabic query for each light stemming choice, over indexes built in memory. */
async function benchArabicStemming(withHadith: boolean): Promise<void> {
  const surahs = parseQuranSource(await loadPinnedFile(QURAN_JSON, QURAN_FILE, { kind: 'npm' }));
  const hadith = withHadith ? await loadHadithCorpus(corpusFileSources({ offline: true })) : undefined;
  const duas = hadith ? await loadDuaCorpus(corpusFileSources({ offline: true }), hadith.lookup) : undefined;
  const hadithDocuments = hadith ? hadithSearchDocuments(hadith) : [];
  const duaDocuments = duas ? duaSearchDocuments(duas) : [];
  const referenceOf = new Map<string, string>([
    ...hadithDocuments.map((d, i): [string, string] => [
      `hadith ${d.group}:${d.id}`,
      `${hadith!.records[i].collection}:${hadith!.records[i].numbers[0]}`,
    ]),
    ...duaDocuments.map((d, i): [string, string] => [`duas ${d.group}:${d.id}`, `dua:${duas!.duas[i].id}`]),
  ]);
  const judgments = RELEVANCE_JUDGMENTS.filter(
    (j) => (withHadith || j.corpus === 'quran') && (j.kind.startsWith('arabic') || j.kind === 'mixed'),
  );
  console.log(`\nArabic light stemming, measured on the ${judgments.length} Arabic and mixed judgments (indexes built in memory):`);
  console.log('stemming  | recall@10 | hits per query (mean) | hadith index build s');
  console.log('----------|-----------|-----------------------|---------------------');
  for (const arabicStemming of ['none', 'prefixes', 'light10'] as const) {
    const options = { arabicStemming };
    const started = performance.now();
    const indexes = {
      quran: buildSearchIndex(quranSearchDocuments(surahs), options),
      hadith: buildSearchIndex(hadithDocuments, options),
      duas: buildSearchIndex(duaDocuments, options),
    };
    const buildSeconds = (performance.now() - started) / 1000;
    const results = [];
    let hits = 0;
    for (const judgment of judgments) {
      const { ranked } = await searchInMemory(indexes[judgment.corpus], parseSearchQuery(judgment.query, options));
      hits += ranked.length;
      const key = (hit: { group: number; id: number }) => `${judgment.corpus} ${hit.group}:${hit.id}`;
      results.push({
        judgment,
        ranked: ranked.map((hit) => (judgment.corpus === 'quran' ? `${hit.group}:${hit.id}` : referenceOf.get(key(hit))!)),
      });
    }
    const marker = arabicStemming === DEFAULT_ANALYZER.arabicStemming ? ' (default)' : '';
    console.log(
      `${(arabicStemming + marker).padEnd(9).slice(0, 20)} | ${meanRecallAt(10, results).toFixed(3).padStart(9)} | ${(hits / judgments.length).toFixed(1).padStart(21)} | ${buildSeconds.toFixed(1).padStart(20)}`,
    );
  }
}
