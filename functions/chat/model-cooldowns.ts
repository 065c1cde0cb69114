import type { PublicModel } from './chat-models';
import type { UpstreamError } from './openai-client';

/** The longest retry-after honoured: one 429 must not take a model out of rotation for hours. */
export const MAX_COOLDOWN_SECONDS = 300;

/**
 * Models that failed recently, until when (ms): later requests skip them rather than wait on them
 * again. Only a model's own failures count: a timeout cut short by the request's deadline says
 * nothing about the model, and a failure that is not a failover (a refused key) is not the model's.
 */
export class ModelCooldowns {
  private readonly until = new Map<PublicModel, number>();

  constructor(
    private readonly defaultSeconds: number,
    private readonly now: () => number,
  ) {}

  isCooling(model: PublicModel): boolean {
    return (this.until.get(model) ?? 0) > this.now();
  }

  succeeded(model: PublicModel): void {
    this.until.delete(model);
  }

  /** Records a failed attempt; `cutShort`: the attempt had less than its own timeout, the request's deadline being near. */
  failed(model: PublicModel, error: UpstreamError, cutShort: boolean): void {
    if (!error.failover || (error.category === 'timeout' && cutShort)) return;
    const seconds = Math.min(error.retryAfterSeconds ?? this.defaultSeconds, MAX_COOLDOWN_SECONDS);
    this.until.set(model, this.now() + seconds * 1000);
  }
}
