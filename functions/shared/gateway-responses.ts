import { TABLE_RETRY_AFTER_SECONDS } from './errors';

/**
 * Answers made in front of the functions: by API Gateway in AWS (gateway responses in the stack) and by
 * the local server under `npm start`. One definition, so both give the same bodies and headers.
 */
export const AUTHORIZER_FAILURE_MESSAGE = 'The request could not be authorized right now; try again shortly';

/**
 * The rate-limit headers of a closed door: when the authorizer cannot read its table the request is
 * refused before any counting, so nothing remains until the table answers again (the same wait as the
 * functions' own 503).
 */
export function failClosedHeaders(anonymousLimit: number): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(anonymousLimit),
    'X-RateLimit-Remaining': '0',
    'X-RateLimit-Reset': String(TABLE_RETRY_AFTER_SECONDS),
    'Retry-After': String(TABLE_RETRY_AFTER_SECONDS),
  };
}
