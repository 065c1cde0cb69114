import {
  freeSlots,
  pageCount,
  slotsInPage,
  slotTimesOf,
  windowStatus,
  WINDOW_MS,
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
