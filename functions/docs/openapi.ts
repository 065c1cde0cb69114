// biome-ignore-all assist/source/organizeImports: the components list the schemas in the order these imports register them
import * as z from 'zod';
// The endpoints' texts in the order their schemas have always been imported: the components list the schemas in the order
// they were registered, so a reordering changes the document's bytes (not its meaning). McpAnswer comes last.
import { chatCompletionsOperation, chatOperation, modelsOperation } from '../chat/chat-openapi';
import { duasOperation } from '../duas/dua-openapi';
import { hadithOperation } from '../hadith/hadith-openapi';
import { quranOperation } from '../quran/quran-openapi';
import { editionsInWords } from '../quran/translations';
import { tafsirOperation } from '../tafsir/tafsir-openapi';
import { API_BASE_PATH, methodsOf, routes } from '../routes';
import { CACHE_BUSTER } from '../shared/middleware';
// Imported for its registration: the Error schema every error answer refers to.
import '../shared/response-schemas';
import {
  errorResponse,
  headerRefs,
  inputSchema,
  type JsonSchema,
  jsonSchemaOptions,
  type Operation,
  RATE_LIMIT_HEADERS,
  SCHEMA_REF,
} from '../shared/openapi-parts';
import { aladhanLayer, alquranLayer } from '../compat/compat-openapi';
import { placesOperation } from '../places/places-openapi';
import { prayerTimesOperation } from '../prayer-times/prayer-times-openapi';
import { verifyOperation } from '../verify/verify-openapi';
import { utilitiesOperation } from '../utilities/utilities-openapi';
import { mcpOperation } from '../mcp/mcp-openapi';
import { inheritanceOperation, inheritanceRelationsOperation } from '../inheritance/inheritance-openapi';
import { documentationPaths } from './docs-openapi';

/**
 * The OpenAPI 3.1 document of the API, generated from the same zod schemas that validate requests and
 * describe answers, so documentation and behaviour cannot drift (the contract test checks real answers).
 */

/** A schema as it appears in the document: named parts by reference, the rest inline. */
function outputSchema(schema: z.ZodType): JsonSchema {
  const { $schema, ...rest } = z.toJSONSchema(schema, { ...jsonSchemaOptions, io: 'output', reused: 'inline' }) as JsonSchema;
  const id = z.globalRegistry.get(schema)?.id;
  return id ? { $ref: SCHEMA_REF(id) } : stripDefs(rest);
}

/** zod puts referenced named schemas under $defs with local refs; the document holds them in components. */
function stripDefs(schema: JsonSchema): JsonSchema {
  const { $defs, ...rest } = schema;
  return rest;
}

/** Each route's operation, as its endpoint folder describes it (functions/<endpoint>/*-openapi.ts), by route id. */
const OPERATIONS: Record<string, Operation> = {
  quran: quranOperation,
  tafsir: tafsirOperation,
  hadith: hadithOperation,
  duas: duasOperation,
  utilities: utilitiesOperation,
  verify: verifyOperation,
  mcp: mcpOperation,
  places: placesOperation,
  prayertimes: prayerTimesOperation,
  chat: chatOperation,
  chatcompletions: chatCompletionsOperation,
  models: modelsOperation,
  inheritance: inheritanceOperation,
};

/** The GET (and HEAD) of a POST route that also answers GET (routes.ts, alsoGet), by route id. */
const READ_OPERATIONS: Record<string, Operation> = {
  inheritance: inheritanceRelationsOperation,
};

/** A compatibility path's name in operation ids: its literal segments ("surah/{surah}/editions/{editions}": SurahEditions), a list where it takes no parameter ("surah": SurahList). */
function operationNameOf(path: string): string {
  const literal = path.split('/').filter((segment) => !segment.startsWith('{'));
  const name = literal.map((segment) => segment.charAt(0).toUpperCase() + segment.slice(1)).join('');
  return path.includes('{') || path === 'edition' || path === 'methods' ? name : `${name}List`;
}

/** AlAdhan's and alquran.cloud's paths, served by the `aladhan` and `alquran` routes (functions/compat/): GET and HEAD. */
function compatibilityPaths() {
  const compatibility: Record<string, Record<string, unknown>> = {};
  for (const layer of [aladhanLayer, alquranLayer]) {
    for (const { path, summary, pathParameters: names, answer, examples, queryExamples } of layer.paths) {
      const pathParameters = names.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
        example: examples[name],
      }));
      const query =
        layer.query && queryExamples
          ? queryParameters(layer.query.schema, queryExamples).filter((parameter) => !layer.query?.leftOut.includes(parameter.name))
          : [];
      const operation = (method: 'get' | 'head') => ({
        operationId: `${method}${layer.operationName}${operationNameOf(path)}`,
        tags: [layer.prefix],
        summary,
        description: layer.description,
        parameters: [...pathParameters, ...query],
        responses: {
          200:
            method === 'head'
              ? {
                  description: 'The headers of the GET answer, without its body',
                  headers: headerRefs([...RATE_LIMIT_HEADERS, 'ETag', 'Cache-Control']),
                }
              : {
                  description: 'The answer, in AlAdhan\u2019s envelope',
                  headers: headerRefs([...RATE_LIMIT_HEADERS, 'ETag', 'Cache-Control']),
                  content: { 'application/json': { schema: outputSchema(answer) } },
                },
          304: {
            description: 'Not modified: the If-None-Match tag is still current',
            headers: headerRefs([...RATE_LIMIT_HEADERS, 'ETag']),
          },
          ...Object.fromEntries([400, 401, 404, 429, 500, 503].map((status) => [status, errorResponse(status)])),
        },
      });
      compatibility[`${API_BASE_PATH}/${layer.prefix}/${path}`] = { get: operation('get'), head: operation('head') };
    }
  }
  return compatibility;
}

/** `^\d+$`, `^\d{1,5}$`, `^[+-]?\d+$`: a whole number written in digits (signed or not). */
const DIGITS_PATTERN = /^\^(\[\+-\]\?)?\\d(\+|\{1,\d+\})\$$/;

function integerIfDigits(schema: JsonSchema): JsonSchema {
  const pattern = typeof schema.pattern === 'string' ? DIGITS_PATTERN.exec(schema.pattern) : null;
  if (!pattern) return schema;
  const { pattern: _digits, ...rest } = schema;
  return { ...(pattern[1] ? {} : { minimum: 0 }), ...rest, type: 'integer' };
}

function commaSeparatedForm(name: string, schema: JsonSchema): JsonSchema {
  const fields = Object.keys((schema.properties as Record<string, unknown>) ?? {});
  return {
    type: 'string',
    pattern: `^\\s*-?\\d+(\\s*,\\s*-?\\d+){${fields.length - 1}}\\s*$`,
    description: `${fields.length} comma-separated whole numbers, in this order: ${fields.join(', ')} (the ${name} object as a query carries it)`,
  };
}

/** An example as the parameter's type has it: `2` for an integer, `21.4225` for a number (a query carries both as text). */
function exampleOf(text: string, schema: JsonSchema): unknown {
  // A number or a name (a surah): digits are the number a typed client sends.
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const numeric = types.includes('integer') || types.includes('number');
  return numeric && (types.length === 1 || /^\d+$/.test(text)) ? Number(text) : text;
}

function queryParameters(
  query: z.ZodObject | undefined,
  examples: Record<string, string> = {},
  queryAliases: (schema: JsonSchema) => JsonSchema = (schema) => schema,
) {
  const input = query ? inputSchema(query) : { properties: {} };
  const shape = (queryAliases(input).properties ?? {}) as Record<string, JsonSchema>;
  const parameters = Object.entries(shape).map(([name, parameterSchema]) => {
    // A query string carries text: an object (prayer `tune`) travels as AlAdhan's comma-separated form, and a
    // whole number written in digits is an integer to a typed client (`limit: 5`, not `limit: '5'`).
    const tune = parameterSchema.anyOf ? (parameterSchema.anyOf as JsonSchema[]).find((each) => each.type === 'object') : undefined;
    const schema =
      parameterSchema.type === 'object'
        ? commaSeparatedForm(name, parameterSchema)
        : tune
          ? { ...commaSeparatedForm(name, tune), ...(parameterSchema.description ? { description: parameterSchema.description } : {}) }
          : integerIfDigits(parameterSchema);
    const { description, ...rest } = schema;
    return {
      name,
      in: 'query',
      required: false,
      ...(description ? { description } : {}),
      schema: rest,
      ...(examples[name] ? { example: exampleOf(examples[name], rest) } : {}),
    };
  });
  parameters.push({
    name: CACHE_BUSTER,
    in: 'query',
    required: false,
    description: 'Accepted and ignored: the cache-buster some HTTP clients add',
    schema: { type: 'string' },
  });
  return parameters;
}

function operationOf(routeId: string, method: string) {
  const read = method === 'GET' || method === 'HEAD';
  const operation = (read ? READ_OPERATIONS[routeId] : undefined) ?? OPERATIONS[routeId];
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

/** The whole document; `serverUrl` is where this deployment answers (the stage's base URL). */
export function openApiDocument(serverUrl = '/'): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!(route.id in OPERATIONS)) continue;
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
      ...routes.filter((route) => route.id in OPERATIONS).map((route) => ({ name: route.id, description: route.description })),
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
