/** `npm run bench -- wire`: bytes on the wire per encoding, and a conditional GET's 304 against its 200. */
import http from 'node:http';
import { timeRuns } from './statistics';

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
export async function benchWire(baseUrl: string, withDuas: boolean): Promise<void> {
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
