/**
 * A minimal client for OpenAI-compatible chat completions (Groq, or any self-hosted server speaking
 * the same protocol): one POST /chat/completions, with a timeout, and errors classified for failover.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionResult {
  id: string;
  content: string;
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

export class UpstreamError extends Error {
  constructor(
    message: string,
    /** Whether another model may succeed (capacity, rate limit, outage, timeout, model gone). */
    readonly failover: boolean,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

const FAILOVER_STATUSES = new Set([429, 498, 500, 502, 503, 504]);
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

export async function chatCompletion(options: {
  baseUrl: string;
  apiKey: string;
  model: string;
  messages: ChatMessage[];
  maxTokens: number;
  temperature: number;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}): Promise<CompletionResult> {
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${options.apiKey}` },
      body: JSON.stringify({ model: options.model, messages: options.messages, max_tokens: options.maxTokens, temperature: options.temperature }),
      signal: AbortSignal.timeout(Math.max(1, options.timeoutMs)),
    });
  } catch (error) {
    const name = (error as Error).name;
    throw new UpstreamError(name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : `connection failed (${(error as Error).message})`, true);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    let detail = text.slice(0, 300);
    try {
      const body = JSON.parse(text) as { error?: { message?: string; code?: string } };
      detail = [body.error?.code, body.error?.message].filter(Boolean).join(': ') || detail;
    } catch {
      // not JSON: keep the text
    }
    const modelGone = (response.status === 404 || response.status === 400) && MODEL_GONE.test(detail);
    throw new UpstreamError(`HTTP ${response.status}${detail ? ` (${detail})` : ''}`, FAILOVER_STATUSES.has(response.status) || modelGone, retryAfterOf(response.headers));
  }
  let body: { id?: unknown; choices?: Array<{ message?: { content?: unknown } }>; usage?: Record<string, unknown> };
  try {
    body = JSON.parse(text);
  } catch {
    throw new UpstreamError('the response was not JSON', true);
  }
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new UpstreamError('the response had no message content', true);
  const usage = body.usage ?? {};
  return {
    id: typeof body.id === 'string' ? body.id : `chatcmpl-${Date.now()}`,
    content,
    usage: { prompt_tokens: asCount(usage.prompt_tokens), completion_tokens: asCount(usage.completion_tokens), total_tokens: asCount(usage.total_tokens) },
  };
}
