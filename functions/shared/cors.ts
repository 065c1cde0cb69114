/** CORS settings shared by the Lambda middleware, the API Gateway preflight and the local server. */
export const CORS_ALLOW_HEADERS = ['Content-Type', 'X-API-Key', 'Authorization', 'If-None-Match'];
export const CORS_ALLOW_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
export const CORS_EXPOSE_HEADERS = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'X-Request-Id',
  'ETag',
];
export const CORS_MAX_AGE_SECONDS = 600;
