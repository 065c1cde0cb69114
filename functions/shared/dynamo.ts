import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';
import { TableUnavailableError } from './errors';
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

export function createDocumentClient(target: DynamoTarget, timeouts = REQUEST_PATH_TIMEOUTS): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: target.region,
    endpoint: target.endpoint,
    maxAttempts: MAX_ATTEMPTS,
    // An unreachable or stalled table must fail fast (a 503), never hold a request: without
    // throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes.
    requestHandler: {
      connectionTimeout: timeouts.connectionTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
  });
  // Within a request, a call stops waiting when the request's deadline passes (request-deadline.ts), and
  // every failure to answer becomes the same 503; answers such as a failed condition pass through as they are.
  client.middlewareStack.add(
    (next) => async (args) => {
      const remaining = remainingMs();
      if (remaining !== undefined && remaining <= 0) throw new TableUnavailableError('the request deadline passed before the call');
      let timer: NodeJS.Timeout | undefined;
      try {
        const call = next(args);
        if (remaining === undefined) return await call;
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new TableUnavailableError('the request deadline passed during the call')), remaining);
        });
        return await Promise.race([call, deadline]);
      } catch (error) {
        // Outside a request (imports, administration) the SDK's own error says more to an operator.
        if (remaining === undefined || error instanceof TableUnavailableError || !isUnavailable(error)) throw error;
        throw new TableUnavailableError((error as Error).message);
      } finally {
        clearTimeout(timer);
      }
    },
    { step: 'initialize', name: 'tableDeadline' },
  );
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

let shared: DynamoDBDocumentClient | undefined;

/** One client per container, created on first use so that cold start stays cheap. */
export function documentClient(): DynamoDBDocumentClient {
  const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
  shared ??= createDocumentClient({ region: AWS_REGION, endpoint: DYNAMODB_ENDPOINT });
  return shared;
}
