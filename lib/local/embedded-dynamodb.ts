import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AbstractIterator, AbstractKeyIterator, AbstractValueIterator } from 'abstract-level';
import { ClassicLevel } from 'classic-level';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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

export async function startEmbeddedDynamo(options: { dataDirectory?: string; port?: number } = {}): Promise<EmbeddedDynamo> {
  closeIteratorsWhereDynaliteEndsThem();
  if (options.dataDirectory) {
    await mkdir(options.dataDirectory, { recursive: true });
    await compactDataDirectory(options.dataDirectory);
  }
  const server = dynalite({ path: options.dataDirectory, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
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

/**
 * Every write of a rate-limit slot leaves the item's previous version in LevelDB until a compaction reaches it, so
 * the data directory grew with every request (836 MB after 35,000). Compacting before dynalite opens the directory
 * drops them: what one run wrote is reclaimed at the next start (measured: 168 MB back to 143 MB in 21 ms; a
 * freshly imported corpus takes about 4 s the first time). dynalite keeps its database to itself while it runs.
 */
export async function compactDataDirectory(directory: string): Promise<void> {
  if (!existsSync(join(directory, 'CURRENT'))) return; // nothing there yet
  const db = new ClassicLevel(directory);
  await db.open();
  try {
    await db.compactRange('\x00', '\uffff');
  } finally {
    await db.close();
  }
}
