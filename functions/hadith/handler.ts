import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { SCRIPTURE_CACHE_CONTROL } from '../shared/representation';
import { hadithQuerySchema, hadithRequestOf } from './hadith-query';
import { hadithService } from './hadith-service';

/** GET /api/v1/hadith: collections, books, narrations by number, in-book or English reference, batches, search. */
export function createHandler(context: EndpointContext) {
  const service = hadithService(context);
  return httpEndpoint(context, { query: hadithQuerySchema, cacheControl: SCRIPTURE_CACHE_CONTROL }, async ({ query }) => {
    const request = hadithRequestOf(query);
    switch (request.kind) {
      case 'collections':
        return jsonResponse(200, await service.collections());
      case 'collection':
        return jsonResponse(200, await service.collection(request.collection, request));
      case 'book':
        return jsonResponse(200, await service.book(request.collection, request.book, request.limit, request.offset));
      case 'in-book':
        return jsonResponse(200, await service.byInBookReference(request.collection, request.book, request.hadith));
      case 'number':
        return jsonResponse(200, await service.byNumber(request.collection, request.number));
      case 'english-reference':
        return jsonResponse(200, await service.byEnglishReference(request.collection, request.reference));
      case 'batch':
        return jsonResponse(200, await service.batch(request.references));
      case 'search':
        return jsonResponse(200, await service.search(request.search, request.collection, request.limit, request.offset, request.match));
    }
  });
}

export const handler = createHandler(environmentContext());
