import type { RateLimiter } from '../../functions/shared/rate-limit/middleware';

/** The clock a limiter under test reads, which the scenarios move. */
export interface MovableClock {
  now(): number;
  set(ms: number): void;
}

/**
 * What every sliding-window limiter answers, wherever its windows are kept (the table's slots: limiter.ts; the
 * process's memory: in-process-limiter.ts): the scenarios both limiters' test files run, inside their describe.
 * `tableCallsOnRefusal`: what a refusal of a client whose full window it has seen costs in table calls.
 */
export function itKeepsASlidingWindow(newLimiter: () => RateLimiter, clock: MovableClock, tableCallsOnRefusal: number): void {
  it('admits up to the limit, then refuses with the wait until the oldest admission leaves', async () => {
    const limiter = newLimiter();
    for (let i = 0; i < 5; i += 1) {
      const admission = await limiter.admit('ip:seq', 5);
      expect(admission).toMatchObject({ admitted: true, limit: 5, remaining: 4 - i, resetSeconds: 60 - i }); // the first admission is i seconds old
      clock.set(clock.now() + 1_000);
    }
    expect(await limiter.admit('ip:seq', 5)).toMatchObject({
      admitted: false,
      remaining: 0,
      resetSeconds: 55,
      retryAfterSeconds: 55,
      operations: tableCallsOnRefusal,
    });
  });

  it('slides: capacity returns one admission at a time as each leaves the window, to the millisecond', async () => {
    const limiter = newLimiter();
    const start = clock.now();
    for (let i = 0; i < 3; i += 1) {
      clock.set(start + i * 10_000);
      expect((await limiter.admit('ip:slide', 3)).admitted).toBe(true);
    }
    clock.set(start + 59_999);
    expect((await limiter.admit('ip:slide', 3)).admitted).toBe(false);
    clock.set(start + 60_000); // the first admission has left
    expect(await limiter.admit('ip:slide', 3)).toMatchObject({ admitted: true, remaining: 0 });
    expect((await limiter.admit('ip:slide', 3)).admitted).toBe(false);
    clock.set(start + 70_000); // the second has left
    expect((await limiter.admit('ip:slide', 3)).admitted).toBe(true);
  });

  it('does not count refused requests, so a client that keeps hammering recovers once the window passes', async () => {
    const limiter = newLimiter();
    const start = clock.now();
    for (let i = 0; i < 2; i += 1) expect((await limiter.admit('ip:hammer', 2)).admitted).toBe(true);
    for (let i = 0; i < 50; i += 1) {
      clock.set(start + i * 1_000);
      expect((await limiter.admit('ip:hammer', 2)).admitted).toBe(false);
    }
    clock.set(start + 60_000);
    expect((await limiter.admit('ip:hammer', 2)).admitted).toBe(true);
  });

  it('keeps clients apart', async () => {
    const limiter = newLimiter();
    expect((await limiter.admit('key:a', 1)).admitted).toBe(true);
    expect((await limiter.admit('key:a', 1)).admitted).toBe(false);
    expect((await limiter.admit('key:b', 1)).admitted).toBe(true);
  });
}
