import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { SCRIPTURE_CACHE_CONTROL } from '../shared/representation';
import { duaQuerySchema, duaRequestOf } from './dua-query';
import { duaService } from './dua-service';

/** GET /api/v1/duas: every dua (paged), one dua, one category, the category list, or a keyword search. */
export function createHandler(context: EndpointContext) {
  const service = duaService(context);
  return httpEndpoint(context, { query: duaQuerySchema, cacheControl: SCRIPTURE_CACHE_CONTROL }, async ({ query }) => {
    const request = duaRequestOf(query);
    switch (request.kind) {
      case 'all':
        return jsonResponse(200, await service.all(request));
      case 'dua':
        return jsonResponse(200, await service.byId(request.id));
      case 'categories':
        return jsonResponse(200, await service.categories());
      case 'category':
        return jsonResponse(200, await service.inCategory(request.category, request));
      case 'search':
        return jsonResponse(200, await service.search(request.search, request.category, request, request.match));
    }
  });
}

export const handler = createHandler(environmentContext());
