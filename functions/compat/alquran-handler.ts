import { STATUS_CODES } from 'node:http';
import * as z from 'zod';
import { quranService } from '../quran/quran-service';
import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { HttpError, httpErrorOf } from '../shared/errors';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { SCRIPTURE_CACHE_CONTROL } from '../shared/representation';
import { alquranData } from './alquran';

/**
 * GET /api/v1/alquran/{path}: alquran.cloud's paths (alquran.ts), behind the same middleware chain as every endpoint
 * (rate limits, caching, CORS). Its refusals keep this API's error shape and add alquran.cloud's `code`, `status` ("NOT FOUND") and `data`.
 */
export function createHandler(context: EndpointContext) {
  const service = quranService(context);
  return httpEndpoint(
    context,
    { query: z.record(z.string(), z.string()), cacheControl: SCRIPTURE_CACHE_CONTROL },
    async ({ query, event }) => {
      try {
        const data = await alquranData(event.pathParameters?.proxy ?? '', query, service);
        return jsonResponse(200, { code: 200, status: 'OK', data });
      } catch (error) {
        const refusal = httpErrorOf(error);
        if (!refusal) throw error;
        throw new HttpError(refusal.statusCode, refusal.message, {
          headers: refusal.headers,
          body: {
            ...refusal.body,
            code: refusal.statusCode,
            status: (STATUS_CODES[refusal.statusCode] ?? 'Error').toUpperCase(),
            data: refusal.message,
          },
        });
      }
    },
  );
}

export const handler = createHandler(environmentContext());
