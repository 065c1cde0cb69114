import { randomUUID } from 'node:crypto';
import { httpErrorOf } from '../shared/errors';
import type { StreamingProxyResult } from '../shared/streaming';
import type { ChatAsk, ChatOutcome, ChatService } from './chat-service';

/**
 * `"stream": true`: the answer as OpenAI-style server-sent events (chat.completion.chunk objects in `data:` lines,
 * then `data: [DONE]`), the text as the model writes it and, in the last chunk, what the whole answer carries besides
 * (citations checked against the corpus, sources, warnings, usage). Until the first text the answer is an ordinary
 * one: a request that fails before it (validation, limits, every model failing) gets its status and JSON error.
 */
export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  // Proxies (nginx and the like) would otherwise hold the events back.
  'X-Accel-Buffering': 'no',
};

export const serverSentEvent = (data: unknown) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

interface ChunkContext {
  id: string;
  created: number;
  model: string;
}

export const deltaChunk = ({ id, created, model }: ChunkContext, delta: { role?: 'assistant'; content?: string }) => ({
  id,
  object: 'chat.completion.chunk' as const,
  created,
  model,
  choices: [{ index: 0, delta, finish_reason: null }],
});

/** The last chunk: `finish_reason` and, beside the choices, the rest of the answer in the non-streamed shape. */
export function finalChunk(context: ChunkContext, { response, finishReason }: ChatOutcome) {
  const { id: _id, object: _object, reply: _reply, model, ...rest } = response;
  return {
    id: context.id,
    object: 'chat.completion.chunk' as const,
    created: context.created,
    model,
    choices: [{ index: 0, delta: {}, finish_reason: finishReason }],
    ...rest,
  };
}

/** OpenAI's usage chunk (`stream_options.include_usage`): no choices, the usage of the whole answer. */
export const usageChunk = (context: ChunkContext, { response }: ChatOutcome) => ({
  id: context.id,
  object: 'chat.completion.chunk' as const,
  created: context.created,
  model: response.model,
  choices: [],
  usage: response.usage,
});

/** What a client is told when the stream breaks after it began (details stay in the log), in OpenAI's error shape. */
function streamError(error: unknown, requestId: string) {
  const refusal = httpErrorOf(error);
  const message = refusal
    ? refusal.message
    : `The answer broke off before it was complete. Details are logged under request id ${requestId}.`;
  return { error: { message, type: refusal ? refusal.error : 'stream_error', param: null, code: null } };
}

export async function streamedChat(
  service: ChatService,
  request: ChatAsk,
  requestId: string,
  log: (message: string, details: Record<string, unknown>) => void,
  options: { includeUsage?: boolean } = {},
): Promise<StreamingProxyResult> {
  const encoder = new TextEncoder();
  const context: ChunkContext = { id: `chatcmpl-${randomUUID()}`, created: Math.floor(Date.now() / 1000), model: '' };
  const stopModel = new AbortController();
  let output: ReadableStreamDefaultController<Uint8Array> | undefined;
  // Set when the reader cancels (the client went away) or the stream ends: a controller in either state throws on
  // enqueue, and the answer's work goes on after the client left (retrieval-only replies, citation checks).
  let ended = false;
  const waiting: string[] = [];
  const send = (event: string) => {
    if (ended) return;
    if (output) output.enqueue(encoder.encode(event));
    else waiting.push(event);
  };
  let began: () => void = () => undefined;
  const firstText = new Promise<void>((resolve) => {
    began = resolve;
  });
  const answer = service.chatStream(request, requestId, {
    signal: stopModel.signal,
    onDelta: (text, model) => {
      if (!context.model) {
        context.model = model;
        send(serverSentEvent(deltaChunk(context, { role: 'assistant', content: '' })));
        began();
      }
      send(serverSentEvent(deltaChunk(context, { content: text })));
    },
  });
  // A failure before the first text rejects here, and the middleware answers it with its status.
  await Promise.race([firstText, answer]);
  const finish = (...last: unknown[]) => {
    for (const event of last) send(serverSentEvent(event));
    send(serverSentEvent('[DONE]'));
    if (ended) return;
    ended = true;
    output?.close();
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      output = controller;
      for (const event of waiting.splice(0)) controller.enqueue(encoder.encode(event));
      answer.then(
        (whole) => finish(finalChunk(context, whole), ...(options.includeUsage ? [usageChunk(context, whole)] : [])),
        (error: unknown) => {
          if (ended) return; // the client went away: nobody to tell
          log('Chat stream broke after it began', { requestId, error: error instanceof Error ? error.message : String(error) });
          finish(streamError(error, requestId));
        },
      );
    },
    // The client went away: nothing more is written, and the model's request stops too.
    cancel() {
      ended = true;
      stopModel.abort(new Error('the client closed the stream'));
    },
  });
  return { statusCode: 200, headers: { ...EVENT_STREAM_HEADERS, 'X-Request-Id': requestId }, body };
}
