import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface TableItem {
  PK: string;
  SK: string;
}

const BATCH_SIZE = 25; // DynamoDB's BatchWriteItem limit
const MAX_ATTEMPTS = 8;

export interface WriteOptions {
  concurrency?: number;
  onProgress?: (written: number) => void;
  /** Stops between batches (the batches in flight finish): the write rejects with the signal's reason. */
  signal?: AbortSignal;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function writeBatch(client: DynamoDBDocumentClient, tableName: string, items: TableItem[]): Promise<void> {
  let pending = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    if (attempt > MAX_ATTEMPTS) throw new Error(`${pending.length} items were still unprocessed after ${MAX_ATTEMPTS} attempts`);
    const result = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
    pending = (result.UnprocessedItems?.[tableName] ?? []) as typeof pending;
    if (pending.length > 0) await sleep(Math.min(2000, 50 * 2 ** attempt));
  }
}

/**
 * Puts every item (overwriting items with the same key), in batches of 25 with a few in flight. The items are taken
 * from `items` as batches leave, so that a generator's items are made while earlier ones are written and never all
 * held at once.
 */
export async function putItems(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: Iterable<TableItem>,
  options: WriteOptions = {},
): Promise<number> {
  const source = items[Symbol.iterator]();
  let exhausted = false;
  const nextBatch = (): TableItem[] => {
    const batch: TableItem[] = [];
    while (!exhausted && batch.length < BATCH_SIZE) {
      const next = source.next();
      if (next.done) exhausted = true;
      else batch.push(next.value);
    }
    return batch;
  };
  let written = 0;
  let failed = false;
  const worker = async () => {
    while (!failed) {
      options.signal?.throwIfAborted();
      const batch = nextBatch();
      if (batch.length === 0) return;
      try {
        await writeBatch(client, tableName, batch);
      } catch (error) {
        failed = true;
        throw error;
      }
      written += batch.length;
      options.onProgress?.(written);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return written;
}
