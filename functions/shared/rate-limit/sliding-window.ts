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
