import { Worker } from 'node:worker_threads';

/**
 * A small closed-loop load generator over node:http keep-alive agents (autocannon is not a dependency): `connections`
 * clients each send a request as soon as their previous answer is read in full. It runs in a worker thread, so that
 * the server under test (this process's main thread) does not also carry the load generator's work.
 */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The status every answer must have; another one fails the run (a bench of errors measures nothing). */
  status: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  /** Latencies in milliseconds, sorted. */
  latencies: Float64Array;
  /** Bytes of the last answer's body (as sent, not decompressed). */
  bytes: number;
}

// Plain JavaScript: an eval'd worker gets no TypeScript loader.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const { baseUrl, request, connections, warmUpMs, durationMs } = workerData;
const { hostname, port } = new URL(baseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const headers = { ...(request.headers || {}) };
if (request.body !== undefined) {
  headers['Content-Type'] ??= 'application/json';
  headers['Content-Length'] = Buffer.byteLength(request.body);
}
const once = () => new Promise((resolve, reject) => {
  const started = performance.now();
  const outgoing = http.request({ host: hostname, port, path: request.path, method: request.method, agent, headers }, (response) => {
    let bytes = 0;
    response.on('data', (chunk) => (bytes += chunk.length));
    response.on('end', () => {
      if (response.statusCode !== request.status) reject(new Error(request.method + ' ' + request.path + ': HTTP ' + response.statusCode + ', expected ' + request.status));
      else resolve({ ms: performance.now() - started, bytes });
    });
    response.on('error', reject);
  });
  outgoing.on('error', reject);
  outgoing.end(request.body);
});
(async () => {
  const latencies = [];
  let bytes = 0;
  const began = performance.now();
  const measuringFrom = began + warmUpMs;
  const until = measuringFrom + durationMs;
  const client = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      const answer = await once();
      bytes = answer.bytes;
      if (sent >= measuringFrom) latencies.push(answer.ms);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const seconds = (performance.now() - measuringFrom) / 1000;
  agent.destroy();
  parentPort.postMessage({ requests: latencies.length, seconds, latencies: Float64Array.from(latencies).sort(), bytes });
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error) }));
`;

export function runLoad(
  baseUrl: string,
  request: LoadRequest,
  options: { connections: number; warmUpMs: number; durationMs: number },
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { baseUrl, request, ...options } });
    worker.once('message', (message: LoadResult | { error: string }) => {
      void worker.terminate();
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}

/** The value below which `fraction` of the sorted latencies fall. */
export const quantile = (sorted: Float64Array, fraction: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
