import type { IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { startTestService, type TestService } from '../../support/local-service';

/**
 * What a hostile or broken client can send the local server (`npm start`): nothing may stop it, every
 * answer is JSON with the rate-limit headers, nothing is charged to another client, and no key reaches
 * the access log.
 */
let service: TestService;
const accessLog: string[] = [];

beforeAll(async () => {
  service = await startTestService({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '500' }, log: (line) => accessLog.push(line) });
});

afterAll(async () => {
  await service?.close();
});

/** Sends bytes as they are on a fresh connection and returns what came back, split into head and body. */
function raw(
  request: string,
  options: { halfClose?: boolean } = {},
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(service.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => (options.halfClose ? socket.end(request) : socket.write(request)));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = received.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      let body = rest.join('\r\n\r\n');
      // Chunked bodies: one chunk, then the terminator.
      if (headers['transfer-encoding'] === 'chunked') body = body.split('\r\n')[1] ?? '';
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const request = (target: string, extraHeaders = '') =>
  raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extraHeaders}\r\n`);

function expectJsonError(
  answer: { status: number; headers: Record<string, string>; body: string },
  status: number,
  message: RegExp | string,
): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body);
  expect(Object.keys(body).sort()).toEqual(['error', 'message']);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(answer.headers['x-ratelimit-limit']).toBe('500');
  expect(answer.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
  expect(answer.headers['x-ratelimit-reset']).toMatch(/^\d+$/);
}

const remainingFor = async () => Number((await service.get('/api/v1/nowhere')).headers.get('x-ratelimit-remaining'));

describe('the headers the local server writes', () => {
  it('writes no header whose value is "undefined" or empty (Server, X-Powered-By, Reporting-Endpoints)', async () => {
    const answer = await request('/api/v1/quran?surah=1&ayah=1');
    expect(answer.status).toBe(200);
    expect(answer.headers).not.toHaveProperty('server');
    expect(answer.headers).not.toHaveProperty('x-powered-by');
    expect(answer.headers).not.toHaveProperty('reporting-endpoints');
    expect(Object.entries(answer.headers).filter(([, value]) => value === '' || value === 'undefined')).toEqual([]);
  });
});

describe('the local server under hostile requests', () => {
  it.each(['//[', 'http://[::1', '//[::1]:99999/'])('answers the request target %p with a JSON 400 and keeps serving', async (target) => {
    expectJsonError(await request(target), 400, 'The request target is not a valid URL path');
    expect((await service.get('/api/v1/quran?surah=1&ayah=1')).status).toBe(200);
  });

  it('answers a request line it cannot parse with a JSON 400, and oversized headers with a JSON 431', async () => {
    expectJsonError(await raw('GARBAGE\r\n\r\n'), 400, 'The request could not be parsed as HTTP');
    expectJsonError(await request('/api/v1/quran', `X-Padding: ${'a'.repeat(20_000)}\r\n`), 431, /larger than the server accepts/);
    expect((await service.get('/api/v1/quran?surah=1&ayah=1')).status).toBe(200);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'takes %p as an ordinary name: an unknown query parameter, an ignored header',
    async (name) => {
      expectJsonError(await request(`/api/v1/quran?${name}=x`), 400, `Unknown query parameter '${name}'`);
      const withHeader = await request('/api/v1/quran?surah=1&ayah=1', `${name}: x\r\n`);
      expect(withHeader.status).toBe(200);
    },
  );

  it("refuses a request whose client address is gone (a reset connection) without charging anyone's limit", async () => {
    // As after a reset: the socket no longer knows its peer by the time the request is handled.
    const forget = (incoming: IncomingMessage) => {
      if (incoming.headers['x-test-forget-address'])
        Object.defineProperty(incoming.socket, 'remoteAddress', { configurable: true, get: () => undefined });
    };
    service.server.prependListener('request', forget);
    try {
      const before = await remainingFor();
      const answer = await request('/api/v1/quran?surah=1', 'X-Test-Forget-Address: yes\r\n');
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        error: 'Bad Request',
        message: "The client's address is unknown, so the request is refused",
      });
      expect(await remainingFor()).toBe(before - 1); // only the second probe counted
    } finally {
      service.server.off('request', forget);
    }
  });

  it('never writes a key sent in the query string to the access log', async () => {
    const key = 'ika_ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ';
    accessLog.length = 0;
    await service.get(`/api/v1/quran?surah=1&api_key=${key}&x=${encodeURIComponent(key)}`);
    await request(`/api/v1/quran?token=${key}`);
    expect(accessLog.length).toBeGreaterThanOrEqual(2);
    expect(accessLog.join('\n')).not.toContain('ZZZZZZZZ');
    expect(accessLog.join('\n')).toContain('[redacted]');
  });

  it('never writes a key percent-encoded in the query string either, nor decodes anything else into the log', async () => {
    const encoded = 'ika%5FYYYYYYYY%59YYYYYYYYYYYY';
    accessLog.length = 0;
    await request(`/api/v1/quran?q=${encoded}&api%5Fkey=WWWWWWWWWW&note=a%0Ab`);
    expect(accessLog.join('\n')).not.toMatch(/YYYYYYYY|WWWWWWWW/);
    expect(accessLog.join('\n')).toContain('note=a%0Ab');
  });
});

describe('X-RateLimit headers on answers made before or instead of an endpoint', () => {
  it("on a CORS preflight (204, counted in a window of its own, not the API's) with the CORS answer", async () => {
    const before = await remainingFor();
    const preflight = await raw(
      'OPTIONS /api/v1/chat HTTP/1.1\r\nHost: localhost\r\nOrigin: https://app.example\r\nAccess-Control-Request-Method: POST\r\nConnection: close\r\n\r\n',
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET,HEAD,POST,OPTIONS');
    expect(preflight.headers['access-control-allow-headers']).toBe('Content-Type,X-API-Key,Authorization,If-None-Match');
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    // A preflight carries no key: its window admits what the largest plan does (here the suite's anonymous 500).
    expect(preflight.headers['x-ratelimit-limit']).toBe('500');
    expect(Number(preflight.headers['x-ratelimit-remaining'])).toBe(499);
    expect(await remainingFor()).toBe(before - 1); // the API's window: only the second probe counted
  });

  it('on an unknown route (a counted JSON 404) and a known path with the wrong method (a JSON 405 with Allow)', async () => {
    const unknown = await service.get('/api/v2/quran');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: 'Not Found', message: 'No route for GET /api/v2/quran' });
    expect(unknown.headers.get('x-ratelimit-limit')).toBe('500');
    const wrongMethod = await raw('DELETE /api/v1/quran HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expectJsonError(wrongMethod, 405, '/api/v1/quran accepts GET, HEAD, not DELETE');
    expect(wrongMethod.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('on a body over the server limit (413)', async () => {
    const response = await service.post('/api/v1/utilities', 'x'.repeat(2 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ error: 'Payload Too Large', message: 'The request body must not exceed 1048576 bytes' });
    expect(response.headers.get('x-ratelimit-limit')).toBe('500');
  });
});

describe('what one client may hold of the server', () => {
  it('answers a client that sends its request and closes its side at once', async () => {
    const answer = await raw('GET /api/v1/quran?surah=1&ayah=1 HTTP/1.1\r\nHost: localhost\r\n\r\n', { halfClose: true });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ surah_number: 1 });
  });

  it('answers a request that does not arrive whole in time with a JSON 408, idle or slow, and closes it', async () => {
    const limits = { headers: service.server.headersTimeout, request: service.server.requestTimeout };
    // Shortened for the test (the server's are CONNECTION_LIMITS: 10 s and 30 s); Node checks every second.
    service.server.headersTimeout = 1_000;
    service.server.requestTimeout = 2_000;
    try {
      const [partialHeaders, partialBody] = await Promise.all([
        raw('GET /api/v1/quran?surah=1 HTTP/1.1\r\nHost: localhost\r\n'),
        raw('POST /api/v1/utilities HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":'),
      ]);
      for (const answer of [partialHeaders, partialBody]) {
        expectJsonError(answer, 408, /^The request did not arrive whole in time/);
        expect(answer.headers.connection).toBe('close');
      }
    } finally {
      service.server.headersTimeout = limits.headers;
      service.server.requestTimeout = limits.request;
    }
  });

  it('refuses connections beyond its cap at once, and serves again below it', async () => {
    const cap = service.server.maxConnections;
    const { hostname, port } = new URL(service.baseUrl);
    const open = (): Promise<Socket> =>
      new Promise((resolve) => {
        const socket = connect(Number(port), hostname, () => resolve(socket));
      });
    const held = await Promise.all([open(), open()]);
    service.server.maxConnections = 2;
    try {
      const refused = await open();
      const closed = await new Promise<boolean>((resolve) => {
        refused.once('error', () => undefined); // the refusal may reach this side as a reset
        refused.once('close', () => resolve(true));
        refused.write('GET /api/v1/quran?surah=1&ayah=1 HTTP/1.1\r\nHost: localhost\r\n\r\n');
      });
      expect(closed).toBe(true);
    } finally {
      service.server.maxConnections = cap;
      for (const socket of held) socket.destroy();
    }
    expect((await request('/api/v1/quran?surah=1&ayah=1')).status).toBe(200);
  });
});
