import { config } from '../shared/config';
import { documentClient } from '../shared/dynamo';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { quranQuerySchema, quranRequestOf } from './quran-query';
import { QuranRepository } from './quran-repository';
import { QuranService } from './quran-service';

const settings = config();
const service = new QuranService(new QuranRepository(documentClient(), settings.TABLE_NAME), {
  reciter: settings.QURAN_RECITER,
  surahAudioUrlTemplate: settings.QURAN_AUDIO_SURAH_URL_TEMPLATE,
  ayahAudioUrlTemplate: settings.QURAN_AUDIO_AYAH_URL_TEMPLATE,
});

/** GET /api/v1/quran: the surah list, one surah, one ayah, or a keyword search. */
export const handler = httpEndpoint({ query: quranQuerySchema }, async ({ query }) => {
  const request = quranRequestOf(query);
  switch (request.kind) {
    case 'list':
      return jsonResponse(200, await service.listSurahs());
    case 'surah':
      return jsonResponse(200, await service.surah(request.surah));
    case 'ayah':
      return jsonResponse(200, await service.ayah(request.surah, request.ayah));
    case 'search':
      return jsonResponse(200, await service.search(request.search, request.limit, request.offset));
  }
});
