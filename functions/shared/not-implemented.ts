import { z } from 'zod';
import { HttpError } from './errors';
import { httpEndpoint } from './middleware';

/**
 * The handler of an endpoint that is routed and deployed but not built yet: it runs the whole
 * middleware chain (so malformed input is still refused properly) and then answers an honest 501.
 */
export function notImplementedEndpoint(path: string) {
  // Query parameters are accepted as-is until the endpoint defines its own schema.
  return httpEndpoint({ query: z.record(z.string(), z.string()) }, async () => {
    throw new HttpError(501, `${path} is not implemented yet in this version of the service`);
  });
}
