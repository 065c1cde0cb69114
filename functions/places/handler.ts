import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { pageRequestOf } from '../shared/paging';
import { SCRIPTURE_CACHE_CONTROL } from '../shared/representation';
import { PLACE_SOURCE } from './place-resolution';
import { placesQuerySchema } from './places-query';
import { searchPlaces } from './places-service';

/** GET /api/v1/places: places by the start of their name, for pickers; reference data, cached for a day. */
export function createHandler(context: EndpointContext) {
  return httpEndpoint(context, { query: placesQuerySchema, cacheControl: SCRIPTURE_CACHE_CONTROL }, async ({ query }) =>
    jsonResponse(200, { ...searchPlaces(query.search, query.country, pageRequestOf(query)), source: PLACE_SOURCE }),
  );
}

export const handler = createHandler(environmentContext());
