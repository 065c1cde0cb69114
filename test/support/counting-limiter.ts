import { parseConfig } from '../../functions/shared/config';
import type { ChainDependencies } from '../../functions/shared/middleware';
import { createObservability } from '../../functions/shared/observability';
import type { RateLimiter } from '../../functions/shared/rate-limit/middleware';

/**
 * The middleware chain's dependencies without a table, for tests of the chain's own logic (headers,
 * errors, validation): a limiter that counts admissions per client within one window that never
 * slides, and a key store that knows no keys. The sliding window itself is tested against dynalite
 * (test/integration/functions/shared/rate-limit).
 */
export function countingChain(anonymousLimit = 1000): ChainDependencies & { admissions: Map<string, number> } {
  const admissions = new Map<string, number>();
  const status = (clientId: string, limit: number) => ({
    limit,
    remaining: Math.max(0, limit - (admissions.get(clientId) ?? 0)),
    resetSeconds: 60,
  });
  const limiter: RateLimiter = {
    admit: async (clientId, limit) => {
      const used = admissions.get(clientId) ?? 0;
      if (used >= limit) return { admitted: false, operations: 1, ...status(clientId, limit) };
      admissions.set(clientId, used + 1);
      return { admitted: true, operations: 1, ...status(clientId, limit) };
    },
    peek: async (clientId, limit) => status(clientId, limit),
  };
  return {
    settings: parseConfig({}),
    limiter,
    keyStore: { find: async () => undefined },
    limits: { anonymous: anonymousLimit, standard: 120, pro: 300 },
    observability: createObservability(),
    admissions,
  };
}
