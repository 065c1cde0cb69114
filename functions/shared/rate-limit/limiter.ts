import { GetCommand, paginateQuery, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys, TABLE_TTL_ATTRIBUTE } from '../table';
import {
  freeSlots,
  pageCount,
  slotAttribute,
  slotsInPage,
  slotTimesOf,
  SLOTS_PER_PAGE,
  windowStatus,
  WINDOW_MS,
  type SlotTimes,
  type WindowStatus,
} from './sliding-window';

export interface Admission extends WindowStatus {
  admitted: boolean;
  /** DynamoDB calls this decision took (reported by the benchmark). */
  operations: number;
}

export interface SlidingWindowLimiterOptions {
  client: DynamoDBDocumentClient;
  tableName: string;
  now: () => number;
  /** Attempts (reads of a window or page) before giving up under extreme contention; giving up refuses the request (fails closed). */
  maxReads?: number;
  random?: () => number;
}

const isConditionFailure = (error: unknown) => (error as { name?: string })?.name === 'ConditionalCheckFailedException';

// The item is worthless once every slot is older than the window; TTL may delete it then.
const expiresAt = (nowMs: number) => Math.ceil((nowMs + WINDOW_MS) / 1000) + 60;

/**
 * slidingWindowLimiter: admission slots per client (see sliding-window.ts), under PK RATE#<client>.
 * Up to 64 per minute, one item: per admitted request one consistent GetItem and one conditional
 * UpdateItem, per refused request one GetItem. Above that, pages of 64 slots (items of about 1 KB): per
 * admitted request one consistent Query of the client's partition (every page, so the headers are exact)
 * and one conditional UpdateItem of the page chosen; per refusal the Query alone. A lost race costs one
 * more UpdateItem on another free slot of the same read (a new read only after several).
 */
export function slidingWindowLimiter(options: SlidingWindowLimiterOptions) {
  const { client, tableName, now } = options;
  const maxReads = options.maxReads ?? 8;
  const random = options.random ?? Math.random;

  const read = async (key: Record<string, string>) =>
    (await client.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;

  /** Moves one free slot of an item to now; false when another request moved it first. */
  async function takeSlot(key: Record<string, string>, slot: number, previous: number, nowMs: number): Promise<boolean> {
    try {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET #slot = :now, #expires = :expires',
          ConditionExpression: previous === 0 ? 'attribute_not_exists(#slot) OR #slot = :previous' : '#slot = :previous',
          ExpressionAttributeNames: { '#slot': slotAttribute(slot), '#expires': TABLE_TTL_ATTRIBUTE },
          ExpressionAttributeValues: { ':now': nowMs, ':previous': previous, ':expires': expiresAt(nowMs) },
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return false;
    }
  }

  // A random free slot, so that concurrent requests mostly pick different ones.
  const pick = (free: number[]) => free[Math.floor(random() * free.length)];

  async function admitOnePage(clientId: string, limit: number): Promise<Admission> {
    const key = keys.rateLimitWindow(clientId);
    let operations = 0;
    for (let round = 0; round < maxReads; round += 1) {
      const nowMs = now();
      const slots = slotTimesOf(await read(key), limit);
      operations += 1;
      const free = freeSlots(slots, nowMs);
      if (free.length === 0) return { admitted: false, operations, ...windowStatus(slots, nowMs) };
      const slot = pick(free);
      operations += 1;
      if (await takeSlot(key, slot, slots[slot], nowMs)) {
        // The window as read, plus this admission: exact for one client's sequential requests; under
        // concurrency the headers may lag by the admissions made meanwhile (admission stays exact).
        slots[slot] = nowMs;
        return { admitted: true, operations, ...windowStatus(slots, nowMs) };
      }
      // Another request took this slot first: read again and try another.
    }
    return refusedUnderContention(limit, operations);
  }

  /**
   * Every page of a paged client's slots in one strongly consistent Query of its partition (page 0 is the window
   * item; a directory item of the earlier design, if any, is skipped).
   */
  async function readAllPages(clientId: string, limit: number): Promise<SlotTimes[]> {
    const byKey = new Map<string, Record<string, unknown>>();
    const pages = paginateQuery(
      { client },
      {
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.rateLimitWindow(clientId).PK },
        ConsistentRead: true,
      },
    );
    for await (const page of pages) for (const item of page.Items ?? []) byKey.set(String(item.SK), item);
    return Array.from({ length: pageCount(limit) }, (_, page) =>
      slotTimesOf(byKey.get(keys.rateLimitPage(clientId, page).SK), slotsInPage(limit, page)),
    );
  }

  /** Attempts on other free slots of one read before reading again, after races lost to concurrent requests. */
  const WRITES_PER_READ = 4;

  async function admitPaged(clientId: string, limit: number): Promise<Admission> {
    let operations = 0;
    for (let round = 0; round < maxReads; round += 1) {
      const nowMs = now();
      const pages = await readAllPages(clientId, limit);
      operations += 1;
      const allFree = pages.flatMap((slots, page) => freeSlots(slots, nowMs).map((slot) => ({ page, slot })));
      if (allFree.length === 0) return { admitted: false, operations, ...windowStatus(pages.flat(), nowMs) };
      // First the free slots of the first two pages that have any: few pages stay in use (each is read by every
      // Query until its items expire). After a race lost (a burst), any free slot, so that the burst spreads out.
      const firstPages = [...new Set(allFree.map(({ page }) => page))].slice(0, 2);
      let free = round === 0 ? allFree.filter(({ page }) => firstPages.includes(page)) : allFree;
      const tried = new Set<(typeof allFree)[number]>();
      // A random free slot, and after a lost race another of the same read: each write is conditional on the
      // slot's time as read, so a stale read can only lose a race, never admit twice through one slot.
      for (let attempt = 0; attempt < WRITES_PER_READ && free.length > 0; attempt += 1) {
        const chosen = free[Math.floor(random() * free.length)];
        tried.add(chosen);
        operations += 1;
        if (await takeSlot(keys.rateLimitPage(clientId, chosen.page), chosen.slot, pages[chosen.page][chosen.slot], nowMs)) {
          pages[chosen.page][chosen.slot] = nowMs;
          return { admitted: true, operations, ...windowStatus(pages.flat(), nowMs) };
        }
        free = allFree.filter((candidate) => !tried.has(candidate));
      }
    }
    return refusedUnderContention(limit, operations);
  }

  const refusedUnderContention = (limit: number, operations: number): Admission => ({
    admitted: false,
    operations,
    limit,
    remaining: 0,
    resetSeconds: 1,
  });

  /** Admits the request against the client's window of `limit` per 60 s, or refuses it; refusals write nothing. */
  function admit(clientId: string, limit: number): Promise<Admission> {
    return limit <= SLOTS_PER_PAGE ? admitOnePage(clientId, limit) : admitPaged(clientId, limit);
  }

  /** The client's window as it stands, without admitting anything (a preflight, a request refused before counting). */
  async function peek(clientId: string, limit: number): Promise<WindowStatus> {
    if (limit <= SLOTS_PER_PAGE) return windowStatus(slotTimesOf(await read(keys.rateLimitWindow(clientId)), limit), now());
    const pages = await readAllPages(clientId, limit);
    return windowStatus(pages.flat(), now());
  }

  return { admit, peek };
}

export type SlidingWindowLimiter = ReturnType<typeof slidingWindowLimiter>;
