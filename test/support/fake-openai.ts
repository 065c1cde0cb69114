import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for Groq's OpenAI-compatible API (unreachable from here), speaking its wire
 * protocol for POST /chat/completions: the JSON request, `chat.completion` responses with usage,
 * and its errors (status codes, `retry-after`, `{"error": {message, type, code}}` bodies). With `"stream": true` a
 * reply comes as Groq streams it: `text/event-stream`, one chat.completion.chunk per word in `data:` lines, the usage
 * in the last chunk (`stream_options.include_usage`), then `data: [DONE]`.
 */
export type Behaviour =
  | {
      kind: 'ok';
      content: string;
      usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
      /** Streamed: the pause before each piece after the first. */
      pieceDelayMs?: number;
      /** Why the model stopped (default "stop"; "length": at max_tokens). */
      finishReason?: string;
    }
  /** Streamed: these first pieces of the reply, then the connection is cut. */
  | { kind: 'stream-break'; pieces: string[] }
  | { kind: 'status'; status: number; retryAfter?: string; code?: string; message?: string }
  | { kind: 'delay'; ms: number; then: Behaviour }
  | { kind: 'drop' }
  /** 200 and the start of a JSON body, then nothing more (the connection held open). */
  | { kind: 'stall-after-headers' }
  /** A 200 whose body is this text as it is (not JSON, say). */
  | { kind: 'raw'; body: string }
  /** A well-formed chat.completion whose reply is this many bytes of text. */
  | { kind: 'oversized'; bytes: number };

export interface UpstreamCall {
  model: string;
  authorization?: string;
  body: { model: string; messages: Array<{ role: string; content: string }>; max_tokens: number; temperature: number; stream?: boolean };
  /** Streamed calls: whether the client closed the connection before the reply ended. */
  closedEarly?: boolean;
}

export interface FakeOpenAi {
  endpoint: string;
  calls: UpstreamCall[];
  /** Behaviour per upstream model id; models not listed answer with a default reply. */
  script: Map<string, Behaviour>;
  close: () => Promise<void>;
}

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'invalid_request_error',
  404: 'invalid_request_error',
  429: 'tokens',
  498: 'flex_tier_capacity_exceeded',
};

/** Writes the pieces as chat.completion.chunk events, `delayMs` apart; stops when the client has gone. */
async function streamPieces(
  response: import('node:http').ServerResponse,
  model: string,
  sequence: number,
  pieces: string[],
  delayMs: number,
  finishReason = 'stop',
) {
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', 'x-request-id': `req_${sequence}` });
  const chunk = (delta: Record<string, string>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: `chatcmpl-${sequence}`,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    })}\n\n`;
  response.write(chunk({ role: 'assistant', content: '' }, null));
  for (const [index, piece] of pieces.entries()) {
    if (index > 0 && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
    if (response.destroyed) return;
    response.write(chunk({ content: piece }, null));
  }
  response.write(chunk({}, finishReason));
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const calls: UpstreamCall[] = [];
  const script = new Map<string, Behaviour>();
  let sequence = 0;
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', async () => {
      if (request.method !== 'POST' || request.url !== '/openai/v1/chat/completions') {
        response.writeHead(404, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'Unknown request URL', type: 'invalid_request_error', code: 'unknown_url' } }));
        return;
      }
      const body = JSON.parse(text) as UpstreamCall['body'];
      const call: UpstreamCall = { model: body.model, authorization: request.headers.authorization, body };
      calls.push(call);
      let behaviour: Behaviour = script.get(body.model) ?? { kind: 'ok', content: `Reply from ${body.model}.` };
      while (behaviour.kind === 'delay') {
        const { ms, then } = behaviour;
        // Unreferenced: a long delay never holds the test process open after its clients gave up.
        await new Promise((resolve) => setTimeout(resolve, ms).unref());
        if (response.destroyed || request.destroyed) return;
        behaviour = then;
      }
      if (behaviour.kind === 'drop') {
        request.socket.destroy();
        return;
      }
      if (behaviour.kind === 'stall-after-headers') {
        response.writeHead(200, { 'Content-Type': 'application/json', 'x-request-id': `req_${++sequence}` });
        response.write(
          '{"id":"chatcmpl-stalled","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"It',
        );
        return; // never ends: the client's timeout must
      }
      if (behaviour.kind === 'raw') {
        response.writeHead(200, { 'Content-Type': 'application/json', 'x-request-id': `req_${++sequence}` });
        response.end(behaviour.body);
        return;
      }
      if (behaviour.kind === 'oversized') {
        behaviour = { kind: 'ok', content: 'x'.repeat(behaviour.bytes) };
      }
      if (behaviour.kind === 'status') {
        response.writeHead(behaviour.status, {
          'Content-Type': 'application/json',
          ...(behaviour.retryAfter === undefined ? {} : { 'retry-after': behaviour.retryAfter }),
          'x-request-id': `req_${++sequence}`,
        });
        response.end(
          JSON.stringify({
            error: {
              message: behaviour.message ?? `status ${behaviour.status}`,
              type: ERROR_TYPES[behaviour.status] ?? 'internal_server_error',
              code: behaviour.code,
            },
          }),
        );
        return;
      }
      if (behaviour.kind === 'stream-break') {
        streamPieces(response, body.model, ++sequence, behaviour.pieces, 0);
        setTimeout(() => request.socket.destroy(), 20).unref();
        return;
      }
      const usage = behaviour.usage ?? { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 };
      if (body.stream) {
        response.on('close', () => {
          if (!response.writableFinished) call.closedEarly = true;
        });
        const pieces = behaviour.content.match(/\S+\s*|\s+/g) ?? [behaviour.content];
        await streamPieces(response, body.model, ++sequence, pieces, behaviour.pieceDelayMs ?? 0, behaviour.finishReason);
        if (response.destroyed) return;
        response.write(
          `data: ${JSON.stringify({ id: `chatcmpl-${sequence}`, object: 'chat.completion.chunk', model: body.model, choices: [], usage })}\n\n`,
        );
        response.end('data: [DONE]\n\n');
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json', 'x-request-id': `req_${++sequence}` });
      response.end(
        JSON.stringify({
          id: `chatcmpl-${sequence}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: behaviour.content },
              logprobs: null,
              finish_reason: behaviour.finishReason ?? 'stop',
            },
          ],
          usage: { ...usage, queue_time: 0.01, prompt_time: 0.01, completion_time: 0.02, total_time: 0.03 },
          system_fingerprint: 'fp_test',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/openai/v1`,
    calls,
    script,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
