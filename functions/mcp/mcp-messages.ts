import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  InitializeRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { APIGatewayProxyEvent } from 'aws-lambda';

/**
 * Messages one request may carry as a JSON-RPC batch. Each counts as one request against the caller's limit, so
 * the cap mostly bounds the work one HTTP request starts before it can be answered (and the size of its answer).
 */
export const MAX_MCP_BATCH = 20;

/**
 * How many requests an MCP request counts as: the messages of a batch, else one. Read before any other work (the
 * rate limiter runs first); a body that is not a readable batch counts once and is refused later for what it is.
 */
export function mcpMessageCount(event: APIGatewayProxyEvent): number {
  if (!event.body) return 1;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (!/^\s*\[/.test(text)) return 1;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.length > 1 && parsed.length <= MAX_MCP_BATCH ? parsed.length : 1;
  } catch {
    return 1;
  }
}

/** Tools whose one call on a range of verses may read and build megabytes: verses by the hundred, a surah's commentary. */
const RANGE_TOOLS = new Set(['quran_verses', 'tafsir']);

/**
 * Whether an MCP request is heavy work (work-share.ts): a batch of several tool calls, or one call on a range of verses.
 * It then waits its client's turn, so that ten batches from ten addresses run two at a time, not all at once.
 */
export function isHeavyMcpBody(body: unknown): boolean {
  if (Array.isArray(body)) return body.filter(isToolCall).length > 1 || body.some(isHeavyMcpBody);
  if (!isToolCall(body)) return false;
  const { name, arguments: args } = (body as { params: { name?: unknown; arguments?: { verse_key?: unknown } } }).params;
  return typeof name === 'string' && RANGE_TOOLS.has(name) && typeof args?.verse_key === 'string' && /[-,]/.test(args.verse_key);
}

const isToolCall = (message: unknown) =>
  typeof message === 'object' &&
  message !== null &&
  (message as { method?: unknown }).method === 'tools/call' &&
  typeof (message as { params?: unknown }).params === 'object' &&
  (message as { params?: unknown }).params !== null;

const REQUEST_SCHEMAS = new Map(
  [
    InitializeRequestSchema,
    PingRequestSchema,
    ListToolsRequestSchema,
    CallToolRequestSchema,
    ListResourcesRequestSchema,
    ListResourceTemplatesRequestSchema,
    ReadResourceRequestSchema,
    ListPromptsRequestSchema,
    GetPromptRequestSchema,
  ].map((schema) => [schema.shape.method.value as string, schema] as const),
);

export interface JsonRpcError {
  jsonrpc: '2.0';
  id: string | number;
  error: { code: number; message: string };
}

const readable = (message: string) => message.replace(/^Invalid input: /, '').replace(/\brecord\b/g, 'an object of named values');

/**
 * The InvalidParams answer (-32602) for a request whose params do not fit its method, naming the field, or
 * undefined. The SDK would answer these -32603 (an internal error) with the schema's own dump.
 */
export function invalidParamsOf(message: unknown): JsonRpcError | undefined {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return undefined;
  const { id, method } = message as { id?: unknown; method?: unknown };
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof method !== 'string') return undefined;
  const schema = REQUEST_SCHEMAS.get(method);
  if (!schema) return undefined;
  const checked = schema.safeParse(message);
  const invalid = (where: string, what: string): JsonRpcError => ({
    jsonrpc: '2.0',
    id,
    error: { code: ErrorCode.InvalidParams, message: `Invalid params of '${method}': ${where} ${what}` },
  });
  if (checked.success) {
    // The SDK reads a resource's URI with `new URL`, and answers one it cannot read (an empty string) as an internal error.
    const uri = method === ReadResourceRequestSchema.shape.method.value ? (message as { params: { uri: string } }).params.uri : undefined;
    if (uri !== undefined && !URL.canParse(uri))
      return invalid("'params.uri'", 'must be a URI, such as quran://2/255 (resources/list names them)');
    return undefined;
  }
  const issue = checked.error.issues[0];
  return invalid(issue.path.length ? `'${issue.path.join('.')}'` : 'the message', readable(issue.message));
}
