import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayAuthorizerResult, APIGatewayProxyEvent, APIGatewayProxyResult, APIGatewayRequestAuthorizerEvent, Context } from 'aws-lambda';
import { matchRoute, type Route } from '../../functions/routes';
import { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS, CORS_MAX_AGE_SECONDS } from '../../functions/shared/cors';
import { JSON_CONTENT_TYPE } from '../../functions/shared/http';

export type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
export type RequestAuthorizer = (event: APIGatewayRequestAuthorizerEvent) => Promise<APIGatewayAuthorizerResult>;

export interface LocalServerOptions {
  loadHandler: (route: Route) => Promise<ProxyHandler>;
  /** The deployed REQUEST authorizer, run in front of every route as API Gateway runs it. */
  loadAuthorizer?: () => Promise<RequestAuthorizer>;
  /** Value of Access-Control-Allow-Origin on preflight answers (the gateway's preflight in AWS). */
  corsOrigin?: string;
  log?: (line: string) => void;
}

// API Gateway's own payload limit is 10 MB; locally a much smaller cap keeps memory bounded.
const MAX_LOCAL_BODY_BYTES = 1024 * 1024;

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

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': JSON_CONTENT_TYPE, ...headers });
  response.end(JSON.stringify(body));
}

/** The event API Gateway's REST proxy integration would hand the Lambda function. */
export function buildProxyEvent(request: IncomingMessage, url: URL, route: Route, body: Buffer): APIGatewayProxyEvent {
  const multiValueHeaders: Record<string, string[]> = {};
  const headers: Record<string, string> = {};
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i];
    const value = request.rawHeaders[i + 1];
    (multiValueHeaders[name] ??= []).push(value);
    headers[name] = value;
  }
  const multiValueQuery: Record<string, string[]> = {};
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    (multiValueQuery[name] ??= []).push(value);
    query[name] = value;
  }
  const hasQuery = Object.keys(query).length > 0;
  const requestId = randomUUID();
  return {
    resource: route.path,
    path: url.pathname,
    httpMethod: route.method,
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery ? multiValueQuery : null,
    pathParameters: null,
    stageVariables: null,
    body: body.length > 0 ? body.toString('utf8') : null,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      authorizer: null,
      protocol: `HTTP/${request.httpVersion}`,
      httpMethod: route.method,
      path: url.pathname,
      stage: 'local',
      requestId,
      requestTimeEpoch: Date.now(),
      resourceId: route.id,
      resourcePath: route.path,
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
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        user: null,
        userAgent: request.headers['user-agent'] ?? null,
        userArn: null,
      },
    },
  };
}

/** The event API Gateway hands a REQUEST authorizer for the same request. */
function authorizerEventOf(event: APIGatewayProxyEvent, route: Route): APIGatewayRequestAuthorizerEvent {
  return {
    type: 'REQUEST',
    methodArn: `arn:aws:execute-api:local:000000000000:local/local/${route.method}${route.path}`,
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

/**
 * Runs the authorizer and applies its verdict as API Gateway does: Allow passes its context to the
 * function; "Unauthorized" is a 401, a Deny a 403 and any other failure the 503 configured for
 * AUTHORIZER_FAILURE (the same bodies as the stack's gateway responses).
 */
async function authorize(
  authorizer: RequestAuthorizer,
  event: APIGatewayProxyEvent,
  route: Route,
): Promise<{ status: number; body: { error: string; message: string } } | undefined> {
  let result: APIGatewayAuthorizerResult;
  try {
    result = await authorizer(authorizerEventOf(event, route));
  } catch (error) {
    if (error instanceof Error && error.message === 'Unauthorized') {
      return { status: 401, body: { error: 'Unauthorized', message: 'Unauthorized' } };
    }
    console.error(error);
    return { status: 503, body: { error: 'Service Unavailable', message: 'The request could not be authorized right now; try again shortly' } };
  }
  const allowed = result.policyDocument.Statement.some((statement) => 'Effect' in statement && statement.Effect === 'Allow');
  if (!allowed) return { status: 403, body: { error: 'Forbidden', message: 'User is not authorized to access this resource' } };
  event.requestContext.authorizer = { ...(result.context ?? {}), principalId: result.principalId };
  return undefined;
}

function lambdaContext(route: Route, requestId: string): Context {
  const deadline = Date.now() + route.timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: `local-${route.id}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${route.id}`,
    memoryLimitInMB: String(route.memoryMb),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${route.id}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function writeResult(response: ServerResponse, result: APIGatewayProxyResult): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) headers[name] = values.map(String);
  response.writeHead(result.statusCode, headers);
  response.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
}

/**
 * Serves the route table over node:http the way API Gateway's REST proxy integration does:
 * each request becomes a proxy event for the same handler that is deployed. Unknown routes get
 * the JSON 404 that the deployed gateway is configured to answer; OPTIONS gets the CORS preflight.
 */
export function createLocalServer(options: LocalServerOptions): Server {
  const log = options.log ?? (() => undefined);
  return createServer(async (request, response) => {
    const started = Date.now();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = (request.method ?? 'GET').toUpperCase();
    try {
      if (method === 'OPTIONS' && CORS_ALLOW_METHODS.some((m) => matchRoute(m, url.pathname))) {
        response.writeHead(204, {
          'Access-Control-Allow-Origin': options.corsOrigin ?? '*',
          'Access-Control-Allow-Methods': CORS_ALLOW_METHODS.join(','),
          'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS.join(','),
          'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
        });
        response.end();
        return;
      }
      const route = matchRoute(method, url.pathname);
      if (!route) {
        sendJson(response, 404, { error: 'Not Found', message: `No route for ${method} ${url.pathname}` });
        return;
      }
      const body = await readBody(request);
      const event = buildProxyEvent(request, url, route, body);
      if (options.loadAuthorizer) {
        const refusal = await authorize(await options.loadAuthorizer(), event, route);
        if (refusal) {
          sendJson(response, refusal.status, refusal.body, { 'Access-Control-Allow-Origin': options.corsOrigin ?? '*' });
          return;
        }
      }
      const handler = await options.loadHandler(route);
      const result = await handler(event, lambdaContext(route, event.requestContext.requestId));
      writeResult(response, result);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        sendJson(response, 413, { error: 'Payload Too Large', message: `The request body must not exceed ${MAX_LOCAL_BODY_BYTES} bytes` });
      } else {
        // What API Gateway answers when the function itself fails.
        console.error(error);
        sendJson(response, 502, { error: 'Bad Gateway', message: 'The function behind this route failed' });
      }
    } finally {
      log(`${method} ${url.pathname}${url.search} -> ${response.statusCode} (${Date.now() - started} ms)`);
    }
  });
}
