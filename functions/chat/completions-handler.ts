import type { APIGatewayProxyResult } from 'aws-lambda';
import { keyPolicyAt } from '../routes';
import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { HttpError } from '../shared/errors';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { streamingLambdaHandler } from '../shared/streaming';
import { DEFAULT_MODEL, PUBLIC_MODELS, type PublicModel } from './chat-models';
import type { ChatOutcome } from './chat-service';
import { chatServiceFor } from './chat-setup';
import { streamedChat } from './chat-stream';
import { chatAskOf, completionsRequestSchema } from './completions-request';
import { openAiErrorBody } from './completions-responses';

/** A model id this service does not serve: OpenAI's 404, so that a client names another (GET /api/v1/models lists them). */
function unknownModel(model: string): HttpError {
  const error = new HttpError(404, `The model '${model.slice(0, 80)}' does not exist here; GET /api/v1/models lists the models`, {
    param: 'model',
  });
  return Object.assign(error, { code: 'model_not_found' });
}

/** The chat's answer in OpenAI's Chat Completion shape, this service's additions beside `choices`. */
export function completionOf({ response, finishReason }: ChatOutcome, created: number) {
  const { id, object, model, reply, usage, provider, quran_citations, hadith_citations, sources, warnings } = response;
  return {
    id,
    object,
    created,
    model,
    choices: [
      { index: 0, message: { role: 'assistant' as const, content: reply, refusal: null }, logprobs: null, finish_reason: finishReason },
    ],
    usage,
    provider,
    quran_citations,
    hadith_citations,
    sources,
    ...(warnings ? { warnings } : {}),
  };
}

/**
 * POST /api/v1/chat/completions: the chat behind OpenAI's Chat Completions contract, so that an OpenAI SDK needs only
 * this API's base URL (…/api/v1) and key. The same grounding, guardrails, failover and citation checks as POST /chat;
 * errors in OpenAI's shape.
 */
export function createHandler(context: EndpointContext) {
  const service = chatServiceFor(context);
  const log = (message: string, details: Record<string, unknown>) => context.observability.logger.warn(message, details);
  return httpEndpoint(
    context,
    {
      body: completionsRequestSchema,
      deadlineMs: context.settings.CHAT_DEADLINE_MS,
      errorBody: openAiErrorBody,
      keyPolicy: (event) => keyPolicyAt(event.resource),
    },
    async ({ body, requestId }) => {
      const model = body.model ?? DEFAULT_MODEL;
      if (!(PUBLIC_MODELS as readonly string[]).includes(model)) throw unknownModel(model);
      const ask = chatAskOf(body, model as PublicModel);
      if (!ask.stream) return jsonResponse(200, completionOf(await service.outcome(ask, requestId), Math.floor(Date.now() / 1000)));
      const includeUsage = body.stream_options?.include_usage === true;
      return (await streamedChat(service, ask, requestId, log, { includeUsage })) as unknown as APIGatewayProxyResult;
    },
  );
}

/** Lambda: behind an API Gateway integration in STREAM mode, as POST /chat (routes.ts, `streaming`). */
export const handler = streamingLambdaHandler(createHandler(environmentContext()) as never);
