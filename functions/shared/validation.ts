import type * as z from 'zod';
import { badRequest } from './errors';

/** Which part of the request a schema checks; used to name the offending field in messages. */
export type RequestPart = 'query parameter' | 'body field';

/**
 * Parses `input` with `schema`, or throws a 400 whose message names the first offending field,
 * e.g. "Invalid query parameter 'surah': must be a whole number".
 */
export function parseRequestPart<S extends z.ZodType>(schema: S, input: unknown, part: RequestPart): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue.code === 'unrecognized_keys') {
    const names = issue.keys.map((key) => `'${key}'`).join(', ');
    throw badRequest(`Unknown ${part}${issue.keys.length > 1 ? 's' : ''} ${names}`);
  }
  const field = issue.path.map(String).join('.');
  if (!field) throw badRequest(`Invalid request ${part === 'body field' ? 'body' : 'query'}: ${issue.message}`);
  throw badRequest(`Invalid ${part} '${field}': ${issue.message}`);
}
