import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys, TABLE_TTL_ATTRIBUTE } from '../table';
import {
  boundsOfSlots,
  candidatePages,
  freeSlots,
  newestAttribute,
  oldestAttribute,
  pageBoundsOf,
  pagedWindowStatus,
  partlyUsedPages,
  slotAttribute,
  slotsInPage,
  slotTimesOf,
  SLOTS_PER_PAGE,
  windowStatus,
  WINDOW_MS,
  type PageBounds,
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

/** Partly used pages read besides the chosen one, so that X-RateLimit-Remaining stays exact in ordinary use. */
const EXTRA_PAGES_READ = 3;

// The item is worthless once every slot is older than the window; TTL may delete it then.
const expiresAt = (nowMs: number) => Math.ceil((nowMs + WINDOW_MS) / 1000) + 60;

/**
 * slidingWindowLimiter: admission slots per client (see sliding-window.ts), under PK RATE#<client>.
 * Up to 64 per minute, one item: per admitted request one consistent GetItem and one conditional
 * UpdateItem, per refused request one GetItem. Above that, pages of 64 slots and a directory: per
 * admitted request two to five GetItems (the directory, the chosen page, partly used pages for the
 * headers) and two UpdateItems of items of about 1 KB, whatever the limit; per refusal one GetItem.
 * A lost race on a slot costs one more round.
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

  /** Records what was learned of some pages' bounds; one write whatever the number of pages. */
  async function writeBounds(clientId: string, learned: ReadonlyMap<number, PageBounds>, nowMs: number): Promise<void> {
    const names: Record<string, string> = { '#expires': TABLE_TTL_ATTRIBUTE };
    const values: Record<string, number> = { ':expires': expiresAt(nowMs) };
    const sets = ['#expires = :expires'];
    for (const [page, bounds] of learned) {
      names[`#o${page}`] = oldestAttribute(page);
      names[`#n${page}`] = newestAttribute(page);
      values[`:o${page}`] = bounds.oldest;
      values[`:n${page}`] = bounds.newest;
      sets.push(`#o${page} = :o${page}`, `#n${page} = :n${page}`);
    }
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.rateLimitPageDirectory(clientId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  }

  async function readPages(clientId: string, limit: number, pages: number[]): Promise<Map<number, SlotTimes>> {
    const items = await Promise.all(pages.map((page) => read(keys.rateLimitPage(clientId, page))));
    return new Map(pages.map((page, i) => [page, slotTimesOf(items[i], slotsInPage(limit, page))]));
  }

  async function admitPaged(clientId: string, limit: number): Promise<Admission> {
    let operations = 0;
    let attempts = 0;
    while (attempts < maxReads) {
      const nowMs = now();
      const bounds = pageBoundsOf(await read(keys.rateLimitPageDirectory(clientId)), limit);
      operations += 1;
      const full = new Set<number>();
      while (attempts < maxReads) {
        attempts += 1;
        const candidates = candidatePages(bounds, nowMs, full);
        // The directory's oldest times are lower bounds: a page it shows as full is full.
        if (candidates.length === 0) return { admitted: false, operations, ...pagedWindowStatus(limit, bounds, new Map(), nowMs) };
        // The oldest page first, which keeps few pages partly used (exact headers from few reads); after
        // a lost race, any candidate, so that a burst from one client spreads over its pages.
        const chosen = attempts === 1 ? candidates[0] : candidates[Math.floor(random() * candidates.length)];
        const extra = partlyUsedPages(bounds, nowMs)
          .filter((page) => page !== chosen && !full.has(page))
          .slice(0, EXTRA_PAGES_READ);
        const pagesRead = await readPages(clientId, limit, [chosen, ...extra]);
        operations += pagesRead.size;
        const learned = new Map<number, PageBounds>();
        for (const [page, slots] of pagesRead) learned.set(page, boundsOfSlots(slots));
        const withFree = [...pagesRead.keys()].find((page) => freeSlots(pagesRead.get(page)!, nowMs).length > 0);
        if (withFree === undefined) {
          // The directory was behind: correct it and look further.
          for (const [page, pageBounds] of learned) {
            bounds[page] = pageBounds;
            full.add(page);
          }
          await writeBounds(clientId, learned, nowMs);
          operations += 1;
          continue;
        }
        const slots = pagesRead.get(withFree)!;
        const slot = pick(freeSlots(slots, nowMs));
        operations += 1;
        if (!(await takeSlot(keys.rateLimitPage(clientId, withFree), slot, slots[slot], nowMs))) break; // lost a race: read the directory again
        slots[slot] = nowMs;
        learned.set(withFree, boundsOfSlots(slots));
        for (const [page, pageBounds] of learned) bounds[page] = pageBounds;
        await writeBounds(clientId, learned, nowMs);
        operations += 1;
        return { admitted: true, operations, ...pagedWindowStatus(limit, bounds, pagesRead, nowMs) };
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
    const nowMs = now();
    const directory = await read(keys.rateLimitPageDirectory(clientId));
    const bounds = pageBoundsOf(directory, limit);
    // No directory yet: page 0 may still hold the admissions of a smaller limit (the window item).
    const pages = directory ? partlyUsedPages(bounds, nowMs).slice(0, EXTRA_PAGES_READ + 1) : [0];
    const pagesRead = await readPages(clientId, limit, pages);
    return pagedWindowStatus(limit, bounds, pagesRead, nowMs);
  }

  return { admit, peek };
}

export type SlidingWindowLimiter = ReturnType<typeof slidingWindowLimiter>;
