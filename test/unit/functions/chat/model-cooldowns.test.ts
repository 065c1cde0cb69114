import { MAX_COOLDOWN_SECONDS, ModelCooldowns } from '../../../../functions/chat/model-cooldowns';
import { UpstreamError } from '../../../../functions/chat/openai-client';

const MODEL = 'alpha-3.3-70b-versatile' as const;

describe('ModelCooldowns', () => {
  let clock = 0;
  const cooldowns = () => new ModelCooldowns(60, () => clock);
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('honours a retry-after up to five minutes, not the 27.8 hours a provider may ask for', () => {
    const models = cooldowns();
    models.failed(MODEL, new UpstreamError('rate_limited', 'HTTP 429', true, 99_999), false);
    expect(models.isCooling(MODEL)).toBe(true);
    clock += MAX_COOLDOWN_SECONDS * 1000 - 1;
    expect(models.isCooling(MODEL)).toBe(true);
    clock += 1;
    expect(models.isCooling(MODEL)).toBe(false);
    expect(MAX_COOLDOWN_SECONDS).toBe(300);
  });

  it('uses the configured cooldown when no retry-after is given, and forgets a model once it answers', () => {
    const models = cooldowns();
    models.failed(MODEL, new UpstreamError('unavailable', 'HTTP 503', true), false);
    clock += 59_999;
    expect(models.isCooling(MODEL)).toBe(true);
    models.succeeded(MODEL);
    expect(models.isCooling(MODEL)).toBe(false);
  });

  it("does not hold the request's deadline against a model: a timeout cut short leaves it in rotation", () => {
    const models = cooldowns();
    models.failed(MODEL, new UpstreamError('timeout', 'timed out', true), true);
    expect(models.isCooling(MODEL)).toBe(false);
    // A full-length timeout is the model's own slowness.
    models.failed(MODEL, new UpstreamError('timeout', 'timed out', true), false);
    expect(models.isCooling(MODEL)).toBe(true);
  });

  it('does not cool a model for a failure that is not a failover (the service key refused)', () => {
    const models = cooldowns();
    models.failed(MODEL, new UpstreamError('auth', 'HTTP 401 (invalid_api_key: Invalid API Key)', false), false);
    expect(models.isCooling(MODEL)).toBe(false);
  });
});
