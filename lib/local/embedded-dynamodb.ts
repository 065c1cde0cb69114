import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { AbstractIterator, AbstractKeyIterator, AbstractValueIterator } from 'abstract-level';
import { ClassicLevel } from 'classic-level';
import dynalite from 'dynalite';

export interface EmbeddedDynamo {
  endpoint: string;
  close: () => Promise<void>;
}

/**
 * Starts dynalite, a DynamoDB-compatible engine, inside this process on a loopback port (a free one by default).
 * With `dataDirectory` the data lives on disk (LevelDB) and survives restarts; without it, in memory.
 */
/** How long closing waits for the requests dynalite is serving to finish before it cuts them. */
const CLOSE_WAIT_MS = 5_000;

/**
 * dynalite 4.0.0 reads every Query and Scan through a stream over an abstract-level iterator, and ends that stream by
 * calling the iterator's `return()`, which abstract-level 3's iterators do not have (theirs is `close()`). So every
 * Query left its iterator open: its native iterator, its LevelDB snapshot and a few objects stayed attached to the
 * database. Under a soak the local server's heap grew by about 7 KB a request and its memory by hundreds of MB a
 * minute, and the snapshots kept every overwritten rate-limit slot on disk. Giving the iterators the `return()` that
 * dynalite calls closes each one as its stream ends.
 */
export function closeIteratorsWhereDynaliteEndsThem(enabled = true): void {
  for (const Iterator of [AbstractIterator, AbstractKeyIterator, AbstractValueIterator]) {
    // `npm run bench -- soak` measures the server as it was (enabled = false) beside it as it is, in one run.
    if (!enabled) {
      Reflect.deleteProperty(Iterator.prototype, 'return');
      continue;
    }
    if ('return' in Iterator.prototype) continue;
    Object.defineProperty(Iterator.prototype, 'return', {
      configurable: true,
      value(this: { close(): Promise<void> }) {
        return this.close();
      },
    });
  }
}

export interface EmbeddedDynamoOptions {
  dataDirectory?: string;
  port?: number;
  /**
   * In a worker thread of its own (the local server): the table then answers while this thread is busy with
   * CPU-heavy requests (thirty year calendars at 69.65 N), instead of queueing every table call behind them, so a
   * busy server is slow, not a false outage (issue 36, finding 4).
   */
  ownThread?: boolean;
}

export async function startEmbeddedDynamo(options: EmbeddedDynamoOptions = {}): Promise<EmbeddedDynamo> {
  if (options.ownThread) return startInWorker(options);
  return serveDynalite(options);
}

/** Messages between this thread and dynalite's worker. */
type FromWorker = { started: string } | { failed: string; code?: string } | { closed: true; error?: string };

async function startInWorker(options: EmbeddedDynamoOptions): Promise<EmbeddedDynamo> {
  const worker = new Worker(new URL('./embedded-dynamodb-thread.mjs', import.meta.url), {
    workerData: { dataDirectory: options.dataDirectory, port: options.port },
    // A corpus import sends it hundreds of thousands of items, each parsed, validated and stored: short-lived objects
    // that V8's default young generation (16 MB) promoted and collected again, much of dynalite's CPU.
    resourceLimits: { maxYoungGenerationSizeMb: 32 },
  });
  const next = () =>
    new Promise<FromWorker>((resolve, reject) => {
      const onError = (error: Error) => {
        worker.off('message', onMessage);
        reject(error);
      };
      const onMessage = (message: FromWorker) => {
        worker.off('error', onError);
        resolve(message);
      };
      worker.once('message', onMessage);
      worker.once('error', onError);
    });
  const first = await next();
  if (!('started' in first)) {
    await worker.terminate();
    throw Object.assign(new Error('failed' in first ? first.failed : 'dynalite did not start'), {
      code: 'failed' in first ? first.code : undefined,
    });
  }
  // A crash of the thread after it started is reported, never thrown into this one as an unhandled 'error' event.
  worker.on('error', (error) => console.error(`dynalite's thread failed: ${error.message}`));
  let closing: Promise<void> | undefined;
  return {
    endpoint: first.started,
    close: () =>
      (closing ??= (async () => {
        const answer = next();
        worker.postMessage('close');
        const outcome = await answer;
        await worker.terminate();
        if ('closed' in outcome && outcome.error) throw new Error(outcome.error);
      })()),
  };
}

/** dynalite on a loopback port of this thread (called by the worker, or directly). */
export async function serveDynalite(options: Pick<EmbeddedDynamoOptions, 'dataDirectory' | 'port'> = {}): Promise<EmbeddedDynamo> {
  closeIteratorsWhereDynaliteEndsThem();
  if (options.dataDirectory) {
    await mkdir(options.dataDirectory, { recursive: true });
    try {
      await probeDataDirectory(options.dataDirectory);
    } catch (error) {
      throw heldElsewhere(error, options.dataDirectory) ?? error;
    }
  }
  const server = dynalite({ path: options.dataDirectory, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  // Idle connections stay open until the client closes them. With dynalite in a thread of its own its 5 s keep-alive
  // close ran on time while the client's thread was busy (an import building an index), and the client then sent its
  // next call on a socket already closed: ECONNRESET on both attempts. Its only clients are this process's own.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // Requests dynalite is serving: a read still in flight when the database closed threw "Database is closed" from
  // inside dynalite (a service answering 503 early can leave a parallel read behind it).
  const serving = new Set<ServerResponse>();
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    serving.add(response);
    response.once('close', () => serving.delete(response));
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      const givingUp = Date.now() + CLOSE_WAIT_MS;
      while (serving.size > 0 && Date.now() < givingUp) await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections?.();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

/** Who serves a data directory (written in it once the server listens, removed as it stops): named to a second one. */
export interface DataDirectoryHolder {
  pid: number;
  /** What it serves, for a person to recognise it ("http://127.0.0.1:3000"). */
  serving: string;
  since: string;
}

/** In the data directory; LevelDB leaves files whose names are not its own alone. */
const HOLDER_FILE = 'served-by.json';

export async function recordHolder(directory: string, holder: DataDirectoryHolder): Promise<void> {
  await writeFile(join(directory, HOLDER_FILE), `${JSON.stringify(holder)}\n`);
}

export async function releaseHolder(directory: string): Promise<void> {
  await rm(join(directory, HOLDER_FILE), { force: true });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * LevelDB's lock on the directory is held: another process has it open (a second `npm start` in the same folder died
 * with LEVEL_DATABASE_NOT_OPEN). Names the holder when it said who it is.
 */
function heldElsewhere(error: unknown, directory: string): Error | undefined {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  if (code !== 'LEVEL_DATABASE_NOT_OPEN' || cause?.code !== 'LEVEL_LOCKED') return undefined;
  let holder: DataDirectoryHolder | undefined;
  try {
    holder = JSON.parse(readFileSync(join(directory, HOLDER_FILE), 'utf8')) as DataDirectoryHolder;
  } catch {
    holder = undefined;
  }
  const who =
    holder && alive(holder.pid)
      ? `another server (pid ${holder.pid}, serving ${holder.serving} since ${holder.since})`
      : 'another process (it did not say which; a server still starting, or `npm run corpus:import` on a copy?)';
  return Object.assign(
    new Error(`${directory} is in use by ${who}: stop it first, or give this one a data directory of its own (LOCAL_DATA_DIR)`),
    { code: 'DATA_DIRECTORY_IN_USE' },
  );
}

/**
 * Opens and closes the data directory before dynalite does, which opens it only at its first request: a directory held
 * by another process is then named at start (heldElsewhere), not in a request's LEVEL_DATABASE_NOT_OPEN.
 *
 * Not compacted any more. It was, when dynalite's open iterators pinned every overwritten rate-limit slot on disk (836
 * MB after 35,000 requests); with them closed (closeIteratorsWhereDynaliteEndsThem) LevelDB drops overwritten versions
 * as it compacts by itself (the soak bench: 1.6 MB after 16,000 admissions), and a full compaction at start rewrote
 * every table file: 62 s of a restart after an import, 3 s of later ones (issue 51).
 */
async function probeDataDirectory(directory: string): Promise<void> {
  if (!existsSync(join(directory, 'CURRENT'))) return; // nothing there yet
  const db = new ClassicLevel(directory);
  await db.open();
  await db.close();
}
