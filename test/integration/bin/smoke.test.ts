import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiKeyStore } from '../../../functions/shared/api-keys/api-key-store';
import { BATCH_TIMEOUTS, createDocumentClient } from '../../../functions/shared/dynamo';
import { createApiKey } from '../../../lib/api-key-admin';
import { startTestService, type TestService } from '../../support/local-service';
import { realCorpusSources, realCorpusSuite } from '../../support/real-corpus';
import { runScript } from '../../support/run-script';

/**
 * `npm run smoke` as a pipeline runs it, a process of its own against the local server: it passes where the
 * service answers as it must, and names each miss where it does not (a corpus not imported, a wrong verse, a
 * key refused). The anonymous limit is lowered so that its 429 comes after a few requests; between runs the
 * functions' clock moves past the window the previous run filled.
 */
const ANONYMOUS_LIMIT = '8';
let clockOffsetMs = 0;
const now = () => Date.now() + clockOffsetMs;
const nextWindow = () => {
  clockOffsetMs += 61_000;
};

const smoke = (baseUrl: string, ...args: string[]) => runScript('bin/smoke.ts', ['--base-url', baseUrl, ...args]);

/** The lines naming each check's verdict: `ok` or `MISS`, by check. */
function verdicts(stdout: string): Record<string, string> {
  return Object.fromEntries([...stdout.matchAll(/^ {2}(ok {2}|MISS) {2}([a-z-]+): /gm)].map((match) => [match[2], match[1].trim()]));
}

/** A loopback server in front of the service that answers 2:256 where 2:255 is asked for, everything else as it is. */
async function wrongVerseProxy(service: TestService): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(service.baseUrl);
  const server: Server = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? '/').replace('surah=2&ayah=255', 'surah=2&ayah=256');
    const forwarded = httpRequest(
      { host: upstream.hostname, port: upstream.port, path, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('npm run smoke against a server without the hadith corpus (any machine)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: ANONYMOUS_LIMIT }, now });
  });
  afterAll(() => service?.close());
  beforeEach(nextWindow);

  it('passes the verse, prayer times, 304 and 429 checks and names the hadith, which answers 503, as the miss', async () => {
    const { code, stdout, stderr } = await smoke(service.baseUrl);
    expect(verdicts(stdout)).toEqual({ verse: 'ok', hadith: 'MISS', 'prayer-times': 'ok', 'not-modified': 'ok', 'rate-limit': 'ok' });
    expect(stdout).toMatch(/MISS {2}hadith: \/hadith\?collection=bukhari&number=1: 503, not 200 \(.*not been imported/);
    expect(stdout).toContain(`rate-limit: anonymous limit ${ANONYMOUS_LIMIT} (X-RateLimit-Limit)`);
    expect(stderr).toContain('smoke: 1 of 5 checks missed: hadith');
    expect(code).toBe(1);
  });

  it('names the verse when a server answers another verse for 2:255', async () => {
    const proxy = await wrongVerseProxy(service);
    try {
      const { code, stdout, stderr } = await smoke(proxy.url);
      expect(verdicts(stdout)).toMatchObject({ verse: 'MISS', 'prayer-times': 'ok', 'not-modified': 'ok', 'rate-limit': 'ok' });
      expect(stdout).toContain('MISS  verse: /quran?surah=2&ayah=255: ayah.reference is "2:256", expected "2:255"');
      expect(stderr).toContain('smoke: 2 of 5 checks missed: verse, hadith');
      expect(code).toBe(1);
    } finally {
      await proxy.close();
    }
  });

  it('sends --api-key with the content checks: a key the service does not know is a 401 for each of them', async () => {
    const { code, stdout } = await smoke(service.baseUrl, '--api-key', `ika_${'x'.repeat(43)}`);
    expect(verdicts(stdout)).toEqual({ verse: 'MISS', hadith: 'MISS', 'prayer-times': 'MISS', 'not-modified': 'MISS', 'rate-limit': 'ok' });
    expect(stdout).toMatch(/MISS {2}verse: \/quran\?surah=2&ayah=255: 401, not 200/);
    expect(code).toBe(1);
  });

  it('refuses to run without --base-url, and says how to call it', async () => {
    const { code, stderr } = await runScript('bin/smoke.ts', []);
    expect(stderr).toContain('--base-url URL is required');
    expect(stderr).toContain('Usage: npm run smoke');
    expect(code).toBe(2);
  });
});

const real = await realCorpusSources();
const realSuite = real ? describe : describe.skip;

realSuite(realCorpusSuite('npm run smoke against the local server', real), () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ hadith: 'real', env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: ANONYMOUS_LIMIT }, now });
    // The full corpus's snapshot is copied first: on a machine busy with other work, longer than jest's default.
  }, 600_000);
  afterAll(() => service?.close());
  beforeEach(nextWindow);

  it('passes every check and exits 0', async () => {
    const { code, stdout } = await smoke(service.baseUrl);
    expect(verdicts(stdout)).toEqual({ verse: 'ok', hadith: 'ok', 'prayer-times': 'ok', 'not-modified': 'ok', 'rate-limit': 'ok' });
    expect(stdout).toContain('smoke: all 5 checks passed');
    expect(code).toBe(0);
  });

  it('passes with a key the service issued, sent with the content checks', async () => {
    const store = new ApiKeyStore(
      createDocumentClient({ region: service.region, endpoint: service.dynamoEndpoint }, BATCH_TIMEOUTS),
      service.tableName,
    );
    const { key } = await createApiKey({ store }, 'standard', 'smoke test');
    const { code, stdout } = await runScript('bin/smoke.ts', ['--base-url', service.baseUrl], { SMOKE_API_KEY: key });
    expect(stdout).toContain('(with an API key)');
    expect(verdicts(stdout)).toEqual({ verse: 'ok', hadith: 'ok', 'prayer-times': 'ok', 'not-modified': 'ok', 'rate-limit': 'ok' });
    expect(code).toBe(0);
  });

  it('names only the verse when a server answers another verse for 2:255', async () => {
    const proxy = await wrongVerseProxy(service);
    try {
      const { code, stdout, stderr } = await smoke(proxy.url);
      expect(verdicts(stdout)).toEqual({ verse: 'MISS', hadith: 'ok', 'prayer-times': 'ok', 'not-modified': 'ok', 'rate-limit': 'ok' });
      expect(stderr).toContain('smoke: 1 of 5 checks missed: verse');
      expect(code).toBe(1);
    } finally {
      await proxy.close();
    }
  });
});
