import * as z from 'zod';

/**
 * One way to page every list of the API (searches, a book's hadith, a collection's books, duas): the same
 * parameters, the same defaults and bounds, and the same envelope, so a client pages them all alike.
 */
export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;
export const MAX_PAGE_OFFSET = 10_000;

/** A whole-number query parameter between `min` and `max`; messages name what it counts. */
export const wholeNumberParameter = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number (${what})`)
    .transform(Number)
    .pipe(z.number().min(min, `must be ${min} or more (${what})`).max(max, `must be at most ${max} (${what})`))
    // What the OpenAPI document gives typed clients: a whole number within these bounds (the text is digits).
    .meta({ minimum: min, maximum: max });

/** The `limit` and `offset` query parameters, to spread into an endpoint's query schema. */
export const pageParameters = {
  limit: wholeNumberParameter(1, MAX_PAGE_LIMIT, 'results per page')
    .optional()
    .meta({ description: `Results per page, 1 to ${MAX_PAGE_LIMIT} (default ${DEFAULT_PAGE_LIMIT})` }),
  offset: wholeNumberParameter(0, MAX_PAGE_OFFSET, 'results to skip')
    .optional()
    .meta({ description: `Results to skip, 0 to ${MAX_PAGE_OFFSET} (default 0)` }),
};

export interface PageRequest {
  limit: number;
  offset: number;
}

export interface Page<T> extends PageRequest {
  total: number;
  results: T[];
}

/** The page a request asks for, with the defaults filled in. */
export function pageRequestOf(query: { limit?: number; offset?: number }): PageRequest {
  return { limit: query.limit ?? DEFAULT_PAGE_LIMIT, offset: query.offset ?? 0 };
}

/** One page of a list held whole. */
export function pageOf<T>(items: readonly T[], { limit, offset }: PageRequest): Page<T> {
  return { total: items.length, limit, offset, results: items.slice(offset, offset + limit) };
}
