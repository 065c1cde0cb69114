import * as z from 'zod';
// Each endpoint's OpenAPI text registers its operation when imported (documentOperation in shared/openapi-parts), and
// its answers' named schemas with it. The components list the schemas in the order they were registered, so the order
// of these imports is the document's: test/unit/functions/docs/openapi.test.ts pins it (a reordering changes the
// document's bytes, not its meaning). Biome leaves imports without names where they stand.
import '../chat/chat-openapi';
import '../duas/dua-openapi';
import '../hadith/hadith-openapi';
import '../quran/quran-openapi';
import '../tafsir/tafsir-openapi';
import '../compat/compat-openapi';
import '../places/places-openapi';
import '../prayer-times/prayer-times-openapi';
import '../verify/verify-openapi';
import '../utilities/utilities-openapi';
import '../mcp/mcp-openapi';
import '../inheritance/inheritance-openapi';
import { editionsInWords } from '../quran/translations';
import { methodsOf, routes } from '../routes';
import {
  documentedOperation,
  errorResponse,
  headerRefs,
  type JsonSchema,
  jsonSchemaOptions,
  outputSchema,
  RATE_LIMIT_HEADERS,
} from '../shared/openapi-parts';
// The Error schema every error answer refers to (registered by now through the endpoints' texts).
import '../shared/response-schemas';
import { compatibilityPaths } from './compatibility-paths';
import { documentationPaths } from './docs-openapi';
import { queryParameters } from './query-parameters';

function operationOf(routeId: string, method: string) {
  const operation = documentedOperation(routeId, method)!;
  const read = method === 'GET' || method === 'HEAD';
  const success = {
    description: method === 'HEAD' ? 'The headers of the GET answer, without its body' : 'The answer',
    headers: headerRefs(read ? [...RATE_LIMIT_HEADERS, 'ETag', 'Cache-Control'] : RATE_LIMIT_HEADERS),
    ...(method === 'HEAD'
      ? {}
      : {
          content: {
            'application/json': {
              schema: operation.answers.length === 1 ? outputSchema(operation.answers[0]) : { anyOf: operation.answers.map(outputSchema) },
            },
            ...(operation.streams
              ? { 'text/event-stream': { schema: { type: 'string', description: 'Server-sent events: data lines, then [DONE]' } } }
              : {}),
          },
        }),
  };
  const statuses = [400, 401, ...operation.errors, 429, 500, 503].sort((a, b) => a - b);
  return {
    operationId: `${method.toLowerCase()}${routeId.charAt(0).toUpperCase()}${routeId.slice(1)}`,
    tags: [routeId],
    summary: operation.summary,
    description: operation.description,
    ...(read
      ? { parameters: [...queryParameters(operation.query, operation.examples, operation.queryAliases), ifNoneMatchParameter] }
      : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: operation.body.schema, examples: operation.body.examples } },
          },
        }
      : {}),
    responses: {
      200: success,
      ...(read
        ? {
            304: {
              description: 'Not modified: the If-None-Match tag is still current',
              headers: headerRefs([...RATE_LIMIT_HEADERS, 'ETag']),
            },
          }
        : {}),
      ...Object.fromEntries(statuses.map((status) => [status, errorResponse(status, operation.errorSchema)])),
      // What any request may get from `npm start` before its function runs (the server's own answers, API shape).
      408: { $ref: '#/components/responses/RequestTimeout' },
      431: { $ref: '#/components/responses/HeadersTooLarge' },
      ...(operation.errors.includes(413) ? {} : { 413: { $ref: '#/components/responses/PayloadTooLarge' } }),
    },
  };
}

const ifNoneMatchParameter = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'An ETag from an earlier answer: 304 without a body when it is still current',
  schema: { type: 'string' },
};

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' } });

/**
 * zod writes every integer with JavaScript's safe-integer bounds as minimum and maximum; they bound nothing here and
 * Swagger UI's "Try it out" fills fields with them (-9007199254740991). They are left out of the document.
 */
function withoutSafeIntegerBounds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSafeIntegerBounds) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([key, bound]) =>
          !((key === 'minimum' && bound === Number.MIN_SAFE_INTEGER) || (key === 'maximum' && bound === Number.MAX_SAFE_INTEGER)),
      )
      .map(([key, nested]) => [key, withoutSafeIntegerBounds(nested)]),
  ) as T;
}

/**
 * The OpenAPI 3.1 document of the API, generated from the same zod schemas that validate requests and describe
 * answers, so documentation and behaviour cannot drift (the contract test checks real answers). `serverUrl` is where
 * this deployment answers (the stage's base URL).
 */
export function openApiDocument(serverUrl = '/'): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!documentedOperation(route.id)) continue;
    // No OPTIONS operation per path: every path answers the same CORS preflight, described once (info).
    paths[route.path] = Object.fromEntries(methodsOf(route).map((method) => [method.toLowerCase(), operationOf(route.id, method)]));
  }
  Object.assign(paths, compatibilityPaths(), documentationPaths());
  const { schemas } = z.toJSONSchema(z.globalRegistry, { ...jsonSchemaOptions, io: 'output' }) as { schemas: Record<string, JsonSchema> };
  const components = Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema, $id, id: _id, ...rest } = schema;
      return [id, rest];
    }),
  );
  return withoutSafeIntegerBounds({
    openapi: '3.1.0',
    info: {
      title: 'Islamic Knowledge and Utilities API',
      version: '1.0.0',
      // Whoever deploys the API answers for it: the project's maintainers through its issue tracker (README).
      contact: { name: 'Islamic Knowledge API maintainers: report wrong answers and security issues in the project issue tracker' },
      description: [
        `The Quran (the Uthmani Arabic and ${editionsInWords()}), the six canonical hadith collections with the numbers`,
        'sunnah.com cites and eleven further books (Riyad as-Salihin, the Forties, the Muwatta, Mishkat…),',
        "Hisn al-Muslim's duas, zakat, qibla and prayer times, and a chat answering under Islamic",
        'guardrails with verified citations. Keys are optional: without one, requests share the anonymous rate limit.',
        'Every answer carries X-RateLimit-* headers; GET answers carry a strong ETag and are compressed (br, gzip)',
        'when the client accepts it. Besides the answers each operation lists, any request may get, in the API error',
        'shape (`{error, message}`) with the same headers: 404 for a path no route serves, 405 (with an Allow header) for',
        'a method a path does not accept, 413 for a body over 64 KiB, and from `npm start` 408 for a request too slow and',
        '431 for headers over 16 KiB (components.responses). Every path also answers the CORS preflight browsers send',
        '(OPTIONS: 204 without a body, with the Access-Control-* headers and X-RateLimit-*, counted in a window of its own',
        'per address, as large as the largest plan’s limit); being the same everywhere, it is not listed path by path.',
      ].join(' '),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: serverUrl }],
    security: [{}, { ApiKeyHeader: [] }, { BearerKey: [] }],
    tags: [
      ...routes.filter((route) => documentedOperation(route.id)).map((route) => ({ name: route.id, description: route.description })),
      { name: 'docs', description: 'This document and the reference page' },
      { name: 'aladhan', description: "AlAdhan's most used paths, over this API's prayer times (compatibility layer)" },
      { name: 'alquran', description: "alquran.cloud's most used paths, over this API's Quran (compatibility layer)" },
    ],
    paths,
    components: {
      schemas: components,
      responses: {
        PayloadTooLarge: errorResponse(413),
        RequestTimeout: errorResponse(408),
        HeadersTooLarge: errorResponse(431),
      },
      securitySchemes: {
        ApiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'An API key issued with `npm run keys`' },
        BearerKey: { type: 'http', scheme: 'bearer', description: 'The same API key as a bearer token' },
      },
      headers: {
        'X-RateLimit-Limit': integerHeader("Requests per 60 s of the caller's plan"),
        'X-RateLimit-Remaining': integerHeader('Requests left in the current 60 s window'),
        'X-RateLimit-Reset': integerHeader('Seconds until the oldest counted request leaves the window'),
        'Retry-After': integerHeader('Seconds to wait before retrying'),
        'X-Request-Id': { description: 'Quote it when reporting a problem', schema: { type: 'string' } },
        ETag: { description: 'A strong validator of the answer (it changes with the corpus version)', schema: { type: 'string' } },
        'Cache-Control': { description: 'How long caches may keep the answer', schema: { type: 'string' } },
      },
    },
  });
}
