import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ApiKeyStore } from './api-keys/api-key-store';
import { keptKeyLookup } from './api-keys/kept-key-lookup';
import { type Config, config } from './config';
import { documentClient, limiterClient } from './dynamo';
import { createObservability, type Observability } from './observability';
import { inProcessLimiter } from './rate-limit/in-process-limiter';
import { slidingWindowLimiter } from './rate-limit/limiter';
import { planLimitsOf, type RateLimitingDependencies } from './rate-limit/middleware';
import type { WindowTableClient } from './rate-limit/window-items';
import { TableReader } from './table-reader';
import { WorkShare } from './work-share';

/**
 * What every function is built from: its settings, the table, and the rate-limiting parts that the
 * shared middleware chain uses. Each handler module exports `createHandler(context)`; in Lambda its
 * `handler` is built once per container from the environment, while tests and benchmarks pass their
 * own (a table of their own, a clock they move).
 */
export interface EndpointContext extends RateLimitingDependencies {
  settings: Config;
  table: TableReader;
  observability: Observability;
  /** The request deadline of endpoints that set none; omitted: DEFAULT_DEADLINE_MS (middleware.ts). */
  defaultDeadlineMs?: number;
  /** Where heavy requests wait their client's turn (work-share.ts): one per process, shared by every function. */
  workShare: WorkShare;
}

export interface EndpointContextOptions {
  settings: Config;
  client: DynamoDBDocumentClient;
  /** The rate limiter's table client (createLimiterClient, dynamo.ts), or what makes it on first use; omitted: `client`. */
  limiterClient?: WindowTableClient | (() => WindowTableClient);
  /** Milliseconds since the epoch, for the sliding windows. Default: the system clock. */
  now?: () => number;
  defaultDeadlineMs?: number;
  /**
   * Where the sliding windows live: 'table' (default, and always in Lambda), shared by every process that admits
   * requests against the table; 'process', this process's memory, for a server that is the only one admitting
   * (npm start's default, see in-process-limiter.ts).
   */
  rateLimitWindows?: RateLimitWindows;
}

export const RATE_LIMIT_WINDOWS = ['table', 'process'] as const;
export type RateLimitWindows = (typeof RATE_LIMIT_WINDOWS)[number];

export function endpointContext({
  settings,
  client,
  limiterClient = client,
  now = Date.now,
  defaultDeadlineMs,
  rateLimitWindows = 'table',
}: EndpointContextOptions): EndpointContext {
  return {
    settings,
    defaultDeadlineMs,
    table: new TableReader(client, settings.TABLE_NAME),
    observability: createObservability(),
    limiter:
      rateLimitWindows === 'process'
        ? inProcessLimiter({ now })
        : slidingWindowLimiter({ client: limiterClient, tableName: settings.TABLE_NAME, now }),
    keyStore: keptKeyLookup(new ApiKeyStore(client, settings.TABLE_NAME), { now }),
    limits: planLimitsOf(settings),
    workShare: new WorkShare(),
    ...(settings.RATE_LIMIT_EXCEEDED_HINT ? { exceededHint: settings.RATE_LIMIT_EXCEEDED_HINT } : {}),
  };
}

let fromEnvironment: EndpointContext | undefined;

/** The context Lambda gives a function: configuration from its environment, one table client per container. */
export function environmentContext(): EndpointContext {
  // The limiter's client is made at the first admission: the authorizer never admits, and never makes it.
  fromEnvironment ??= endpointContext({ settings: config(), client: documentClient(), limiterClient });
  return fromEnvironment;
}
