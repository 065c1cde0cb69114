import type middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { Plan } from '../api-keys/api-keys';
import {
  type HeaderBag,
  type Identification,
  identificationFromContext,
  identifyCaller,
  type KeyPolicy,
} from '../api-keys/identify-caller';
import type { KeyLookup } from '../api-keys/kept-key-lookup';
import type { Config } from '../config';
import { HttpError } from '../errors';
import { sentHeadersOf } from '../sent-headers';
import type { Admission } from './limiter';
import type { WindowStatus } from './sliding-window';

/** The client each admitted request was counted against (its key, or its address): whose share of heavy work it uses. */
const admittedClients = new WeakMap<APIGatewayProxyEvent, string>();
export const admittedClientOf = (event: APIGatewayProxyEvent): string | undefined => admittedClients.get(event);

export const RATE_LIMIT_HEADERS = { limit: 'X-RateLimit-Limit', remaining: 'X-RateLimit-Remaining', reset: 'X-RateLimit-Reset' } as const;

/** Seconds a client is told to wait when the limiter itself cannot be reached. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** Requests per sliding 60 s by plan. */
export type PlanLimits = Record<Plan, number>;

export const planLimitsOf = (settings: Config): PlanLimits => ({
  anonymous: settings.RATE_LIMIT_ANONYMOUS_PER_MINUTE,
  standard: settings.RATE_LIMIT_STANDARD_PER_MINUTE,
  pro: settings.RATE_LIMIT_PRO_PER_MINUTE,
});

/** What decides admissions: slidingWindowLimiter over the table in the service. */
export interface RateLimiter {
  admit(clientId: string, limit: number, cost?: number): Promise<Admission>;
  peek(clientId: string, limit: number): Promise<WindowStatus>;
}

export interface RateLimitingDependencies {
  limiter: RateLimiter;
  keyStore: KeyLookup;
  limits: PlanLimits;
  /** Appended to every 429's message: how to get more (`npm start` names its variable and a local key). */
  exceededHint?: string;
}

const headersOf = (admission: Pick<Admission, 'limit' | 'remaining' | 'resetSeconds'>) => ({
  [RATE_LIMIT_HEADERS.limit]: String(admission.limit),
  [RATE_LIMIT_HEADERS.remaining]: String(admission.remaining),
  [RATE_LIMIT_HEADERS.reset]: String(admission.resetSeconds),
});

/**
 * An answer made before any function runs (the local server's 400 for a request it cannot parse, 408, 413, 417,
 * 431) counted as one request of its caller: its X-RateLimit-* headers, and the 429 to answer instead when the
 * caller is at its limit. A client at its limit is refused for anything it sends, and refusals are not free.
 */
export async function countedRefusal(
  dependencies: RateLimitingDependencies,
  headers: HeaderBag,
  sourceIp: string,
): Promise<{ headers: Record<string, string>; tooMany?: HttpError }> {
  const identification = await identifyCaller(headers, sourceIp, (hash) => dependencies.keyStore.find(hash));
  const limit = dependencies.limits[identification.plan];
  const admission = await dependencies.limiter.admit(identification.clientId, limit);
  return {
    headers: headersOf(admission),
    ...(admission.admitted ? {} : { tooMany: rateLimitExceeded(admission, limit, identification, '', dependencies.exceededHint) }),
  };
}

const describeCaller = (identification: Identification) =>
  identification.plan === 'anonymous' ? 'this client address (anonymous)' : `this API key (${identification.plan} plan)`;

function rateLimitExceeded(admission: Admission, limit: number, identification: Identification, detail = '', hint?: string): HttpError {
  const wait = admission.retryAfterSeconds ?? admission.resetSeconds;
  return new HttpError(
    429,
    `Rate limit of ${limit} requests per 60 seconds exceeded for ${describeCaller(identification)}${detail}; retry in ${wait} s${hint ? `. ${hint}` : ''}`,
    {
      headers: { 'Retry-After': String(wait) },
      body: { status: 429, retry_after_seconds: wait },
    },
  );
}

/** Where the middleware reports a table it cannot read (a Powertools Logger in the functions). */
export interface FailureLog {
  error: (message: string, ...extra: Array<Record<string, unknown>>) => void;
}

const consoleLog: FailureLog = {
  error: (message, ...extra) => console.error(JSON.stringify({ level: 'error', message, ...Object.assign({}, ...extra) })),
};

/**
 * rateLimiting: admits or refuses each request against its caller's sliding 60 s window, before
 * anything else can fail, and stamps X-RateLimit-* on every response, errors included. The caller
 * comes from the authorizer (requestContext.authorizer); invoked without one, the function
 * identifies the caller itself with the same logic. The limiter failing closes the door: 503.
 */
export interface RateLimitingOptions extends RateLimitingDependencies {
  /** A window of its own for this request, apart from the API's (documentation, preflights); default: the API's. */
  window?: (event: APIGatewayProxyEvent) => SeparateWindow | undefined;
  /** Where failures to read the table are logged; omitted: JSON lines on the console. */
  log?: FailureLog;
  /** How many requests this one counts as (an MCP batch: one per message); omitted: one. */
  countAs?: (event: APIGatewayProxyEvent) => number;
  /** How the route reads a presented key, when no authorizer did (identify-caller.ts); omitted: strictly. */
  keyPolicy?: (event: APIGatewayProxyEvent) => KeyPolicy;
}

/**
 * Requests that are not uses of the API (reading its documentation, CORS preflights) are counted in a window of
 * their own per client: bounded, without using up the API's, so that a docs page still loads after the API's
 * limit is reached.
 */
export interface SeparateWindow {
  /** Appended to the client's id: `ip:203.0.113.9#docs`. */
  name: string;
  /** Requests per 60 s, given the plans' API limits. */
  limit: (limits: PlanLimits) => number;
}

/**
 * The documentation (the docs page, its files and openapi.json), per client whatever its plan: a page load is about
 * six requests, so ten loads a minute. One page of slots (sliding-window.ts), one read and one write per request.
 */
export const DOCUMENTATION_WINDOW: SeparateWindow = { name: 'docs', limit: () => 60 };

/**
 * CORS preflights: each API request from a browser may need one, and a preflight carries no key (browsers send
 * none), so an address gets as many as the largest plan admits: never refused before a request its key admits.
 */
export const PREFLIGHT_WINDOW: SeparateWindow = { name: 'preflight', limit: (limits) => Math.max(...Object.values(limits)) };

export function rateLimiting(
  options: RateLimitingOptions,
): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context> {
  const stamped = new WeakMap<object, Record<string, string>>();
  const stamp = (request: middy.Request<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>) => {
    const headers = stamped.get(request.event);
    if (headers && request.response) request.response.headers = { ...request.response.headers, ...headers };
  };
  return {
    name: 'rateLimiting',
    before: async (request) => {
      const { limiter, keyStore, limits } = options;
      const event = request.event;
      const sourceIp = event.requestContext?.identity?.sourceIp;
      if (!sourceIp) {
        // Never charged to another client's address: a request whose address is unknown is refused uncounted.
        stamped.set(event, headersOf({ limit: limits.anonymous, remaining: 0, resetSeconds: 0 }));
        throw new HttpError(400, "The client's address is unknown, so the request cannot be rate limited; it is refused");
      }
      let identification: Identification;
      const sent = sentHeadersOf(event);
      try {
        identification =
          identificationFromContext(event.requestContext?.authorizer as Record<string, unknown> | null) ??
          (await identifyCaller(sent.headers, sourceIp, (hash) => keyStore.find(hash), sent.multiValueHeaders, options.keyPolicy?.(event)));
      } catch (error) {
        (options.log ?? consoleLog).error(`API key lookup failed: ${(error as Error)?.message ?? String(error)}`, {
          requestId: event.requestContext?.requestId,
        });
        stamped.set(event, headersOf({ limit: limits.anonymous, remaining: 0, resetSeconds: UNAVAILABLE_RETRY_SECONDS }));
        throw unavailable();
      }
      const separate = options.window?.(event);
      const limit = separate ? separate.limit(limits) : limits[identification.plan];
      const cost = separate ? 1 : Math.max(1, options.countAs?.(event) ?? 1);
      // A batch larger than the whole limit can never be admitted: it counts as one request and is refused as such.
      const oversized = cost > limit;
      let admission: Admission;
      try {
        admission = await limiter.admit(
          separate ? `${identification.clientId}#${separate.name}` : identification.clientId,
          limit,
          oversized ? 1 : cost,
        );
      } catch (error) {
        (options.log ?? consoleLog).error(`Rate limiter unavailable: ${(error as Error)?.message ?? String(error)}`, {
          requestId: event.requestContext?.requestId,
        });
        stamped.set(event, headersOf({ limit, remaining: 0, resetSeconds: UNAVAILABLE_RETRY_SECONDS }));
        throw unavailable();
      }
      stamped.set(event, headersOf(admission));
      if (!admission.admitted) {
        const detail =
          cost > 1 && !oversized ? `; this batch of ${cost} messages counts as ${cost} requests and ${admission.remaining} remain` : '';
        throw rateLimitExceeded(admission, limit, identification, detail, options.exceededHint);
      }
      if (oversized) {
        throw new HttpError(
          400,
          `This batch of ${cost} messages counts as ${cost} requests, more than the ${limit} per 60 seconds allowed for ${describeCaller(identification)}; send at most ${limit} at once`,
        );
      }
      if (identification.rejection) throw new HttpError(identification.rejection.status, identification.rejection.message);
      admittedClients.set(event, identification.clientId);
    },
    after: stamp,
    onError: stamp,
  };
}

const unavailable = () =>
  new HttpError(503, 'The service cannot check rate limits right now and refuses requests until it can; try again shortly', {
    headers: { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) },
  });
