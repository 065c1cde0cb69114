import type { APIGatewayProxyEvent } from 'aws-lambda';
import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { DOCUMENTATION_WINDOW } from '../shared/rate-limit/middleware';
import { SCRIPTURE_CACHE_CONTROL } from '../shared/representation';
import { openApiDocument } from './openapi';

/**
 * Where this deployment answers, relative to its host: "/" locally, "/prod" behind an API Gateway stage
 * (the part of the request path before the route's own). Relative, so the document is the same for every host; without
 * a trailing slash, which the paths (each starting with one) would double.
 */
export function serverPathOf(event: APIGatewayProxyEvent): string {
  const full = event.requestContext?.path ?? event.path;
  const prefix = full.endsWith(event.path) ? full.slice(0, full.length - event.path.length) : '';
  return prefix || '/';
}

/** GET /api/v1/openapi.json: the OpenAPI 3.1 document, generated from the schemas the endpoints validate with. */
export function createHandler(context: EndpointContext) {
  const documents = new Map<string, string>();
  // The docs page reads it: in the documentation's window, so that the page works after the API's limit is reached.
  return httpEndpoint(context, { cacheControl: SCRIPTURE_CACHE_CONTROL, window: () => DOCUMENTATION_WINDOW }, async ({ event }) => {
    const server = serverPathOf(event);
    let document = documents.get(server);
    if (document === undefined) {
      document = JSON.stringify(openApiDocument(server));
      documents.set(server, document);
    }
    return { ...jsonResponse(200, null), body: document };
  });
}

export const handler = createHandler(environmentContext());
