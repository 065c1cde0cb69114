/**
 * `npm run bench -- limiter`: the rate limiter's decisions against one consistent GetItem, then what an admission
 * costs in the table (bytes, write and read units) for a client at its limit, against the one-item window before.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '../functions/shared/dynamo';
import { type Admission, slidingWindowLimiter } from '../functions/shared/rate-limit/limiter';
import { keys } from '../functions/shared/table';
import type { LocalStack } from '../lib/local/local-stack';
import { timeRuns } from './statistics';

const LIMITER_RUNS = 1000;

/** The limiter's decisions against one GetItem, then what an admission costs in the table at the spec's limits. */
export async function benchLimiter(stack: LocalStack, client: DynamoDBDocumentClient): Promise<void> {
  await benchDecisions(client, stack.tableName);
  // A client of its own: the measuring middleware must not touch the others.
  const measuring = createDocumentClient({ region: stack.region, endpoint: stack.dynamoEndpoint });
  await benchCostPerAdmission(measuring, stack.tableName);
  measuring.destroy();
}

/**
 * The rate limiter's own cost per request (what every endpoint pays before its work), against a
 * baseline in the same run: one consistent GetItem of the same kind of item, the floor of any
 * decision that must read the table. Operations are counted from the limiter's own report.
 */
async function benchDecisions(client: DynamoDBDocumentClient, tableName: string): Promise<void> {
  const limiter = slidingWindowLimiter({ client, tableName, now: () => Date.now() });
  const row = (name: string, timing: { median: number; p99: number }, baseline: number, operations: string) =>
    console.log(
      `${name.padEnd(44)} | ${timing.median.toFixed(2).padStart(6)} | ${timing.p99.toFixed(2).padStart(6)} | ${(timing.median / baseline).toFixed(2).padStart(7)}x | ${operations}`,
    );
  const operationsOf = (admissions: Admission[]) => {
    const counts = admissions.map((a) => a.operations);
    return `${(counts.reduce((sum, n) => sum + n, 0) / counts.length).toFixed(2)} per request (max ${Math.max(...counts)})`;
  };

  console.log(`\nrate limiter (sliding 60 s, admission slots), ${LIMITER_RUNS} sequential decisions each:`);
  console.log('case                                         | p50 ms | p99 ms | p50/base | DynamoDB operations');
  console.log('---------------------------------------------|--------|--------|----------|--------------------');
  await limiter.admit('bench:baseline', 300);
  const baseline = await timeRuns(
    LIMITER_RUNS,
    () => client.send(new GetCommand({ TableName: tableName, Key: keys.rateLimitWindow('bench:baseline'), ConsistentRead: true })),
    50,
  );
  row('baseline: one consistent GetItem', baseline, baseline.median, '1');

  // Admitted: pro-sized windows (300 slots), spread over clients so that every decision admits.
  const admitted: Admission[] = [];
  let next = 0;
  const admitting = await timeRuns(
    LIMITER_RUNS,
    async () => {
      const admission = await limiter.admit(`bench:admit:${next++ % 10}`, 300);
      if (!admission.admitted) throw new Error('bench window unexpectedly full');
      admitted.push(admission);
    },
    0,
  );
  row('admitted (limit 300)', admitting, baseline.median, operationsOf(admitted));

  // Refused: a full anonymous-sized window.
  for (let i = 0; i < 30; i += 1) await limiter.admit('bench:full', 30);
  const refused: Admission[] = [];
  const refusing = await timeRuns(
    LIMITER_RUNS,
    async () => {
      const admission = await limiter.admit('bench:full', 30);
      if (admission.admitted) throw new Error('bench window unexpectedly open');
      refused.push(admission);
    },
    0,
  );
  row('refused (limit 30, window full)', refusing, baseline.median, operationsOf(refused));

  // Contended: a burst of 100 concurrent requests from one client with a limit of 30.
  const burstStarted = performance.now();
  const burst = await Promise.all(Array.from({ length: 100 }, () => limiter.admit('bench:burst', 30)));
  const burstMs = performance.now() - burstStarted;
  console.log(
    `burst of 100 concurrent, limit 30: ${burst.filter((a) => a.admitted).length} admitted in ${burstMs.toFixed(0)} ms; ` +
      `DynamoDB operations ${operationsOf(burst)}`,
  );
  console.log('a keyed request adds one GetItem (the key, in the authorizer) to these');
}

/** DynamoDB's item size (attribute names plus values), as dynalite computes it for capacity units. */
const dynamoItemSize: (item: Record<string, unknown>) => number = createRequire(import.meta.url)('dynalite/db/index.js').itemSize;

/** The limiter's items hold strings and numbers only; the document client hands them back unmarshalled. */
const asAttributeValues = (item: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(item).map(([name, value]) => [name, typeof value === 'number' ? { N: String(value) } : { S: String(value) }]),
  );

/**
 * What one admission costs in the table at the spec's limits and at the largest allowed one, for a
 * client using its whole limit: the clock advances 60 s / limit per decision, so every decision frees
 * the slot of the admission one window earlier and takes it again (the steady state of a busy client).
 * Bytes written are the full size of each item an UpdateItem writes (what DynamoDB bills, in 1 KB
 * write units); the baseline is the one-item window of the previous design, all slots in one item,
 * rewritten whole by every admission (its size measured the same way).
 */
async function benchCostPerAdmission(client: DynamoDBDocumentClient, tableName: string): Promise<void> {
  let written = 0;
  let writeUnits = 0;
  let reads = 0;
  let readUnits = 0;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      const isUpdate = context.commandName === 'UpdateItemCommand';
      const isRead = context.commandName === 'GetItemCommand' || context.commandName === 'QueryCommand';
      if (isUpdate) Object.assign(input, { ReturnValues: 'ALL_NEW', ReturnConsumedCapacity: 'TOTAL' });
      if (isRead) Object.assign(input, { ReturnConsumedCapacity: 'TOTAL' });
      if (isRead) reads += 1;
      const result = await next(args);
      const output = result.output as { Attributes?: Record<string, unknown>; ConsumedCapacity?: { CapacityUnits?: number } };
      if (isRead) readUnits += output.ConsumedCapacity?.CapacityUnits ?? 0;
      if (isUpdate && output.Attributes) {
        written += dynamoItemSize(asAttributeValues(output.Attributes));
        writeUnits += output.ConsumedCapacity?.CapacityUnits ?? 0;
      }
      return result;
    },
    { step: 'serialize', priority: 'high', name: 'measureWrites' },
  );
  console.log('\ncost per admission of a client at its limit (steady state, last 500 decisions), against the one-item window:');
  console.log(
    'limit | bytes written | write units | reads (Get/Query) | read units | p50 ms | p99 ms | one-item window: bytes | write units',
  );
  console.log(
    '------|---------------|-------------|-------------------|------------|--------|--------|------------------------|------------',
  );
  const measured = 500;
  for (const limit of [30, 300, 5000]) {
    let clock = Date.parse('2026-11-23T00:00:00Z');
    const step = 60_000 / limit;
    const limiter = slidingWindowLimiter({ client, tableName, now: () => clock });
    const clientId = `bench:cost:${limit}`;
    for (let i = 0; i < limit; i += 1) {
      if (!(await limiter.admit(clientId, limit)).admitted) throw new Error(`filling ${limit}: refused`);
      clock += step;
    }
    written = writeUnits = reads = readUnits = 0;
    const timing = await timeRuns(
      measured,
      async () => {
        const admission = await limiter.admit(clientId, limit);
        if (!admission.admitted || admission.remaining !== 0) throw new Error(`steady state at ${limit}: ${JSON.stringify(admission)}`);
        clock += step;
      },
      0,
    );
    const oneItem = {
      PK: { S: `RATE#${clientId}` },
      SK: { S: 'WINDOW' },
      expiresAt: { N: String(Math.ceil(clock / 1000) + 120) },
    } as Record<string, unknown>;
    for (let slot = 0; slot < limit; slot += 1) oneItem[`s${slot}`] = { N: String(Math.round(clock - slot * step)) };
    const oneItemBytes = dynamoItemSize(oneItem);
    console.log(
      `${String(limit).padStart(5)} | ${(written / measured).toFixed(0).padStart(13)} | ${(writeUnits / measured).toFixed(2).padStart(11)} | ` +
        `${(reads / measured).toFixed(2).padStart(17)} | ${(readUnits / measured).toFixed(2).padStart(10)} | ${timing.median.toFixed(2).padStart(6)} | ${timing.p99.toFixed(2).padStart(6)} | ` +
        `${String(oneItemBytes).padStart(22)} | ${String(Math.ceil(oneItemBytes / 1024)).padStart(11)}`,
    );
  }
}
