import { HttpError } from '../../../../functions/shared/errors';
import { WorkShare } from '../../../../functions/shared/work-share';

/** Work that runs until `finish()` is called; `started` says whether its turn came. */
function pending() {
  let finish: () => void = () => undefined;
  const work = { started: false, finish: () => finish() };
  const run = () => {
    work.started = true;
    return new Promise<void>((resolve) => (finish = resolve));
  };
  return { work, run };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkShare', () => {
  it('runs one heavy request of a client at a time, and another client’s between two of them', async () => {
    const share = new WorkShare({ running: 1, runningPerClient: 1, waitingPerClient: 10 });
    const a1 = pending();
    const a2 = pending();
    const b1 = pending();
    const done = [share.run('a', a1.run, 10_000), share.run('a', a2.run, 10_000)];
    await settle();
    done.push(share.run('b', b1.run, 10_000));
    await settle();
    expect([a1.work.started, a2.work.started, b1.work.started]).toEqual([true, false, false]);
    a1.work.finish();
    await settle();
    // b was served longest ago (never): its request goes before a's second.
    expect([a2.work.started, b1.work.started]).toEqual([false, true]);
    b1.work.finish();
    await settle();
    expect(a2.work.started).toBe(true);
    a2.work.finish();
    await Promise.all(done);
    expect(share.state()).toEqual({ running: 0, waiting: 0, clients: 0 });
  });

  it('refuses at once with a 429 and Retry-After a request past its client’s waiting room', async () => {
    const share = new WorkShare({ running: 2, runningPerClient: 1, waitingPerClient: 1 });
    const first = pending();
    const second = pending();
    const running = share.run('a', first.run, 10_000);
    const waiting = share.run('a', second.run, 10_000);
    const refused = await share.run('a', async () => 'never', 10_000).catch((error: HttpError) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(429);
    expect(Number((refused as HttpError).headers['Retry-After'])).toBeGreaterThan(0);
    expect((refused as HttpError).message).toMatch(/2 heavy requests of this client were ahead of it/);
    first.work.finish();
    await settle();
    second.work.finish();
    await Promise.all([running, waiting]);
  });

  it('answers a wait that ran out 429 behind its own requests, 503 behind only other clients’', async () => {
    const share = new WorkShare({ running: 1, runningPerClient: 1, waitingPerClient: 10 });
    const other = pending();
    const running = share.run('b', other.run, 10_000);
    const behindOthers = await share.run('a', async () => 'never', 20).catch((error: HttpError) => error);
    expect((behindOthers as HttpError).statusCode).toBe(503);
    expect((behindOthers as HttpError).message).toMatch(/busy with other clients' heavy requests .* after waiting/);
    const behindItsOwn = await share.run('b', async () => 'never', 20).catch((error: HttpError) => error);
    expect((behindItsOwn as HttpError).statusCode).toBe(429);
    other.work.finish();
    await running;
    // Nothing is left waiting, and the next request runs at once.
    expect(await share.run('a', async () => 'ran', 0)).toBe('ran');
  });
});
