import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { corpusFileSources } from '../data/support/corpus-locations';
import { median, percentile } from './statistics';

/** One request per corpus: the first 200 of each is when that corpus is served. */
const CORPORA = [
  { corpus: 'Quran', path: '/api/v1/quran?surah=1&ayah=1' },
  { corpus: 'hadith', path: '/api/v1/hadith?collection=bukhari&number=1' },
  { corpus: 'duas', path: '/api/v1/duas?id=1' },
  { corpus: 'editions', path: '/api/v1/quran?surah=1&ayah=1&translations=ur' },
  { corpus: 'tafsir', path: '/api/v1/tafsir?edition=en.ibnkathir&verse_key=2:255' },
] as const;
const LISTENING = /listening on (http:\/\/\S+)\n/;
/** A start that has not served every corpus by then is reported as such. */
const GIVE_UP_MS = 90 * 60_000;
/** How long the server is left alone, everything served, before its idle memory is read. */
const IDLE_MS = 20_000;

/** A line of /proc/<pid>/status in MB (VmRSS: now; VmHWM: the peak since the process began). */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined; // not Linux, or the process is gone
  }
}

/** The processes `pid` started (its import processes), from /proc/<pid>/task/<tid>/children. */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * The server's RSS with its child processes' (the imports run in processes of their own), summed every 250 ms: the
 * peak of what `npm start` holds at once, where the server's VmHWM alone leaves the imports out.
 */
function sampleTreeRss(pid: number): { stop: () => { peak: number; childPeak: number } } {
  let peak = 0;
  let childPeak = 0;
  const timer = setInterval(() => {
    const children = childrenOf(pid).reduce((sum, child) => sum + (statusMb(child, 'VmRSS') ?? 0), 0);
    childPeak = Math.max(childPeak, children);
    peak = Math.max(peak, (statusMb(pid, 'VmRSS') ?? 0) + children);
  }, 250);
  return {
    stop: () => {
      clearInterval(timer);
      return { peak, childPeak };
    },
  };
}

/** CPU seconds the process has used, all its threads (utime + stime of /proc/<pid>/stat, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis: state is the 3rd field of the line, utime the 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** bin/serve.ts in its own process, exactly as `npm start` runs it; `at(pattern)`: ms from the spawn to the output matching it. */
function serve(dataDirectory: string) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '--import', 'tsx', 'bin/serve.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      LOCAL_DYNAMODB_PORT: '0',
      LOCAL_DATA_DIR: dataDirectory,
      CORPUS_OFFLINE: 'true',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '5000',
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
  return { at, exited, stop, started, pid: child.pid!, output: () => output, baseUrl: () => LISTENING.exec(output)![1] };
}

/**
 * Requests each corpus not served yet in turn, 50 ms apart, until all are served (or GIVE_UP_MS): every latency, and
 * when each corpus first answered 200, in ms from the spawn.
 */
async function pollUntilServed(baseUrl: string, spawnedAt: number, pid: number) {
  const latencies: number[] = [];
  const served = new Map<string, number>();
  const cpu = new Map<string, number | undefined>();
  while (served.size < CORPORA.length && performance.now() - spawnedAt < GIVE_UP_MS) {
    for (const { corpus, path } of CORPORA) {
      if (served.has(corpus)) continue;
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status === 200) {
        served.set(corpus, performance.now() - spawnedAt);
        cpu.set(corpus, cpuSeconds(pid));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { latencies, served, cpu };
}

const seconds = (value: number | undefined) => (value === undefined ? 'never' : `${(value / 1000).toFixed(1)} s`);
const ms = (value: number | undefined) => (value === undefined ? 'never' : `${Math.round(value)} ms`);
const mb = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)} MB`);
const summary = (values: number[]) =>
  `${values.length} requests, median ${ms(median(values))}, p99 ${ms(percentile(values, 0.99))}, max ${ms(Math.max(...values))}`;

/** One start on `dataDirectory`: when it listens, when each corpus is served, its peak and idle memory. */
async function measureStart(label: string, dataDirectory: string) {
  const server = serve(dataDirectory);
  const tree = sampleTreeRss(server.pid);
  try {
    const listening = await server.at(LISTENING);
    // Raced with its exit: a server that dies while polled is reported with its last lines, not as a refused connection.
    // A refused request is the server gone: its exit, with its last lines, is what is reported.
    const polling = pollUntilServed(server.baseUrl(), server.started, server.pid).catch(async (error: unknown) => {
      await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      throw error;
    });
    polling.catch(() => undefined);
    const { latencies, served, cpu } = await Promise.race([polling, server.exited]);
    const allServed = Math.max(...served.values());
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle = statusMb(server.pid, 'VmRSS');
    const peak = statusMb(server.pid, 'VmHWM');
    const together = tree.stop();
    console.log(
      `  ${label}: listening after ${seconds(listening)}; peak RSS (VmHWM) ${mb(peak)}, idle RSS ${mb(idle)}; ` +
        `with its import processes, peak ${mb(together.peak)} together (theirs at most ${mb(together.childPeak)}; sampled)`,
    );
    console.log(
      `    served after (from the spawn): ${CORPORA.map(({ corpus }) => `${corpus} ${seconds(served.get(corpus))}`).join(', ')}` +
        (served.size === CORPORA.length ? `; all ${seconds(allServed)}` : ''),
    );
    const cpuOf = (corpus: string) => cpu.get(corpus)?.toFixed(0) ?? '?';
    console.log(`    the server's CPU seconds by then: ${CORPORA.map(({ corpus }) => `${corpus} ${cpuOf(corpus)}`).join(', ')}`);
    console.log(`    requests meanwhile: ${summary(latencies)}`);
    return { listening, served, peak, idle };
  } finally {
    tree.stop();
    await server.stop();
  }
}

/**
 * `npm start` on a fresh data directory, then twice on the same directory: when it listens, when each corpus is first
 * served (polled from "listening" on), the server process's peak RSS (VmHWM: its threads included), the peak of its
 * RSS with its import processes' (sampled), and its RSS after IDLE_MS with everything served and nothing asked. On a
 * machine busy with other work the seconds stretch; the CPU seconds the server had used by each corpus's first answer
 * do not.
 */
export async function benchStartup(): Promise<void> {
  if (!corpusFileSources({ offline: true }).mirror) {
    console.log('\nstartup: not measured, the hadith sources are not on this machine (no mirror)');
    return;
  }
  const directory = await mkdtemp(join(tmpdir(), 'bench-startup-'));
  const data = join(directory, 'dynamodb');
  try {
    console.log(
      `\nnpm start: when each corpus is served, and the server's memory (load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}):`,
    );
    await measureStart('fresh start', data);
    await measureStart('restart', data);
    await measureStart('second restart', data);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
