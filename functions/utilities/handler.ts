import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { utilityAnswer } from './utility-answer';

/** POST /api/v1/utilities: zakat, qibla, prayer_times or hijri, chosen by `action`. */
export function createHandler(context: EndpointContext) {
  return httpEndpoint(context, {}, async ({ body }) => jsonResponse(200, utilityAnswer(body, new Date())));
}

export const handler = createHandler(environmentContext());
