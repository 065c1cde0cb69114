import { environmentContext, type EndpointContext } from '../shared/endpoint-context';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { duaQuerySchema, duaRequestOf } from './dua-query';
import { DuaRepository } from './dua-repository';
import { DuaService } from './dua-service';

/** GET /api/v1/duas: all duas by category, one category, the category list, or a keyword search. */
export function createHandler(context: EndpointContext) {
  const service = new DuaService(new DuaRepository(context.table));
  return httpEndpoint(context, { query: duaQuerySchema }, async ({ query }) => {
    const request = duaRequestOf(query);
    switch (request.kind) {
      case 'grouped':
        return jsonResponse(200, await service.grouped());
      case 'categories':
        return jsonResponse(200, await service.categories());
      case 'category':
        return jsonResponse(200, await service.inCategory(request.category, request.limit, request.offset));
      case 'search':
        return jsonResponse(200, await service.search(request.search, request.category, request.limit, request.offset));
    }
  });
}

export const handler = createHandler(environmentContext());
