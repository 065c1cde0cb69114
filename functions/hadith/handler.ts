import { config } from '../shared/config';
import { documentClient } from '../shared/dynamo';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { TableReader } from '../shared/table-reader';
import { hadithQuerySchema, hadithRequestOf } from './hadith-query';
import { HadithService } from './hadith-service';

const service = new HadithService(new TableReader(documentClient(), config().TABLE_NAME));

/** GET /api/v1/hadith: the collections, one collection's books, one narration, or a keyword search. */
export const handler = httpEndpoint({ query: hadithQuerySchema }, async ({ query }) => {
  const request = hadithRequestOf(query);
  switch (request.kind) {
    case 'collections':
      return jsonResponse(200, await service.collections());
    case 'collection':
      return jsonResponse(200, await service.collection(request.collection));
    case 'number':
      return jsonResponse(200, await service.byNumber(request.collection, request.number));
    case 'in-book':
      return jsonResponse(200, await service.byInBookReference(request.collection, request.book, request.hadith));
    case 'search':
      return jsonResponse(200, await service.search(request.search, request.collection, request.limit, request.offset));
  }
});
