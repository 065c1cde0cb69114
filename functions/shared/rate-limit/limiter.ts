import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys, TABLE_TTL_ATTRIBUTE } from '../table';
import { freeSlots, slotAttribute, slotTimesOf, windowStatus, WINDOW_MS, type WindowStatus } from './sliding-window';

export interface Admission extends WindowStatus {
  admitted: boolean;
  /** DynamoDB calls this decision took (reported by the benchmark). */
  operations: number;
}

export interface SlidingWindowLimiterOptions {
  client: DynamoDBDocumentClient;
  tableName: string;
  now: () => number;
  /** Reads before giving up under extreme contention; giving up refuses the request (fails closed). */
  maxReads?: number;
  random?: () => number;
}

const isConditionFailure = (error: unknown) => (error as { name?: string })?.name === 'ConditionalCheckFailedException';

/**
 * slidingWindowLimiter: one item per client (PK RATE#<client>) holding its admission slots.
 * Per admitted request: one consistent GetItem and one conditional UpdateItem; per refused
 * request: one GetItem. A lost race on a slot costs one more read and write.
 */
export function slidingWindowLimiter(options: SlidingWindowLimiterOptions) {
  const { client, tableName, now } = options;
  const maxReads = options.maxReads ?? 8;
  const random = options.random ?? Math.random;

  async function admit(clientId: string, limit: number): Promise<Admission> {
    const key = keys.rateLimitWindow(clientId);
    let operations = 0;
    for (let read = 0; read < maxReads; read += 1) {
      const nowMs = now();
      const current = await client.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
      operations += 1;
      const slots = slotTimesOf(current.Item, limit);
      const free = freeSlots(slots, nowMs);
      if (free.length === 0) return { admitted: false, operations, ...windowStatus(slots, nowMs) };
      // A random free slot, so that concurrent requests mostly pick different ones.
      const slot = free[Math.floor(random() * free.length)];
      const previous = slots[slot];
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key,
            UpdateExpression: 'SET #slot = :now, #expires = :expires',
            ConditionExpression: previous === 0 ? 'attribute_not_exists(#slot) OR #slot = :previous' : '#slot = :previous',
            ExpressionAttributeNames: { '#slot': slotAttribute(slot), '#expires': TABLE_TTL_ATTRIBUTE },
            ExpressionAttributeValues: {
              ':now': nowMs,
              ':previous': previous,
              // The item is worthless once every slot is older than the window; TTL may delete it then.
              ':expires': Math.ceil((nowMs + WINDOW_MS) / 1000) + 60,
            },
          }),
        );
        operations += 1;
        // The window as read, plus this admission: exact for one client's sequential requests; under
        // concurrency the headers may lag by the admissions made meanwhile (admission stays exact).
        slots[slot] = nowMs;
        return { admitted: true, operations, ...windowStatus(slots, nowMs) };
      } catch (error) {
        operations += 1;
        if (!isConditionFailure(error)) throw error;
        // Another request took this slot first: read again and try another.
      }
    }
    return { admitted: false, operations, limit, remaining: 0, resetSeconds: 1 };
  }

  return { admit };
}

export type SlidingWindowLimiter = ReturnType<typeof slidingWindowLimiter>;
