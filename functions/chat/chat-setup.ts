import { duaService } from '../duas/dua-service';
import { hadithService } from '../hadith/hadith-service';
import { quranService } from '../quran/quran-service';
import type { EndpointContext } from '../shared/endpoint-context';
import { countMetric } from '../shared/observability';
import { tafsirService } from '../tafsir/tafsir-service';
import { DEFAULT_UPSTREAM_MODELS, type PublicModel } from './chat-models';
import { ChatService } from './chat-service';
import { chatCompletion, streamChatCompletion } from './openai-client';
import { providerKeyResolver } from './provider-key';

/** The chat service of a function (POST /chat and its OpenAI-compatible twin): the corpora, the provider, its settings. */
export function chatServiceFor(context: EndpointContext): ChatService {
  const { settings } = context;
  const modelMap: Record<string, string> = { ...DEFAULT_UPSTREAM_MODELS, ...settings.CHAT_MODEL_MAP };
  return new ChatService({
    quran: quranService(context),
    hadith: hadithService(context),
    duas: duaService(context),
    tafsir: tafsirService(context),
    apiKey: providerKeyResolver(settings, { log: context.observability.logger }),
    complete: (request) => chatCompletion({ baseUrl: settings.CHAT_API_BASE_URL, model: request.upstreamModel, ...request }),
    stream: (request) => streamChatCompletion({ baseUrl: settings.CHAT_API_BASE_URL, model: request.upstreamModel, ...request }),
    upstreamModel: (model: PublicModel) => modelMap[model],
    providerName: settings.CHAT_PROVIDER_NAME,
    attemptTimeoutMs: settings.CHAT_ATTEMPT_TIMEOUT_MS,
    deadlineMs: settings.CHAT_DEADLINE_MS,
    cooldownSeconds: settings.CHAT_COOLDOWN_SECONDS,
    log: ({ message, level, ...details }) => context.observability.logger[level === 'error' ? 'error' : 'warn'](String(message), details),
    count: (metric, value) => countMetric(context.observability.metrics, metric, value),
  });
}
