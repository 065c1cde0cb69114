import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { SCRIPTURE_CACHE_CONTROL } from '../shared/representation';
import { type TafsirQuery, tafsirQuerySchema, tafsirRequestOf } from './tafsir-query';
import { KEPT_SURAH_AYAHS, tafsirService } from './tafsir-service';

/** GET /api/v1/tafsir: the editions, an edition's commentary on ayahs or a surah, or a search inside one edition. */
export function createHandler(context: EndpointContext) {
  const service = tafsirService(context);
  return httpEndpoint(context, { query: tafsirQuerySchema, cacheControl: SCRIPTURE_CACHE_CONTROL, heavy: isHeavy }, async ({ query }) => {
    const request = tafsirRequestOf(query);
    switch (request.kind) {
      case 'editions':
        return jsonResponse(200, service.editions());
      case 'ayahs':
        return jsonResponse(200, await service.onAyahs(service.editionNamed(request.edition), request.surah, request.from, request.to));
      case 'surah':
        return jsonResponse(200, await service.surah(service.editionNamed(request.edition), request.surah, request));
      case 'search':
        return jsonResponse(200, await service.search(service.editionNamed(request.edition), request.search, request, request.surah));
    }
  });
}

/** Heavy work (work-share.ts): a page of a surah's commentaries, or a range of more than a few ayahs. */
function isHeavy({ query }: { query: TafsirQuery }): boolean {
  try {
    const request = tafsirRequestOf(query);
    return request.kind === 'surah' || (request.kind === 'ayahs' && request.to - request.from + 1 > KEPT_SURAH_AYAHS);
  } catch {
    return false;
  }
}

export const handler = createHandler(environmentContext());
