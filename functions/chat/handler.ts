import { DuaRepository } from '../duas/dua-repository';
import { DuaService } from '../duas/dua-service';
import { HadithRepository } from '../hadith/hadith-repository';
import { HadithService } from '../hadith/hadith-service';
import { quranService } from '../quran/quran-service';
import { tafsirService } from '../tafsir/tafsir-service';
import { environmentContext, type EndpointContext } from '../shared/endpoint-context';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { DEFAULT_UPSTREAM_MODELS, type PublicModel } from './chat-models';
import { chatRequestSchema } from './chat-request';
import { ChatService } from './chat-service';
import { chatCompletion, streamChatCompletion } from './openai-client';
import { streamedChat } from './chat-stream';
import { streamingLambdaHandler } from '../shared/streaming';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { providerKeyResolver } from './provider-key';
import { countMetric } from '../shared/observability';

/** POST /api/v1/chat: a grounded answer under Islamic guardrails, with model failover and Quran citations. */
export function createHandler(context: EndpointContext) {
  const { settings } = context;
  const modelMap: Record<string, string> = { ...DEFAULT_UPSTREAM_MODELS, ...settings.CHAT_MODEL_MAP };
  const service = new ChatService({
    quran: quranService(context),
    hadith: new HadithService(new HadithRepository(context.table), settings.CORPUS_IMPORT_COMMAND),
    duas: new DuaService(new DuaRepository(context.table), settings.CORPUS_IMPORT_COMMAND),
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
  // The chat's deadline covers the whole request: retrieval, every model attempt and the citations.
  const log = (message: string, details: Record<string, unknown>) => context.observability.logger.warn(message, details);
  return httpEndpoint(context, { body: chatRequestSchema, deadlineMs: settings.CHAT_DEADLINE_MS }, async ({ body, requestId }) => {
    if (!body.stream) return jsonResponse(200, await service.chat(body, requestId));
    // A stream body passes through the chain untouched (representation.ts) to the local server or Lambda's response stream.
    return (await streamedChat(service, body, requestId, log)) as unknown as APIGatewayProxyResult;
  });
}

/** Lambda: behind an API Gateway integration in STREAM mode (routes.ts, `streaming`), so that events leave as written. */
export const handler = streamingLambdaHandler(createHandler(environmentContext()) as never);
