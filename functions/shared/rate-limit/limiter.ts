import { randomInt } from 'node:crypto';
import { KeptValues } from '../kept-values';
import { keys, TABLE_TTL_ATTRIBUTE } from '../table';
import {
  freeSlots,
  pageCount,
  SLOTS_PER_PAGE,
  type SlotTimes,
  secondsUntilFree,
  slotAttribute,
  slotsInPage,
  slotTimesOf,
  WINDOW_MS,
  type WindowStatus,
  windowStatus,
} from './sliding-window';
import { type WindowTableClient, windowItems } from './window-items';

export interface Admission extends WindowStatus {
  admitted: boolean;
  /** Refused: seconds until the request could be admitted (for a batch, until all of its slots are free). */
  retryAfterSeconds?: number;
  /** DynamoDB calls this decision took (reported by the benchmark). */
  operations: number;
}

/**
 * A conditional write's outcome: the item as it stands after the write, or 'lost' when another request moved a slot
 * first and nothing was written.
 */
type TakeResult = { item: Record<string, unknown> | undefined } | 'lost';

/** A slot an admission moves to now, with the time it held before. */
interface SlotTaken {
  slot: number;
  previous: number;
}

export interface SlidingWindowLimiterOptions {
  /** Or a function that makes it, called at the first table call (windowItems). */
  client: WindowTableClient | (() => WindowTableClient);
  tableName: string;
  now: () => number;
  /** Attempts (reads of a window or page) before giving up under extreme contention; giving up refuses the request (fails closed). */
  maxReads?: number;
  random?: () => number;
  /** One-page windows this process remembers (the last seen per client, the least recent forgotten); default 10,000. */
  rememberedWindows?: number;
}

const isConditionFailure = (error: unknown) => (error as { name?: string })?.name === 'ConditionalCheckFailedException';

// The item is worthless once every slot is older than the window; TTL may delete it then.
const expiresAt = (nowMs: number) => Math.ceil((nowMs + WINDOW_MS) / 1000) + 60;

/** The time an admission writes into its slots: now, plus a millionth-of-a-millisecond fraction of its own. */
const stampOf = (nowMs: number) => nowMs + randomInt(1, 1_000_000) / 1_000_000;

/**
 * slidingWindowLimiter: admission slots per client (see sliding-window.ts), under PK RATE#<client>.
 * Up to 64 per minute, one item: per admitted request one conditional UpdateItem against the window this
 * process last saw (a consistent GetItem first when it has seen none, or the window changed), per refused
 * request one GetItem. Above that, pages of 64 slots (items of about 1 KB): per
 * admitted request one consistent Query of the client's partition (every page, so the headers are exact)
 * and one conditional UpdateItem of the page chosen; per refusal the Query alone. A lost race costs one
 * more UpdateItem on another free slot of the same read (a new read only after several).
 */
export function slidingWindowLimiter(options: SlidingWindowLimiterOptions) {
  const { tableName, now } = options;
  const maxReads = options.maxReads ?? 8;
  const random = options.random ?? Math.random;
  const table = windowItems(options.client, tableName);
  const read = table.read;

  /**
   * Moves free slots of one item to this admission's stamp (now, with a fraction of a millisecond its own), all or
   * none, in one conditional write, and answers the item as the write left it (the whole window, in the same call).
   * 'lost' when another request moved one of them first. When the condition failed on the SDK's retry, which it also
   * does when the first attempt was applied but its answer was late, the stamps tell (the item read back), so a
   * retried write never counts one request twice.
   */
  async function takeSlots(key: Record<string, string>, taken: readonly SlotTaken[], stamp: number): Promise<TakeResult> {
    const names: Record<string, string> = { '#expires': TABLE_TTL_ATTRIBUTE };
    const values: Record<string, number> = { ':now': stamp, ':expires': expiresAt(Math.floor(stamp)) };
    const sets: string[] = [];
    const conditions: string[] = [];
    taken.forEach(({ slot, previous }, i) => {
      names[`#s${i}`] = slotAttribute(slot);
      values[`:p${i}`] = previous;
      sets.push(`#s${i} = :now`);
      conditions.push(previous === 0 ? `(attribute_not_exists(#s${i}) OR #s${i} = :p${i})` : `#s${i} = :p${i}`);
    });
    try {
      const item = await table.update({
        key,
        update: `SET ${sets.join(', ')}, #expires = :expires`,
        condition: conditions.join(' AND '),
        names,
        values,
        returnValues: 'ALL_NEW',
      });
      return { item };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const attempts = (error as { $metadata?: { attempts?: number } }).$metadata?.attempts ?? 1;
      if (attempts <= 1) return 'lost';
      const item = await read(key);
      return taken.every(({ slot }) => item?.[slotAttribute(slot)] === stamp) ? { item } : 'lost';
    }
  }

  const takeSlot = (key: Record<string, string>, slot: number, previous: number, stamp: number) =>
    takeSlots(key, [{ slot, previous }], stamp);

  /**
   * Gives back slots this admission moved to its stamp (a batch that could not take all of its slots): each returns
   * to the time it had, conditionally on still holding this admission's stamp, so nothing else's slot is touched.
   */
  async function giveBack(key: Record<string, string>, taken: readonly SlotTaken[], stamp: number): Promise<void> {
    await Promise.all(
      taken.map(({ slot, previous }) =>
        table
          .update({
            key,
            update: 'SET #slot = :previous',
            condition: '#slot = :now',
            names: { '#slot': slotAttribute(slot) },
            values: { ':now': stamp, ':previous': previous },
          })
          .catch((error: unknown) => {
            if (!isConditionFailure(error)) throw error;
          }),
      ),
    );
  }

  /** Attempts on other free slots of one read before reading again, after races lost to concurrent requests. */
  const WRITES_PER_READ = 4;

  // Random free slots, so that concurrent requests mostly pick different ones (a partial shuffle: one draw per slot).
  const pickSome = <T>(free: readonly T[], count: number): T[] => {
    const pool = [...free];
    for (let i = 0; i < count; i += 1) {
      const j = i + Math.floor(random() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    return pool.slice(0, count);
  };

  /**
   * The window item this process last saw per one-page client (read, or answered by its own write). An admission
   * first writes against it without reading: the write's condition holds only if the slots chosen still hold the
   * times seen, so a window that changed meanwhile (another process, another request) loses like a race and is read.
   * One table call per admission instead of two, with the same decisions, and headers from the window as written.
   */
  const seen = new KeptValues<string, { item: Record<string, unknown> | undefined }>(
    options.rememberedWindows ?? 10_000,
    Number.POSITIVE_INFINITY,
  );
  const remember = (clientId: string, item: Record<string, unknown> | undefined) => seen.set(clientId, { item });

  async function admitOnePage(clientId: string, limit: number, cost: number): Promise<Admission> {
    const key = keys.rateLimitWindow(clientId);
    /** Writes the chosen slots against their times in `slots`; undefined when the window changed first (a race lost). */
    const take = async (slots: SlotTimes, chosen: number[], nowMs: number) => {
      const taken = chosen.map((slot) => ({ slot, previous: slots[slot] }));
      const outcome = await takeSlots(key, taken, stampOf(nowMs));
      if (outcome === 'lost') return undefined;
      // The window as the write left it: exact even when other processes admitted requests since the read.
      remember(clientId, outcome.item);
      return { admitted: true as const, ...windowStatus(slotTimesOf(outcome.item, limit), nowMs) };
    };
    let operations = 0;
    const lastSeen = seen.get(clientId);
    if (lastSeen) {
      const nowMs = now();
      const slots = slotTimesOf(lastSeen.item, limit);
      const free = freeSlots(slots, nowMs);
      if (free.length >= cost) {
        const chosen = pickSome(free, cost);
        operations += 1;
        const admitted = await take(slots, chosen, nowMs);
        if (admitted) return { ...admitted, operations };
      }
      // Too few free slots as last seen, or the window changed since: it is read (a refusal is only ever decided on a read).
    }
    for (let round = 0; round < maxReads; round += 1) {
      const nowMs = now();
      const item = await read(key);
      remember(clientId, item);
      const slots = slotTimesOf(item, limit);
      operations += 1;
      let free = freeSlots(slots, nowMs);
      if (free.length < cost) return refused(slots, nowMs, cost, operations);
      // After a race lost, other free slots of the same read before reading again: a client's concurrent burst
      // within its limit (thirty year calendars at once) must not starve one of its requests into a false 429.
      for (let attempt = 0; attempt < WRITES_PER_READ && free.length >= cost; attempt += 1) {
        const chosen = pickSome(free, cost);
        operations += 1;
        const admitted = await take(slots, chosen, nowMs);
        if (admitted) return { ...admitted, operations };
        free = free.filter((slot) => !chosen.includes(slot));
      }
      // Another request took these slots first: read again and try others.
    }
    return refusedUnderContention(limit, operations);
  }

  /**
   * Every page of a paged client's slots in one strongly consistent Query of its partition (page 0 is the window
   * item; a directory item of the earlier design, if any, is skipped).
   */
  async function readAllPages(clientId: string, limit: number): Promise<SlotTimes[]> {
    const byKey = new Map<string, Record<string, unknown>>();
    for (const item of await table.partition(keys.rateLimitWindow(clientId).PK)) byKey.set(String(item.SK), item);
    return Array.from({ length: pageCount(limit) }, (_, page) =>
      slotTimesOf(byKey.get(keys.rateLimitPage(clientId, page).SK), slotsInPage(limit, page)),
    );
  }

  async function admitPaged(clientId: string, limit: number): Promise<Admission> {
    let operations = 0;
    for (let round = 0; round < maxReads; round += 1) {
      const nowMs = now();
      const pages = await readAllPages(clientId, limit);
      operations += 1;
      const allFree = pages.flatMap((slots, page) => freeSlots(slots, nowMs).map((slot) => ({ page, slot })));
      if (allFree.length === 0) return refused(pages.flat(), nowMs, 1, operations);
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
        const stamp = stampOf(nowMs);
        const page = keys.rateLimitPage(clientId, chosen.page);
        if ((await takeSlot(page, chosen.slot, pages[chosen.page][chosen.slot], stamp)) !== 'lost') {
          pages[chosen.page][chosen.slot] = stamp;
          return { admitted: true, operations, ...windowStatus(pages.flat(), nowMs) };
        }
        free = allFree.filter((candidate) => !tried.has(candidate));
      }
    }
    return refusedUnderContention(limit, operations);
  }

  /**
   * Several admissions at once (a batch of messages, each counted as a request) over paged slots: all or none. Free
   * slots in page order (fewest pages touched), chosen at random within a page; one conditional write per page, and
   * if one loses a race the pages already written are given back before the next read.
   */
  async function admitPagedBatch(clientId: string, limit: number, cost: number): Promise<Admission> {
    let operations = 0;
    for (let round = 0; round < maxReads; round += 1) {
      const nowMs = now();
      const pages = await readAllPages(clientId, limit);
      operations += 1;
      const byPage = pages.map((slots) => {
        const free = freeSlots(slots, nowMs);
        return pickSome(free, free.length);
      });
      if (byPage.reduce((sum, slots) => sum + slots.length, 0) < cost) return refused(pages.flat(), nowMs, cost, operations);
      const plan: Array<{ page: number; taken: SlotTaken[] }> = [];
      let wanted = cost;
      for (const [page, slots] of byPage.entries()) {
        if (wanted === 0) break;
        const chosen = slots.slice(0, wanted);
        if (chosen.length > 0) plan.push({ page, taken: chosen.map((slot) => ({ slot, previous: pages[page][slot] })) });
        wanted -= chosen.length;
      }
      const done: typeof plan = [];
      const stamp = stampOf(nowMs);
      for (const step of plan) {
        operations += 1;
        if ((await takeSlots(keys.rateLimitPage(clientId, step.page), step.taken, stamp)) === 'lost') break;
        done.push(step);
      }
      if (done.length === plan.length) {
        for (const { page, taken } of plan) for (const { slot } of taken) pages[page][slot] = stamp;
        return { admitted: true, operations, ...windowStatus(pages.flat(), nowMs) };
      }
      for (const { page, taken } of done) {
        operations += taken.length;
        await giveBack(keys.rateLimitPage(clientId, page), taken, stamp);
      }
    }
    return refusedUnderContention(limit, operations);
  }

  const refused = (slots: SlotTimes, nowMs: number, cost: number, operations: number): Admission => {
    const status = windowStatus(slots, nowMs);
    return {
      admitted: false,
      operations,
      ...status,
      retryAfterSeconds: cost === 1 ? status.resetSeconds : secondsUntilFree(slots, nowMs, cost),
    };
  };

  const refusedUnderContention = (limit: number, operations: number): Admission => ({
    admitted: false,
    operations,
    limit,
    remaining: 0,
    resetSeconds: 1,
  });

  /**
   * Admits the request against the client's window of `limit` per 60 s, or refuses it; refusals write nothing. A
   * request that counts as `cost` requests (a batch of messages) is admitted whole or refused whole.
   */
  function admit(clientId: string, limit: number, cost = 1): Promise<Admission> {
    if (limit <= SLOTS_PER_PAGE) return admitOnePage(clientId, limit, cost);
    return cost === 1 ? admitPaged(clientId, limit) : admitPagedBatch(clientId, limit, cost);
  }

  /** The client's window as it stands, without admitting anything (a preflight, a request refused before counting). */
  async function peek(clientId: string, limit: number): Promise<WindowStatus> {
    if (limit <= SLOTS_PER_PAGE) {
      const item = await read(keys.rateLimitWindow(clientId));
      remember(clientId, item);
      return windowStatus(slotTimesOf(item, limit), now());
    }
    const pages = await readAllPages(clientId, limit);
    return windowStatus(pages.flat(), now());
  }

  return { admit, peek };
}

export type SlidingWindowLimiter = ReturnType<typeof slidingWindowLimiter>;
