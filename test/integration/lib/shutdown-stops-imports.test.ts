import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { closeTableConnections, createDocumentClient } from '../../../functions/shared/dynamo';
import { keys } from '../../../functions/shared/table';
import { type EmbeddedDynamo, startEmbeddedDynamo } from '../../../lib/local/embedded-dynamodb';
import { LOCAL_REGION, LOCAL_TABLE_NAME, startLocalStack } from '../../../lib/local/local-stack';
import { copyCorpusSnapshot, SNAPSHOT_ROOT_VARIABLE, type SnapshotCopy } from '../../support/corpus-snapshot';
import { fixtureSources } from '../../support/fixture-corpus';

/**
 * Issue 52, item 6: stopping the local service while it imports stops the import. The service writes through a proxy
 * to a dynalite of the test's own, which outlives the service: a write the import sent after the service had closed
 * would reach it, and none may. (A DocumentClient's destroy() does nothing, so destroying the imports' client never
 * stopped them; their threads are ended instead.)
 */
interface WriteWatch {
  endpoint: string;
  /** Resolves when the first BatchWriteItem of hadith items arrives (it is held until `release`). */
  firstHadithWrite: Promise<void>;
  release: () => void;
  /** BatchWriteItem requests that arrived, in all. */
  writes: () => number;
  /** Connections to the table still open (the proxy never closes an idle one: only the service can). */
  openConnections: () => number;
  close: () => Promise<void>;
}

/** A loopback proxy to `target` that counts BatchWriteItem requests and holds the first one of hadith items. */
async function watchWrites(target: string): Promise<WriteWatch> {
  let writes = 0;
  let held: (() => void) | undefined;
  let sawHadith!: () => void;
  const firstHadithWrite = new Promise<void>((resolve) => (sawHadith = resolve));
  let released = false;
  const server: Server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const forward = () => {
        const upstream = httpRequest(`${target}${incoming.url}`, { method: incoming.method, headers: incoming.headers }, (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        });
        upstream.on('error', () => outgoing.destroy());
        upstream.end(body);
      };
      const isWrite = String(incoming.headers['x-amz-target']).endsWith('.BatchWriteItem');
      if (isWrite) writes += 1;
      if (isWrite && !released && !held && body.includes('"HADITH#')) {
        // Held: the import is now writing, and this batch in flight when the service closes. Never forwarded.
        held = () => outgoing.destroy();
        sawHadith();
        return;
      }
      forward();
    });
  });
  // Idle connections are left for their client to close: whether the service closes its own is what is checked.
  server.keepAliveTimeout = 0;
  let open = 0;
  server.on('connection', (socket) => {
    open += 1;
    socket.once('close', () => (open -= 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    firstHadithWrite,
    release: () => {
      released = true;
      held?.();
    },
    writes: () => writes,
    openConnections: () => open,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let snapshot: SnapshotCopy | undefined;
let table: EmbeddedDynamo | undefined;
let watch: WriteWatch | undefined;

afterAll(async () => {
  await watch?.close();
  await table?.close();
  await snapshot?.remove();
});

it('stops the imports under way when it closes: no write reaches the table afterwards, no connection to it stays open, and no marker says they ended', async () => {
  // The Quran in already (the snapshot): the service listens at once and starts its background imports.
  snapshot = await copyCorpusSnapshot('quran');
  if (!snapshot) throw new Error('No quran corpus snapshot in this run (test/integration/global-setup.mjs builds it)');
  table = await startEmbeddedDynamo({ dataDirectory: snapshot.dataDirectory });
  watch = await watchWrites(table.endpoint);
  const stack = await startLocalStack({
    dynamoEndpoint: watch.endpoint,
    hadithSources: fixtureSources(join(process.env[SNAPSHOT_ROOT_VARIABLE]!, 'fixture', 'fixture-sources')),
    tanzilSources: false,
    tafsirEditions: false,
    hadithInBackground: true,
  });
  let closed = false;
  try {
    await watch.firstHadithWrite;
  } finally {
    const closing = stack.close().then(() => (closed = true));
    // The batch in flight fails as the service closes (a table that went away): the close must not wait for it.
    setTimeout(() => watch?.release(), 100);
    await closing;
  }
  expect(closed).toBe(true);
  const writesAtClose = watch.writes();
  // Long enough for an import still running to send its next batches (they go out every few milliseconds).
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(watch.writes()).toBe(writesAtClose);
  // Nor is a connection of the imports' clients left open (a DocumentClient's destroy() leaves them all open).
  expect(watch.openConnections()).toBe(0);

  const client = createDocumentClient({ region: LOCAL_REGION, endpoint: table.endpoint });
  try {
    const markers = await client.send(
      new QueryCommand({
        TableName: LOCAL_TABLE_NAME,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.corpusMarker('hadith').PK },
      }),
    );
    expect((markers.Items ?? []).map((item) => item.SK)).not.toContain(keys.corpusMarker('hadith').SK);
  } finally {
    closeTableConnections(client);
  }
});
