import { HadithRepository } from '../hadith/hadith-repository';
import { HadithService } from '../hadith/hadith-service';
import { QuranRepository } from '../quran/quran-repository';
import { QuranService } from '../quran/quran-service';
import { config } from '../shared/config';
import { documentClient } from '../shared/dynamo';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { TableReader } from '../shared/table-reader';
import { DEFAULT_UPSTREAM_MODELS, type PublicModel } from './chat-models';
import { chatRequestSchema } from './chat-request';
import { ChatService } from './chat-service';
import { chatCompletion } from './openai-client';
import { providerKeyResolver } from './provider-key';

const settings = config();
const modelMap: Record<string, string> = { ...DEFAULT_UPSTREAM_MODELS, ...(settings.CHAT_MODEL_MAP ? (JSON.parse(settings.CHAT_MODEL_MAP) as Record<string, string>) : {}) };
const service = new ChatService({
  quran: new QuranService(new QuranRepository(documentClient(), settings.TABLE_NAME), {
    reciter: settings.QURAN_RECITER,
    surahAudioUrlTemplate: settings.QURAN_AUDIO_SURAH_URL_TEMPLATE,
    ayahAudioUrlTemplate: settings.QURAN_AUDIO_AYAH_URL_TEMPLATE,
  }),
  hadith: new HadithService(new HadithRepository(new TableReader(documentClient(), settings.TABLE_NAME))),
  apiKey: providerKeyResolver(settings),
  complete: (request) => chatCompletion({ baseUrl: settings.CHAT_API_BASE_URL, model: request.upstreamModel, ...request }),
  upstreamModel: (model: PublicModel) => modelMap[model],
  providerName: settings.CHAT_PROVIDER_NAME,
  attemptTimeoutMs: settings.CHAT_ATTEMPT_TIMEOUT_MS,
  deadlineMs: settings.CHAT_DEADLINE_MS,
  cooldownSeconds: settings.CHAT_COOLDOWN_SECONDS,
});

/** POST /api/v1/chat: a grounded answer under Islamic guardrails, with model failover and Quran citations. */
// The chat's deadline covers the whole request: retrieval, every model attempt and the citations.
export const handler = httpEndpoint({ body: chatRequestSchema, deadlineMs: settings.CHAT_DEADLINE_MS }, async ({ body, requestId }) => jsonResponse(200, await service.chat(body, requestId)));
