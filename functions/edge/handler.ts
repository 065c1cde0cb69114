import * as z from 'zod';
import { methodsOf, routes } from '../routes';
import { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS, CORS_MAX_AGE_SECONDS } from '../shared/cors';
import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { HttpError } from '../shared/errors';
import { httpEndpoint } from '../shared/middleware';
import { PREFLIGHT_WINDOW } from '../shared/rate-limit/middleware';

/**
 * What no endpoint serves: CORS preflights (204) and unknown paths or methods (a JSON 404). They go
 * through the same chain as the endpoints, so they carry the rate-limit headers like every answer; an
 * unknown path counts against the caller's limit, a preflight against a window of its own as large (browsers
 * send one before most cross-origin requests: it should not halve a page's budget, nor go unbounded).
 */
export const createHandler = (context: EndpointContext) =>
  httpEndpoint(
    context,
    {
      query: z.object({}).catchall(z.string()),
      parseBody: false,
      window: (event) => (event.httpMethod === 'OPTIONS' ? PREFLIGHT_WINDOW : undefined),
    },
    async ({ event }) => {
      if (event.httpMethod === 'OPTIONS') {
        return {
          statusCode: 204,
          headers: {
            'Access-Control-Allow-Methods': CORS_ALLOW_METHODS.join(','),
            'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS.join(','),
            'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
          },
          body: '',
        };
      }
      const allowed = routes.filter((route) => route.path === event.path).flatMap(methodsOf);
      if (allowed.length > 0) {
        throw new HttpError(405, `${event.path} accepts ${allowed.join(', ')}, not ${event.httpMethod}`, {
          headers: { Allow: [...allowed, 'OPTIONS'].join(', ') },
        });
      }
      throw new HttpError(404, `No route for ${event.httpMethod} ${event.path}`);
    },
  );

export const handler = createHandler(environmentContext());
