/**
 * `npm run bench -- http` (issue 42): throughput and latency of the local server under load, beside baselines in the
 * same run: a plain node:http server answering 1 KB of JSON (the floor of this machine and Node), a naive node:http
 * server answering a verse from quran-json in memory, and an adhan year server. Then requests through the local stack
 * at 1 and 8 connections: req/s, p50 and p99, and the server's RSS before and after. Last, the CPU of the handler
 * chain alone per request (no HTTP, no table): what every Lambda invocation pays before its own work.
 *
 * BENCH_HTTP_ROWS=404,verse runs only the rows whose labels contain one of those words (for profiling, see
 * docs/request-path.md); BENCH_HTTP_SECONDS sets the seconds each row is measured (default 3).
 */
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { CalculationMethod, Coordinates, PrayerTimes } from 'adhan';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { matchRoute } from '../functions/routes';
import { parseConfig } from '../functions/shared/config';
import { createDocumentClient, createLimiterClient } from '../functions/shared/dynamo';
import { endpointContext } from '../functions/shared/endpoint-context';
import { slidingWindowLimiter } from '../functions/shared/rate-limit/limiter';
import type { RateLimiter } from '../functions/shared/rate-limit/middleware';
import { buildProxyEvent, type ProxyHandler } from '../lib/local/http-server';
import { handlerLoader, type LocalStack, serveFunctions } from '../lib/local/local-stack';
import { skewedLimiterClock } from './bench-stack';
import { type LoadRequest, type LoadResult, quantile, runLoad } from './http-load';
import { median } from './statistics';

interface Row extends LoadRequest {
  label: string;
  /**
   * Which server answers it: a baseline's, the stack as npm start runs it (its windows in the process), or the same
   * functions with their windows in the table, as deployed.
   */
  server: 'floor' | 'verse' | 'adhan' | 'stack' | 'tableWindows';
}

const YEAR = 2026;
const LONDON = { lat: 51.5074, lng: -0.1278 };
const TROMSO = { lat: 69.6496, lng: 18.956 };

const json = (body: unknown) => JSON.stringify(body);
const MCP_HEADERS = { Accept: 'application/json, text/event-stream' };

/** The stack's rows; `withCorpora`: the hadith corpus is imported (a mirror or the download cache). */
function stackRows(withCorpora: boolean, chatLabel: string): Row[] {
  const get = (label: string, path: string, status = 200, headers?: Record<string, string>): Row => ({
    label,
    server: 'stack',
    method: 'GET',
    path,
    status,
    headers: { 'Accept-Encoding': 'identity', ...headers },
  });
  const post = (label: string, path: string, body: unknown, headers?: Record<string, string>): Row => ({
    label,
    server: 'stack',
    method: 'POST',
    path,
    body: json(body),
    status: 200,
    headers: { 'Accept-Encoding': 'identity', ...headers },
  });
  return [
    get('404: quran?surah=999', '/api/v1/quran?surah=999', 404),
    get('verse 2:255', '/api/v1/quran?surah=2&ayah=255'),
    get('surah 2 (identity)', '/api/v1/quran?surah=2'),
    get('surah 2 (br)', '/api/v1/quran?surah=2', 200, { 'Accept-Encoding': 'br' }),
    get('search: mercy', '/api/v1/quran?search=mercy'),
    get('question: honouring parents', `/api/v1/quran?search=${encodeURIComponent('What does the Quran say about honouring parents?')}`),
    ...(withCorpora ? [get('hadith: bukhari 1', '/api/v1/hadith?collection=bukhari&number=1')] : []),
    get('year at 51.5 N', `/api/v1/prayer-times?lat=${LONDON.lat}&lng=${LONDON.lng}&year=${YEAR}`),
    get('year at 51.5 N, 304', `/api/v1/prayer-times?lat=${LONDON.lat}&lng=${LONDON.lng}&year=${YEAR}`, 304),
    get('year at 69.6 N', `/api/v1/prayer-times?lat=${TROMSO.lat}&lng=${TROMSO.lng}&year=${YEAR}`),
    post(chatLabel, '/api/v1/chat', { prompt: 'What does the Quran say about patience and prayer?' }),
    post('verify', '/api/v1/verify', { text: 'The Quran says "There shall be no compulsion in religion" (2:256).' }),
    post(
      'MCP: quran_verses 2:255',
      '/api/v1/mcp',
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'quran_verses', arguments: { verse_key: '2:255' } } },
      MCP_HEADERS,
    ),
    { ...get('404, windows in the table', '/api/v1/quran?surah=999', 404), server: 'tableWindows' },
    { ...get('verse 2:255, windows in the table', '/api/v1/quran?surah=2&ayah=255'), server: 'tableWindows' },
  ];
}

const BASELINE_ROWS: Row[] = [
  { label: 'floor: node:http, 1 KB JSON', server: 'floor', method: 'GET', path: '/', status: 200 },
  { label: 'naive verse server (quran-json)', server: 'verse', method: 'GET', path: '/?surah=2&ayah=255', status: 200 },
  { label: `adhan year server (${LONDON.lat} N)`, server: 'adhan', method: 'GET', path: '/', status: 200 },
];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** 1 KB of JSON, the same bytes every time: what node:http itself costs per request. */
function floorServer(): Server {
  const body = json({ items: Array.from({ length: 16 }, (_, i) => ({ id: i, text: 'x'.repeat(40) })) });
  return createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    response.end(body);
  });
}

/** A verse from quran-json in memory, as a naive server would answer it (no limiter, no validation, no headers). */
function verseServer(): Server {
  const quran = createRequire(import.meta.url)('quran-json/dist/quran_en.json') as Array<{
    id: number;
    verses: Array<{ id: number; text: string; translation: string }>;
  }>;
  return createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const verse = quran[Number(query.get('surah')) - 1]?.verses[Number(query.get('ayah')) - 1];
    const body = json(verse ?? { error: 'Not Found' });
    response.writeHead(verse ? 200 : 404, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    response.end(body);
  });
}

/** A year of adhan's times at London (its defaults, Muslim World League), computed per request. */
function adhanYear(): Array<Record<string, string>> {
  const coordinates = new Coordinates(LONDON.lat, LONDON.lng);
  const parameters = CalculationMethod.MuslimWorldLeague();
  return Array.from({ length: 365 }, (_, day) => {
    const times = new PrayerTimes(coordinates, new Date(Date.UTC(YEAR, 0, 1 + day)), parameters);
    return {
      fajr: times.fajr.toISOString(),
      sunrise: times.sunrise.toISOString(),
      dhuhr: times.dhuhr.toISOString(),
      asr: times.asr.toISOString(),
      maghrib: times.maghrib.toISOString(),
      isha: times.isha.toISOString(),
    };
  });
}

function adhanServer(): Server {
  return createServer((_request, response) => {
    const body = json({ days: adhanYear() });
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    response.end(body);
  });
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

interface Measured {
  row: Row;
  connections: number;
  result: LoadResult;
}

const rps = (result: LoadResult) => result.requests / result.seconds;

/**
 * The handler chain alone, in this thread, per request: a proxy event for the 404 path handed to the quran function
 * with an in-memory limiter and key store (no HTTP, no table). Its CPU time per request is what an invocation pays
 * in Lambda before its own work (the limiter's two table calls come on top).
 */
async function chainCpu(stack: LocalStack): Promise<{ perRequestMs: number; cpuPerRequestMs: number }> {
  const settings = parseConfig(process.env);
  const client = createDocumentClient({ region: stack.region, endpoint: stack.dynamoEndpoint });
  const admitting: RateLimiter = {
    admit: async (_client, limit) => ({ admitted: true, operations: 0, limit, remaining: limit - 1, resetSeconds: 60 }),
    peek: async (_client, limit) => ({ limit, remaining: limit, resetSeconds: 0 }),
  };
  const context = { ...endpointContext({ settings, client }), limiter: admitting, keyStore: { find: async () => undefined } };
  const route = matchRoute('GET', '/api/v1/quran');
  if (!route) throw new Error('no quran route');
  const handler = await handlerLoader<ProxyHandler>(context)({ id: 'quran', entry: route.entry });
  const target = { ...route, resource: route.path, route };
  const url = new URL('http://localhost/api/v1/quran?surah=999');
  const request = {
    rawHeaders: ['Host', 'localhost', 'Accept-Encoding', 'identity', 'User-Agent', 'bench'],
    method: 'GET',
    httpVersion: '1.1',
  } as unknown as Parameters<typeof buildProxyEvent>[0];
  const lambdaContext = { awsRequestId: 'bench', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
  const once = async () => {
    const event: APIGatewayProxyEvent = buildProxyEvent(request, url, target, Buffer.alloc(0), '127.0.0.1');
    const result = await handler(event, lambdaContext);
    if (result.statusCode !== 404) throw new Error(`chain: HTTP ${result.statusCode}`);
  };
  for (let i = 0; i < 500; i += 1) await once();
  const runs = 3000;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const at = performance.now();
    await once();
    samples.push(performance.now() - at);
  }
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  client.destroy();
  return { perRequestMs: median(samples) || wall / runs, cpuPerRequestMs: (cpu.user + cpu.system) / 1000 / runs };
}

export async function benchHttp(stack: LocalStack, withCorpora: boolean, providerConfigured: boolean): Promise<void> {
  const seconds = Number(process.env.BENCH_HTTP_SECONDS || 3);
  const only = process.env.BENCH_HTTP_ROWS?.split(',').filter(Boolean);
  const chatLabel = providerConfigured ? 'chat (zero-latency provider stand-in)' : 'chat, retrieval-only';
  const rows = [...BASELINE_ROWS, ...stackRows(withCorpora, chatLabel)].filter(
    (row) => !only || only.some((word) => row.label.includes(word)),
  );
  const baselines = [floorServer(), verseServer(), adhanServer()];
  const [floorUrl, verseUrl, adhanUrl] = await Promise.all(baselines.map(listen));
  // npm start's shape: the same functions on the same table, the windows in this process (LOCAL_RATE_LIMIT_WINDOWS).
  const npmStart = await serveFunctions({
    endpoint: stack.dynamoEndpoint,
    region: stack.region,
    now: skewedLimiterClock(),
    rateLimitWindows: 'process',
  });
  const npmStartUrl = `http://127.0.0.1:${(npmStart.server.address() as AddressInfo).port}`;
  const urlOf = { floor: floorUrl, verse: verseUrl, adhan: adhanUrl, stack: npmStartUrl, tableWindows: stack.baseUrl };
  try {
    // The 304 row sends the ETag of the answer it saves.
    const etagRow = rows.find((row) => row.status === 304);
    if (etagRow) {
      const response = await fetch(`${urlOf[etagRow.server]}${etagRow.path}`, { headers: etagRow.headers });
      await response.arrayBuffer();
      etagRow.headers = { ...etagRow.headers, 'If-None-Match': response.headers.get('etag') ?? '' };
    }

    const inProcess: number[] = [];
    adhanYear();
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      adhanYear();
      inProcess.push(performance.now() - started);
    }
    const adhanInProcess = median(inProcess);

    const rssBefore = process.memoryUsage().rss;
    console.log(
      `\nHTTP under load (issue 42): closed-loop clients over keep-alive node:http agents in a worker thread, ${seconds} s per row ` +
        'after 0.5 s of warm-up; the servers run in this process (the stack: the local server as npm start runs it, its ' +
        'windows in the process; "windows in the table": the same functions admitting through the table, as deployed; the ' +
        'table is dynalite in a thread of its own)',
    );
    console.log(`adhan's year (365 days at ${LONDON.lat} N) in process, without HTTP: median ${adhanInProcess.toFixed(1)} ms`);
    console.log('row                                        | conns |    req/s | p50 ms | p99 ms |   bytes | floor/row req/s');
    console.log('-------------------------------------------|-------|----------|--------|--------|---------|----------------');
    const measured: Measured[] = [];
    let floorRps = Number.NaN;
    for (const row of rows) {
      for (const connections of [1, 8]) {
        const result = await runLoad(urlOf[row.server], row, { connections, warmUpMs: 500, durationMs: seconds * 1000 });
        measured.push({ row, connections, result });
        if (row.server === 'floor' && connections === 1) floorRps = rps(result);
        console.log(
          `${row.label.padEnd(42)} | ${String(connections).padStart(5)} | ${rps(result).toFixed(1).padStart(8)} | ` +
            `${quantile(result.latencies, 0.5).toFixed(2).padStart(6)} | ${quantile(result.latencies, 0.99).toFixed(2).padStart(6)} | ` +
            `${String(result.bytes).padStart(7)} | ${(floorRps / rps(result)).toFixed(1).padStart(14)}x`,
        );
      }
    }
    const rssAfter = process.memoryUsage().rss;
    console.log(`RSS of this process (servers and table): ${mb(rssBefore)} MB before, ${mb(rssAfter)} MB after`);

    const find = (label: string, connections = 1) =>
      measured.find((entry) => entry.row.label.startsWith(label) && entry.connections === connections)?.result;
    const ratio = (label: string, a: LoadResult | undefined, b: LoadResult | undefined, of: (r: LoadResult) => number, aim: string) => {
      if (a && b) console.log(`  ${label.padEnd(58)} ${(of(a) / of(b)).toFixed(2).padStart(7)}   (aim: ${aim})`);
    };
    const p50 = (r: LoadResult) => quantile(r.latencies, 0.5);
    console.log('ratios in this run (1 connection):');
    ratio('floor req/s / 404 req/s', find('floor'), find('404:'), rps, 'within 15');
    ratio('floor req/s / 404 req/s, windows in the table', find('floor'), find('404, windows'), rps, 'within 15');
    ratio('verse p50 / naive verse p50', find('verse 2:255'), find('naive verse'), p50, 'within 3, plus the limiter');
    const tableVerse = find('verse 2:255, windows');
    const naive = find('naive verse');
    if (tableVerse && naive) {
      const admission = await limiterAdmissionMs(stack);
      console.log(
        `  ${'(verse p50, windows in the table - admission p50) / naive p50'.padEnd(58)} ` +
          `${((p50(tableVerse) - admission) / p50(naive)).toFixed(2).padStart(7)}   (aim: within 3; admission p50 ${admission.toFixed(2)} ms)`,
      );
    }
    ratio('surah 2 br p50 / identity p50', find('surah 2 (br)'), find('surah 2 (identity)'), p50, 'within 1.5');
    const year = find('year at 51.5 N');
    if (year) {
      console.log(
        `  ${'year at 51.5 N p50 / adhan year in process'.padEnd(58)} ${(p50(year) / adhanInProcess).toFixed(2).padStart(7)}   (aim: within 3)`,
      );
    }
    ratio('year 304 p50 / year 200 p50', find('year at 51.5 N, 304'), find('year at 51.5 N'), p50, 'below 1');

    if (!only || only.some((word) => 'chain'.includes(word))) {
      const chain = await chainCpu(stack);
      console.log(
        `handler chain alone (quran?surah=999 in process, in-memory limiter and keys, no HTTP, no table): ` +
          `median ${chain.perRequestMs.toFixed(3)} ms, CPU ${chain.cpuPerRequestMs.toFixed(3)} ms per request`,
      );
    }
  } finally {
    // Also when a row fails: no server of this section stays listening.
    await Promise.all([...baselines, npmStart.server].map((server) => new Promise((resolve) => server.close(resolve))));
    npmStart.destroyClients();
  }
}

/**
 * The limiter's own cost with its windows in the table: the p50 of one admission (slidingWindowLimiter against the
 * stack's dynalite, in this thread, a client admitted every 2.5 s of its clock), what the verse aim allows on top.
 */
async function limiterAdmissionMs(stack: LocalStack): Promise<number> {
  const client = createLimiterClient({ region: stack.region, endpoint: stack.dynamoEndpoint });
  const limiter = slidingWindowLimiter({ client, tableName: stack.tableName, now: skewedLimiterClock() });
  const samples: number[] = [];
  try {
    for (let i = 0; i < 600; i += 1) {
      const started = performance.now();
      const admission = await limiter.admit('ip:bench-admission', 30);
      if (!admission.admitted) throw new Error('the admission bench was refused');
      if (i >= 100) samples.push(performance.now() - started);
    }
  } finally {
    client.destroy();
  }
  return median(samples);
}
