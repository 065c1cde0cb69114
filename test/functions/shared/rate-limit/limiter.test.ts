import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { slidingWindowLimiter } from '../../../../functions/shared/rate-limit/limiter';
import { keys } from '../../../../functions/shared/table';
import { startEmbeddedTable, type EmbeddedTable } from '../../../support/embedded-table';

let table: EmbeddedTable;
let clock = 0;
const limiterWith = (options: { maxReads?: number } = {}) =>
  slidingWindowLimiter({ client: table.client, tableName: table.tableName, now: () => clock, ...options });

beforeAll(async () => {
  table = await startEmbeddedTable();
});

afterAll(async () => {
  await table.close();
});

beforeEach(() => {
  clock = Date.parse('2026-11-22T12:00:00Z');
});

describe('slidingWindowLimiter against DynamoDB (dynalite)', () => {
  it('admits up to the limit, then refuses with the wait until the oldest admission leaves', async () => {
    const limiter = limiterWith();
    for (let i = 0; i < 5; i += 1) {
      const admission = await limiter.admit('ip:seq', 5);
      expect(admission).toMatchObject({ admitted: true, limit: 5, remaining: 4 - i, resetSeconds: 60 - i }); // the first admission is i seconds old
      clock += 1_000;
    }
    expect(await limiter.admit('ip:seq', 5)).toMatchObject({ admitted: false, remaining: 0, resetSeconds: 55, operations: 1 });
  });

  it('slides: capacity returns one admission at a time as each leaves the window', async () => {
    const limiter = limiterWith();
    const start = clock;
    for (let i = 0; i < 3; i += 1) {
      clock = start + i * 10_000;
      expect((await limiter.admit('ip:slide', 3)).admitted).toBe(true);
    }
    clock = start + 59_999;
    expect((await limiter.admit('ip:slide', 3)).admitted).toBe(false);
    clock = start + 60_000; // the first admission has left
    expect(await limiter.admit('ip:slide', 3)).toMatchObject({ admitted: true, remaining: 0 });
    expect((await limiter.admit('ip:slide', 3)).admitted).toBe(false);
    clock = start + 70_000; // the second has left
    expect((await limiter.admit('ip:slide', 3)).admitted).toBe(true);
  });

  it('does not count refused requests, so a client that keeps hammering recovers once the window passes', async () => {
    const limiter = limiterWith();
    const start = clock;
    for (let i = 0; i < 2; i += 1) expect((await limiter.admit('ip:hammer', 2)).admitted).toBe(true);
    for (let i = 0; i < 50; i += 1) {
      clock = start + i * 1_000;
      expect((await limiter.admit('ip:hammer', 2)).admitted).toBe(false);
    }
    clock = start + 60_000;
    expect((await limiter.admit('ip:hammer', 2)).admitted).toBe(true);
  });

  it('admits exactly the limit out of 100 concurrent requests, whatever the interleaving', async () => {
    const limiter = limiterWith();
    const results = await Promise.all(Array.from({ length: 100 }, () => limiter.admit('ip:burst', 30)));
    expect(results.filter((result) => result.admitted)).toHaveLength(30);
    // Two limiters (two Lambda instances) sharing the table keep the same bound.
    const results2 = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? limiterWith() : limiter).admit('ip:two-instances', 25)));
    expect(results2.filter((result) => result.admitted)).toHaveLength(25);
  });

  it('keeps clients apart', async () => {
    const limiter = limiterWith();
    expect((await limiter.admit('key:a', 1)).admitted).toBe(true);
    expect((await limiter.admit('key:a', 1)).admitted).toBe(false);
    expect((await limiter.admit('key:b', 1)).admitted).toBe(true);
  });

  it('stores one item per client with a TTL past the window, and takes one read and one write per admission', async () => {
    const admission = await limiterWith().admit('ip:item', 4);
    expect(admission.operations).toBe(2);
    const { Item } = await table.client.send(new GetCommand({ TableName: table.tableName, Key: keys.rateLimitWindow('ip:item') }));
    expect(Item).toMatchObject({ PK: 'RATE#ip:item', SK: 'WINDOW', expiresAt: Math.ceil((clock + 60_000) / 1000) + 60 });
    expect(Object.keys(Item!).filter((name) => /^s\d+$/.test(name))).toHaveLength(1);
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
    const broken = slidingWindowLimiter({ client: table.client, tableName: 'no-such-table', now: () => clock });
    await expect(broken.admit('ip:x', 5)).rejects.toThrow();
  });
});
