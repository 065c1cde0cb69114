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

/** Puts every item (overwriting items with the same key), in batches of 25 with a few in flight. */
export async function putItems(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: TableItem[],
  options: WriteOptions = {},
): Promise<void> {
  const batches: TableItem[][] = [];
  for (let i = 0; i < items.length; i += BATCH_SIZE) batches.push(items.slice(i, i + BATCH_SIZE));
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < batches.length) {
      options.signal?.throwIfAborted();
      const batch = batches[next++];
      await writeBatch(client, tableName, batch);
      written += batch.length;
      options.onProgress?.(written);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
}
