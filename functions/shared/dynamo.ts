import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NodeHttpHandler, type NodeHttpHandlerOptions } from '@smithy/node-http-handler';
import { config } from './config';
import { TableUnavailableError } from './errors';
import { loopFreeDelay } from './loop-free-clock';
import { remainingMs } from './request-deadline';

export interface DynamoTarget {
  /** Omitted: the SDK's chain (AWS_REGION, then the profile's config), as the command-line tools want. */
  region?: string;
  endpoint?: string;
}

/** Errors that mean "the table did not answer", as opposed to an answer (a failed condition, a bad request). */
const UNAVAILABLE_ERRORS = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'ResourceNotFoundException',
  'AbortError',
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

function isUnavailable(error: unknown): boolean {
  const candidate = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  return (
    UNAVAILABLE_ERRORS.has(candidate?.name ?? '') ||
    NETWORK_CODES.has(candidate?.code ?? '') ||
    (candidate?.$metadata?.httpStatusCode ?? 0) >= 500 ||
    /socket hang up|ECONNREFUSED|ECONNRESET/.test(String((error as Error)?.message))
  );
}

/** Attempts per call: one retry for a transient failure, no more, so that a stalled table costs at most ~2 s. */
const MAX_ATTEMPTS = 2;

export interface TableTimeouts {
  connectionTimeoutMs: number;
  requestTimeoutMs: number;
}

/** Per-call limits on the request path: a table that does not answer within them is unavailable. */
export const REQUEST_PATH_TIMEOUTS: TableTimeouts = { connectionTimeoutMs: 500, requestTimeoutMs: 900 };
/** Imports and administration write large batches and may wait longer, but still never forever. */
export const BATCH_TIMEOUTS: TableTimeouts = { connectionTimeoutMs: 3_000, requestTimeoutMs: 60_000 };

/**
 * The SDK's own socket timers count wall time: behind a loop blocked by other work they fire before the answer that
 * arrived meanwhile is read. They stay as a backstop this many times the limit; the limit itself is counted on the
 * loop-free clock, per attempt (attemptTimingHandler).
 */
const SOCKET_BACKSTOP_FACTOR = 4;

/** An attempt that took its whole time: named as the SDK names its own, so that its retry strategy retries it once. */
class AttemptTimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * The SDK's HTTP handler with each attempt (connecting, sending, the answer) bounded on the loop-free clock: when
 * the time is up the attempt's request is aborted (its socket closed, so that a table that wakes up is not left a
 * backlog of requests nobody waits for) and the SDK sees a timeout it retries.
 */
class LoopFreeTimeoutHandler extends NodeHttpHandler {
  constructor(
    options: NodeHttpHandlerOptions,
    private readonly attemptMs: number,
  ) {
    super(options);
  }

  override async handle(...[request, options = {}]: Parameters<NodeHttpHandler['handle']>): ReturnType<NodeHttpHandler['handle']> {
    const timedOut = new AbortController();
    const delay = loopFreeDelay(this.attemptMs);
    void delay.promise.then(() => timedOut.abort());
    const abortSignal = options.abortSignal ? AbortSignal.any([options.abortSignal as AbortSignal, timedOut.signal]) : timedOut.signal;
    try {
      return await super.handle(request, { ...options, abortSignal });
    } catch (error) {
      if (timedOut.signal.aborted) throw new AttemptTimeoutError(`The table did not answer within ${this.attemptMs} ms`);
      throw error;
    } finally {
      delay.cancel();
    }
  }
}

/** The name @aws-sdk/core gives its logger middleware in every client's stack. */
export const SDK_LOGGER_MIDDLEWARE = 'loggerMiddleware';

export function createDocumentClient(target: DynamoTarget, timeouts = REQUEST_PATH_TIMEOUTS): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(createTableClient(target, timeouts), { marshallOptions: { removeUndefinedValues: true } });
}

/**
 * The rate limiter's own client (limiter.ts sends it low-level commands): the SDK resolves each command's middleware
 * stack once and reuses it (`cacheMiddleware`), which a DocumentClient refuses. Every request makes its admission
 * through it, so in Lambda each invocation pays less of the SDK's CPU.
 */
export function createLimiterClient(
  target: DynamoTarget,
  timeouts = REQUEST_PATH_TIMEOUTS,
  /**
   * A client whose connections it shares (its HTTP handler), so that a new container opens one connection to the
   * table, not two; closeTableConnections on either closes them for both.
   */
  sharing?: DynamoDBDocumentClient,
): DynamoDBClient {
  return createTableClient(target, timeouts, { cacheMiddleware: true, requestHandler: sharing?.config.requestHandler });
}

function createTableClient(
  target: DynamoTarget,
  timeouts: TableTimeouts,
  { cacheMiddleware = false, requestHandler }: { cacheMiddleware?: boolean; requestHandler?: DynamoDBClientConfig['requestHandler'] } = {},
): DynamoDBClient {
  const client = new DynamoDBClient({
    cacheMiddleware,
    region: target.region,
    endpoint: target.endpoint,
    maxAttempts: MAX_ATTEMPTS,
    // An unreachable or stalled table must fail fast (a 503), never hold a request: without
    // throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes.
    requestHandler:
      requestHandler ??
      new LoopFreeTimeoutHandler(
        {
          connectionTimeout: timeouts.connectionTimeoutMs * SOCKET_BACKSTOP_FACTOR,
          requestTimeout: timeouts.requestTimeoutMs * SOCKET_BACKSTOP_FACTOR,
          throwOnRequestTimeout: true,
        },
        timeouts.connectionTimeoutMs + timeouts.requestTimeoutMs,
      ),
  });
  // The SDK's logger middleware walks the operation's schema over every call's input and output (and a failed
  // call's input) to hide sensitive members from a logger; it does so for its default logger, which writes nothing,
  // and this client is never given another. A tenth of the SDK's own CPU per call (issue 42's scratch measurement).
  client.middlewareStack.remove(SDK_LOGGER_MIDDLEWARE);
  // Within a request, a call stops waiting when the request's deadline passes (request-deadline.ts), and
  // every failure to answer becomes the same 503; answers such as a failed condition pass through as they are.
  client.middlewareStack.add(
    (next) => async (args) => {
      const remaining = remainingMs();
      if (remaining !== undefined && remaining <= 0) throw new TableUnavailableError('the request deadline passed before the call');
      try {
        const call = next(args);
        if (remaining === undefined) return await call;
        return await raceLoopFree(call, remaining, () => new TableUnavailableError('the request deadline passed during the call'));
      } catch (error) {
        // Outside a request (imports, administration) the SDK's own error says more to an operator.
        if (remaining === undefined || error instanceof TableUnavailableError || !isUnavailable(error)) throw error;
        throw new TableUnavailableError((error as Error).message);
      }
    },
    { step: 'initialize', name: 'tableDeadline' },
  );
  return client;
}

/** `work`, or `timeout()` thrown once `ms` have passed on the loop-free clock without it settling. */
async function raceLoopFree<T>(work: Promise<T>, ms: number, timeout: () => Error): Promise<T> {
  const delay = loopFreeDelay(ms);
  try {
    return await Promise.race([work, delay.promise.then(() => Promise.reject(timeout()))]);
  } finally {
    delay.cancel();
  }
}

/**
 * Closes a table client's connections. A DocumentClient's destroy() does nothing (lib-dynamodb leaves the client it
 * wraps to whoever made it); the clients made here own theirs, and a limiter client sharing them closes with them.
 */
export function closeTableConnections(client: DynamoDBDocumentClient | DynamoDBClient): void {
  (client.config.requestHandler as { destroy?: () => void } | undefined)?.destroy?.();
}

let shared: DynamoDBDocumentClient | undefined;
let sharedLimiterClient: DynamoDBClient | undefined;

/** One client per container, created on first use so that cold start stays cheap. */
export function documentClient(): DynamoDBDocumentClient {
  const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
  shared ??= createDocumentClient({ region: AWS_REGION, endpoint: DYNAMODB_ENDPOINT });
  return shared;
}

/** The rate limiter's client, one per container beside documentClient(). */
export function limiterClient(): DynamoDBClient {
  const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
  sharedLimiterClient ??= createLimiterClient({ region: AWS_REGION, endpoint: DYNAMODB_ENDPOINT }, REQUEST_PATH_TIMEOUTS, documentClient());
  return sharedLimiterClient;
}
