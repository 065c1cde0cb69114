import * as z from 'zod';

/**
 * What each endpoint's OpenAPI text (functions/<endpoint>/*-openapi.ts) and the assembler (functions/docs/openapi.ts)
 * share: the shape of an operation's text, the JSON Schema conversion, the error answers and rate-limit headers every
 * operation has, and the search rules three endpoints describe. Here, not in functions/docs, so that the endpoint
 * folders never import the documentation (functions/docs imports them).
 */

export type JsonSchema = Record<string, unknown>;

export const SCHEMA_REF = (id: string) => `#/components/schemas/${id}`;
export const jsonSchemaOptions = { uri: SCHEMA_REF, unrepresentable: 'any', target: 'draft-2020-12' } as const;

export function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema, ...rest } = z.toJSONSchema(schema, { ...jsonSchemaOptions, io: 'input' }) as JsonSchema;
  return rest;
}

/** A schema as it appears in the document: named parts by reference, the rest inline. */
export function outputSchema(schema: z.ZodType): JsonSchema {
  const { $schema, ...rest } = z.toJSONSchema(schema, { ...jsonSchemaOptions, io: 'output', reused: 'inline' }) as JsonSchema;
  const id = z.globalRegistry.get(schema)?.id;
  return id ? { $ref: SCHEMA_REF(id) } : stripDefs(rest);
}

/** zod puts referenced named schemas under $defs with local refs; the document holds them in components. */
function stripDefs(schema: JsonSchema): JsonSchema {
  const { $defs, ...rest } = schema;
  return rest;
}

/** One endpoint's operation as its OpenAPI text describes it; the assembler adds what every operation shares. */
export interface Operation {
  summary: string;
  description: string;
  query?: z.ZodObject;
  examples?: Record<string, string>;
  body?: { schema: JsonSchema; examples: Record<string, unknown> };
  answers: z.ZodType[];
  /** Statuses the endpoint answers with an error body, besides those every endpoint has. */
  errors: number[];
  /** The schema of its error bodies; omitted: the API's Error (the OpenAI-compatible routes answer OpenAI's). */
  errorSchema?: string;
  /** Media types a 200 may also come as (a stream of server-sent events). */
  streams?: boolean;
  /** The query's schema with the names and values it takes besides its own (the prayer times: AlAdhan's). */
  queryAliases?: (schema: JsonSchema) => JsonSchema;
}

export const example = (summary: string, value: unknown) => ({ summary, value });

const documentedOperations = new Map<string, { operation: Operation; read?: Operation }>();

/**
 * Puts an endpoint's operation in the OpenAPI document under its route's id: each *-openapi.ts calls it when it is
 * imported (functions/docs/openapi.ts imports them all), so that the assembler keeps no list of endpoints of its own.
 * `read` is the GET (and HEAD) of a POST route that also answers GET (routes.ts, alsoGet).
 */
export function documentOperation(routeId: string, operation: Operation, read?: Operation): Operation {
  documentedOperations.set(routeId, { operation, read });
  return operation;
}

/** The operation a route's endpoint registered for a method (its GET's own, if it has one), if it is documented. */
export function documentedOperation(routeId: string, method = 'POST'): Operation | undefined {
  const documented = documentedOperations.get(routeId);
  const read = method === 'GET' || method === 'HEAD';
  return (read ? documented?.read : undefined) ?? documented?.operation;
}

export const SEARCH_RULES = [
  'Search: Arabic is matched with or without diacritics (Uthmani spelling included), English case- and accent-',
  'insensitively after stemming, with British/American and transliteration variants merged (neighbour = neighbor,',
  'salah = salat, Musa = Moses). `match=all`: every word must match; a "quoted phrase" must match adjacent and in order.',
  '`match=any`: the query is read as a question (question and function words of English and Arabic left out, everyday',
  'words and transliterations bridged to the texts\u2019 words: sabr = patience, riba = interest, الوالدين = parents) and',
  'ranked by relevance with every word contributing; passages holding little of the question are left out.',
  '`match=auto` (default): `any` for a question (a question word first, or a final ?), else `all`, then `any` when `all`',
  'finds nothing and there is no quoted phrase. Each answer names the matching used (`match`) and, under `any`, the',
  'concepts read (`concepts`). Each hit carries `highlights`: per matched field, the [start, end) offsets (UTF-16) of the',
  'matched words as served.',
].join('\n');

export const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
export const headerRefs = (names: string[]) => Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed: the message names the parameter or field',
  401: 'The API key is unknown, revoked or malformed',
  404: 'Nothing has that number, reference or id: the message says why',
  408: 'The request did not arrive whole in time (npm start: headers within 10 s, the request within 30 s)',
  405: 'The path exists but not with this method',
  406: 'The Accept header does not take the answer (MCP: it must accept application/json and text/event-stream)',
  413: 'The request body is too large',
  415: 'The body is not JSON',
  429: 'The rate limit is used up, or (npm start) this client has too many heavy requests at once: wait Retry-After seconds',
  500: 'An unexpected failure; quote the X-Request-Id',
  431: 'The request headers are too large (npm start: over 16 KiB)',
  503: 'The table or a corpus is unavailable: the message says what to do',
};

export function errorResponse(status: number, schema = 'Error') {
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'An error',
    headers: headerRefs(
      status === 429 || status === 503
        ? [...RATE_LIMIT_HEADERS, 'Retry-After']
        : status === 500
          ? [...RATE_LIMIT_HEADERS, 'X-Request-Id']
          : RATE_LIMIT_HEADERS,
    ),
    content: { 'application/json': { schema: { $ref: SCHEMA_REF(schema) } } },
  };
}
