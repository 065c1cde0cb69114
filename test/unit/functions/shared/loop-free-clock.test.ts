import { holdLoopFreeClock, loopFreeDelay, loopFreeNow } from '../../../../functions/shared/loop-free-clock';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Holds the event loop, as a CPU-heavy request of another client would. */
const block = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
};

describe('loopFreeNow', () => {
  it('stands still while the event loop is blocked, and moves on once it turns again', async () => {
    const release = holdLoopFreeClock();
    try {
      await sleep(30);
      const free = loopFreeNow();
      const wall = Date.now();
      block(400);
      // Read during the block's aftermath, before the ticker ran: the stretch still counts as blocked.
      expect(loopFreeNow() - free).toBeLessThan(100);
      await sleep(200);
      expect(Date.now() - wall).toBeGreaterThanOrEqual(600);
      const freeElapsed = loopFreeNow() - free;
      // It moved on after the block (by about 200 ms on an idle machine; less on a busy one, whose late timers count
      // as blocked time too), but never by the 400 ms block.
      expect(freeElapsed).toBeGreaterThan(0);
      expect(freeElapsed).toBeLessThan(400);
    } finally {
      release();
    }
  });
});

describe('loopFreeDelay', () => {
  it('waits its time when nothing blocks the loop', async () => {
    const started = Date.now();
    await loopFreeDelay(120).promise;
    expect(Date.now() - started).toBeGreaterThanOrEqual(115);
  });

  it('waits again for the time a block took from it: a timer due during the block does not count it', async () => {
    const started = Date.now();
    const delay = loopFreeDelay(100);
    let done = false;
    void delay.promise.then(() => (done = true));
    block(400);
    await sleep(20);
    expect(done).toBe(false);
    await delay.promise;
    expect(Date.now() - started).toBeGreaterThanOrEqual(480);
  });

  it('never resolves once cancelled', async () => {
    const delay = loopFreeDelay(30);
    let done = false;
    void delay.promise.then(() => (done = true));
    delay.cancel();
    await sleep(100);
    expect(done).toBe(false);
  });
});
