import { CorpusNotImportedError, InvalidInputError, NotFoundError } from './domain-errors';

/**
 * The one error model of the API. Anything thrown as an HttpError, or as a domain error (domain-errors.ts, mapped
 * by httpErrorOf), reaches the caller as `{ "error": <reason phrase>, "message": <explanation> }` with its status;
 * anything else is logged and answered with a generic 500 (see middleware.ts).
 */
export const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  417: 'Expectation Failed',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export class HttpError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly headers: Record<string, string>;
  /** Extra body fields; `status` is placed first, the rest after `message` (the 429 shape). */
  readonly body: Record<string, unknown>;
  /** The request field at fault ("messages.0.content"), for error shapes that name it apart (OpenAI's `param`). */
  readonly param?: string;

  constructor(
    statusCode: number,
    message: string,
    options: { error?: string; headers?: Record<string, string>; body?: Record<string, unknown>; param?: string } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.error = options.error ?? REASON_PHRASES[statusCode] ?? 'Error';
    this.headers = options.headers ?? {};
    this.body = options.body ?? {};
    if (options.param !== undefined) this.param = options.param;
  }
}

/** Seconds a client is told to wait when the table does not answer. */
export const TABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The table did not answer (a timeout, a refused or reset connection, a 5xx or throttling from DynamoDB,
 * or the request's deadline passed): the service fails closed with a 503 the client may retry.
 */
export class TableUnavailableError extends HttpError {
  constructor(readonly reason: string) {
    super(503, 'The service cannot reach its table right now and refuses the request rather than answer without it; try again shortly', {
      headers: { 'Retry-After': String(TABLE_RETRY_AFTER_SECONDS) },
    });
    this.name = 'TableUnavailableError';
  }
}

/**
 * The HTTP answer of a refusal: an HttpError as it is, a domain error as its status (400, 404, 503 with Retry-After)
 * and the fields its answer carries; undefined for anything else, which is no refusal but a failure.
 */
export function httpErrorOf(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof InvalidInputError) return new HttpError(400, error.message, error.param === undefined ? {} : { param: error.param });
  if (error instanceof NotFoundError) {
    return new HttpError(404, error.message, error.suggestions === undefined ? {} : { body: { suggestions: error.suggestions } });
  }
  if (error instanceof CorpusNotImportedError) {
    return new HttpError(503, error.message, { headers: { 'Retry-After': String(error.retryAfterSeconds) } });
  }
  return undefined;
}

export interface ErrorBody {
  error: string;
  message: string;
  [extra: string]: unknown;
}

export function errorBody(error: HttpError): ErrorBody {
  const { status, ...rest } = error.body;
  return { ...(status === undefined ? {} : { status }), error: error.error, message: error.message, ...rest };
}
