import { environmentContext, type EndpointContext } from '../shared/endpoint-context';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { SCRIPTURE_CACHE_CONTROL } from '../shared/representation';
import { quranQuerySchema, quranRequestOf } from './quran-query';
import { quranService } from './quran-service';
import { RECITERS, type Reciter, recitationTemplates } from './reciters';

/**
 * GET /api/v1/quran: the surah list, one surah or part of it, one ayah, verses by key, a division, a keyword search,
 * or the reciters; `reciter` chooses the recitation every audio URL points at.
 */
export function createHandler(context: EndpointContext) {
  const defaultService = quranService(context);
  return httpEndpoint(context, { query: quranQuerySchema, cacheControl: SCRIPTURE_CACHE_CONTROL }, async ({ query }) => {
    const request = quranRequestOf(query);
    const service = query.reciter
      ? defaultService.withAudio({ reciter: query.reciter.name, ...recitationTemplates(query.reciter) })
      : defaultService;
    switch (request.kind) {
      case 'list':
        return jsonResponse(200, await service.listSurahs());
      case 'reciters':
        return jsonResponse(200, {
          total: RECITERS.length,
          default_reciter: defaultService.defaultReciter,
          results: RECITERS.map(describeReciter),
        });
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

const describeReciter = (reciter: Reciter) => {
  const templates = recitationTemplates(reciter);
  return { ...reciter, ayah_audio_url_pattern: templates.ayahAudioUrlTemplate, surah_audio_url_pattern: templates.surahAudioUrlTemplate };
};

export const handler = createHandler(environmentContext());
