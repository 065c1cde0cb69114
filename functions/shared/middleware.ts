import middy from '@middy/core';
import httpCors from '@middy/http-cors';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import * as z from 'zod';
import type { KeyPolicy } from './api-keys/identify-caller';
import type { Config } from './config';
import { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS, CORS_EXPOSE_HEADERS } from './cors';
import { errorBody, HttpError, httpErrorOf } from './errors';
import { JSON_CONTENT_TYPE } from './http';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { type Observability, operationalMetrics, requestLogging } from './observability';
import { admittedClientOf, type RateLimitingDependencies, rateLimiting, type SeparateWindow } from './rate-limit/middleware';
import { httpRepresentation } from './representation';
import { runWithDeadline } from './request-deadline';
import { apiSecurityHeaderOptions, securityHeaders } from './security-headers';
import { keepSentHeaders } from './sent-headers';
import { giveLoopBack } from './time-slices';
import { parseRequestPart } from './validation';
import type { WorkShare } from './work-share';

export interface ApiRequest<Query, Body> {
  query: Query;
  body: Body;
  event: APIGatewayProxyEvent;
  requestId: string;
}

export interface EndpointOptions<QuerySchema extends z.ZodType, BodySchema extends z.ZodType> {
  /** Schema for the query string (an object of strings). Omitted: no query parameters accepted. */
  query?: QuerySchema;
  /** Schema for the parsed JSON body. Omitted: the body is ignored. */
  body?: BodySchema;
  /** Whether a POST body is parsed as JSON (default true); the edge function answers without reading it. */
  parseBody?: boolean;
  /** The whole request's time, table calls included (request-deadline.ts). Default: DEFAULT_DEADLINE_MS. */
  deadlineMs?: number;
  /** A rate-limit window of its own for some requests (rate-limit/middleware.ts); default: the API's. */
  window?: (event: APIGatewayProxyEvent) => SeparateWindow | undefined;
  /** How many requests a request counts as against its caller's limit (an MCP batch: its messages); default one. */
  countAs?: (event: APIGatewayProxyEvent) => number;
  /** Cache-Control of a successful GET or HEAD (representation.ts); omitted: `no-store`. */
  cacheControl?: string;
  /** Directives replacing the default Content-Security-Policy's (false drops one): only the docs page, which runs scripts. */
  contentSecurityPolicy?: Record<string, string | false>;
  /** The body of an error answer; omitted: the API's `{ error, message }` (an OpenAI-compatible route answers OpenAI's). */
  errorBody?: ErrorBodyShape;
  /**
   * How a presented key is read when no authorizer identified the caller: the route table's (routes.ts `keyPolicyAt`,
   * as the authorizer reads it); omitted: strictly.
   */
  keyPolicy?: (event: APIGatewayProxyEvent) => KeyPolicy;
  /**
   * Whether a request is heavy work (verses with commentaries, a long commentary range): such a request runs in its
   * client's fair share of the process (work-share.ts), its table deadline counted from when it starts; omitted: none is.
   */
  heavy?: (request: ApiRequest<z.infer<QuerySchema>, z.infer<BodySchema>>) => boolean;
}

/** Shapes the body of an error answer from the error (its status and headers stay the chain's). */
export type ErrorBodyShape = (error: HttpError) => unknown;

/** What the shared chain needs: the CORS origin and the rate limiter's parts (an EndpointContext has them). */
export interface ChainDependencies extends RateLimitingDependencies {
  settings: Pick<Config, 'CORS_ALLOWED_ORIGIN'>;
  /** Structured logs and metrics (observability.ts). */
  observability: Observability;
  /** Replaces DEFAULT_DEADLINE_MS for endpoints that set none (tests about other things on a slow machine). */
  defaultDeadlineMs?: number;
  /** Where heavy requests wait their turn (work-share.ts); omitted: they run at once. */
  workShare?: WorkShare;
}

/** Every request but chat finishes within this, whatever the table does (a stalled table gives a 503). */
export const DEFAULT_DEADLINE_MS = 2_500;

/** What a heavy request keeps of its function's time for its own work: it may wait for its turn the rest. */
const HEAVY_WORK_ALLOWANCE_MS = 5_000;

const MAX_BODY_BYTES = 64 * 1024;
const noQueryParameters = z.object({}).strict();

function requestIdOf(event: APIGatewayProxyEvent | undefined, context: Context | undefined): string {
  return context?.awsRequestId || event?.requestContext?.requestId || 'unknown';
}

const FUNCTION_TIMED_OUT = 'The answer took longer than this endpoint may run and was given up; try again shortly';
const FUNCTION_TIMEOUT_RETRY_AFTER_SECONDS = 2;

/**
 * A refusal arrives as an HttpError, as a domain error (httpErrorOf maps both), or as a middy http error carrying
 * `statusCode` and `expose`.
 */
function toHttpError(error: unknown): HttpError | undefined {
  const refusal = httpErrorOf(error);
  if (refusal) return refusal;
  // middy's early timeout: the function's time ran out before its answer was made (a machine too busy, a table too
  // slow). Not a fault of the request's and not an unexplained 500: a 503 the client may retry.
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new HttpError(503, FUNCTION_TIMED_OUT, { headers: { 'Retry-After': String(FUNCTION_TIMEOUT_RETRY_AFTER_SECONDS) } });
  }
  const candidate = error as { statusCode?: unknown; expose?: unknown; message?: unknown };
  if (typeof candidate?.statusCode === 'number' && candidate.statusCode >= 400 && candidate.statusCode < 500 && candidate.expose) {
    return new HttpError(candidate.statusCode, String(candidate.message));
  }
  return undefined;
}

/** Turns any thrown error into the JSON error body; unknown errors are logged and answered generically. */
export const jsonErrorResponse = (
  { logger }: Pick<Observability, 'logger'>,
  shape: ErrorBodyShape = errorBody,
): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context> => ({
  name: 'jsonErrorResponse',
  onError: (request) => {
    const requestId = requestIdOf(request.event, request.context);
    let httpError = toHttpError(request.error);
    if (!httpError) {
      const error = request.error;
      logger.error(error instanceof Error ? error.message : String(error), { requestId, error });
      httpError = new HttpError(500, `An unexpected error occurred. Quote request id ${requestId} when reporting it.`);
    }
    // Set rather than return, so that the CORS and security-header middlewares still decorate it.
    request.response = {
      statusCode: httpError.statusCode,
      headers: { 'Content-Type': JSON_CONTENT_TYPE, 'X-Request-Id': requestId, ...httpError.headers },
      body: JSON.stringify(shape(httpError)),
    };
  },
});

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The path of a `__proto__` key anywhere in a parsed body. JSON.parse makes it an own property, which some schema
 * checks skip as they would the prototype: it is refused as the unknown field it is, wherever it stands.
 */
function prototypeKeyIn(value: unknown, path = ''): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const key of Object.keys(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key === '__proto__') return here;
    const nested = prototypeKeyIn((value as Record<string, unknown>)[key], here);
    if (nested) return nested;
  }
  return undefined;
}

/** Parses a JSON request body: malformed JSON is a 400, a non-JSON content type or a compressed body a 415. */
export const jsonBodyParser = (): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context> => ({
  name: 'jsonBodyParser',
  before: (request) => {
    const { event } = request;
    if (!BODY_METHODS.has(event.httpMethod)) return;
    const contentType = event.headers?.['content-type']; // lower-cased by httpHeaderNormalizer
    if (contentType && !/^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim())) {
      throw new HttpError(415, `Content-Type must be application/json, not '${contentType}'`);
    }
    // A compressed body (gzip, br...) is not read here: saying so beats calling its bytes "not valid JSON".
    const contentEncoding = event.headers?.['content-encoding']?.trim().toLowerCase();
    if (contentEncoding && contentEncoding !== 'identity') {
      throw new HttpError(415, `Content-Encoding '${contentEncoding.slice(0, 40)}' is not accepted: send the JSON body uncompressed`);
    }
    if (event.body === null || event.body === undefined || event.body === '') {
      throw new HttpError(400, 'A JSON request body is required');
    }
    const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) {
      throw new HttpError(413, `The request body must not exceed ${MAX_BODY_BYTES} bytes`);
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      throw new HttpError(400, `The request body nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON');
    }
    const polluting = prototypeKeyIn(parsed);
    if (polluting) throw new HttpError(400, `Unknown body field '${polluting}'`);
    (event as APIGatewayProxyEvent & { parsedBody?: unknown }).parsedBody = parsed;
  },
});

/** What common HTTP clients (jQuery's `cache: false`, some proxies) append to defeat caches: accepted and ignored. */
export const CACHE_BUSTER = '_';

/**
 * The query string as own properties of a plain object: "__proto__", "constructor" or "toString" are
 * ordinary (unknown) parameter names, never the object's prototype or inherited members.
 */
function queryOf(event: APIGatewayProxyEvent): Record<string, string> {
  const repeated = Object.entries(event.multiValueQueryStringParameters ?? {}).find(([, values]) => (values?.length ?? 0) > 1);
  if (repeated) throw new HttpError(400, `Query parameter '${repeated[0]}' was given more than once`);
  return Object.fromEntries(
    Object.entries(event.queryStringParameters ?? {}).filter(([name, value]) => value !== undefined && name !== CACHE_BUSTER),
  ) as Record<string, string>;
}

/**
 * Wraps a thin endpoint function in the shared middleware chain: header normalisation, caching and
 * compression, CORS, security headers, rate limiting, JSON error shaping, JSON body parsing and zod validation.
 */
export function httpEndpoint<QuerySchema extends z.ZodType = typeof noQueryParameters, BodySchema extends z.ZodType = z.ZodUnknown>(
  dependencies: ChainDependencies,
  options: EndpointOptions<QuerySchema, BodySchema>,
  endpoint: (request: ApiRequest<z.infer<QuerySchema>, z.infer<BodySchema>>) => Promise<APIGatewayProxyResult>,
) {
  const querySchema = options.query ?? noQueryParameters;
  const { settings, limiter, keyStore, limits, observability } = dependencies;
  const deadlineMs = options.deadlineMs ?? dependencies.defaultDeadlineMs ?? DEFAULT_DEADLINE_MS;
  const chain = middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>()
    // First, so that its after and onError run last: it counts the answer as sent (a 304 included).
    .use(operationalMetrics(observability))
    .use(requestLogging(observability))
    .use(keepSentHeaders())
    .use(httpHeaderNormalizer())
    // Second, so that its `after` runs last of all: it validates, compresses and measures the finished answer.
    .use(httpRepresentation({ cacheControl: options.cacheControl }))
    .use(
      httpCors({
        origin: settings.CORS_ALLOWED_ORIGIN,
        headers: CORS_ALLOW_HEADERS.join(','),
        exposeHeaders: CORS_EXPOSE_HEADERS.join(','),
        methods: CORS_ALLOW_METHODS.join(','),
      }) as middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>,
    )
    .use(securityHeaders(apiSecurityHeaderOptions(options.contentSecurityPolicy)))
    // Before body parsing and validation, so that every request counts and every answer carries the headers.
    .use(
      rateLimiting({
        limiter,
        keyStore,
        limits,
        exceededHint: dependencies.exceededHint,
        window: options.window,
        countAs: options.countAs,
        keyPolicy: options.keyPolicy,
        log: observability.logger,
      }),
    )
    // Registered after the rate limiter, CORS and security headers so that its onError runs first
    // (middy runs onError in reverse) and they decorate the error response it sets.
    .use(jsonErrorResponse(observability, options.errorBody));
  if (options.parseBody !== false) chain.use(jsonBodyParser());
  chain.handler(async (event, context) => {
    const query = parseRequestPart(querySchema, queryOf(event), 'query parameter') as z.infer<QuerySchema>;
    const rawBody = (event as APIGatewayProxyEvent & { parsedBody?: unknown }).parsedBody;
    const body = (options.body ? parseRequestPart(options.body, rawBody, 'body field') : rawBody) as z.infer<BodySchema>;
    const request = { query, body, event, requestId: requestIdOf(event, context) };
    const client = admittedClientOf(event);
    if (dependencies.workShare && client && options.heavy?.(request)) {
      const maxWaitMs = context.getRemainingTimeInMillis() - HEAVY_WORK_ALLOWANCE_MS;
      // Its own deadline from when its turn comes: the time it waited is not the table's. Its turn begins, and its
      // answer goes on to be measured and written, each on a turn of the loop of its own (giveLoopBack), so that
      // heavy requests handed on from one to the next never hold out other clients' requests between them.
      return dependencies.workShare.run(
        client,
        async () => {
          await giveLoopBack();
          const response = await runWithDeadline(deadlineMs, () => endpoint(request));
          await giveLoopBack();
          return response;
        },
        maxWaitMs,
      );
    }
    return endpoint(request);
  });
  // The deadline covers the whole chain: the rate limiter's table calls as much as the handler's.
  return (event: APIGatewayProxyEvent, context: Context) => runWithDeadline(deadlineMs, () => chain(event, context));
}
