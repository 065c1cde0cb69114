import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Each request's deadline, carried through everything it awaits (AsyncLocalStorage), so that a table
 * call made anywhere in the request (the rate limiter, a repository, the chat's retrieval) stops waiting
 * when the request's time is up, instead of each call having its own budget that could add up.
 */
const store = new AsyncLocalStorage<{ deadline: number }>();

export function runWithDeadline<T>(budgetMs: number, work: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  return store.run({ deadline: now() + budgetMs }, work);
}

/** Milliseconds left in the current request; undefined outside a request (imports, scripts). */
export function remainingMs(now: () => number = Date.now): number | undefined {
  const current = store.getStore();
  return current === undefined ? undefined : current.deadline - now();
}
