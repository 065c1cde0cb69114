import { API_BASE_PATH, SWAGGER_UI_ASSETS } from '../routes';
import { errorResponse, headerRefs, RATE_LIMIT_HEADERS } from '../shared/openapi-parts';

/** The document itself and the docs page: read in the documentation's own rate window (60 a minute per client). */
export function documentationPaths() {
  const statuses = (codes: number[]) => Object.fromEntries(codes.map((status) => [status, errorResponse(status)]));
  return {
    [`${API_BASE_PATH}/openapi.json`]: {
      get: {
        operationId: 'getOpenApi',
        tags: ['docs'],
        summary: 'This OpenAPI document',
        description: 'Generated from the schemas the endpoints validate with; the same for every host (relative server URL).',
        responses: {
          200: {
            description: 'The OpenAPI 3.1 document',
            headers: headerRefs([...RATE_LIMIT_HEADERS, 'Cache-Control']),
            content: { 'application/json': { schema: { type: 'object' } } },
          },
          ...statuses([429, 500, 503]),
        },
      },
    },
    [`${API_BASE_PATH}/docs`]: {
      get: {
        operationId: 'getDocs',
        tags: ['docs'],
        summary: 'The API reference page (Swagger UI), or one of its files',
        description: 'Served from the npm package swagger-ui-dist, never from a CDN.',
        parameters: [
          {
            name: 'asset',
            in: 'query',
            required: false,
            description: "One of the page's files; omitted: the page",
            schema: { type: 'string', enum: [...SWAGGER_UI_ASSETS, 'docs.js'] },
          },
        ],
        responses: {
          200: {
            description: 'The page (HTML) or the file asked for',
            headers: headerRefs([...RATE_LIMIT_HEADERS, 'Cache-Control']),
            content: {
              'text/html': { schema: { type: 'string' } },
              'text/css': { schema: { type: 'string' } },
              'text/javascript': { schema: { type: 'string' } },
            },
          },
          ...statuses([400, 429, 500, 503]),
        },
      },
    },
  };
}
