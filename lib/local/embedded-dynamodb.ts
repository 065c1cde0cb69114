import { mkdir } from 'node:fs/promises';
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
export async function startEmbeddedDynamo(options: { dataDirectory?: string; port?: number } = {}): Promise<EmbeddedDynamo> {
  if (options.dataDirectory) await mkdir(options.dataDirectory, { recursive: true });
  const server = dynalite({ path: options.dataDirectory, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections?.();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
