import { connect } from 'node:net';
import { MAX_MCP_BATCH } from '../../../functions/mcp/mcp-messages';
import { MAX_MCP_ANSWER_BYTES } from '../../../functions/mcp/mcp-tools';
import { QURAN_EDITIONS } from '../../../functions/quran/translations';
import { MAX_JSON_DEPTH } from '../../../functions/shared/json-depth';
import { interceptConsole } from '../../support/captured-console';
import { startTestService, type TestService } from '../../support/local-service';
import { type RawAnswer, requestFrom } from '../../support/request-from';

/**
 * What a hostile-client trial found (issue 36), through the real local server at the anonymous limit people meet
 * (30 a minute): MCP batches count each message, deep JSON is a 400, a client at its limit is refused whatever it
 * sends, and the small refusals are JSON. Each test calls from a loopback address of its own (its own window).
 */
const LIMIT = 30;
let service: TestService;
let nextAddress = 10;
const freshAddress = () => `127.0.1.${nextAddress++}`;

beforeAll(async () => {
  service = await startTestService({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(LIMIT) } });
});

afterAll(async () => {
  await service?.close();
});

const MCP_HEADERS: Array<[string, string]> = [
  ['Content-Type', 'application/json'],
  ['Accept', 'application/json, text/event-stream'],
  ['MCP-Protocol-Version', '2025-06-18'],
];

const toolCall = (id: number, name: string, args: unknown) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

const mcp = (address: string, body: unknown) =>
  requestFrom(service.baseUrl, address, { method: 'POST', path: '/api/v1/mcp', headers: MCP_HEADERS, body: JSON.stringify(body) });

const remaining = (answer: RawAnswer) => Number(answer.headers['x-ratelimit-remaining']);

/** Uses up all but `left` of an address's window with cheap requests. */
async function spend(address: string, left: number): Promise<void> {
  for (let used = 0; used < LIMIT - left; used += 1) {
    const answer = await requestFrom(service.baseUrl, address, { path: '/api/v1/quran?surah=1&ayah=1' });
    expect(answer.status).toBe(200);
  }
}

describe('MCP batches (finding 2)', () => {
  it('count each message as a request', async () => {
    const address = freshAddress();
    const batch = Array.from({ length: 10 }, (_, i) => toolCall(i + 1, 'qibla', { lat: i, lng: 0 }));
    const answer = await mcp(address, batch);
    expect(answer.status).toBe(200);
    expect(answer.json).toHaveLength(10);
    expect(remaining(answer)).toBe(LIMIT - 10);
    const single = await mcp(address, toolCall(1, 'qibla', { lat: 1, lng: 1 }));
    expect(remaining(single)).toBe(LIMIT - 11);
  });

  it('are refused whole with a 429 and the usual headers when they do not fit, before any work, counting nothing', async () => {
    const address = freshAddress();
    await spend(address, 5);
    const batch = Array.from({ length: 12 }, (_, i) => toolCall(i + 1, 'quran_verses', { verse_key: '2:255' }));
    const refused = await mcp(address, batch);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ status: 429, error: 'Too Many Requests' });
    expect(refused.json.message).toMatch(/this batch of 12 messages counts as 12 requests and 5 remain/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json.retry_after_seconds).toBe(Number(refused.headers['retry-after']));
    expect(refused.headers['x-ratelimit-limit']).toBe(String(LIMIT));
    expect(remaining(refused)).toBe(5);
    // The refused batch took none of the window: five single requests still fit.
    const fits = await mcp(
      address,
      Array.from({ length: 5 }, (_, i) => toolCall(i + 1, 'qibla', { lat: 0, lng: i })),
    );
    expect(fits.status).toBe(200);
    expect(remaining(fits)).toBe(0);
  });

  it(`hold at most ${MAX_MCP_BATCH} messages`, async () => {
    const batch = Array.from({ length: MAX_MCP_BATCH + 1 }, (_, i) => toolCall(i + 1, 'qibla', { lat: 0, lng: 0 }));
    const answer = await mcp(freshAddress(), batch);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: 'Bad Request',
      message: `A JSON-RPC batch may hold at most ${MAX_MCP_BATCH} messages (each counts as a request); this one holds ${MAX_MCP_BATCH + 1}`,
    });
  });

  it('answer within what one Lambda response may carry: calls past it are tool errors that say to page', async () => {
    const everyEdition = QURAN_EDITIONS.map((edition) => edition.id).join(',');
    // 300 verses in all eleven editions: about 1.4 MB a call, the most the REST endpoint gives in one answer too.
    const batch = Array.from({ length: 8 }, (_, i) =>
      toolCall(i + 1, 'quran_verses', { verse_key: '2:1-286,3:1-14', translations: everyEdition }),
    );
    const answer = await mcp(freshAddress(), batch);
    expect(answer.status).toBe(200);
    expect(Buffer.byteLength(answer.text)).toBeLessThan(MAX_MCP_ANSWER_BYTES);
    const results = answer.json.map((message: { result: { isError?: boolean; content: Array<{ text: string }> } }) => message.result);
    const served = results.filter((result: { isError?: boolean }) => !result.isError);
    const refused = results.filter((result: { isError?: boolean }) => result.isError);
    expect(served.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(JSON.parse(served[0].content[0].text).total).toBe(300);
    // Refused before it is built (87eefa6): what its verses take at least is more than is left.
    expect(refused[0].content[0].text).toMatch(
      /^413 Payload Too Large: This answer would take at least \d+\.\d MB, more than the .* MB left of the 5\.5 MB one HTTP answer may carry: ask for fewer verses or editions per call/,
    );
  });
});

describe('MCP arguments (finding 8)', () => {
  it('given as an array are InvalidParams naming the field, not an internal error with a schema dump', async () => {
    const answer = await mcp(freshAddress(), toolCall(7, 'qibla', [1, 2]));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: {
        code: -32602,
        message: "Invalid params of 'tools/call': 'params.arguments' expected an object of named values, received array",
      },
    });
  });

  it('in a batch: the malformed message answered InvalidParams, the others as usual', async () => {
    const answer = await mcp(freshAddress(), [toolCall(1, 'qibla', { lat: 0, lng: 0 }), toolCall(2, 'qibla', 'north')]);
    expect(answer.json).toHaveLength(2);
    const byId = new Map(answer.json.map((message: { id: number }) => [message.id, message]));
    expect((byId.get(1) as { result: unknown }).result).toBeDefined();
    expect((byId.get(2) as { error: { code: number } }).error.code).toBe(-32602);
  });

  it('that the tool does not take are refused, by name', async () => {
    const answer = await mcp(freshAddress(), toolCall(3, 'qibla', { lat: 1, lng: 2, bogus: 3 }));
    expect(answer.json.result.isError).toBe(true);
    expect(answer.json.result.content[0].text).toMatch(/Unrecognized key: "bogus"/);
  });
});

describe('deeply nested JSON (finding 3)', () => {
  const nested = `${'['.repeat(5_700)}${']'.repeat(5_700)}`;

  it.each(['/api/v1/utilities', '/api/v1/verify', '/api/v1/chat', '/api/v1/mcp'])(
    'is a 400 naming the bound at %s, logged as no error',
    async (path) => {
      const { lines, restore } = interceptConsole('error');
      let answer: RawAnswer;
      try {
        answer = await requestFrom(service.baseUrl, freshAddress(), { method: 'POST', path, headers: MCP_HEADERS, body: nested });
      } finally {
        restore();
      }
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({
        error: 'Bad Request',
        message: `The request body nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels`,
      });
      expect(lines.join('\n')).not.toMatch(/Maximum call stack|RangeError/);
    },
  );

  it(`is accepted up to ${MAX_JSON_DEPTH} levels (then judged by the schema as usual)`, async () => {
    const deepest = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    const answer = await requestFrom(service.baseUrl, freshAddress(), {
      method: 'POST',
      path: '/api/v1/utilities',
      headers: [['Content-Type', 'application/json']],
      body: deepest,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).not.toMatch(/nests/);
  });
});

/** Bytes on a fresh connection from `address`, and the whole answer once the server closes it. */
function rawFrom(address: string, bytes: string): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(service.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: hostname, localAddress: address }, () => socket.write(bytes));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body: rest.join('\r\n\r\n') });
    });
  });
}

describe('a client at its limit (finding 7)', () => {
  it('gets 429 for anything it sends: a body too large, a target that is not a path, a request that cannot be parsed', async () => {
    const address = freshAddress();
    await spend(address, 0);
    const large = await requestFrom(service.baseUrl, address, {
      method: 'POST',
      path: '/api/v1/utilities',
      headers: [['Content-Type', 'application/json']],
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    const target = await rawFrom(address, 'GET //[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const garbage = await rawFrom(address, 'GARBAGE\r\n\r\n');
    for (const answer of [large, target, garbage]) expect(answer.status).toBe(429);
    expect(large.json).toMatchObject({ status: 429, error: 'Too Many Requests' });
    expect(JSON.parse(target.body)).toMatchObject({ status: 429, error: 'Too Many Requests' });
    expect(garbage.head).toMatch(/\r\nRetry-After: \d+\r\n/i);
  });

  it('is counted for each refusal it receives before then', async () => {
    const address = freshAddress();
    const first = await rawFrom(address, 'GET //[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(first.status).toBe(400);
    expect(first.head).toMatch(new RegExp(`\\r\\nX-RateLimit-Remaining: ${LIMIT - 1}\\r\\n`, 'i'));
    const after = await requestFrom(service.baseUrl, address, { path: '/api/v1/quran?surah=1&ayah=1' });
    expect(remaining(after)).toBe(LIMIT - 2);
  });
});

describe('small refusals (finding 8)', () => {
  it('Expect other than 100-continue: a JSON 417 with the rate-limit headers', async () => {
    const answer = await requestFrom(service.baseUrl, freshAddress(), { path: '/api/v1/quran?surah=1', headers: [['Expect', 'bogus']] });
    expect(answer.status).toBe(417);
    expect(answer.json).toEqual({
      error: 'Expectation Failed',
      message: "The server cannot meet the expectation 'bogus'; only 100-continue is supported",
    });
    expect(answer.headers['x-ratelimit-limit']).toBe(String(LIMIT));
  });

  it('CONNECT: a JSON 405, then the connection closed', async () => {
    const answer = await rawFrom(freshAddress(), 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Method Not Allowed',
      message: 'CONNECT is not supported: this is an API, not a proxy',
    });
    expect(answer.head).toMatch(/\r\nX-RateLimit-Limit: 30\r\n/i);
  });

  it('the same key header twice, in the same case, with different keys: a 400 as in two cases', async () => {
    const [sameCase, twoCases] = await Promise.all(
      [
        ['X-API-Key', 'X-API-Key'],
        ['X-API-Key', 'x-api-key'],
      ].map((names) =>
        requestFrom(service.baseUrl, freshAddress(), {
          path: '/api/v1/quran?surah=1&ayah=1',
          headers: [
            [names[0], 'ika_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
            [names[1], 'ika_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB'],
          ],
        }),
      ),
    );
    for (const answer of [sameCase, twoCases]) {
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe('Two X-API-Key headers carry different values; send the key once');
    }
  });

  it('a date outside the supported range names the range, even before year 100', async () => {
    const answer = await requestFrom(service.baseUrl, freshAddress(), { path: '/api/v1/prayer-times?lat=21.42&lng=39.83&date=0001-01-01' });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe("Invalid query parameter 'date': must be from 1900-01-01 to 2100-12-31");
  });

  it('a time zone is answered as the caller wrote it (Asia/Kathmandu, not the runtime’s Asia/Katmandu)', async () => {
    const answer = await requestFrom(service.baseUrl, freshAddress(), {
      path: '/api/v1/prayer-times?lat=27.7&lng=85.3&date=2026-11-26&timezone=Asia/Kathmandu',
    });
    expect(answer.status).toBe(200);
    expect(answer.json.timezone).toBe('Asia/Kathmandu');
    expect(answer.json.utc_offset).toBe('+05:45');
    const lowerCase = await requestFrom(service.baseUrl, freshAddress(), {
      path: '/api/v1/prayer-times?lat=51.5&lng=0&date=2026-11-26&timezone=europe/london',
    });
    expect(lowerCase.json.timezone).toBe('Europe/London');
  });
});
