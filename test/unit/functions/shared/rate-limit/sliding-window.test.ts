import {
  boundsOfSlots,
  candidatePages,
  freeSlots,
  pageBoundsOf,
  pageCount,
  pagedWindowStatus,
  partlyUsedPages,
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
  const now = 10_000_000;
  const inWindow = now - 1_000;
  const leftWindow = now - WINDOW_MS;

  it('splits a limit into pages of 64 slots', () => {
    expect([pageCount(64), pageCount(65), pageCount(5000)]).toEqual([1, 2, 79]);
    expect([slotsInPage(130, 0), slotsInPage(130, 1), slotsInPage(130, 2)]).toEqual([64, 64, 2]);
  });

  it('reads page bounds from the directory, unknown pages as free', () => {
    expect(pageBoundsOf({ o0: 5, n0: 9, o2: 'x' }, 150)).toEqual([
      { oldest: 5, newest: 9 },
      { oldest: 0, newest: 0 },
      { oldest: 0, newest: 0 },
    ]);
    expect(boundsOfSlots([7, 3, 9])).toEqual({ oldest: 3, newest: 9 });
    expect(boundsOfSlots([])).toEqual({ oldest: 0, newest: 0 });
  });

  it('offers the pages that may have a free slot, the oldest first, and finds the partly used ones', () => {
    const bounds = [
      { oldest: inWindow, newest: inWindow }, // full
      { oldest: leftWindow - 5, newest: inWindow }, // partly used
      { oldest: 0, newest: 0 }, // never used
      { oldest: leftWindow, newest: leftWindow }, // all left the window
    ];
    expect(candidatePages(bounds, now)).toEqual([2, 1, 3]);
    expect(candidatePages(bounds, now, new Set([2]))).toEqual([1, 3]);
    expect(partlyUsedPages(bounds, now)).toEqual([1]);
  });

  it('counts read pages exactly, free and full pages by the directory, and an unread partly used page as full', () => {
    const bounds = [
      { oldest: inWindow, newest: inWindow },
      { oldest: leftWindow - 5, newest: inWindow },
      { oldest: 0, newest: 0 },
    ];
    // Page 1 read: 63 of its slots free. Page 2 (2 slots) free, page 0 full.
    const page1 = [inWindow - 2_000, ...Array(63).fill(leftWindow - 5)];
    expect(pagedWindowStatus(130, bounds, new Map([[1, page1]]), now)).toEqual({ limit: 130, remaining: 65, resetSeconds: 57 });
    // Unread, page 1 counts as full: Remaining understates, never overstates.
    expect(pagedWindowStatus(130, bounds, new Map(), now)).toEqual({ limit: 130, remaining: 2, resetSeconds: 59 });
    expect(
      pagedWindowStatus(
        130,
        [
          { oldest: 0, newest: 0 },
          { oldest: 0, newest: 0 },
          { oldest: 0, newest: 0 },
        ],
        new Map(),
        now,
      ),
    ).toEqual({
      limit: 130,
      remaining: 130,
      resetSeconds: 0,
    });
  });
});
