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

const isFree = (time: number, nowMs: number) => time <= nowMs - WINDOW_MS;

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
  const busy = slots.filter((time) => !isFree(time, nowMs));
  const oldest = busy.length ? Math.min(...busy) : undefined;
  return {
    limit: slots.length,
    remaining: slots.length - busy.length,
    resetSeconds: oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + WINDOW_MS - nowMs) / 1000)),
  };
}

/*
 * Paging, for limits above one page. A limit of N keeps N slots whatever happens, but an item with all
 * of them is read and rewritten on every admission: at 5,000 per minute about 65 KB, so 65 write units
 * each time. Above SLOTS_PER_PAGE the slots are split into pages of 64 (one item each), and a directory
 * item keeps, per page, a lower bound of its oldest slot time and the newest time written to it. An
 * admission reads the directory, reads the page it chooses and rewrites only those two small items.
 *
 * Exactness does not depend on the directory: a slot still moves only by the conditional write on its
 * page. The directory only steers. Its "oldest" values are lower bounds at every moment (slot times
 * only grow, and each value written is the minimum of a consistent read, or of that read with the
 * admission's own slot), so a page it shows as full (oldest inside the window) really is full: refusals
 * are exact. A page it shows as possibly free may turn out full; its true bounds are then written back
 * and another page is tried.
 */
export const SLOTS_PER_PAGE = 64;

export const pageCount = (limit: number) => Math.ceil(limit / SLOTS_PER_PAGE);
export const slotsInPage = (limit: number, page: number) => Math.min(SLOTS_PER_PAGE, limit - page * SLOTS_PER_PAGE);

export interface PageBounds {
  /** At most the page's oldest slot time (0: a slot never used, or nothing known). */
  oldest: number;
  /** The newest slot time last written for the page (0: nothing known). */
  newest: number;
}

export const oldestAttribute = (page: number) => `o${page}`;
export const newestAttribute = (page: number) => `n${page}`;

export function pageBoundsOf(directory: Record<string, unknown> | undefined, limit: number): PageBounds[] {
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return Array.from({ length: pageCount(limit) }, (_, page) => ({
    oldest: number(directory?.[oldestAttribute(page)]),
    newest: number(directory?.[newestAttribute(page)]),
  }));
}

export function boundsOfSlots(slots: SlotTimes): PageBounds {
  let oldest = Infinity;
  let newest = 0;
  for (const time of slots) {
    if (time < oldest) oldest = time;
    if (time > newest) newest = time;
  }
  return { oldest: oldest === Infinity ? 0 : oldest, newest };
}

/** Pages that may have a free slot now, the oldest first (the first choice for an admission). */
export function candidatePages(bounds: PageBounds[], nowMs: number, excluded: ReadonlySet<number> = new Set()): number[] {
  return bounds
    .map((page, index) => ({ index, oldest: page.oldest }))
    .filter((page) => isFree(page.oldest, nowMs) && !excluded.has(page.index))
    .sort((a, b) => a.oldest - b.oldest || a.index - b.index)
    .map((page) => page.index);
}

/** Pages partly in the window (some slots free, some not), by the directory: the ones worth reading for the headers. */
export function partlyUsedPages(bounds: PageBounds[], nowMs: number): number[] {
  return bounds.flatMap((page, index) => (isFree(page.oldest, nowMs) && !isFree(page.newest, nowMs) ? [index] : []));
}

/**
 * The window of a paged client from the pages read (exact) and the directory for the others: a page
 * whose newest time has left the window is all free, one whose oldest has not is all busy, and a page
 * partly in the window that was not read counts as busy. Remaining can therefore understate what would
 * be admitted when more pages are partly used than were read (and, like the one-item window, lags by
 * the admissions in flight under concurrency); admission itself stays exact.
 */
export function pagedWindowStatus(limit: number, bounds: PageBounds[], read: ReadonlyMap<number, SlotTimes>, nowMs: number): WindowStatus {
  let remaining = 0;
  let oldestBusy = Infinity;
  for (let page = 0; page < bounds.length; page += 1) {
    const slots = read.get(page);
    if (slots) {
      for (const time of slots) {
        if (isFree(time, nowMs)) remaining += 1;
        else if (time < oldestBusy) oldestBusy = time;
      }
    } else if (isFree(bounds[page].newest, nowMs)) {
      remaining += slotsInPage(limit, page);
    } else if (!isFree(bounds[page].oldest, nowMs) && bounds[page].oldest < oldestBusy) {
      oldestBusy = bounds[page].oldest;
    }
  }
  return {
    limit,
    remaining,
    resetSeconds: oldestBusy === Infinity ? 0 : Math.max(1, Math.ceil((oldestBusy + WINDOW_MS - nowMs) / 1000)),
  };
}
