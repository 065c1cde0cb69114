import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { corpusFileSources } from '../data/support/corpus-locations';
import { median, percentile } from './statistics';

const PATHS = ['/api/v1/quran?surah=1&ayah=1', '/api/v1/hadith?collection=bukhari&number=1'];
const LISTENING = /listening on (http:\/\/\S+)\n/;

/** bin/serve.ts in its own process, as `npm start` runs it; `at(pattern)`: ms from the spawn to the output matching it. */
function serve(dataDirectory: string) {
  const started = performance.now();
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['bin/serve.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      LOCAL_DYNAMODB_PORT: '0',
      LOCAL_DATA_DIR: dataDirectory,
      CORPUS_OFFLINE: 'true',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '5000',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waits: Array<{ pattern: RegExp; resolve: (ms: number) => void }> = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wait of [...waits]) {
      if (!wait.pattern.test(output)) continue;
      waits.splice(waits.indexOf(wait), 1);
      wait.resolve(performance.now() - started);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`serve exited (${code}):\n${output.slice(-2000)}`))),
  );
  exited.catch(() => undefined);
  const at = (pattern: RegExp) =>
    Promise.race([new Promise<number>((resolve) => (pattern.test(output) ? resolve(0) : waits.push({ pattern, resolve }))), exited]);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { at, stop, baseUrl: () => LISTENING.exec(output)![1] };
}

/** Polls both paths in turn until `done` settles: every latency, and when each path first answered 200. */
async function poll(baseUrl: string, done: Promise<unknown>) {
  const since = performance.now();
  let finished = false;
  void done.then(() => (finished = true));
  const latencies: number[] = [];
  const firstOk = new Map<string, number>();
  for (let i = 0; !finished; i += 1) {
    const path = PATHS[i % PATHS.length];
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.status === 200 && !firstOk.has(path)) firstOk.set(path, performance.now() - since);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { latencies, firstOk };
}

const ms = (value: number | undefined) => (value === undefined ? 'never' : `${Math.round(value)} ms`);
const summary = (values: number[]) =>
  `${values.length} requests, median ${ms(median(values))}, p99 ${ms(percentile(values, 0.99))}, max ${ms(Math.max(...values))}`;

async function measureStart(label: string, dataDirectory: string, until: RegExp) {
  const server = serve(dataDirectory);
  const listening = await server.at(LISTENING);
  const done = server.at(until);
  const during = await poll(server.baseUrl(), done);
  console.log(
    `  ${label}: listening after ${ms(listening)}; until "${until.source}" (${ms((await done) - listening)} later): ${summary(during.latencies)}`,
  );
  for (const path of PATHS) console.log(`    first 200 for ${path}: ${ms(during.firstOk.get(path))} after listening`);
  return server;
}

/**
 * Issue 27's silent pauses: `npm start` on a fresh data directory (the Quran imported before listening, the hadith
 * and the translations after), then a restart on the same directory, with a verse and a hadith polled from
 * "listening" on; the baseline is the same requests once everything is imported, in the same run.
 */
export async function benchStartup(): Promise<void> {
  if (!corpusFileSources({ offline: true }).mirror) {
    console.log('\nstartup: not measured, the hadith sources are not on this machine (no mirror)');
    return;
  }
  const directory = await mkdtemp(join(tmpdir(), 'bench-startup-'));
  const data = join(directory, 'dynamodb');
  try {
    console.log('\nnpm start: time to the first answer, and latency while the corpora are imported (sequential requests, 50 ms apart):');
    const fresh = await measureStart('fresh start', data, /Hadith and dua corpora \S+ imported/);
    // Stopped during the translations' import: the restart imports them again while it serves.
    await fresh.stop();
    const restart = await measureStart('restart', data, /Quran translations \S+ imported/);
    const baseline = await poll(restart.baseUrl(), new Promise((resolve) => setTimeout(resolve, 10_000)));
    console.log(`  baseline, everything imported: ${summary(baseline.latencies)}`);
    await restart.stop();
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
