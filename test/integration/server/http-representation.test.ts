import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestService, type TestService } from '../../support/local-service';
import { contractViolation } from '../../support/openapi-contract';

let service: TestService;

beforeAll(async () => {
  service = await startTestService({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000' } });
});

afterAll(async () => {
  await service?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** The bytes as they travel (fetch would decompress them), checked against the OpenAPI document once decoded. */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(`${service.baseUrl}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        try {
          const answer = { status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(chunks) };
          const decoded = decode(answer).toString('utf8');
          const violation = contractViolation(method, path, answer.status, new Headers(flatten(answer.headers)), decoded);
          if (violation) reject(new Error(violation));
          else resolve(answer);
        } catch (error) {
          reject(error);
        }
      });
    });
    call.on('error', reject);
    call.end();
  });
}

const flatten = (headers: RawAnswer['headers']) =>
  Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)] as [string, string]]));

function decode(answer: RawAnswer): Buffer {
  if (answer.bytes.length === 0) return answer.bytes; // HEAD and 304: the coding is the GET's, there are no bytes
  if (answer.headers['content-encoding'] === 'br') return brotliDecompressSync(answer.bytes);
  if (answer.headers['content-encoding'] === 'gzip') return gunzipSync(answer.bytes);
  return answer.bytes;
}

const SURAH_2 = '/api/v1/quran?surah=2';

describe('compression', () => {
  it('sends br or gzip as the client accepts, with the exact Content-Length, and the same JSON once decoded', async () => {
    const identity = await raw(SURAH_2);
    const gzip = await raw(SURAH_2, { 'Accept-Encoding': 'gzip' });
    const br = await raw(SURAH_2, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    for (const answer of [identity, gzip, br]) {
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(JSON.parse(decode(answer).toString('utf8'))).toEqual(JSON.parse(identity.bytes.toString('utf8')));
    }
    // Surah 2 is about 215 kB of JSON; compressed it is about a quarter of that, and br smaller than gzip.
    expect(identity.bytes.length).toBeGreaterThan(200_000);
    expect(gzip.bytes.length).toBeLessThan(identity.bytes.length / 3);
    expect(br.bytes.length).toBeLessThan(gzip.bytes.length);
  });

  it('honours q-values and refusals, and leaves small bodies as they are', async () => {
    expect((await raw(SURAH_2, { 'Accept-Encoding': 'br;q=0.1, gzip;q=0.9' })).headers['content-encoding']).toBe('gzip');
    expect((await raw(SURAH_2, { 'Accept-Encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    expect((await raw(SURAH_2, { 'Accept-Encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    const small = await raw('/api/v1/quran?surah=112&ayah=1', { 'Accept-Encoding': 'br, gzip' });
    expect(small.bytes.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(Number(small.headers['content-length'])).toBe(small.bytes.length);
  });

  it('compresses large answers of POST endpoints too, which are never stored', async () => {
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const body = JSON.stringify({ action: 'prayer_times', lat: 21.4225, lng: 39.8262, date: '2026-03-01' });
      const call = request(
        `${service.baseUrl}/api/v1/utilities`,
        { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(chunks) }));
        },
      );
      call.on('error', reject);
      call.end(body);
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.bytes).toString('utf8'))).toMatchObject({ action: 'prayer_times' });
  });
});

describe('caching', () => {
  it('gives every successful GET a strong ETag and a day in any cache; errors are never stored', async () => {
    const answer = await raw('/api/v1/quran?surah=1');
    expect(answer.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect((await raw('/api/v1/quran?surah=1')).headers.etag).toBe(answer.headers.etag);
    expect((await raw('/api/v1/quran?surah=2&ayah=1')).headers.etag).not.toBe(answer.headers.etag);
    const error = await raw('/api/v1/quran?surah=abc');
    expect(error.status).toBe(400);
    expect(error.headers['cache-control']).toBe('no-store');
    expect(error.headers.etag).toBeUndefined();
  });

  it('answers If-None-Match with 304 and no body, whatever coding the tag came with, and counts it', async () => {
    const first = await raw(SURAH_2, { 'Accept-Encoding': 'gzip' });
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/-gzip"$/);
    const before = Number(first.headers['x-ratelimit-remaining']);
    const again = await raw(SURAH_2, { 'Accept-Encoding': 'gzip', 'If-None-Match': tag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.etag).toBe(tag.replace('-gzip"', '"'));
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
    expect(Number(again.headers['x-ratelimit-remaining'])).toBe(before - 1);
    // The identity tag, a weak comparison, and a list naming it all hold; a stale tag does not.
    expect((await raw(SURAH_2, { 'If-None-Match': String(again.headers.etag) })).status).toBe(304);
    expect((await raw(SURAH_2, { 'If-None-Match': `W/${again.headers.etag}` })).status).toBe(304);
    expect((await raw(SURAH_2, { 'If-None-Match': `"stale", ${again.headers.etag}` })).status).toBe(304);
    expect((await raw(SURAH_2, { 'If-None-Match': '"stale"' })).status).toBe(200);
  });
});

describe('HEAD', () => {
  it('answers every GET route with the GET headers and no body, counted like a GET', async () => {
    for (const path of [SURAH_2, '/api/v1/quran', '/api/v1/openapi.json', '/api/v1/docs']) {
      const get = await raw(path, { 'Accept-Encoding': 'gzip' });
      const head = await raw(path, { 'Accept-Encoding': 'gzip' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.bytes.length).toBe(0);
      for (const name of ['etag', 'cache-control', 'content-type', 'content-length', 'content-encoding', 'access-control-allow-origin']) {
        expect([path, name, head.headers[name]]).toEqual([path, name, get.headers[name]]);
      }
      expect(head.headers['x-ratelimit-limit']).toBeDefined();
    }
    const before = Number((await raw(SURAH_2, {}, 'HEAD')).headers['x-ratelimit-remaining']);
    expect(Number((await raw(SURAH_2, {}, 'HEAD')).headers['x-ratelimit-remaining'])).toBe(before - 1);
  });

  it('answers a HEAD that would be an error with its status and headers, no body', async () => {
    const head = await raw('/api/v1/quran?surah=abc', {}, 'HEAD');
    expect(head.status).toBe(400);
    expect(head.bytes.length).toBe(0);
    expect(head.headers['x-ratelimit-remaining']).toBeDefined();
    expect(head.headers['cache-control']).toBe('no-store');
  });
});

describe('the cache-buster', () => {
  it('accepts and ignores `_`, while any other unknown parameter stays a 400', async () => {
    const plain = await service.get('/api/v1/quran?surah=1');
    const busted = await service.get('/api/v1/quran?surah=1&_=1700000000');
    expect(busted.status).toBe(200);
    expect(busted.json).toEqual(plain.json);
    expect(busted.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect((await service.get('/api/v1/quran?_=1')).json.total).toBe(114);
    expect((await service.get('/api/v1/quran?surah=1&__=1')).status).toBe(400);
  });
});
