import { STATUS_CODES } from 'node:http';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as z from 'zod';
import { PRAYER_CALENDAR_CACHE_CONTROL } from '../prayer-times/handler';
import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { HttpError, httpErrorOf } from '../shared/errors';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { NO_STORE } from '../shared/representation';
import { aladhanData, answersWithTheClock, asksForAYear } from './aladhan';

/** Any query: each path reads its own (aladhan.ts), refusing what it does not take by name. */
const anyQuery = z.record(z.string(), z.string());

/**
 * The `status` AlAdhan's error handler (Kipchak's) writes for each refusal it raises: a missing or invalid parameter
 * is BAD_REQUEST, a path it does not route RESOURCE_NOT_FOUND; other codes take the HTTP reason, as its own do.
 */
const ALADHAN_STATUS: Readonly<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'INSUFFICIENT_PRIVILEGES',
  404: 'RESOURCE_NOT_FOUND',
  405: 'NOT_ALLOWED',
  501: 'NOT_IMPLEMENTED',
};

const statusOf = (code: number) => ALADHAN_STATUS[code] ?? (STATUS_CODES[code] ?? 'Error').toUpperCase().replace(/ /g, '_');

/**
 * GET /api/v1/aladhan/{path}: AlAdhan's paths (aladhan.ts), behind the same middleware chain as every endpoint
 * (rate limits, caching, CORS). Its refusals keep this API's error shape and add AlAdhan's `code`, `status` ("BAD_REQUEST", "RESOURCE_NOT_FOUND") and `data`.
 */
export function createHandler(context: EndpointContext) {
  // A year's calendar takes its client's turn with the other heavy work (work-share.ts).
  const heavy = ({ query, event }: { query: Record<string, string>; event: APIGatewayProxyEvent }) =>
    asksForAYear(event.pathParameters?.proxy ?? '', query);
  return httpEndpoint(context, { query: anyQuery, cacheControl: PRAYER_CALENDAR_CACHE_CONTROL, heavy }, async ({ query, event }) => {
    const path = event.pathParameters?.proxy ?? '';
    try {
      const data = await aladhanData(path, query, new Date());
      // Today's timings and the next prayer change with the clock: never stored.
      return jsonResponse(
        200,
        { code: 200, status: 'OK', data },
        answersWithTheClock(path, query) ? { 'Cache-Control': NO_STORE } : undefined,
      );
    } catch (error) {
      const refusal = httpErrorOf(error);
      if (!refusal) throw error;
      throw new HttpError(refusal.statusCode, refusal.message, {
        headers: refusal.headers,
        body: {
          ...refusal.body,
          code: refusal.statusCode,
          status: statusOf(refusal.statusCode),
          data: refusal.message,
        },
      });
    }
  });
}

export const handler = createHandler(environmentContext());
