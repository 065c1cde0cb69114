import { config } from '../shared/config';
import { documentClient } from '../shared/dynamo';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { TableReader } from '../shared/table-reader';
import { duaQuerySchema, duaRequestOf } from './dua-query';
import { DuaRepository } from './dua-repository';
import { DuaService } from './dua-service';

const service = new DuaService(new DuaRepository(new TableReader(documentClient(), config().TABLE_NAME)));

/** GET /api/v1/duas: all duas by category, one category, the category list, or a keyword search. */
export const handler = httpEndpoint({ query: duaQuerySchema }, async ({ query }) => {
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
