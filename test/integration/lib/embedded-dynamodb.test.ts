import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AbstractIterator, AbstractKeyIterator, AbstractValueIterator } from 'abstract-level';
import { ensureTable } from '../../../data/support/local-table';
import { createDocumentClient } from '../../../functions/shared/dynamo';
import { startEmbeddedDynamo } from '../../../lib/local/embedded-dynamodb';
import { startEmbeddedTable } from '../../support/embedded-table';

const sizeOf = async (directory: string) => {
  let bytes = 0;
  for (const name of await readdir(directory)) bytes += (await stat(join(directory, name))).size;
  return bytes;
};

// dynalite accepts any credentials; the SDK insists on some (startLocalStack sets the same).
process.env.AWS_ACCESS_KEY_ID ||= 'local';
process.env.AWS_SECRET_ACCESS_KEY ||= 'local';

describe('the embedded table', () => {
  it('closes the LevelDB iterator of every Query it answers (dynalite 4 left each one open)', async () => {
    // Which iterators were read from and which were closed, over dynalite's own reads, through the prototypes.
    const read = new WeakSet<object>();
    const closed = new WeakSet<object>();
    let opened = 0;
    let open = 0;
    const restore: Array<() => void> = [];
    for (const Iterator of [AbstractIterator, AbstractKeyIterator, AbstractValueIterator]) {
      const prototype = Iterator.prototype as unknown as Record<'next' | 'close', (this: object, ...args: unknown[]) => Promise<unknown>>;
      const [next, close] = [prototype.next, prototype.close];
      prototype.next = function (...args) {
        if (!read.has(this)) {
          read.add(this);
          opened += 1;
          open += 1;
        }
        return next.apply(this, args);
      };
      prototype.close = function (...args) {
        if (read.has(this) && !closed.has(this)) {
          closed.add(this);
          open -= 1;
        }
        return close.apply(this, args);
      };
      restore.push(() => Object.assign(prototype, { next, close }));
    }
    const table = await startEmbeddedTable('reads');
    const client = table.client;
    try {
      for (const SK of ['WINDOW', 'PAGE#001', 'PAGE#002']) {
        await client.send(new PutCommand({ TableName: 'reads', Item: { PK: 'RATE#ip:1', SK, slots: 'x' } }));
      }
      // As the rate limiter reads a client's pages on every admission: a strongly consistent Query of its partition.
      for (let i = 0; i < 50; i += 1) {
        const { Items } = await client.send(
          new QueryCommand({
            TableName: 'reads',
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': 'RATE#ip:1' },
            ConsistentRead: true,
          }),
        );
        expect(Items).toHaveLength(3);
      }
      expect(opened).toBeGreaterThanOrEqual(50);
      expect(open).toBe(0);
    } finally {
      await table.close();
      for (const undo of restore) undo();
    }
  });
});

describe('the embedded table on disk (npm start)', () => {
  it('gives back at the next start what overwritten items left behind, and keeps every item', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'embedded-dynamo-'));
    try {
      const first = await startEmbeddedDynamo({ dataDirectory: directory });
      const raw = new DynamoDBClient({
        region: 'local',
        endpoint: first.endpoint,
        credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
      });
      await ensureTable(raw, 'grow');
      raw.destroy();
      const client = createDocumentClient({ region: 'local', endpoint: first.endpoint });
      // As a busy client's rate-limit slots are: a few items rewritten over and over (here 3,000 times, 2 KB each).
      const slots = 'x'.repeat(2_000);
      for (let i = 0; i < 3_000; i += 1) {
        await client.send(
          new UpdateCommand({
            TableName: 'grow',
            Key: { PK: 'RATE#ip:1', SK: `PAGE#00${i % 3}` },
            UpdateExpression: 'SET s = :s, n = :n',
            ExpressionAttributeValues: { ':s': slots, ':n': i },
          }),
        );
      }
      client.destroy();
      await first.close();
      const grown = await sizeOf(directory);

      const second = await startEmbeddedDynamo({ dataDirectory: directory });
      const again = createDocumentClient({ region: 'local', endpoint: second.endpoint });
      const kept = await again.send(new GetCommand({ TableName: 'grow', Key: { PK: 'RATE#ip:1', SK: 'PAGE#002' } }));
      again.destroy();
      await second.close();
      const compacted = await sizeOf(directory);
      console.log(
        `data directory after 3,000 overwrites: ${(grown / 1e6).toFixed(1)} MB; after the next start: ${(compacted / 1e6).toFixed(2)} MB`,
      );
      expect(kept.Item).toMatchObject({ n: 2_999, s: slots });
      // Three live items of 2 KB: the 6 MB of earlier versions are gone. (Reopening alone, without the compaction,
      // left a fifth of them: 0.57 of 2.7 MB.)
      expect(compacted).toBeLessThan(grown / 20);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
