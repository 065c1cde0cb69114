import { environmentContext, type EndpointContext } from '../shared/endpoint-context';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { SCRIPTURE_CACHE_CONTROL } from '../shared/representation';
import { quranQuerySchema, quranRequestOf } from './quran-query';
import { quranService } from './quran-service';

/** GET /api/v1/quran: the surah list, one surah or part of it, one ayah, verses by key, or a keyword search. */
export function createHandler(context: EndpointContext) {
  const service = quranService(context);
  return httpEndpoint(context, { query: quranQuerySchema, cacheControl: SCRIPTURE_CACHE_CONTROL }, async ({ query }) => {
    const request = quranRequestOf(query);
    switch (request.kind) {
      case 'list':
        return jsonResponse(200, await service.listSurahs());
      case 'surah':
        return jsonResponse(200, await service.surah(request.surah));
      case 'ayah':
        return jsonResponse(200, await service.ayah(request.surah, request.ayah));
      case 'slice':
        return jsonResponse(200, await service.surahSlice(request.surah, request.from, request.to));
      case 'verses':
        return jsonResponse(200, await service.versesByKey(request.ranges));
      case 'division':
        return jsonResponse(200, await service.division(request.division, request.number, request.limit, request.offset));
      case 'search':
        return jsonResponse(200, await service.search(request.search, request.limit, request.offset, request.match));
    }
  });
}

export const handler = createHandler(environmentContext());
