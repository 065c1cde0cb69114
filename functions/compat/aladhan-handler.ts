import { STATUS_CODES } from 'node:http';
import * as z from 'zod';
import { PRAYER_CALENDAR_CACHE_CONTROL } from '../prayer-times/handler';
import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { HttpError, httpErrorOf } from '../shared/errors';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { NO_STORE } from '../shared/representation';
import { aladhanData } from './aladhan';

/** Any query: each path reads its own (aladhan.ts), refusing what it does not take by name. */
const anyQuery = z.record(z.string(), z.string());

/**
 * GET /api/v1/aladhan/{path}: AlAdhan's paths (aladhan.ts), behind the same middleware chain as every endpoint
 * (rate limits, caching, CORS). Its refusals keep this API's error shape and add AlAdhan's `code`, `status` ("BAD_REQUEST") and `data`.
 */
export function createHandler(context: EndpointContext) {
  return httpEndpoint(context, { query: anyQuery, cacheControl: PRAYER_CALENDAR_CACHE_CONTROL }, async ({ query, event }) => {
    const path = event.pathParameters?.proxy ?? '';
    try {
      const data = aladhanData(path, query, new Date());
      // Today's answers (no date in the path or query) change with the day: never stored.
      const undated = /^timings(ByCity)?\/?$/.test(path) && query.date === undefined;
      return jsonResponse(200, { code: 200, status: 'OK', data }, undated ? { 'Cache-Control': NO_STORE } : undefined);
    } catch (error) {
      const refusal = httpErrorOf(error);
      if (!refusal) throw error;
      throw new HttpError(refusal.statusCode, refusal.message, {
        headers: refusal.headers,
        body: {
          ...refusal.body,
          code: refusal.statusCode,
          status: (STATUS_CODES[refusal.statusCode] ?? 'Error').toUpperCase().replace(/ /g, '_'),
          data: refusal.message,
        },
      });
    }
  });
}

export const handler = createHandler(environmentContext());
