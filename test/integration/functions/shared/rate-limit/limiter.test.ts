import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BATCH_TIMEOUTS, createDocumentClient, createLimiterClient } from '../../../../../functions/shared/dynamo';
import { inProcessLimiter } from '../../../../../functions/shared/rate-limit/in-process-limiter';
import { slidingWindowLimiter } from '../../../../../functions/shared/rate-limit/limiter';
import { keys } from '../../../../../functions/shared/table';
import { type EmbeddedTable, startEmbeddedTable } from '../../../../support/embedded-table';
import { itKeepsASlidingWindow } from '../../../../support/sliding-window-contract';

let table: EmbeddedTable;
// The functions' own limiter client (low-level, cacheMiddleware); the tests that build a limiter on `table.client` (a
// DocumentClient, which sends through its client's stack) cover the other client it takes.
let limiterClient: DynamoDBClient;
let clock = 0;
const limiterWith = (options: { maxReads?: number } = {}) =>
  slidingWindowLimiter({ client: limiterClient, tableName: table.tableName, now: () => clock, ...options });

beforeAll(async () => {
  table = await startEmbeddedTable();
  // The table's waits as table.client has them: the subject is the limiter's decisions, not how fast a busy machine
  // lets dynalite accept 240 connections at once (the production 0.5 s to connect ran out under load).
  limiterClient = createLimiterClient({ region: 'us-east-1', endpoint: table.endpoint }, BATCH_TIMEOUTS);
});

afterAll(async () => {
  limiterClient?.destroy();
  await table?.close();
});

beforeEach(() => {
  clock = Date.parse('2026-11-22T12:00:00Z');
});

describe('slidingWindowLimiter against DynamoDB (dynalite)', () => {
  itKeepsASlidingWindow(limiterWith, { now: () => clock, set: (ms) => (clock = ms) }, 1);

  it('admits exactly the limit out of 100 concurrent requests, whatever the interleaving', async () => {
    const limiter = limiterWith();
    const results = await Promise.all(Array.from({ length: 100 }, () => limiter.admit('ip:burst', 30)));
    expect(results.filter((result) => result.admitted)).toHaveLength(30);
    // Two limiters (two Lambda instances) sharing the table keep the same bound.
    const results2 = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? limiterWith() : limiter).admit('ip:two-instances', 25)),
    );
    expect(results2.filter((result) => result.admitted)).toHaveLength(25);
  });

  it('admits a whole burst within the limit on one item, even when every request picks the same slots', async () => {
    // random() = 0: all concurrent requests choose the same free slot, the worst interleaving for lost races.
    const limiter = slidingWindowLimiter({ client: table.client, tableName: table.tableName, now: () => clock, random: () => 0 });
    const results = await Promise.all(Array.from({ length: 30 }, () => limiter.admit('ip:same-slots', 30)));
    expect(results.filter((result) => !result.admitted)).toEqual([]);
    expect((await limiter.admit('ip:same-slots', 30)).admitted).toBe(false);
  });

  it('counts a write once when it was applied but its answer was lost and the SDK retried it', async () => {
    // Every UpdateItem reaches the table, but the first answer of each is dropped as a timeout, which the SDK
    // retries: the retry's condition then fails on the slot the first attempt already moved.
    const client = createDocumentClient({ region: 'us-east-1', endpoint: table.endpoint });
    const dropped = new Set<unknown>();
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const answer = await next(args);
        // One id per call across its attempts (the SDK's invocation id).
        const call = (args.request as { headers: Record<string, string> }).headers['amz-sdk-invocation-id'];
        if (context.commandName === 'UpdateItemCommand' && !dropped.has(call)) {
          dropped.add(call);
          throw Object.assign(new Error('answer lost'), { name: 'TimeoutError' });
        }
        return answer;
      },
      { step: 'deserialize', name: 'dropFirstAnswer' },
    );
    const limiter = slidingWindowLimiter({ client, tableName: table.tableName, now: () => clock });
    const admissions = [];
    for (let i = 0; i < 3; i += 1) admissions.push(await limiter.admit('ip:retried', 3));
    client.destroy();
    expect(admissions.map((admission) => admission.admitted)).toEqual([true, true, true]);
    expect(admissions.map((admission) => admission.remaining)).toEqual([2, 1, 0]);
  });

  it('stores one item per client with a TTL past the window, and takes one read and one write per admission', async () => {
    const admission = await limiterWith().admit('ip:item', 4);
    expect(admission.operations).toBe(2);
    const { Item } = await table.client.send(new GetCommand({ TableName: table.tableName, Key: keys.rateLimitWindow('ip:item') }));
    expect(Item).toMatchObject({ PK: 'RATE#ip:item', SK: 'WINDOW', expiresAt: Math.ceil((clock + 60_000) / 1000) + 60 });
    expect(Object.keys(Item!).filter((name) => /^s\d+$/.test(name))).toHaveLength(1);
  });

  it('takes one write per admission once it has seen the window, and a read again when it has forgotten it', async () => {
    const limiter = slidingWindowLimiter({ client: table.client, tableName: table.tableName, now: () => clock, rememberedWindows: 1 });
    expect(await limiter.admit('ip:one-call', 5)).toMatchObject({ admitted: true, remaining: 4, operations: 2 });
    clock += 1_000;
    expect(await limiter.admit('ip:one-call', 5)).toMatchObject({ admitted: true, remaining: 3, resetSeconds: 59, operations: 1 });
    // Another client's window pushes this one out of a memory of one: read first again.
    expect(await limiter.admit('ip:one-call-other', 5)).toMatchObject({ admitted: true, operations: 2 });
    expect(await limiter.admit('ip:one-call', 5)).toMatchObject({ admitted: true, remaining: 2, operations: 2 });
  });

  it('decides and answers exactly when another process admitted requests since it last saw the window', async () => {
    // random() = 0: each limiter writes the first slot free as it last saw the window, so the stale one collides.
    const first = slidingWindowLimiter({ client: table.client, tableName: table.tableName, now: () => clock, random: () => 0 });
    const second = slidingWindowLimiter({ client: table.client, tableName: table.tableName, now: () => clock, random: () => 0 });
    for (let i = 0; i < 2; i += 1) expect((await first.admit('ip:two-processes', 6)).admitted).toBe(true);
    for (let i = 0; i < 3; i += 1) expect((await second.admit('ip:two-processes', 6)).admitted).toBe(true);
    // Its write against slot 2 (free as it last saw it) loses to the second's; it reads and takes slot 5.
    expect(await first.admit('ip:two-processes', 6)).toMatchObject({ admitted: true, remaining: 0, operations: 3 });
    // The second saw slot 5 free: its write loses, and the refusal is decided on the read that follows.
    expect(await second.admit('ip:two-processes', 6)).toMatchObject({ admitted: false, remaining: 0, operations: 2 });
    expect(await first.admit('ip:two-processes', 6)).toMatchObject({ admitted: false, remaining: 0, operations: 1 });
  });

  it('refuses (fails closed) when contention outlasts its reads', async () => {
    const limiter = limiterWith({ maxReads: 1 });
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.admit('ip:contended', 20)));
    const admitted = results.filter((result) => result.admitted).length;
    expect(admitted).toBeGreaterThan(0);
    expect(admitted).toBeLessThanOrEqual(20);
    for (const refused of results.filter((result) => !result.admitted)) expect(refused).toMatchObject({ remaining: 0, resetSeconds: 1 });
  });

  it('propagates a database failure rather than admitting', async () => {
    const paged = slidingWindowLimiter({ client: table.client, tableName: 'no-such-table', now: () => clock });
    await expect(paged.admit('key:x', 500)).rejects.toThrow();
    await expect(paged.peek('key:x', 500)).rejects.toThrow();
    const broken = slidingWindowLimiter({ client: table.client, tableName: 'no-such-table', now: () => clock });
    await expect(broken.admit('ip:x', 5)).rejects.toThrow();
  });
});

describe('slidingWindowLimiter above one page of slots (limits over 64 per minute)', () => {
  const itemsOf = async (clientId: string) =>
    (
      await table.client.send(
        new QueryCommand({
          TableName: table.tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': `RATE#${clientId}` },
        }),
      )
    ).Items ?? [];

  it('admits up to the limit with exact headers, refuses the next, and slides', async () => {
    const limiter = limiterWith();
    const start = clock;
    for (let i = 0; i < 130; i += 1) {
      clock = start + i * 100;
      expect(await limiter.admit('key:paged-seq', 130)).toMatchObject({ admitted: true, limit: 130, remaining: 129 - i });
    }
    expect(await limiter.admit('key:paged-seq', 130)).toMatchObject({ admitted: false, remaining: 0, resetSeconds: 48, operations: 1 });
    expect(await limiter.peek('key:paged-seq', 130)).toEqual({ limit: 130, remaining: 0, resetSeconds: 48 });
    clock = start + 60_000 + 250; // the first three have left the window
    expect(await limiter.peek('key:paged-seq', 130)).toMatchObject({ remaining: 3 });
    for (let i = 0; i < 3; i += 1) expect(await limiter.admit('key:paged-seq', 130)).toMatchObject({ admitted: true, remaining: 2 - i });
    expect((await limiter.admit('key:paged-seq', 130)).admitted).toBe(false);
  });

  it('admits exactly the limit out of a concurrent burst, across two instances', async () => {
    const one = limiterWith();
    const two = limiterWith();
    const results = await Promise.all(Array.from({ length: 240 }, (_, i) => (i % 2 ? one : two).admit('key:paged-burst', 150)));
    expect(results.filter((result) => result.admitted)).toHaveLength(150);
    expect(await one.peek('key:paged-burst', 150)).toMatchObject({ remaining: 0 });
  });

  it('admits a whole burst within the limit: 300 at once against 300 a minute, none refused', async () => {
    const one = limiterWith();
    const two = limiterWith();
    const results = await Promise.all(Array.from({ length: 300 }, (_, i) => (i % 2 ? one : two).admit('key:pro-burst', 300)));
    expect(results.filter((result) => !result.admitted)).toEqual([]);
    expect((await one.admit('key:pro-burst', 300)).admitted).toBe(false);
    const operations = results.map((result) => result.operations).sort((a, b) => a - b);
    console.log(`300 concurrent admissions at 300/min: operations median ${operations[150]}, max ${operations.at(-1)}`);
  });

  it('keeps every item small whatever the limit, and takes one Query and one write per admission', async () => {
    const limiter = limiterWith();
    const admissions = [];
    for (let i = 0; i < 200; i += 1) {
      admissions.push(await limiter.admit('key:paged-large', 5000));
      clock += 10;
    }
    expect(admissions.every((admission) => admission.admitted)).toBe(true);
    // One Query of the client's pages and one conditional write: not a read or write of 5,000 slots.
    expect(admissions.map((admission) => admission.operations)).toEqual(Array(200).fill(2));
    expect(admissions.at(-1)).toMatchObject({ limit: 5000, remaining: 4800 });
    const items = await itemsOf('key:paged-large');
    // 200 admissions fill pages in order: four pages of the 79, so the Query reads four small items.
    expect(items.map((item) => item.SK).sort()).toEqual(['PAGE#001', 'PAGE#002', 'PAGE#003', 'WINDOW']);
    for (const item of items) {
      expect(Object.keys(item).filter((name) => /^s\d+$/.test(name)).length).toBeLessThanOrEqual(64);
      expect(item.expiresAt).toBeGreaterThanOrEqual(Math.ceil((clock - 2_010 + 60_000) / 1000));
    }
  });

  it('ignores the page directory of the earlier design: the slots alone decide', async () => {
    const limiter = limiterWith();
    const start = clock;
    // A directory that says every page is free, as one left by the earlier limiter might.
    await table.client.send(
      new PutCommand({ TableName: table.tableName, Item: { PK: 'RATE#key:paged-stale', SK: 'PAGES', o0: 0, n0: 0, o1: 0, n1: 0 } }),
    );
    for (let i = 0; i < 100; i += 1) expect((await limiter.admit('key:paged-stale', 100)).admitted).toBe(true);
    expect(await limiter.admit('key:paged-stale', 100)).toMatchObject({ admitted: false, remaining: 0, operations: 1 });
    clock = start + 60_000;
    expect(await limiter.admit('key:paged-stale', 100)).toMatchObject({ admitted: true, remaining: 99 });
  });

  it('carries admissions over when a client moves from one item to pages (a plan upgrade)', async () => {
    const limiter = limiterWith();
    for (let i = 0; i < 30; i += 1) expect((await limiter.admit('key:upgraded', 30)).admitted).toBe(true);
    expect(await limiter.peek('key:upgraded', 300)).toMatchObject({ remaining: 270 });
    expect(await limiter.admit('key:upgraded', 300)).toMatchObject({ admitted: true, remaining: 269 });
  });
});

describe('slidingWindowLimiter admitting a batch (a request that counts as several: an MCP batch)', () => {
  it('admits it whole in one read and one write, or refuses it whole and writes nothing, with the wait until it fits', async () => {
    const limiter = limiterWith();
    expect(await limiter.admit('ip:batch', 30, 12)).toMatchObject({ admitted: true, remaining: 18, operations: 2 });
    clock += 10_000;
    expect(await limiter.admit('ip:batch', 30, 15)).toMatchObject({ admitted: true, remaining: 3 });
    clock += 10_000;
    // 3 remain: a batch of 5 needs two of the first batch's slots, free 40 s from now.
    expect(await limiter.admit('ip:batch', 30, 5)).toMatchObject({ admitted: false, remaining: 3, retryAfterSeconds: 40, operations: 1 });
    expect(await limiter.admit('ip:batch', 30, 3)).toMatchObject({ admitted: true, remaining: 0 });
    clock += 40_000;
    expect(await limiter.admit('ip:batch', 30, 12)).toMatchObject({ admitted: true, remaining: 0 });
  });

  it('never admits more than the limit out of concurrent batches', async () => {
    const one = limiterWith();
    const two = limiterWith();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).admit('ip:batch-burst', 30, 4)));
    const admitted = results.filter((result) => result.admitted).length;
    // Seven batches of four fit in thirty; losing races may refuse some, never admit an eighth.
    expect(admitted).toBeGreaterThan(0);
    expect(admitted).toBeLessThanOrEqual(7);
    expect(await one.peek('ip:batch-burst', 30)).toMatchObject({ remaining: 30 - 4 * admitted });
  });

  it('above one page: all or none across pages, given back when a later page is lost', async () => {
    const limiter = limiterWith();
    for (let i = 0; i < 60; i += 1) expect((await limiter.admit('key:paged-batch', 130)).admitted).toBe(true);
    // 4 free on the first page, 64 on the second, 2 on the third: a batch of 20 spans two pages.
    expect(await limiter.admit('key:paged-batch', 130, 20)).toMatchObject({ admitted: true, remaining: 50 });
    expect(await limiter.admit('key:paged-batch', 130, 51)).toMatchObject({ admitted: false, remaining: 50 });
    const concurrent = await Promise.all(Array.from({ length: 12 }, () => limiterWith().admit('key:paged-batch', 130, 5)));
    const admitted = concurrent.filter((result) => result.admitted).length;
    expect(admitted).toBeLessThanOrEqual(10);
    // What was given back by batches that lost a race on a later page is free again: nothing is lost or double-counted.
    expect(await limiter.peek('key:paged-batch', 130)).toMatchObject({ remaining: 50 - 5 * admitted });
  });
});

describe('inProcessLimiter (npm start) decides as slidingWindowLimiter does over the table', () => {
  // A seeded walk: the same requests, one after another, to both; every answer but the table calls' count must match.
  const seeded = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };

  it.each([
    ['one page', 5],
    ['paged (above 64)', 100],
  ])('%s: 600 admissions, batches and peeks at a limit of %i', async (_name, limit) => {
    const random = seeded(limit);
    const overTable = limiterWith();
    const inProcess = inProcessLimiter({ now: () => clock });
    const clients = [`ip:agree-${limit}-a`, `ip:agree-${limit}-b`, `key:agree-${limit}-c`];
    const answers: Array<[unknown, unknown]> = [];
    for (let i = 0; i < 600; i += 1) {
      clock += Math.floor(random() * (limit > 64 ? 200 : 3_000));
      const clientId = clients[Math.floor(random() * clients.length)];
      const roll = random();
      if (roll < 0.1) {
        answers.push([await overTable.peek(clientId, limit), await inProcess.peek(clientId, limit)]);
        continue;
      }
      const cost = roll < 0.25 ? 1 + Math.floor(random() * 4) : 1;
      const { operations: _tableCalls, ...fromTable } = await overTable.admit(clientId, limit, cost);
      const { operations: none, ...fromProcess } = await inProcess.admit(clientId, limit, cost);
      expect(none).toBe(0);
      answers.push([fromTable, fromProcess]);
    }
    const differing = answers.filter(([fromTable, fromProcess]) => JSON.stringify(fromTable) !== JSON.stringify(fromProcess));
    expect(differing).toEqual([]);
    // The walk reached both sides of the limit.
    const admitted = answers.map(([fromTable]) => (fromTable as { admitted?: boolean }).admitted);
    expect(admitted.filter((value) => value === true).length).toBeGreaterThan(50);
    expect(admitted.filter((value) => value === false).length).toBeGreaterThan(50);
  });
});
