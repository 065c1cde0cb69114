/**
 * A clock that stands still while the event loop is blocked: wall time less the stretches in which no callback
 * could run (a CPU-heavy request of another client, an import's batch in an embedded table). Deadlines about the
 * table are measured on it, so that an answer the table gave in time, which waited for the loop to be read, is not
 * taken for a table that did not answer (issue 36: a busy local server answered 503 "cannot check rate limits" while
 * its table was healthy). While the loop turns freely the clock keeps wall time, so a stalled table is caught as
 * soon as before.
 *
 * Blocked time is measured by a ticker's lateness: it runs only while some deadline is in use (`holdLoopFreeClock`).
 */
const TICK_MS = 10;
/** Lateness below this is timer jitter, not a blocked loop. */
const JITTER_MS = 4;

let blockedMs = 0;
let lastTick = 0;
let ticker: NodeJS.Timeout | undefined;
let holders = 0;

const lateness = (now: number) => {
  const late = now - lastTick - TICK_MS;
  return late > JITTER_MS ? late : 0;
};

function tick(): void {
  const now = Date.now();
  blockedMs += lateness(now);
  lastTick = now;
}

/** Milliseconds on the loop-free clock (comparable only with other readings of it). */
export function loopFreeNow(): number {
  const now = Date.now();
  // A stretch still under way (the ticker has not run since it began) counts as blocked too.
  return now - blockedMs - (ticker ? lateness(now) : 0);
}

/** Keeps the clock measuring until the returned release is called (each deadline holds it while it runs). */
export function holdLoopFreeClock(): () => void {
  holders += 1;
  if (!ticker) {
    lastTick = Date.now();
    ticker = setInterval(tick, TICK_MS);
    ticker.unref();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && ticker) {
      tick();
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

/**
 * Resolves once `ms` have passed on the loop-free clock: a timer that, when it fires late because the loop was
 * blocked, waits again for the time the loop took from it.
 */
export function loopFreeDelay(ms: number): { promise: Promise<void>; cancel: () => void } {
  const release = holdLoopFreeClock();
  const due = loopFreeNow() + ms;
  let timer: NodeJS.Timeout | undefined;
  let cancelled = false;
  const promise = new Promise<void>((resolve) => {
    const wait = (delay: number) => {
      timer = setTimeout(() => {
        // Answers that arrived while the loop was blocked are read first (setImmediate runs after I/O callbacks).
        setImmediate(() => {
          if (cancelled) return;
          const left = due - loopFreeNow();
          if (left > 0) wait(left);
          else {
            release();
            resolve();
          }
        });
      }, delay);
    };
    wait(ms);
  });
  return {
    promise,
    cancel: () => {
      cancelled = true;
      clearTimeout(timer);
      release();
    },
  };
}
