/**
 * Exact sliding-window rate limiting with admission slots.
 *
 * A client with a limit of N per 60 s owns N slots, each holding the time (ms) of the last request
 * admitted through it. A request is admitted by moving a slot whose time is at least 60 s old to
 * now, with a conditional write that fails if another request moved that slot first. Two
 * admissions through the same slot are therefore at least 60 s apart, so any 60 s interval holds
 * at most one admission per slot: at most N, whatever the concurrency. Refused requests write
 * nothing, so they do not count.
 */
export const WINDOW_MS = 60_000;

/** Slot times for slots 0..limit-1; a slot never used reads as 0. */
export type SlotTimes = number[];

export const slotAttribute = (index: number) => `s${index}`;

export function slotTimesOf(item: Record<string, unknown> | undefined, limit: number): SlotTimes {
  return Array.from({ length: limit }, (_, index) => {
    const value = item?.[slotAttribute(index)];
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  });
}

// A slot holds its admission's stamp: the time in ms plus a fraction of its own (limiter.ts); the window counts the ms.
const isFree = (time: number, nowMs: number) => Math.floor(time) <= nowMs - WINDOW_MS;

/** Slots a request may be admitted through now. */
export function freeSlots(slots: SlotTimes, nowMs: number): number[] {
  return slots.flatMap((time, index) => (isFree(time, nowMs) ? [index] : []));
}

export interface WindowStatus {
  limit: number;
  /** Requests that would be admitted right now. */
  remaining: number;
  /** Seconds until the oldest admission in the window leaves it and frees capacity; 0 if none is in it. */
  resetSeconds: number;
}

export function windowStatus(slots: SlotTimes, nowMs: number): WindowStatus {
  return statusOfWindow(inWindow(slots, nowMs), slots.length, nowMs);
}

/** Seconds until `count` slots are free at once (a batch refused for want of them); 0 if they are now. */
export function secondsUntilFree(slots: SlotTimes, nowMs: number, count: number): number {
  return secondsUntilRoom(inWindow(slots, nowMs), slots.length, nowMs, count);
}

/*
 * The same status from the admissions themselves, for a window kept as the times it admitted (in-process-limiter.ts)
 * rather than as slots: one formula for both, so that they answer alike.
 */

/** The times among `times` that are still in the window at `nowMs`. */
export const inWindow = (times: readonly number[], nowMs: number): number[] => times.filter((time) => !isFree(time, nowMs));

/** The status of a window of `limit` holding the admissions `busy` (times still in it). */
export function statusOfWindow(busy: readonly number[], limit: number, nowMs: number): WindowStatus {
  // The admission whose leaving frees capacity: the oldest; or, for a client whose limit fell (a key moved to a
  // smaller plan) holding more admissions than its new limit, the first one after the excess.
  const freeing = busy.length > limit ? [...busy].sort((a, b) => a - b)[busy.length - limit] : busy.length ? Math.min(...busy) : undefined;
  return {
    limit,
    remaining: Math.max(0, limit - busy.length),
    resetSeconds: freeing === undefined ? 0 : Math.max(1, Math.ceil((Math.floor(freeing) + WINDOW_MS - nowMs) / 1000)),
  };
}

/** Seconds until a window of `limit` holding `busy` has room for `count` more; 0 if it has now. */
export function secondsUntilRoom(busy: readonly number[], limit: number, nowMs: number, count: number): number {
  const sorted = [...busy].sort((a, b) => a - b);
  const needed = count - (limit - sorted.length);
  if (needed <= 0) return 0;
  if (needed > sorted.length) return Number.POSITIVE_INFINITY; // more than the whole window holds
  return Math.max(1, Math.ceil((Math.floor(sorted[needed - 1]) + WINDOW_MS - nowMs) / 1000));
}

/*
 * Paging, for limits above one page. A limit of N keeps N slots whatever happens, but an item with all
 * of them would be rewritten on every admission: at 5,000 per minute about 65 KB, so 65 write units
 * each time. Above SLOTS_PER_PAGE the slots are split into pages of 64 (one item each, page 0 the window
 * item): an admission reads every page with one Query of the client's partition and rewrites one slot of
 * one page, an item of about 1 KB. Exactness is the slots' own: a slot moves only by its conditional write.
 */
export const SLOTS_PER_PAGE = 64;

export const pageCount = (limit: number) => Math.ceil(limit / SLOTS_PER_PAGE);
export const slotsInPage = (limit: number, page: number) => Math.min(SLOTS_PER_PAGE, limit - page * SLOTS_PER_PAGE);
