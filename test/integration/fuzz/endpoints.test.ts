import http from 'node:http';
import { connect } from 'node:net';
import fc from 'fast-check';
import { routes } from '../../../functions/routes';

const DOCS_PATH = routes.find((route) => route.id === 'docs')!.path;
/** Routes whose functions answer errors in OpenAI's shape: {error: {message, type, param, code}}. */
const OPENAI_PATHS = new Set(['/api/v1/chat/completions', '/api/v1/models']);

import { ApiKeyStore } from '../../../functions/shared/api-keys/api-key-store';
import { createDocumentClient } from '../../../functions/shared/dynamo';
import { errorResponseSchema } from '../../../functions/shared/response-schemas';
import { createApiKey } from '../../../lib/api-key-admin';
import { startTestService, type TestService } from '../../support/local-service';

/**
 * Random requests over every endpoint through the HTTP server, as a client could send them: any
 * method, known and unknown paths, known and invented query parameters with hostile values, keys and
 * content types of every shape, JSON and not-JSON bodies. Whatever comes in: no 5xx but the documented
 * 503s, every body JSON in the one error shape, no stack trace, the rate-limit headers on every answer,
 * and the server still serving at the end. FUZZ_REQUESTS raises the count (default 2,000), FUZZ_SEED
 * changes the fixed seed.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

/** The error body's documented fields (`status`, `retry_after_seconds`; a place's `suggestions`; AlAdhan's `code`, `data`). */
const ERROR_FIELDS = Object.keys(errorResponseSchema.shape);
// The 503s the API documents: the table or a corpus unavailable, the rate limiter unable to decide.
const DOCUMENTED_503 = /cannot reach its table|cannot check rate limits|has not been imported|could not be authorized/;

let service: TestService;
let agent: http.Agent;
// A real key of this deployment, so that keyed requests reach the endpoints too.
let validKey = '';
const statuses = new Map<number, number>();

beforeAll(async () => {
  service = await startTestService({
    hadith: 'fixture',
    env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '5000', RATE_LIMIT_STANDARD_PER_MINUTE: '5000' },
  });
  agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const client = createDocumentClient({ region: service.region, endpoint: service.dynamoEndpoint });
  validKey = (await createApiKey({ store: new ApiKeyStore(client, service.tableName) }, 'standard', 'fuzz')).key;
  client.destroy();
});

afterAll(async () => {
  agent?.destroy();
  await service?.close();
  if (process.env.FUZZ_REPORT)
    console.log(`fuzz statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
});

interface FuzzRequest {
  method: string;
  path: string;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body?: string;
}

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 });
const anyText = fc.oneof(
  printable,
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    '9'.repeat(40),
    'NaN',
    'null',
    '2:255',
    'bukhari:1',
    '١٢',
    'ﷲ',
    '\u0000',
    '%',
    '../..',
    'a'.repeat(3_000),
  ),
);
const parameterName = fc.oneof(
  fc.constantFrom(
    'surah',
    'ayah',
    'search',
    'limit',
    'offset',
    'collection',
    'number',
    'book',
    'hadith',
    'english_reference',
    'refs',
    'category',
    'list',
  ),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'api_key', '', 'a[b]', 'SURAH'),
  printable,
);
const values = {
  surah: fc.oneof(fc.integer({ min: -5, max: 120 }).map(String), anyText),
  collection: fc.oneof(
    fc.constantFrom('bukhari', 'muslim', 'abudawood', 'abudawud', 'tirmidhi', 'nasai', 'ibnmajah', 'BUKHARI', 'malik'),
    anyText,
  ),
  number: fc.oneof(fc.integer({ min: 0, max: 8_000 }).map(String), fc.constantFrom('2564a', '2564', '1a', '0', '07'), anyText),
  search: fc.oneof(
    fc.constantFrom('mercy', 'patience prayer', 'the and of to he said messenger allah that his', 'الصبر', 'صلى الله عليه وسلم'),
    anyText,
  ),
};
const query = fc.array(
  fc.oneof(
    fc.tuple(parameterName, anyText),
    fc.tuple(fc.constant('surah'), values.surah),
    fc.tuple(fc.constant('ayah'), values.surah),
    fc.tuple(fc.constant('collection'), values.collection),
    fc.tuple(fc.constant('number'), values.number),
    fc.tuple(fc.constant('search'), values.search),
  ),
  { maxLength: 4 },
);
/** Mostly absent: most callers send no key, and a bad key ends a request before the endpoint. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, percent: number) =>
  fc.oneof({ weight: 100 - percent, arbitrary: fc.constant(undefined) }, { weight: percent, arbitrary });
const key = fc.oneof(fc.constant('valid'), fc.constant(`ika_${'A'.repeat(43)}`), fc.constant('ika_short'), printable);
const headers = fc
  .record({
    'Content-Type': sometimes(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/vnd.api+json', ''),
        printable,
      ),
      80,
    ),
    'X-API-Key': sometimes(key, 12),
    Authorization: sometimes(
      fc.oneof(
        key.map((k) => `Bearer ${k}`),
        printable,
      ),
      8,
    ),
    Origin: sometimes(fc.constantFrom('https://app.example', 'null'), 20),
    'Access-Control-Request-Method': sometimes(fc.constantFrom('GET', 'POST', 'DELETE'), 10),
  })
  .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Record<string, string>);
const utilitiesBody = fc.oneof(
  fc.record(
    {
      action: fc.constant('zakat'),
      cash: fc.oneof(fc.double(), fc.integer()),
      gold: fc.double(),
      gold_price_per_gram: fc.oneof(fc.double(), fc.constant(1e-7)),
    },
    { requiredKeys: ['action'] },
  ),
  fc.record({ action: fc.constant('qibla'), lat: fc.oneof(fc.double(), anyText), lng: fc.double() }, { requiredKeys: ['action'] }),
  fc.record(
    {
      action: fc.constant('prayer_times'),
      lat: fc.double({ min: -90, max: 90 }),
      lng: fc.double({ min: -180, max: 180 }),
      date: anyText,
      timezone: anyText,
    },
    { requiredKeys: ['action'] },
  ),
);
const chatBody = fc.record(
  {
    prompt: fc.oneof(values.search, anyText),
    messages: fc.array(fc.record({ role: fc.constantFrom('system', 'user', 'assistant', 'tool'), content: anyText }), { maxLength: 3 }),
    model: fc.constantFrom('alpha-3.3-70b-versatile', 'gpt-4', ''),
    max_tokens: fc.oneof(fc.integer({ min: -1, max: 5_000 }), fc.double()),
    temperature: fc.double(),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  utilitiesBody.map((value) => JSON.stringify(value)),
  chatBody.map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  anyText,
  fc.constantFrom(
    '{',
    '{"action":',
    '[]',
    'null',
    '{"__proto__":{"action":"qibla"}}',
    '{"action":"qibla","lat":0,"lng":0,"constructor":{}}',
  ),
);
const path = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...routes.map((route) => route.path)) },
  fc.constantFrom(
    '/',
    '/api',
    '/api/v1',
    '/api/v1/',
    '/api/v1/quran/',
    '/API/V1/QURAN',
    '/api/v1/%2e%2e/quran',
    '/api/v1/quran%00',
    '/api/v2/quran',
    '//api/v1/quran',
  ),
  fc.array(printable.map(encodeURIComponent), { minLength: 1, maxLength: 3 }).map((segments) => `/${segments.join('/')}`),
);
const anyRequest: fc.Arbitrary<FuzzRequest> = fc.record({
  method: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('GET', 'POST') },
    { weight: 1, arbitrary: fc.constantFrom('OPTIONS', 'PUT', 'DELETE', 'PATCH', 'HEAD') },
  ),
  path,
  query,
  headers,
  body: fc.option(body, { nil: undefined }),
});
/** A route's own method and path, so that most requests get past routing into the endpoint. */
const routedRequest: fc.Arbitrary<FuzzRequest> = fc.constantFrom(...routes).chain((route) =>
  fc.record({
    method: fc.constant(route.method),
    path: fc.constant(route.path),
    query,
    headers,
    body: route.method === 'POST' ? body : fc.option(body, { nil: undefined, freq: 8 }),
  }),
);
const fuzzRequest = fc.oneof({ weight: 3, arbitrary: routedRequest }, { weight: 1, arbitrary: anyRequest });

function send(request: FuzzRequest): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const { hostname, port } = new URL(service.baseUrl);
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      value === 'valid' || value === 'Bearer valid' ? value.replace('valid', validKey) : value,
    ]),
  );
  const search = request.query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: hostname,
        port,
        agent,
        method: request.method,
        path: `${request.path}${search ? `?${search}` : ''}`,
        // A body always goes with its length, as HTTP requires (Node would send a GET's body bare).
        headers: request.body === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(request.body)) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

describe(`fuzzing every endpoint over HTTP (${REQUESTS} requests, seed ${SEED})`, () => {
  it(
    'answers every request in the API error shape or as the endpoint documents, never with an undocumented 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(fuzzRequest, async (request) => {
          const response = await send(request);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const label = `${request.method} ${request.path} -> ${response.status}: ${response.text.slice(0, 200)}`;
          expect([label, response.status < 500 || (response.status === 503 && DOCUMENTED_503.test(response.text))]).toEqual([label, true]);
          expect(response.headers['x-ratelimit-limit']).toMatch(/^\d+$/);
          expect(response.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
          expect(response.headers['x-ratelimit-reset']).toMatch(/^\d+$/);
          expect(response.text).not.toMatch(/\n\s+at |\.ts:\d+|node_modules|Error: /);
          if (request.method === 'HEAD' || response.status === 204 || response.status === 304) return;
          expect(response.headers['content-encoding']).toBeUndefined(); // the fuzzer never accepts a coding
          if (response.status === 200 && request.path === DOCS_PATH) {
            expect(response.headers['content-type']).toMatch(/^text\/(html|css|javascript)/); // the docs page and its files
            return;
          }
          expect(response.headers['content-type']).toMatch(/^application\/json/);
          const parsed = JSON.parse(response.text) as Record<string, unknown>;
          if (response.status >= 400 && OPENAI_PATHS.has(request.path) && typeof parsed.error === 'object') {
            // The OpenAI-compatible routes answer their functions' errors in OpenAI's shape (the server's own in the API's).
            expect(Object.keys(parsed)).toEqual(['error']);
            const error = parsed.error as Record<string, unknown>;
            expect(Object.keys(error).sort()).toEqual(['code', 'message', 'param', 'type']);
            expect([typeof error.message, typeof error.type]).toEqual(['string', 'string']);
            for (const value of [error.param, error.code]) expect(value === null || typeof value === 'string').toBe(true);
          } else if (response.status >= 400) {
            expect(typeof parsed.error).toBe('string');
            expect(typeof parsed.message).toBe('string');
            expect(Object.keys(parsed).filter((name) => !ERROR_FIELDS.includes(name))).toEqual([]);
          }
        }),
        { numRuns: REQUESTS, seed: SEED, endOnFailure: true },
      );
      // About 15 ms a request here; room for a machine several times slower, and for larger FUZZ_REQUESTS.
    },
    Math.max(120_000, REQUESTS * 100),
  );

  it('answers bytes that are not HTTP with a JSON 400, and is still serving after everything', async () => {
    const { hostname, port } = new URL(service.baseUrl);
    for (const garbage of [
      '\u0000\u0001\u0002\r\n\r\n',
      'GET / HTTP/9.9\r\n\r\n',
      'GET /api/v1/quran HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
      'POST /api/v1/chat HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n',
    ]) {
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(Number(port), hostname, () => socket.write(garbage));
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', () => resolve(received));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(answer.split('\r\n\r\n')[1])).toEqual({ error: 'Bad Request', message: 'The request could not be parsed as HTTP' });
    }
    const alive = await service.get('/api/v1/quran?surah=1&ayah=1');
    expect(alive.status).toBe(200);
    expect([...statuses.keys()].filter((status) => status >= 500 && status !== 503)).toEqual([]);
  });
});
