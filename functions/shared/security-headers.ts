import type middy from '@middy/core';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';

export type SecurityHeadersOptions = NonNullable<Parameters<typeof httpSecurityHeaders>[0]>;
type Headers = Record<string, unknown>;
type Request = middy.Request<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>;

/**
 * The options of every answer's security headers. `contentSecurityPolicy`: an HTML page's own policy (the docs page).
 */
export function apiSecurityHeaderOptions(contentSecurityPolicy?: Record<string, string | false>): SecurityHeadersOptions {
  return {
    // A public JSON API: other origins may read it (CORS), so resources are not same-origin only.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Its defaults set Server and X-Powered-By to undefined (a header named "undefined" where a server writes every
    // value it is given) and an empty Reporting-Endpoints: this API sets neither, and reports nowhere.
    poweredBy: false,
    ...({ reportingEndpoints: false } as object),
    // Only HTML carries it, and the one HTML page (the docs) sets its own: see functions/docs/handler.ts.
    permissionsPolicy: false as unknown as Record<string, string>,
    // middy types directives as strings, but drops a directive whose value is false (its defaults add sandbox for "").
    ...(contentSecurityPolicy ? { contentSecurityPolicy: contentSecurityPolicy as Record<string, string> } : {}),
  };
}

/**
 * middy's httpSecurityHeaders, its headers worked out once. Its `after` copies each option object and calls one helmet
 * function per header on every answer (a sixth of a verse answer's handler-chain CPU, issue 42), though what it sets
 * depends only on its options and on whether the answer is HTML. Its own `after`, run once on a JSON answer and once on
 * an HTML one, gives the two sets; each answer then receives its set, in the same order, overwriting as it does.
 */
export function securityHeaders(
  options: SecurityHeadersOptions,
): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context> {
  const middleware = httpSecurityHeaders(options);
  const headersSetOn = async (contentType: string): Promise<Headers> => {
    const request = { response: { statusCode: 200, headers: { 'Content-Type': contentType } } };
    await middleware.after?.(request as never);
    const { 'Content-Type': _given, ...added } = request.response.headers as Headers;
    return added;
  };
  let sets: Promise<{ other: Headers; html: Headers }> | undefined;

  const after = async (request: Request) => {
    sets ??= Promise.all([headersSetOn('application/json'), headersSetOn('text/html')]).then(([other, html]) => ({ other, html }));
    const { other, html } = await sets;
    const headers = normalizedResponse(request).headers as Headers;
    const contentType = headers['Content-Type'] ?? headers['content-type'];
    Object.assign(headers, typeof contentType === 'string' && contentType.includes('text/html') ? html : other);
  };
  const onError = async (request: Request) => {
    if (request.response === undefined) return;
    await after(request);
  };
  return { after, onError };
}

/** The answer as @middy/util's normalizeHttpResponse leaves it, which the middleware runs first. */
function normalizedResponse(request: Request): APIGatewayProxyResult {
  let response = request.response as unknown as Record<string, unknown> | undefined;
  if (response === undefined) response = {};
  else if (response?.statusCode === undefined && response?.body === undefined && response?.headers === undefined) {
    response = { statusCode: 200, body: response };
  }
  response.statusCode ??= 500;
  response.headers ??= {};
  request.response = response as unknown as APIGatewayProxyResult;
  return request.response;
}
