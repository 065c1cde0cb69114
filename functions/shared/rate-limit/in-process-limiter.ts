import type { Admission } from './limiter';
import { inWindow, secondsUntilRoom, statusOfWindow, type WindowStatus } from './sliding-window';

export interface InProcessLimiterOptions {
  now: () => number;
}

/**
 * inProcessLimiter: the sliding windows kept in this process's memory, for a server that is the only one admitting
 * requests (`npm start`, which runs its own table). The same decisions and headers as slidingWindowLimiter's over the
 * table, from the same formulas (sliding-window.ts), without a table call: the table's limiter exists so that many
 * processes (Lambda containers) share one exact window, and a window one process alone admits through needs no table.
 * Windows do not outlive the process. Each client's window is the list of times it admitted in the last 60 s; the
 * windows are kept in the order of their last admission, so the ones that emptied are dropped from the front and
 * memory holds only the clients admitted within the last minute.
 */
export function inProcessLimiter({ now }: InProcessLimiterOptions) {
  const windows = new Map<string, number[]>();

  /** Drops the windows whose last admission has left the window (at the front: the least recently admitting). */
  const forgetEmptied = (nowMs: number) => {
    for (const [clientId, times] of windows) {
      if (inWindow(times, nowMs).length > 0) return;
      windows.delete(clientId);
    }
  };

  /** Admits `cost` requests (a batch counts each of its messages) all together, or refuses them all; a refusal counts nothing. */
  async function admit(clientId: string, limit: number, cost = 1): Promise<Admission> {
    const nowMs = now();
    forgetEmptied(nowMs);
    const busy = inWindow(windows.get(clientId) ?? [], nowMs);
    if (busy.length + cost > limit) {
      if (windows.has(clientId)) windows.set(clientId, busy);
      const status = statusOfWindow(busy, limit, nowMs);
      return {
        admitted: false,
        operations: 0,
        ...status,
        retryAfterSeconds: cost === 1 ? status.resetSeconds : secondsUntilRoom(busy, limit, nowMs, cost),
      };
    }
    for (let i = 0; i < cost; i += 1) busy.push(nowMs);
    windows.delete(clientId);
    windows.set(clientId, busy);
    return { admitted: true, operations: 0, ...statusOfWindow(busy, limit, nowMs) };
  }

  async function peek(clientId: string, limit: number): Promise<WindowStatus> {
    const nowMs = now();
    return statusOfWindow(inWindow(windows.get(clientId) ?? [], nowMs), limit, nowMs);
  }

  /** Clients whose windows are kept: those admitted within the last 60 s, and those not swept yet. */
  const keptWindows = () => windows.size;

  return { admit, peek, keptWindows };
}
