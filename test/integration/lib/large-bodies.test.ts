import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BODY_SLICE_UNITS, createLocalServer } from '../../../lib/local/http-server';

/**
 * The local server writes a large body in slices, giving the event loop back between two (issue 48, finding 5: an
 * answer of megabytes written in one call held every other client's request while it was encoded and copied), and
 * the client receives it whole: every character, a surrogate pair at a slice's edge included, the exact length.
 */
// Arabic (two bytes in UTF-8), an emoji whose surrogate pair straddles the first slice's edge, and ASCII.
const BODY = `${'ب'.repeat(BODY_SLICE_UNITS - 1)}😀${'x'.repeat(10)}${'ق'.repeat(3 * BODY_SLICE_UNITS)}"end"`;
const BINARY = Buffer.alloc(3 * BODY_SLICE_UNITS + 17, 7);

let server: Server;
let baseUrl: string;
/** What each answer's `write` and `end` calls carried (their lengths) and when another turn of the loop came between. */
let events: string[] = [];
/** Resolves when the server has ended the answer (the client may have read its last byte a moment before). */
let ended: Promise<void>;
let markEnded: () => void;

beforeAll(async () => {
  server = createLocalServer({
    loadHandler: async () =>
      (async (event: { path: string }) =>
        event.path.endsWith('/binary')
          ? {
              statusCode: 200,
              headers: { 'Content-Length': String(BINARY.length) },
              body: BINARY.toString('base64'),
              isBase64Encoded: true,
            }
          : {
              statusCode: 200,
              headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(BODY)) },
              body: BODY,
            }) as never,
  });
  // Listens after the server's own listener: sees each answer's writes as they are made.
  server.on('request', (_request, response: ServerResponse) => {
    const { write, end } = response;
    response.write = ((...args: unknown[]) => {
      events.push(`write ${(args[0] as string | Buffer).length}`);
      // Another client's request arriving meanwhile: it must be reached before the next slice is written.
      setImmediate(() => events.push('loop'));
      return (write as (...all: unknown[]) => boolean).apply(response, args);
    }) as typeof response.write;
    response.end = ((...args: unknown[]) => {
      const chunk = args[0] as string | Buffer | undefined;
      events.push(`end ${typeof chunk === 'string' || Buffer.isBuffer(chunk) ? chunk.length : 0}`);
      markEnded();
      return (end as (...all: unknown[]) => ServerResponse).apply(response, args);
    }) as typeof response.end;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  events = [];
  ended = new Promise((resolve) => (markEnded = resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('large bodies through the local server', () => {
  it('writes a text body of megabytes in slices with the loop given back between, received whole', async () => {
    const response = await fetch(`${baseUrl}/api/v1/quran`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(BODY));
    expect(bytes.toString('utf8')).toBe(BODY);
    await ended;
    const writes = events.filter((event) => event.startsWith('write'));
    expect(writes.length).toBeGreaterThanOrEqual(4);
    for (const write of writes) expect(Number(write.split(' ')[1])).toBeLessThanOrEqual(BODY_SLICE_UNITS);
    // The slice before the emoji stops short of its pair, which goes whole into the next.
    expect(writes[0]).toBe(`write ${BODY_SLICE_UNITS - 1}`);
    // Between two slices, the loop came round.
    for (let i = 0; i < events.length - 1; i += 1) if (events[i].startsWith('write')) expect(events[i + 1]).toBe('loop');
    expect(events.at(-1)).toBe('end 0');
  });

  it('writes a binary body the same way', async () => {
    const response = await fetch(`${baseUrl}/api/v1/quran/binary`);
    expect(Buffer.from(await response.arrayBuffer()).equals(BINARY)).toBe(true);
    await ended;
    expect(events.filter((event) => event.startsWith('write'))).toHaveLength(Math.ceil(BINARY.length / BODY_SLICE_UNITS));
  });
});
