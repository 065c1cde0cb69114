import type * as z from 'zod';
import { HttpError } from './errors';

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
    const prefix = issue.path.map(String).join('.');
    throw new HttpError(400, `Unknown ${part}${issue.keys.length > 1 ? 's' : ''} ${names}`, {
      param: [prefix, issue.keys[0]].filter(Boolean).join('.'),
    });
  }
  const field = issue.path.map(String).join('.');
  if (!field) throw new HttpError(400, `Invalid request ${part === 'body field' ? 'body' : 'query'}: ${issue.message}`);
  throw new HttpError(400, `Invalid ${part} '${field}': ${issue.message}`, { param: field });
}
