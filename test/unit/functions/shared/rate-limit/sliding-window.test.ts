import {
  freeSlots,
  pageCount,
  secondsUntilFree,
  slotsInPage,
  slotTimesOf,
  WINDOW_MS,
  windowStatus,
} from '../../../../../functions/shared/rate-limit/sliding-window';

describe('sliding window slots', () => {
  const now = 1_000_000;

  it('reads missing or malformed slots as never used', () => {
    expect(slotTimesOf(undefined, 3)).toEqual([0, 0, 0]);
    expect(slotTimesOf({ s0: now, s2: 'x', s9: 5 }, 3)).toEqual([now, 0, 0]);
  });

  it('frees a slot exactly one window after its admission, not before', () => {
    expect(freeSlots([now - WINDOW_MS, now - WINDOW_MS + 1, 0], now)).toEqual([0, 2]);
  });

  it('counts remaining capacity and the seconds until the oldest admission leaves the window', () => {
    expect(windowStatus([0, 0, 0], now)).toEqual({ limit: 3, remaining: 3, resetSeconds: 0 });
    expect(windowStatus([now, now - 30_500, 0], now)).toEqual({ limit: 3, remaining: 1, resetSeconds: 30 });
    expect(windowStatus([now, now, now], now)).toEqual({ limit: 3, remaining: 0, resetSeconds: 60 });
    // Never 0 while something is still in the window.
    expect(windowStatus([now - WINDOW_MS + 1], now)).toEqual({ limit: 1, remaining: 0, resetSeconds: 1 });
  });
});

describe('paged windows', () => {
  it('splits a limit into pages of 64 slots', () => {
    expect([pageCount(64), pageCount(65), pageCount(5000)]).toEqual([1, 2, 79]);
    expect([slotsInPage(130, 0), slotsInPage(130, 1), slotsInPage(130, 2)]).toEqual([64, 64, 2]);
  });
});

describe('secondsUntilFree', () => {
  it('is the wait until as many slots are free as a batch needs', () => {
    const now = 100_000;
    // Two free (0 and long ago), three busy: admitted 50 s, 30 s and 10 s ago.
    const slots = [0, 10_000, now - 50_000, now - 30_000, now - 10_000];
    expect(secondsUntilFree(slots, now, 2)).toBe(0);
    expect(secondsUntilFree(slots, now, 3)).toBe(10); // the oldest leaves in 10 s
    expect(secondsUntilFree(slots, now, 5)).toBe(50); // all of them: the newest leaves in 50 s
    expect(secondsUntilFree(slots, now, 6)).toBe(Number.POSITIVE_INFINITY);
  });
});
