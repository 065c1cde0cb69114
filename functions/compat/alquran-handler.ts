import { STATUS_CODES } from 'node:http';
import * as z from 'zod';
import { quranService } from '../quran/quran-service';
import { InvalidInputError } from '../shared/domain-errors';
import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { HttpError, httpErrorOf } from '../shared/errors';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { SCRIPTURE_CACHE_CONTROL } from '../shared/representation';
import { alquranData } from './alquran';

/**
 * The most an answer may carry: Lambda's synchronous response limit is 6 MB for the whole proxy result, in which the
 * body is a JSON string escaped once more; this leaves room for the headers. Measured uncompressed, since a client
 * need not accept gzip: the same request is answered or refused alike, whoever asks.
 */
export const MAX_ALQURAN_ANSWER_BYTES = 5_500_000;

/** How to ask for less, by path: the whole Quran a surah or a juz at a time, as alquran.cloud's clients also can. */
const askForLess = (path: string) =>
  path.startsWith('quran')
    ? 'ask for it a surah at a time (/surah/{1-114}/{edition}) or a juz at a time (/juz/{1-30}/{edition})'
    : 'ask for fewer ayahs (offset and limit) or fewer editions';

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
        const path = event.pathParameters?.proxy ?? '';
        const answer = jsonResponse(200, { code: 200, status: 'OK', data: await alquranData(path, query, service) });
        const bytes = Buffer.byteLength(JSON.stringify(answer.body));
        if (bytes > MAX_ALQURAN_ANSWER_BYTES) {
          throw new InvalidInputError(
            `This answer would take ${(bytes / 1e6).toFixed(1)} MB, more than the ${MAX_ALQURAN_ANSWER_BYTES / 1e6} MB one answer ` +
              `may carry here (Lambda's limit is 6 MB): ${askForLess(path)}`,
          );
        }
        return answer;
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
