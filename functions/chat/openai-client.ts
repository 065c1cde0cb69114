/**
 * A minimal client for OpenAI-compatible chat completions (Groq, or any self-hosted server speaking
 * the same protocol): one POST /chat/completions, with a timeout covering the body as well as the
 * headers, a cap on what is accepted, and every failure classified for failover.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionResult {
  id: string;
  content: string;
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  /** The provider's finish_reason ("stop", "length"...), when it gave one. */
  finishReason?: string;
}

/** The request body the provider is sent: the completion's settings, the optional ones only when given. */
function providerBody(options: {
  model: string;
  messages: ChatMessage[];
  maxTokens: number;
  temperature: number;
  topP?: number;
  stop?: string[];
  seed?: number;
}): Record<string, unknown> {
  return {
    model: options.model,
    messages: options.messages,
    max_tokens: options.maxTokens,
    temperature: options.temperature,
    ...(options.topP === undefined ? {} : { top_p: options.topP }),
    ...(options.stop === undefined ? {} : { stop: options.stop }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  };
}

/**
 * What went wrong, in the words a client is told (the provider's own text, which may name hosts,
 * internal addresses, organisations or the service's key, only ever goes to the log).
 */
export type UpstreamFailure = 'rate_limited' | 'unavailable' | 'timeout' | 'bad_response' | 'auth';

export class UpstreamError extends Error {
  constructor(
    readonly category: UpstreamFailure,
    /** For the log only: status, provider error code and message. */
    readonly detail: string,
    /** Whether another model may succeed (capacity, rate limit, outage, timeout, model gone, a broken reply). */
    readonly failover: boolean,
    readonly retryAfterSeconds?: number,
  ) {
    super(`${category}: ${detail}`);
    this.name = 'UpstreamError';
  }
}

/** The most of a provider's answer that is read: far above any reply of 4,096 tokens, far below Lambda's 6 MB. */
export const MAX_PROVIDER_RESPONSE_BYTES = 1024 * 1024;

const UNAVAILABLE_STATUSES = new Set([498, 500, 502, 503, 504]);
const MODEL_GONE = /model_not_found|model_decommissioned|does not exist|decommissioned|not found/i;

function retryAfterOf(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

const asCount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0);

const isTimeout = (error: unknown) => ['TimeoutError', 'AbortError'].includes((error as Error)?.name);

/** The body, up to the cap; a stall while reading it is the attempt's timeout, not a malformed reply. */
async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_PROVIDER_RESPONSE_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new UpstreamError('bad_response', `declared ${declared} bytes, over the ${MAX_PROVIDER_RESPONSE_BYTES}-byte cap`, true);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_PROVIDER_RESPONSE_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw new UpstreamError('bad_response', `more than ${MAX_PROVIDER_RESPONSE_BYTES} bytes`, true);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (isTimeout(error)) throw new UpstreamError('timeout', 'timed out while reading the response body', true);
    throw new UpstreamError('unavailable', `connection failed while reading the body (${(error as Error).message})`, true);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A request that got no response headers: it timed out, or the connection failed. */
const connectionFailure = (error: unknown) =>
  isTimeout(error)
    ? new UpstreamError('timeout', 'timed out before the response headers', true)
    : new UpstreamError('unavailable', `connection failed (${(error as Error).message})`, true);

/** What an error status means for failover, with the provider's own words for the log. */
function failureOf(response: Response, text: string): UpstreamError {
  let detail = text.slice(0, 300);
  try {
    const body = JSON.parse(text) as { error?: { message?: string; code?: string } };
    detail = [body.error?.code, body.error?.message].filter(Boolean).join(': ') || detail;
  } catch {
    // not JSON: keep the text
  }
  const status = `HTTP ${response.status}${detail ? ` (${detail})` : ''}`;
  if (response.status === 429) return new UpstreamError('rate_limited', status, true, retryAfterOf(response.headers));
  if (response.status === 401 || response.status === 403) return new UpstreamError('auth', status, false);
  if (UNAVAILABLE_STATUSES.has(response.status)) return new UpstreamError('unavailable', status, true, retryAfterOf(response.headers));
  if ((response.status === 404 || response.status === 400) && MODEL_GONE.test(detail))
    return new UpstreamError('unavailable', status, true);
  return new UpstreamError('bad_response', status, false);
}

export async function chatCompletion(options: {
  baseUrl: string;
  apiKey: string;
  model: string;
  messages: ChatMessage[];
  maxTokens: number;
  temperature: number;
  timeoutMs: number;
  topP?: number;
  stop?: string[];
  seed?: number;
  fetchImpl?: typeof fetch;
}): Promise<CompletionResult> {
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${options.apiKey}` },
      body: JSON.stringify(providerBody(options)),
      // Covers reading the body too: a provider that sends headers and then stalls times out.
      signal: AbortSignal.timeout(Math.max(1, Math.ceil(options.timeoutMs))),
    });
  } catch (error) {
    throw connectionFailure(error);
  }
  const text = await readCapped(response);
  if (!response.ok) throw failureOf(response, text);
  let body: {
    id?: unknown;
    choices?: Array<{ message?: { content?: unknown }; finish_reason?: unknown }>;
    usage?: Record<string, unknown>;
  };
  try {
    body = JSON.parse(text);
  } catch {
    throw new UpstreamError('bad_response', `the response was not JSON (${text.length} characters)`, true);
  }
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new UpstreamError('bad_response', 'the response had no message content', true);
  const usage = body.usage ?? {};
  const finishReason = body.choices?.[0]?.finish_reason;
  return {
    id: typeof body.id === 'string' ? body.id : `chatcmpl-${Date.now()}`,
    content,
    ...(typeof finishReason === 'string' ? { finishReason } : {}),
    usage: {
      prompt_tokens: asCount(usage.prompt_tokens),
      completion_tokens: asCount(usage.completion_tokens),
      total_tokens: asCount(usage.total_tokens),
    },
  };
}

/** Thrown when a streamed reply breaks after some of it was passed on: too late to ask another model. */
export class StreamBrokenError extends Error {
  constructor(readonly cause: UpstreamError) {
    super(`the reply stream broke after it began: ${cause.message}`);
    this.name = 'StreamBrokenError';
  }
}

interface StreamChunk {
  id?: unknown;
  choices?: Array<{ delta?: { content?: unknown }; finish_reason?: unknown }>;
  usage?: Record<string, unknown> | null;
}

/**
 * The same completion, streamed (`stream: true`): each piece of text goes to `onDelta` as the provider sends it
 * (server-sent events, `data:` lines, `[DONE]`). A failure before the first piece is an UpstreamError, as without
 * streaming, so that the caller may try another model; after it, a StreamBrokenError. `signal` stops the request
 * (the client went away); `timeoutMs` bounds the wait for each event, not the whole reply.
 */
export async function streamChatCompletion(
  options: Parameters<typeof chatCompletion>[0] & {
    onDelta: (text: string) => void;
    signal?: AbortSignal;
  },
): Promise<CompletionResult> {
  const stalled = new AbortController();
  const arm = () => setTimeout(() => stalled.abort(new DOMException('stalled', 'TimeoutError')), Math.max(1, Math.ceil(options.timeoutMs)));
  let timer = arm();
  const keepWaiting = () => {
    clearTimeout(timer);
    timer = arm();
  };
  const signal = options.signal ? AbortSignal.any([options.signal, stalled.signal]) : stalled.signal;
  let started = false;
  const failed = (error: UpstreamError) => (started ? new StreamBrokenError(error) : error);
  try {
    let response: Response;
    try {
      response = await (options.fetchImpl ?? fetch)(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${options.apiKey}`, Accept: 'text/event-stream' },
        body: JSON.stringify({ ...providerBody(options), stream: true, stream_options: { include_usage: true } }),
        signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw connectionFailure(error);
    }
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      // An error status, classified as without streaming; or a provider that ignored `stream` (another may not).
      const text = await readCapped(response);
      throw response.ok
        ? new UpstreamError('bad_response', 'the provider did not answer with an event stream', true)
        : failureOf(response, text);
    }
    let id = `chatcmpl-${Date.now()}`;
    let content = '';
    let finishReason: string | undefined;
    let usage: CompletionResult['usage'] = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
    let size = 0;
    let pending = '';
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    for (;;) {
      let read: Awaited<ReturnType<typeof reader.read>>;
      try {
        read = await reader.read();
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw failed(
          isTimeout(error)
            ? new UpstreamError('timeout', 'the stream stalled', true)
            : new UpstreamError('unavailable', `the stream broke (${(error as Error).message})`, true),
        );
      }
      if (read.done) break;
      keepWaiting();
      size += read.value.byteLength;
      if (size > MAX_PROVIDER_RESPONSE_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw failed(new UpstreamError('bad_response', `more than ${MAX_PROVIDER_RESPONSE_BYTES} bytes`, true));
      }
      pending += decoder.decode(read.value, { stream: true });
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') continue;
        let chunk: StreamChunk;
        try {
          chunk = JSON.parse(data) as StreamChunk;
        } catch {
          throw failed(new UpstreamError('bad_response', 'a stream event was not JSON', true));
        }
        if (typeof chunk.id === 'string') id = chunk.id;
        if (chunk.usage) {
          usage = {
            prompt_tokens: asCount(chunk.usage.prompt_tokens),
            completion_tokens: asCount(chunk.usage.completion_tokens),
            total_tokens: asCount(chunk.usage.total_tokens),
          };
        }
        const finished = chunk.choices?.[0]?.finish_reason;
        if (typeof finished === 'string') finishReason = finished;
        const text = chunk.choices?.[0]?.delta?.content;
        if (typeof text === 'string' && text.length > 0) {
          started = true;
          content += text;
          options.onDelta(text);
        }
      }
    }
    if (!started) throw new UpstreamError('bad_response', 'the stream carried no text', true);
    return { id, content, usage, ...(finishReason ? { finishReason } : {}) };
  } finally {
    clearTimeout(timer);
  }
}
