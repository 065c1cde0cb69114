import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type {
  APIGatewayAuthorizerResult,
  APIGatewayProxyEvent,
  APIGatewayProxyResult,
  APIGatewayRequestAuthorizerEvent,
  Context,
} from 'aws-lambda';
import { EDGE_ROUTE, matchRoute, proxyPathOf, type Route } from '../../functions/routes';
import { REASON_PHRASES } from '../../functions/shared/errors';
import { AUTHORIZER_FAILURE_MESSAGE } from '../../functions/shared/gateway-responses';
import { JSON_CONTENT_TYPE } from '../../functions/shared/http';
import { isStreamBody, type StreamingProxyResult } from '../../functions/shared/streaming';
import { governConnections } from './connection-governor';
import { redactKeys } from './redact';

export type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
export type RequestAuthorizer = (event: APIGatewayRequestAuthorizerEvent) => Promise<APIGatewayAuthorizerResult>;

/** A function the server can run: a route, or the edge function (preflights and unknown routes). */
export interface Target {
  id: string;
  entry: string;
  timeoutSeconds: number;
  memoryMb: number;
  /** The resource it stands for ("/api/v1/quran", or "/{proxy+}" for the edge). */
  resource: string;
  /** The route it serves (none for the edge). */
  route?: Route;
}

export interface CountedRefusal {
  headers: Record<string, string>;
  /** The caller is at its limit: this answer instead. */
  tooMany?: { statusCode: number; headers: Record<string, string>; body: Record<string, unknown> };
}

export interface LocalServerOptions {
  loadHandler: (target: Target) => Promise<ProxyHandler>;
  /** The deployed REQUEST authorizer, run in front of every function as API Gateway runs it. */
  loadAuthorizer?: () => Promise<RequestAuthorizer>;
  /**
   * Counts an answer the server makes before any function runs (a request it cannot parse, a body or headers too
   * large, one too slow) as a request of its caller: the caller's rate-limit headers, so that every answer has
   * them, and the 429 to answer instead when the caller is at its limit.
   */
  countRefusal?: (headers: Record<string, string>, address: string) => Promise<CountedRefusal>;
  /**
   * Headers of the authorizer-failure 503 (its table unreachable): the same static values the stack's
   * gateway response carries (X-RateLimit-* of a closed door, Retry-After).
   */
  failClosedHeaders?: Record<string, string>;
  /** Value of Access-Control-Allow-Origin on answers the server makes itself. */
  corsOrigin?: string;
  log?: (line: string) => void;
}

// API Gateway's own payload limit is 10 MB; locally a much smaller cap keeps memory bounded.
const MAX_LOCAL_BODY_BYTES = 1024 * 1024;

/**
 * What one client may hold of the server (issue 27: 500 idle connections were held for 10 minutes, 400 slow bodies
 * for 335 s and 180 MB; issue 36: connections answered 408 stayed half-open, holding their slots, so that 1,024 of
 * them locked everyone out; issue 48: 9 addresses, each under its cap, filled the server's). A request must arrive
 * whole within API Gateway's own 29 s or so; a connection that sends nothing is answered 408 and closed as soon as
 * Node's check sees it. Past the global cap a newcomer takes the place of a connection of the address holding the most;
 * under pressure each address keeps a small share and slow or idle connections go first (connection-governor.ts).
 */
export const CONNECTION_LIMITS = {
  /** The request line and headers, from the connection's first byte or the previous answer. */
  headersTimeoutMs: 10_000,
  /** The whole request, body included: a slower one is answered 408. */
  requestTimeoutMs: 30_000,
  /** A kept-alive connection between requests. */
  keepAliveTimeoutMs: 5_000,
  /** How often Node checks the two timeouts above (its default, 30 s, let them overrun by as much). */
  checkIntervalMs: 1_000,
  /**
   * Open connections at once, from all clients. At it a newcomer is let in in place of a connection of the address
   * that holds the most (an idle one, else the slowest to send its request), unless the newcomer's address holds as
   * many: however many addresses hold connections, one with few gets in.
   */
  maxConnections: 4_096,
  /**
   * Open connections at once from one client address while the server is not under pressure: room for a browser, a
   * load test of a few hundred concurrent requests or a 300-request burst of a pro key.
   */
  maxConnectionsPerAddress: 512,
  /** Open connections from which the server is under pressure (until they fall to half as many): half the cap. */
  pressureConnections: 2_048,
  /** Under pressure, what one address may hold (a 64th of the cap); what it holds beyond is closed, idle and slow first. */
  pressuredConnectionsPerAddress: 64,
  /** Under pressure, a kept-alive connection idle this long is closed (idle connections go first). */
  pressuredIdleMs: 1_000,
  /** Under pressure, the request line and headers must arrive within this (a connection that sends nothing is closed). */
  pressuredHeadersTimeoutMs: 2_000,
  /** Under pressure, the whole request within this, */
  pressuredRequestTimeoutMs: 10_000,
  /** and, once its headers are in, at this rate at least, over every check interval (a trickle is cut, not waited for). */
  minBodyBytesPerSecond: 1_024,
  /** How long an answer the server makes itself (a 408, a 400) may take to leave before its connection is cut. */
  closeAfterErrorMs: 1_000,
};

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_LOCAL_BODY_BYTES) {
        reject(new BodyTooLarge());
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const edgeTarget: Target = { ...EDGE_ROUTE, resource: '/{proxy+}' };
const routeTarget = (route: Route): Target => ({ ...route, resource: route.path, route });

/** API Gateway's path parameters for a greedy resource (`{proxy+}`): the rest of the path, decoded; else none. */
function proxyParameterOf(target: Target, path: string): Record<string, string> | null {
  const rest = target.route && proxyPathOf(target.route, path);
  if (rest === undefined || rest === null) return null;
  try {
    return { proxy: decodeURIComponent(rest) };
  } catch {
    return { proxy: rest };
  }
}

/**
 * Header and query maps as API Gateway builds them, without a prototype: a client's "__proto__",
 * "constructor" or "toString" is an ordinary name, not an inherited member.
 */
function bag<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

function append(values: Record<string, string[]>, name: string, value: string): void {
  const list = values[name];
  if (list) list.push(value);
  else values[name] = [value];
}

/** The event API Gateway's REST proxy integration would hand the Lambda function. */
export function buildProxyEvent(request: IncomingMessage, url: URL, target: Target, body: Buffer, sourceIp: string): APIGatewayProxyEvent {
  const multiValueHeaders = bag<string[]>();
  const headers = bag<string>();
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i];
    const value = request.rawHeaders[i + 1];
    append(multiValueHeaders, name, value);
    headers[name] = value;
  }
  const multiValueQuery = bag<string[]>();
  const query = bag<string>();
  for (const [name, value] of url.searchParams) {
    append(multiValueQuery, name, value);
    query[name] = value;
  }
  const hasQuery = Object.keys(query).length > 0;
  const requestId = randomUUID();
  const method = (request.method ?? 'GET').toUpperCase();
  return {
    resource: target.resource,
    path: url.pathname,
    httpMethod: method,
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery ? multiValueQuery : null,
    pathParameters: proxyParameterOf(target, url.pathname),
    stageVariables: null,
    body: body.length > 0 ? body.toString('utf8') : null,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      authorizer: null,
      protocol: `HTTP/${request.httpVersion}`,
      httpMethod: method,
      path: url.pathname,
      stage: 'local',
      requestId,
      requestTimeEpoch: Date.now(),
      resourceId: target.id,
      resourcePath: target.resource,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp,
        user: null,
        userAgent: headers['user-agent'] ?? headers['User-Agent'] ?? null,
        userArn: null,
      },
    },
  };
}

/** The event API Gateway hands a REQUEST authorizer for the same request. */
function authorizerEventOf(event: APIGatewayProxyEvent, target: Target): APIGatewayRequestAuthorizerEvent {
  return {
    type: 'REQUEST',
    methodArn: `arn:aws:execute-api:local:000000000000:local/local/${event.httpMethod}${target.resource}`,
    resource: event.resource,
    path: event.path,
    httpMethod: event.httpMethod,
    headers: event.headers,
    multiValueHeaders: event.multiValueHeaders,
    pathParameters: event.pathParameters,
    queryStringParameters: event.queryStringParameters,
    multiValueQueryStringParameters: event.multiValueQueryStringParameters,
    stageVariables: event.stageVariables,
    // The authorizer runs before API Gateway has an authorizer context to pass on.
    requestContext: { ...event.requestContext, authorizer: undefined },
  };
}

interface Refusal {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * Runs the authorizer and applies its verdict as API Gateway does: Allow passes its context to the
 * function; "Unauthorized" is a 401, a Deny a 403 and any other failure the 503 configured for
 * AUTHORIZER_FAILURE (the same bodies as the stack's gateway responses).
 */
async function authorize(authorizer: RequestAuthorizer, event: APIGatewayProxyEvent, target: Target): Promise<Refusal | undefined> {
  let result: APIGatewayAuthorizerResult;
  try {
    result = await authorizer(authorizerEventOf(event, target));
  } catch (error) {
    if (error instanceof Error && error.message === 'Unauthorized') {
      return { status: 401, body: { error: 'Unauthorized', message: 'Unauthorized' } };
    }
    console.error(
      JSON.stringify({ level: 'error', message: `Authorizer failed: ${error instanceof Error ? error.message : String(error)}` }),
    );
    return { status: 503, body: { error: 'Service Unavailable', message: AUTHORIZER_FAILURE_MESSAGE } };
  }
  const allowed = result.policyDocument.Statement.some((statement) => 'Effect' in statement && statement.Effect === 'Allow');
  if (!allowed) return { status: 403, body: { error: 'Forbidden', message: 'User is not authorized to access this resource' } };
  event.requestContext.authorizer = { ...(result.context ?? {}), principalId: result.principalId };
  return undefined;
}

function lambdaContext(target: Target, requestId: string): Context {
  const deadline = Date.now() + target.timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: `local-${target.id}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${target.id}`,
    memoryLimitInMB: String(target.memoryMb),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${target.id}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * The characters (or bytes) of a body written at once. Writing an answer of megabytes in one call encodes and copies
 * it in one synchronous stretch (tens of milliseconds for a page of Arabic commentaries, more on a busy machine), while
 * no other client's request is read (issue 48, finding 5): a large body goes out in slices of this size instead.
 */
export const BODY_SLICE_UNITS = 64 * 1024;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * Writes a large body slice by slice, giving the event loop back between two (once the socket has taken the last),
 * and never splitting a character's surrogate pair. A client that goes away ends it.
 */
async function writeInSlices(response: ServerResponse, body: string | Buffer): Promise<void> {
  const closed = new Promise<void>((resolve) => response.once('close', resolve));
  for (let at = 0; at < body.length; ) {
    let end = Math.min(body.length, at + BODY_SLICE_UNITS);
    if (typeof body === 'string' && end < body.length && isHighSurrogate(body.charCodeAt(end - 1))) end -= 1;
    const more = response.write(typeof body === 'string' ? body.slice(at, end) : body.subarray(at, end));
    at = end;
    if (response.destroyed) return;
    // A slice the socket takes at once drains on the next tick, not a turn of the loop: the turn is given back after.
    if (!more) await Promise.race([new Promise<void>((resolve) => response.once('drain', resolve)), closed]);
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (response.destroyed || response.writableEnded) return;
  }
  response.end();
}

async function writeResult(response: ServerResponse, result: StreamingProxyResult): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  // As Lambda's JSON answer does, a header whose value is undefined is no header (never the text "undefined").
  for (const [name, value] of Object.entries(result.headers ?? {}))
    if (value !== undefined && value !== null) headers[name] = String(value);
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) headers[name] = values.map(String);
  response.writeHead(result.statusCode, headers);
  if (!isStreamBody(result.body)) {
    const body = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body;
    if (body.length <= BODY_SLICE_UNITS) response.end(body);
    else await writeInSlices(response, body);
    return;
  }
  // A stream (chat's events) is written as it comes, as Lambda response streaming does; a client that goes away
  // cancels it, which stops the work behind it (the model's request).
  const reader = result.body.getReader();
  response.once('close', () => {
    if (!response.writableFinished) reader.cancel().catch(() => undefined);
  });
  response.flushHeaders();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      response.write(value);
    }
    response.end();
  } catch {
    // The headers are gone: a stream that fails can only be cut, as a broken Lambda response stream is.
    response.destroy();
  }
}

/** Header names and values as a plain map (for identifying the caller of an answer the server makes itself). */
function headerMap(request: IncomingMessage): Record<string, string> {
  const headers = bag<string>();
  for (let i = 0; i < request.rawHeaders.length; i += 2) headers[request.rawHeaders[i]] = request.rawHeaders[i + 1];
  return headers;
}

/**
 * Serves the route table over node:http the way API Gateway's REST proxy integration does: each
 * request becomes a proxy event for the same handler that is deployed; preflights and unknown routes
 * go to the edge function. Nothing a client sends can stop the server: a malformed request target or
 * request line, oversized headers or body, or an unknown client address is a JSON error.
 */
const inFlightOf = new WeakMap<Server, Set<Promise<void>>>();

/**
 * Resolves once the requests the server is handling have finished (at most `timeoutMs`): what a clean
 * shutdown waits for before closing the database those requests write to.
 */
export async function whenIdle(server: Server, timeoutMs = 5_000): Promise<void> {
  const inFlight = inFlightOf.get(server);
  if (!inFlight || inFlight.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.allSettled([...inFlight]), new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}

export function createLocalServer(options: LocalServerOptions): Server {
  const log = options.log ?? (() => undefined);
  const cors = { 'Access-Control-Allow-Origin': options.corsOrigin ?? '*' };
  const counted = async (headers: Record<string, string>, address: string | undefined): Promise<CountedRefusal> => {
    if (!options.countRefusal || !address) return { headers: {} };
    return options.countRefusal(headers, address).catch(() => ({ headers: {} }));
  };
  const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (response.headersSent || response.destroyed) return;
    const text = JSON.stringify(body);
    response.writeHead(status, {
      'Content-Type': JSON_CONTENT_TYPE,
      'Content-Length': String(Buffer.byteLength(text)),
      'Cache-Control': 'no-store',
      ...cors,
      ...headers,
    });
    response.end(text);
  };
  /** An answer the server makes itself, counted against the caller (a 429 instead when the caller is at its limit). */
  const refuse = async (request: IncomingMessage, response: ServerResponse, refusal: Refusal) => {
    const { headers, tooMany } = await counted(headerMap(request), request.socket.remoteAddress);
    if (tooMany) sendJson(response, tooMany.statusCode, tooMany.body, { ...headers, ...tooMany.headers });
    else sendJson(response, refusal.status, refusal.body, { ...headers, ...refusal.headers });
  };

  const serve = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const started = Date.now();
    const method = (request.method ?? 'GET').toUpperCase();
    const address = request.socket.remoteAddress;
    let where = redactKeys(request.url ?? '');
    let cutShort = false;
    try {
      if (!address) {
        // A connection reset before the request was read: never charged to someone else's address.
        sendJson(response, 400, { error: 'Bad Request', message: "The client's address is unknown, so the request is refused" });
        return;
      }
      let url: URL;
      try {
        url = new URL(request.url ?? '/', 'http://localhost');
      } catch {
        await refuse(request, response, {
          status: 400,
          body: { error: 'Bad Request', message: 'The request target is not a valid URL path' },
        });
        return;
      }
      where = redactKeys(`${url.pathname}${url.search}`);
      const route = method === 'OPTIONS' ? undefined : matchRoute(method, url.pathname);
      const target = route ? routeTarget(route) : edgeTarget;
      let body: Buffer;
      try {
        body = await readBody(request);
      } catch (error) {
        // Anything else is a body cut short: its client went, or was cut for being too slow (and answered 408).
        if (!(error instanceof BodyTooLarge)) {
          cutShort = true;
          return;
        }
        await refuse(request, response, {
          status: 413,
          body: { error: 'Payload Too Large', message: `The request body must not exceed ${MAX_LOCAL_BODY_BYTES} bytes` },
        });
        return;
      }
      const event = buildProxyEvent(request, url, target, body, address);
      if (options.loadAuthorizer) {
        const refusal = await authorize(await options.loadAuthorizer(), event, target);
        if (refusal) {
          if (refusal.status === 503) sendJson(response, refusal.status, refusal.body, options.failClosedHeaders ?? {});
          else await refuse(request, response, refusal);
          return;
        }
      }
      const handler = await options.loadHandler(target);
      const result = await handler(event, lambdaContext(target, event.requestContext.requestId));
      await writeResult(response, result as StreamingProxyResult);
    } catch (error) {
      // What API Gateway answers when the function itself fails.
      console.error(
        JSON.stringify({ level: 'error', message: `Function failed: ${error instanceof Error ? error.message : String(error)}` }),
      );
      sendJson(response, 502, { error: 'Bad Gateway', message: 'The function behind this route failed' });
    } finally {
      log(`${method} ${where} -> ${cutShort ? 'body cut short' : response.statusCode} (${Date.now() - started} ms)`);
    }
  };

  /**
   * Answers on a bare socket (a request Node could not parse, one too slow, a CONNECT), counted against its caller,
   * then closes the connection whole: half-closed, it would hold its slot for as long as the client kept its side open.
   */
  const answerOnSocket = (socket: Socket, refusal: Refusal, what: string) => {
    track(
      counted({}, socket.remoteAddress).then(({ headers: rateHeaders, tooMany }) => {
        if (!socket.writable) {
          socket.destroy();
          return;
        }
        const status = tooMany?.statusCode ?? refusal.status;
        const text = JSON.stringify(tooMany?.body ?? refusal.body);
        const headers = {
          'Content-Type': JSON_CONTENT_TYPE,
          ...cors,
          ...rateHeaders,
          ...(tooMany?.headers ?? refusal.headers),
          'Content-Length': String(Buffer.byteLength(text)),
          Connection: 'close',
        };
        const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
        const cut = setTimeout(() => socket.destroy(), CONNECTION_LIMITS.closeAfterErrorMs);
        cut.unref();
        socket.end(`HTTP/1.1 ${status} ${REASON_PHRASES[status] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${text}`, () => {
          clearTimeout(cut);
          socket.destroy();
        });
        log(`(${what}) -> ${status}`);
      }),
    );
  };

  // What a clean shutdown waits for (whenIdle): requests being served, and answers being counted against the table.
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const handling = work.catch(() => undefined);
    inFlight.add(handling);
    void handling.finally(() => inFlight.delete(handling));
  };
  const server = createServer({ connectionsCheckingInterval: CONNECTION_LIMITS.checkIntervalMs }, (request, response) => {
    track(
      serve(request, response).catch(() => {
        response.destroy();
      }),
    );
  });
  inFlightOf.set(server, inFlight);
  server.headersTimeout = CONNECTION_LIMITS.headersTimeoutMs;
  server.requestTimeout = CONNECTION_LIMITS.requestTimeoutMs;
  server.keepAliveTimeout = CONNECTION_LIMITS.keepAliveTimeoutMs;
  // The governor keeps the count at maxConnections; Node's own cap stands behind it, above the connections the governor
  // has let go that are still being answered their 408 (closed within closeAfterErrorMs).
  server.maxConnections = CONNECTION_LIMITS.maxConnections + CONNECTION_LIMITS.maxConnections / 4;
  // A client may send its request and close its side at once (shutdown(SHUT_WR), `nc -N`): it is still answered.
  // Node otherwise ends the connection at the client's FIN and drops the request. (A property of Node's http.Server.)
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  governConnections(server, CONNECTION_LIMITS, (socket, what) => answerOnSocket(socket, tooSlowRefusal(), what));
  // `Expect` other than 100-continue: Node's own answer is a bare 417 without a body or the rate-limit headers.
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    track(
      refuse(request, response, {
        status: 417,
        body: {
          error: 'Expectation Failed',
          message: `The server cannot meet the expectation '${String(request.headers.expect).slice(0, 40)}'; only 100-continue is supported`,
        },
      }),
    );
  });
  // CONNECT (a proxy tunnel): Node closes such a connection without a word unless someone answers it.
  server.on('connect', (_request: IncomingMessage, socket: Socket) => {
    answerOnSocket(
      socket,
      { status: 405, body: { error: 'Method Not Allowed', message: 'CONNECT is not supported: this is an API, not a proxy' } },
      'CONNECT',
    );
  });
  // A request line or headers Node cannot parse never reach the listener: answer them in JSON too.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    // Node's own timeouts (headersTimeout, requestTimeout) arrive here too: a slow client is a 408, not a parse error.
    const tooSlow = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const refusal: Refusal = tooLarge
      ? {
          status: 431,
          body: { error: 'Request Header Fields Too Large', message: 'The request headers are larger than the server accepts (16 KiB)' },
        }
      : tooSlow
        ? tooSlowRefusal()
        : { status: 400, body: { error: 'Bad Request', message: 'The request could not be parsed as HTTP' } };
    answerOnSocket(socket, refusal, tooSlow ? 'request too slow' : 'unparsed request');
  });
  return server;
}

/** The 408 of a request that did not arrive whole in time, by Node's totals or, under pressure, the governor's. */
const tooSlowRefusal = (): Refusal => ({
  status: 408,
  body: {
    error: 'Request Timeout',
    message:
      `The request did not arrive whole in time (headers within ${CONNECTION_LIMITS.headersTimeoutMs / 1000} s, all of it within ` +
      `${CONNECTION_LIMITS.requestTimeoutMs / 1000} s; while the server is busy, headers within ${CONNECTION_LIMITS.pressuredHeadersTimeoutMs / 1000} s ` +
      `and the body at ${CONNECTION_LIMITS.minBodyBytesPerSecond} bytes a second at least)`,
  },
});
