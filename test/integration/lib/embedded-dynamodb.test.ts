import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
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
  it('keeps overwritten items from piling up, by itself, and reopens without rewriting its files', async () => {
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
      // As a busy client's rate-limit slots are, over and over: 25 items of 4 KB each, rewritten. The values do not
      // compress (LevelDB would make 'xxx…' nothing), so what is kept is what the disk shows.
      const slots = randomBytes(3_000).toString('base64');
      const rounds = { done: 0 };
      const overwrite = async (times: number) => {
        for (let end = rounds.done + times; rounds.done < end; rounds.done += 1) {
          await client.send(
            new BatchWriteCommand({
              RequestItems: {
                grow: Array.from({ length: 25 }, (_, i) => ({
                  PutRequest: { Item: { PK: 'RATE#ip:1', SK: `PAGE#${String(i).padStart(3, '0')}`, s: slots, n: rounds.done } },
                })),
              },
            }),
          );
        }
      };
      const roundBytes = 25 * slots.length;
      await overwrite(200);
      const early = await sizeOf(directory);
      await overwrite(400);
      client.destroy();
      await first.close();
      const kept = await sizeOf(directory);
      const tableFiles = (await readdir(directory)).filter((name) => name.endsWith('.ldb'));

      const second = await startEmbeddedDynamo({ dataDirectory: directory });
      const again = createDocumentClient({ region: 'local', endpoint: second.endpoint });
      const item = await again.send(new GetCommand({ TableName: 'grow', Key: { PK: 'RATE#ip:1', SK: 'PAGE#024' } }));
      again.destroy();
      await second.close();
      const after = await readdir(directory);
      console.log(
        `data directory after ${((200 * roundBytes) / 1e6).toFixed(0)} MB of overwrites: ${(early / 1e6).toFixed(1)} MB; ` +
          `after ${((600 * roundBytes) / 1e6).toFixed(0)} MB: ${(kept / 1e6).toFixed(1)} MB, ${tableFiles.length} table files`,
      );
      expect(item.Item).toMatchObject({ n: 599, s: slots });
      // 100 KB live: the 40 MB written after the first measure left at most a quarter of it behind, LevelDB compacting
      // the earlier versions away as it went, with no compaction asked for (its log and up to four files of level 0,
      // 4 MB each, are what it lets stand before it compacts).
      expect(kept - early).toBeLessThan((400 * roundBytes) / 4);
      // The restart rewrote nothing (a full compaction at start rewrote every file: a minute after an import).
      expect(after).toEqual(expect.arrayContaining(tableFiles));
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
