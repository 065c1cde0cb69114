import { inProcessLimiter } from '../../../../../functions/shared/rate-limit/in-process-limiter';
import { itKeepsASlidingWindow } from '../../../../support/sliding-window-contract';

let clock = Date.parse('2026-11-22T12:00:00Z');
const limiterNow = () => inProcessLimiter({ now: () => clock });

beforeEach(() => {
  clock = Date.parse('2026-11-22T12:00:00Z');
});

describe('inProcessLimiter', () => {
  itKeepsASlidingWindow(limiterNow, { now: () => clock, set: (ms) => (clock = ms) }, 0);

  it('admits exactly the limit out of 100 requests sent at once, in the order they came', async () => {
    const limiter = limiterNow();
    const results = await Promise.all(Array.from({ length: 100 }, () => limiter.admit('ip:burst', 30)));
    expect(results.filter((result) => result.admitted)).toHaveLength(30);
    expect(results.map((result) => result.remaining).slice(0, 30)).toEqual(Array.from({ length: 30 }, (_, i) => 29 - i));
  });

  it('admits a batch whole or refuses it whole, telling how long until all of it fits', async () => {
    const limiter = limiterNow();
    expect(await limiter.admit('key:batch', 10, 4)).toMatchObject({ admitted: true, remaining: 6 });
    clock += 10_000;
    expect(await limiter.admit('key:batch', 10, 4)).toMatchObject({ admitted: true, remaining: 2 });
    clock += 10_000;
    // 3 more need one slot of the first batch: it leaves 40 s from now.
    expect(await limiter.admit('key:batch', 10, 3)).toMatchObject({
      admitted: false,
      remaining: 2,
      resetSeconds: 40,
      retryAfterSeconds: 40,
    });
    expect(await limiter.admit('key:batch', 10, 11)).toMatchObject({ admitted: false, retryAfterSeconds: Number.POSITIVE_INFINITY });
    expect(await limiter.peek('key:batch', 10)).toEqual({ limit: 10, remaining: 2, resetSeconds: 40 });
  });

  it('peeks without admitting', async () => {
    const limiter = limiterNow();
    expect(await limiter.peek('key:a', 1)).toEqual({ limit: 1, remaining: 1, resetSeconds: 0 });
    expect((await limiter.admit('key:a', 1)).admitted).toBe(true);
    expect(await limiter.peek('key:a', 1)).toEqual({ limit: 1, remaining: 0, resetSeconds: 60 });
    expect((await limiter.admit('key:a', 1)).admitted).toBe(false);
  });

  it('tells a client whose limit fell (a smaller plan) when it can next be admitted, never a negative remaining', async () => {
    const limiter = limiterNow();
    const start = clock;
    for (let i = 0; i < 5; i += 1) {
      clock = start + i * 1_000;
      expect((await limiter.admit('key:downgraded', 10)).admitted).toBe(true);
    }
    clock = start + 10_000;
    // Five admissions against a limit of 3: room comes when the third oldest (2 s after the first) leaves, in 52 s.
    expect(await limiter.admit('key:downgraded', 3)).toEqual({
      admitted: false,
      operations: 0,
      limit: 3,
      remaining: 0,
      resetSeconds: 52,
      retryAfterSeconds: 52,
    });
    clock = start + 62_000;
    expect(await limiter.admit('key:downgraded', 3)).toMatchObject({ admitted: true, remaining: 0 });
  });

  it('keeps only the windows of clients admitted within the last 60 s', async () => {
    const limiter = limiterNow();
    for (let i = 0; i < 1_000; i += 1) await limiter.admit(`ip:10.0.${Math.floor(i / 256)}.${i % 256}`, 30);
    expect(limiter.keptWindows()).toBe(1_000);
    clock += 30_000;
    await limiter.admit('ip:later', 30);
    expect(limiter.keptWindows()).toBe(1_001);
    clock += 30_000; // the thousand have left the window; the later one has not
    await limiter.admit('ip:latest', 30);
    expect(limiter.keptWindows()).toBe(2);
    expect(await limiter.peek('ip:later', 30)).toMatchObject({ remaining: 29 });
  });
});
