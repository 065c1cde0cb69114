import { connect } from 'node:net';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { readCorpusMarker } from '../../../data/support/import-target';
import { QURAN_INDEX } from '../../../functions/quran/quran-items';
import { CALLER_IDENTIFICATIONS } from '../../../functions/routes';
import { tokenize } from '../../../functions/search/tokenizer';
import { ApiKeyStore } from '../../../functions/shared/api-keys/api-key-store';
import { hashApiKey } from '../../../functions/shared/api-keys/api-keys';
import { KEY_RECORD_TTL_MS } from '../../../functions/shared/api-keys/kept-key-lookup';
import { createDocumentClient } from '../../../functions/shared/dynamo';
import { keys } from '../../../functions/shared/table';
import { createApiKey } from '../../../lib/api-key-admin';
import { capturingConsole, loggedMessages } from '../../support/captured-console';
import { startTestService, type TestResponse, type TestService } from '../../support/local-service';

// The spec's limits, unchanged: this suite is about them.
let service: TestService;
let store: ApiKeyStore;
let clock = Date.parse('2026-11-22T12:00:00Z');

const storeOf = (running: TestService) =>
  new ApiKeyStore(createDocumentClient({ region: running.region, endpoint: running.dynamoEndpoint }), running.tableName);

beforeAll(async () => {
  service = await startTestService({ env: {}, now: () => clock });
  store = storeOf(service);
});

afterAll(async () => {
  await service?.close();
});

const mainService = () => service;

// Each test starts a fresh minute, so that budgets from earlier tests have left the window.
beforeEach(() => {
  clock += 120_000;
});

const newKey = async (plan: 'standard' | 'pro' = 'standard') => (await createApiKey({ store }, plan, 'rate-limit tests')).key;
const withKey = (key: string) => ({ 'X-API-Key': key });
const rateHeaders = (response: TestResponse) => ({
  limit: response.headers.get('x-ratelimit-limit'),
  remaining: response.headers.get('x-ratelimit-remaining'),
  reset: response.headers.get('x-ratelimit-reset'),
});

async function sequential(count: number, send: () => Promise<TestResponse>): Promise<TestResponse[]> {
  const responses: TestResponse[] = [];
  for (let i = 0; i < count; i += 1) responses.push(await send());
  return responses;
}

describe('anonymous callers: 30 per sliding 60 s, per address', () => {
  it('admits 30 and refuses the 31st with the full 429 shape', async () => {
    const admitted = await sequential(30, () => service.get('/api/v1/quran?surah=1&ayah=1'));
    expect(admitted.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(admitted.map((r) => rateHeaders(r).remaining)).toEqual(Array.from({ length: 30 }, (_, i) => String(29 - i)));
    expect(rateHeaders(admitted[0])).toEqual({ limit: '30', remaining: '29', reset: '60' });

    clock += 15_000;
    const refused = await service.get('/api/v1/quran?surah=1&ayah=1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.json).toEqual({
      status: 429,
      error: 'Too Many Requests',
      // Locally, the answer also says how to get more (the README's examples, run back to back, reach the limit).
      message: expect.stringMatching(
        /^Rate limit of 30 requests per 60 seconds exceeded for this client address \(anonymous\); retry in 45 s\. On this local server \(npm start\): restart it with a higher RATE_LIMIT_ANONYMOUS_PER_MINUTE \(at most 5000\), or create a key with `(LOCAL_DYNAMODB_PORT=\d+ )?npm run keys -- create --plan pro --owner me --local` and send it as X-API-Key \(300 a minute\)$/,
      ),
      retry_after_seconds: 45,
    });
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(rateHeaders(refused)).toEqual({ limit: '30', remaining: '0', reset: '45' });
    expect(refused.headers.get('access-control-expose-headers')).toMatch(/X-RateLimit-Remaining/);
  });

  it('resumes admission as the window slides, and refused requests do not count', async () => {
    const start = clock;
    for (let i = 0; i < 30; i += 1) {
      clock = start + i * 1_000; // one per second
      expect((await service.get('/api/v1/quran')).status).toBe(200);
    }
    clock = start + 45_000;
    for (let i = 0; i < 5; i += 1) expect((await service.get('/api/v1/quran')).status).toBe(429);
    clock = start + 60_000; // the first request has left the window
    expect((await service.get('/api/v1/quran')).status).toBe(200);
    expect((await service.get('/api/v1/quran')).status).toBe(429);
    clock = start + 62_000; // two more have left
    expect(rateHeaders(await service.get('/api/v1/quran')).remaining).toBe('1');
  });

  it('admits exactly 30 of a burst of 100 concurrent requests', async () => {
    const responses = await Promise.all(Array.from({ length: 100 }, () => service.get('/api/v1/quran')));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(70);
  });
});

// npm start's default (LOCAL_RATE_LIMIT_WINDOWS): the windows in the server's memory, the same answers, no table call.
describe('windows kept in the process (npm start)', () => {
  let inProcess: TestService;
  beforeAll(async () => {
    // The suite's table, so that the key is found and what is written to it can be seen.
    inProcess = await startTestService({
      env: {},
      now: () => clock,
      dynamoEndpoint: mainService().dynamoEndpoint,
      rateLimitWindows: 'process',
    });
  });
  afterAll(async () => {
    await inProcess?.close();
  });

  it('admits a standard key 120 a minute with the same headers and 429, and writes no window to the table', async () => {
    const key = await newKey('standard');
    const admitted = await sequential(120, () => inProcess.get('/api/v1/quran?surah=1&ayah=1', withKey(key)));
    expect(admitted.map((r) => r.status)).toEqual(Array(120).fill(200));
    expect(admitted.map((r) => rateHeaders(r).remaining)).toEqual(Array.from({ length: 120 }, (_, i) => String(119 - i)));
    clock += 20_000;
    const refused = await inProcess.get('/api/v1/quran?surah=1&ayah=1', { Authorization: `Bearer ${key}` });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      retry_after_seconds: 40,
      message: expect.stringMatching(
        /^Rate limit of 120 requests per 60 seconds exceeded for this API key \(standard plan\); retry in 40 s/,
      ),
    });
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(rateHeaders(refused)).toEqual({ limit: '120', remaining: '0', reset: '40' });
    clock += 40_000; // the first minute's admissions have left the window
    expect(rateHeaders(await inProcess.get('/api/v1/quran?surah=1&ayah=1', withKey(key)))).toEqual({
      limit: '120',
      remaining: '119',
      reset: '60',
    });

    const client = createDocumentClient({ region: inProcess.region, endpoint: inProcess.dynamoEndpoint });
    const { Items } = await client.send(
      new QueryCommand({
        TableName: inProcess.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.rateLimitWindow(`key:${hashApiKey(key)}`).PK },
      }),
    );
    client.destroy();
    expect(Items).toEqual([]);
  });

  it("counts the server's own refusals (a target that is not a path) with every other answer", async () => {
    const before = Number(rateHeaders(await inProcess.get('/api/v1/quran?surah=1&ayah=1')).remaining);
    const refused = await rawAnswer(inProcess.baseUrl, 'GET //[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(refused.status).toBe(400);
    expect(refused.head).toMatch(new RegExp(`\\r\\nX-RateLimit-Remaining: ${before - 1}\\r\\n`, 'i'));
    expect(Number(rateHeaders(await inProcess.get('/api/v1/quran?surah=1&ayah=1')).remaining)).toBe(before - 2);
  });
});

/** The status and head of what the server answers to `bytes` sent on a fresh connection. */
function rawAnswer(baseUrl: string, bytes: string): Promise<{ status: number; head: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: hostname }, () => socket.write(bytes));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head });
    });
  });
}

// The same answers whoever identifies the caller: the authorizer in front (as deployed by default), or each function
// itself (`-c callerIdentification=functions`, one Lambda invocation per request; lib/islamic-api-stack.ts).
describe.each(CALLER_IDENTIFICATIONS)('API keys, callers identified by the %s', (identifiedBy) => {
  let service: TestService;
  let store: ApiKeyStore;
  let ownService: TestService | undefined;
  beforeAll(async () => {
    if (identifiedBy !== 'authorizer')
      ownService = await startTestService({ env: {}, now: () => clock, callerIdentification: identifiedBy });
    service = ownService ?? mainService();
    store = storeOf(service);
  });
  // Keys go to this service's own table.
  const newKey = async (plan: 'standard' | 'pro' = 'standard') => (await createApiKey({ store }, plan, 'rate-limit tests')).key;
  afterAll(async () => {
    await ownService?.close();
  });

  it('give a standard key 120 per minute, and X-API-Key and Bearer share one budget', async () => {
    const key = await newKey('standard');
    const viaHeader = await sequential(60, () => service.get('/api/v1/quran', withKey(key)));
    const viaBearer = await sequential(60, () => service.get('/api/v1/quran', { Authorization: `Bearer ${key}` }));
    expect([...viaHeader, ...viaBearer].every((r) => r.status === 200)).toBe(true);
    expect(rateHeaders(viaBearer[59])).toEqual({ limit: '120', remaining: '0', reset: '60' });
    const refused = await service.get('/api/v1/quran', { Authorization: `Bearer ${key}` });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/this API key \(standard plan\)/);
  });

  it('give a pro key 300 per minute', async () => {
    const key = await newKey('pro');
    const response = await service.get('/api/v1/quran', withKey(key));
    expect(rateHeaders(response)).toEqual({ limit: '300', remaining: '299', reset: '60' });
  });

  it("admit a whole burst within a pro key's limit: 300 at once, all answered, the next refused", async () => {
    // Was 41 answered and 259 503s "cannot check rate limits" (the paged limiter's directory and retries).
    const key = await newKey('pro');
    const statuses = await Promise.all(Array.from({ length: 300 }, () => service.get('/api/v1/quran?surah=1&ayah=1', withKey(key))));
    const counts = new Map<number, number>();
    for (const { status } of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({ 200: 300 });
    expect((await service.get('/api/v1/quran?surah=1&ayah=1', withKey(key))).status).toBe(429);
  });

  it('keep budgets apart: two keys, and a key and its holder address', async () => {
    const [first, second] = [await newKey(), await newKey()];
    await sequential(30, () => service.get('/api/v1/quran')); // the address's anonymous budget is spent
    expect((await service.get('/api/v1/quran')).status).toBe(429);
    expect(rateHeaders(await service.get('/api/v1/quran', withKey(first))).remaining).toBe('119');
    expect(rateHeaders(await service.get('/api/v1/quran', withKey(second))).remaining).toBe('119');
  });

  it('refuse unknown, malformed and revoked keys with a 401, never serving them anonymously', async () => {
    const unknown = await service.get('/api/v1/quran', withKey('ika_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual({ error: 'Unauthorized', message: 'The API key is not recognised' });
    expect(rateHeaders(unknown)).toEqual({ limit: '30', remaining: '29', reset: '60' }); // counted against the address
    expect((await service.get('/api/v1/quran', { Authorization: 'Bearer nope' })).json.message).toBe('The API key is malformed');
    expect((await service.get('/api/v1/quran', { Authorization: 'Token abc' })).status).toBe(401);
  });

  it('refuse a key within a minute of its revocation (a container keeps the key records it read that long)', async () => {
    const key = await newKey();
    expect((await service.get('/api/v1/quran', withKey(key))).status).toBe(200);
    await store.markRevoked(hashApiKey(key), new Date(clock).toISOString());
    clock += KEY_RECORD_TTL_MS - 1_000;
    expect((await service.get('/api/v1/quran', withKey(key))).status).toBe(200);
    clock += 1_000;
    const response = await service.get('/api/v1/quran', withKey(key));
    expect(response.status).toBe(401);
    expect(response.json.message).toBe('The API key has been revoked');
  });

  it('refuse two different keys in one request with a 400', async () => {
    const [first, second] = [await newKey(), await newKey()];
    const response = await service.get('/api/v1/quran', { 'X-API-Key': first, Authorization: `Bearer ${second}` });
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/different keys/);
    expect(rateHeaders(response).limit).toBe('30');
  });
});

describe('X-RateLimit headers on every response', () => {
  it('are on 200, 400, 404, 415, 429 and 500 answers alike, across endpoints', async () => {
    const key = await newKey();
    const ok = await service.get('/api/v1/quran?surah=112', withKey(key));
    const badRequest = await service.get('/api/v1/quran?surah=abc', withKey(key));
    const notFound = await service.get('/api/v1/quran?surah=115', withKey(key));
    const utilities = await service.post('/api/v1/utilities', '{"action":"qibla","lat":0,"lng":0}', {
      'Content-Type': 'application/json',
      ...withKey(key),
    });
    const unsupported = await service.post('/api/v1/utilities', 'action=qibla', { 'Content-Type': 'text/plain', ...withKey(key) });

    // A corrupted index entry makes the handler fail unexpectedly: a generic 500, still with the headers.
    const client = createDocumentClient({ region: service.region, endpoint: service.dynamoEndpoint });
    const marker = await readCorpusMarker({ client, tableName: service.tableName }, 'quran');
    const [term] = tokenize('zzcorrupt');
    await client.send(
      new PutCommand({
        TableName: service.tableName,
        Item: { ...keys.indexTermChunk(QURAN_INDEX, marker!.indexVersion, term, 0), postings: 12345 },
      }),
    );
    client.destroy();
    const { result: serverError, lines } = await capturingConsole('error', () =>
      service.get('/api/v1/quran?search=zzcorrupt', withKey(key)),
    );
    // The details go to the log, with the request id the client was told to quote.
    expect(loggedMessages(lines)).toEqual(['Malformed stored postings: a chunk is number, not text']);
    expect(serverError.json.message).toContain(JSON.parse(lines[0]).requestId);

    expect([ok, badRequest, notFound, utilities, unsupported, serverError].map((r) => r.status)).toEqual([200, 400, 404, 200, 415, 500]);
    expect(serverError.json.message).toMatch(/Quote request id/);
    const remaining = [ok, badRequest, notFound, utilities, unsupported, serverError].map((r) => rateHeaders(r));
    expect(remaining.map((h) => h.limit)).toEqual(Array(6).fill('120'));
    expect(remaining.map((h) => h.remaining)).toEqual(['119', '118', '117', '116', '115', '114']);
    for (const headers of remaining) expect(Number(headers.reset)).toBeGreaterThan(0);
  });
});

describe('a key sent twice', () => {
  it('refuses two X-API-Key headers of different case carrying different keys with a 400, through the server', async () => {
    const [first, second] = [await newKey(), await newKey()];
    const { connect } = await import('node:net');
    const { hostname, port } = new URL(service.baseUrl);
    // Written by hand: fetch and node:http would merge the two names into one header.
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          `GET /api/v1/quran?surah=1&ayah=1 HTTP/1.1\r\nHost: ${hostname}\r\nX-API-Key: ${first}\r\nx-api-key: ${second}\r\nConnection: close\r\n\r\n`,
        );
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const answer = { status: Number(raw.split(' ')[1]), body: raw.slice(raw.indexOf('\r\n\r\n') + 4) };
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Bad Request',
      message: 'Two X-API-Key headers carry different values; send the key once',
    });
  });
});
