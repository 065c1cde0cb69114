import { HttpError } from './errors';

/** How much heavy work the process runs, and how much of it one client may have waiting. */
export interface WorkShareLimits {
  /** Heavy requests running at once in the process (from all clients). */
  running: number;
  /** Heavy requests of one client running at once. */
  runningPerClient: number;
  /** Heavy requests of one client waiting their turn; one more is refused at once (429). */
  waitingPerClient: number;
}

/**
 * One heavy request at a time per client, two in the process (the machine `npm start` is measured on has two cores),
 * ten waiting per client: a client that sends twenty-five pages of Al-Baqarah with commentaries at once gets one
 * answered after another, the eleventh on is told to come back, and another client's heavy request takes its turn
 * between two of them.
 */
export const WORK_SHARE_LIMITS: WorkShareLimits = { running: 2, runningPerClient: 1, waitingPerClient: 10 };

interface Waiter {
  start: () => void;
  timer?: NodeJS.Timeout;
}

interface ClientShare {
  running: number;
  waiting: Waiter[];
  /** When its last heavy request started: of the clients waiting, the one served longest ago goes first. */
  lastStarted: number;
}

/** What a heavy request takes at first, before any has been measured. */
const FIRST_ESTIMATE_MS = 1_000;

/**
 * A fair share of heavy work (issue 48, finding 3: a hundred concurrent pages of Al-Baqarah with three commentaries
 * from four addresses, all started at once, queued so much work on the table that every request, and other clients'
 * lookups, timed out as if the table were down). A heavy request runs when its client has fewer than
 * `runningPerClient` running and the process fewer than `running`; otherwise it waits, the client served longest
 * ago first, so that a client's many requests wait behind each other and never in front of another client's. A
 * request that cannot wait (its client already has `waitingPerClient` waiting, or its turn does not come within the
 * time it has) is refused: 429 when its own client's heavy requests were ahead of it, 503 when only others' were,
 * either with Retry-After. Its deadline for the table starts when it runs, so that time spent waiting is never
 * taken for the table's. Light requests (a lookup, a verse) never pass through here.
 *
 * In Lambda a container serves one request at a time, so nothing ever waits; the share matters where one process
 * serves everyone (`npm start`).
 */
export class WorkShare {
  private readonly clients = new Map<string, ClientShare>();
  private running = 0;
  private typicalMs = FIRST_ESTIMATE_MS;

  constructor(
    private readonly limits: WorkShareLimits = WORK_SHARE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `work` in `client`'s turn, waiting at most `maxWaitMs` for it. */
  async run<T>(client: string, work: () => Promise<T>, maxWaitMs: number): Promise<T> {
    const share = this.shareOf(client);
    // Its slot is taken before it starts: here, or by `next` when its turn comes.
    if (this.mayStart(share)) this.take(share);
    else await this.wait(client, share, maxWaitMs);
    const started = this.now();
    try {
      return await work();
    } finally {
      // A moving average of what heavy work takes: what Retry-After is estimated from.
      this.typicalMs = 0.8 * this.typicalMs + 0.2 * Math.max(1, this.now() - started);
      this.running -= 1;
      share.running -= 1;
      this.forgetIfIdle(client, share);
      this.next();
    }
  }

  /** Heavy requests running and waiting, in all (for tests and logs). */
  state(): { running: number; waiting: number; clients: number } {
    let waiting = 0;
    for (const share of this.clients.values()) waiting += share.waiting.length;
    return { running: this.running, waiting, clients: this.clients.size };
  }

  private shareOf(client: string): ClientShare {
    let share = this.clients.get(client);
    if (!share) {
      share = { running: 0, waiting: [], lastStarted: Number.NEGATIVE_INFINITY };
      this.clients.set(client, share);
    }
    return share;
  }

  private mayStart(share: ClientShare): boolean {
    return share.waiting.length === 0 && share.running < this.limits.runningPerClient && this.running < this.limits.running;
  }

  private wait(client: string, share: ClientShare, maxWaitMs: number): Promise<void> {
    if (share.waiting.length >= this.limits.waitingPerClient || maxWaitMs <= 0) {
      const ownAhead = share.running + share.waiting.length;
      return Promise.reject(this.refusal(ownAhead > 0, ownAhead, 0));
    }
    const waitingSince = this.now();
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { start: resolve };
      waiter.timer = setTimeout(() => {
        const at = share.waiting.indexOf(waiter);
        if (at < 0) return;
        share.waiting.splice(at, 1);
        // Whose work it waited behind: its own client's (running, or waiting ahead of it), or only others'.
        const ownAhead = share.running + at;
        reject(this.refusal(ownAhead > 0, ownAhead, this.now() - waitingSince));
        this.forgetIfIdle(client, share);
      }, maxWaitMs);
      waiter.timer.unref();
      share.waiting.push(waiter);
    });
  }

  /** Starts waiting requests while there is room: each time the client served longest ago. */
  private next(): void {
    while (this.running < this.limits.running) {
      let chosen: ClientShare | undefined;
      for (const share of this.clients.values()) {
        if (share.waiting.length === 0 || share.running >= this.limits.runningPerClient) continue;
        if (!chosen || share.lastStarted < chosen.lastStarted) chosen = share;
      }
      const waiter = chosen?.waiting.shift();
      if (!chosen || !waiter) return;
      clearTimeout(waiter.timer);
      this.take(chosen);
      waiter.start();
    }
  }

  private take(share: ClientShare): void {
    this.running += 1;
    share.running += 1;
    share.lastStarted = this.now();
  }

  private forgetIfIdle(client: string, share: ClientShare): void {
    if (share.running === 0 && share.waiting.length === 0 && this.clients.get(client) === share) this.clients.delete(client);
  }

  private refusal(ownAhead: boolean, ahead: number, waitedMs: number): HttpError {
    const retryAfter = Math.max(1, Math.ceil((this.typicalMs * Math.max(1, ahead)) / this.limits.runningPerClient / 1000));
    const headers = { 'Retry-After': String(retryAfter) };
    const waited = waitedMs > 0 ? ` after waiting ${(waitedMs / 1000).toFixed(1)} s` : '';
    if (ownAhead) {
      return new HttpError(
        429,
        `This heavy request (verses with commentaries, a long commentary range) was not started${waited}: ${ahead} heavy ` +
          `requests of this client were ahead of it, and the server runs ${this.limits.runningPerClient} of a client's at a ` +
          `time with at most ${this.limits.waitingPerClient} waiting; send them one after another, or retry after ${retryAfter} s`,
        { headers },
      );
    }
    return new HttpError(
      503,
      `The server is busy with other clients' heavy requests and could not start this one${waited}; retry after ${retryAfter} s`,
      { headers },
    );
  }
}
