import type { APIGatewayProxyResult } from 'aws-lambda';
import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { streamingLambdaHandler } from '../shared/streaming';
import { chatRequestSchema } from './chat-request';
import { chatServiceFor } from './chat-setup';
import { streamedChat } from './chat-stream';

/** POST /api/v1/chat: a grounded answer under Islamic guardrails, with model failover and Quran citations. */
export function createHandler(context: EndpointContext) {
  const { settings } = context;
  const service = chatServiceFor(context);
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
