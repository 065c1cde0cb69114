import { AsyncLocalStorage } from 'node:async_hooks';
import { holdLoopFreeClock, loopFreeNow } from './loop-free-clock';

/**
 * Each request's deadline, carried through everything it awaits (AsyncLocalStorage), so that a table
 * call made anywhere in the request (the rate limiter, a repository, the chat's retrieval) stops waiting
 * when the request's time is up, instead of each call having its own budget that could add up.
 *
 * The budget is counted on the loop-free clock (loop-free-clock.ts): time this process spent blocked on other work
 * is not the table's, and does not use it up.
 */
const store = new AsyncLocalStorage<{ deadline: number; now: () => number }>();

export async function runWithDeadline<T>(budgetMs: number, work: () => Promise<T>, now: () => number = loopFreeNow): Promise<T> {
  const release = now === loopFreeNow ? holdLoopFreeClock() : () => undefined;
  try {
    return await store.run({ deadline: now() + budgetMs, now }, work);
  } finally {
    release();
  }
}

/** Milliseconds left in the current request; undefined outside a request (imports, scripts). */
export function remainingMs(): number | undefined {
  const current = store.getStore();
  return current === undefined ? undefined : current.deadline - current.now();
}
