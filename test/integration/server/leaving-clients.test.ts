import { once } from 'node:events';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyCorpusSnapshot, type SnapshotCopy } from '../../support/corpus-snapshot';
import { type FakeOpenAi, startFakeOpenAi } from '../../support/fake-openai';
import { type ServeProcess, startServe, stopServe } from '../../support/serve-process';

/**
 * A client that leaves a streamed chat never ends the server (issue 48, finding 1): through `npm start` in a process
 * of its own, so that what would end a process ends it, each route that streams is left at each point of its answer,
 * by a reset and by a plain FIN, with the provider and in retrieval-only mode, and the next requests are served.
 */
const PRIMARY = 'llama-3.3-70b-versatile';
type Point = 'after the headers' | 'mid-reply' | 'before [DONE]';
type Leaving = 'reset' | 'fin';
const POINTS: readonly Point[] = ['after the headers', 'mid-reply', 'before [DONE]'];
const LEAVINGS: readonly Leaving[] = ['reset', 'fin'];
const ROUTES = [
  { path: '/api/v1/chat', body: { prompt: 'What helps in hardship?', stream: true } },
  { path: '/api/v1/chat/completions', body: { messages: [{ role: 'user', content: 'What helps in hardship?' }], stream: true } },
] as const;

/** What the events read so far show: the stream's point the client has reached. */
function reached(point: Point, received: string): boolean {
  const events = received.slice(received.indexOf('\r\n\r\n') + 4);
  if (point === 'after the headers') return received.includes('\r\n\r\n');
  if (point === 'mid-reply') return /"delta":\{"content":"[^"]/.test(events);
  return /"finish_reason":"\w+"/.test(events);
}

/** Sends a streamed chat on a raw socket, reads until `point`, then leaves as `how` says; resolves with what it read. */
async function leave(baseUrl: string, route: (typeof ROUTES)[number], point: Point, how: Leaving): Promise<string> {
  const { hostname, port, host } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  const payload = JSON.stringify(route.body);
  socket.write(
    `POST ${route.path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
  );
  let received = '';
  await new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (!reached(point, received)) return;
      socket.removeAllListeners('data');
      resolve();
    });
    socket.once('error', reject);
    socket.once('end', () => reject(new Error(`the server ended the answer before '${point}':\n${received}`)));
  });
  if (how === 'reset') socket.resetAndDestroy();
  else socket.end();
  expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*content-type: text\/event-stream/i);
  return received;
}

/** A whole streamed answer on the same route, read to its end. */
async function readWhole(baseUrl: string, route: (typeof ROUTES)[number]): Promise<string> {
  const response = await fetch(`${baseUrl}${route.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(route.body),
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** One `npm start` per mode, each on a private copy of the Quran's snapshot (nothing to import). */
interface Served {
  serve: ServeProcess;
  baseUrl: string;
  snapshot?: SnapshotCopy;
}
const served: Partial<Record<'retrieval-only' | 'with the provider', Served>> = {};
let upstream: FakeOpenAi;
let directory: string;

async function startMode(provider: boolean): Promise<Served> {
  const snapshot = await copyCorpusSnapshot('quran');
  const serve = startServe(directory, {
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '2000',
    ...(snapshot ? { LOCAL_DATA_DIR: snapshot.dataDirectory } : { LOCAL_DATA_DIR: join(directory, provider ? 'provider' : 'offline') }),
    ...(provider ? { CHAT_API_BASE_URL: upstream.endpoint, CHAT_API_KEY: 'gsk_test_key', CHAT_COOLDOWN_SECONDS: '0' } : {}),
  });
  return { serve, snapshot, baseUrl: await serve.ready };
}

/**
 * Two processes that compile the project as they start (tsx): about 15 s each on an idle machine, so the hook has a
 * budget of its own for a machine five times slower.
 */
const START_BUDGET_MS = 300_000;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'leaving-clients-'));
  await mkdir(join(directory, 'empty-mirror'));
  upstream = await startFakeOpenAi();
  // Slow enough that a client can leave between its pieces.
  upstream.script.set(PRIMARY, { kind: 'ok', content: 'Seek help through patience and prayer. '.repeat(20), pieceDelayMs: 15 });
  const [offline, withProvider] = await Promise.all([startMode(false), startMode(true)]);
  served['retrieval-only'] = offline;
  served['with the provider'] = withProvider;
}, START_BUDGET_MS);

afterAll(async () => {
  for (const mode of Object.values(served)) {
    await stopServe(mode.serve.child);
    await mode.snapshot?.remove();
  }
  await upstream?.close();
  await rm(directory, { recursive: true, force: true });
});

describe.each(['retrieval-only', 'with the provider'] as const)('npm start, a client leaving a streamed chat (%s)', (mode) => {
  const cases = ROUTES.flatMap((route) => POINTS.flatMap((point) => LEAVINGS.map((how) => ({ route, point, how }))));
  it.each(cases)('$route.path left $point by a $how: the next requests are served', async ({ route, point, how }) => {
    const { serve, baseUrl } = served[mode]!;
    await leave(baseUrl, route, point, how);
    // The work behind the stream that was left goes on; a whole answer after it, then a verse, are served.
    expect(await readWhole(baseUrl, route)).toMatch(/data: \[DONE\]\n\n$/);
    const verse = await fetch(`${baseUrl}/api/v1/quran?surah=1&ayah=1`);
    expect(verse.status).toBe(200);
    expect(serve.child.exitCode).toBeNull();
  });

  it('is still running, with nothing thrown from a stream that was left', async () => {
    const { serve, baseUrl } = served[mode]!;
    // What a stream left at its last point still had to do is done within a whole answer's time; one more is read.
    await readWhole(baseUrl, ROUTES[0]);
    expect(serve.child.exitCode).toBeNull();
    expect(serve.output()).not.toMatch(/ERR_INVALID_STATE|Controller is already closed|Unhandled|uncaught/i);
  });
});
