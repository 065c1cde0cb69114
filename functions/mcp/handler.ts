import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { duaService } from '../duas/dua-service';
import { hadithService } from '../hadith/hadith-service';
import { quranService } from '../quran/quran-service';
import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { HttpError } from '../shared/errors';
import { httpEndpoint } from '../shared/middleware';
import { tafsirService } from '../tafsir/tafsir-service';
import { LargeAnswers } from './mcp-large-answers';
import { invalidParamsOf, isHeavyMcpBody, type JsonRpcError, MAX_MCP_BATCH, mcpMessageCount } from './mcp-messages';
import { createMcpServer } from './mcp-server';
import type { McpToolDependencies } from './mcp-tools';

/** The answer's headers a client of the transport reads. */
const PASSED_HEADERS = ['content-type', 'mcp-session-id', 'mcp-protocol-version'];

/** The proxy event as the Web Request the SDK's transport reads (its body is given to it already parsed). */
function webRequestOf(event: APIGatewayProxyEvent): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(event.headers ?? {})) if (value !== undefined) headers.set(name, value);
  // Every answer here is JSON, never a stream: a client that accepts JSON (a generic HTTP client, the docs page's
  // "Try it out") is answered, though MCP asks clients to list text/event-stream too. One that refuses JSON is a 406.
  const accept = headers.get('accept') ?? '';
  if (/application\/json|\*\/\*/i.test(accept)) headers.set('accept', 'application/json, text/event-stream');
  return new Request(`https://${event.headers?.host ?? 'localhost'}${event.path}`, { method: event.httpMethod, headers });
}

/** The transport, each message it sends with a large answer's JSON marked (mcp-large-answers.ts). */
class TransportWithLargeAnswers extends WebStandardStreamableHTTPServerTransport {
  constructor(private readonly large: LargeAnswers) {
    super({ sessionIdGenerator: undefined, enableJsonResponse: true });
  }

  override send(message: JSONRPCMessage, options?: { relatedRequestId?: RequestId }): Promise<void> {
    return super.send(this.large.marked(message), options);
  }
}

async function proxyResultOf(response: Response, large: LargeAnswers): Promise<APIGatewayProxyResult> {
  if (response.status >= 400) {
    // The transport's own refusals (406 for an Accept without JSON, 415, a body that is not JSON-RPC) answer in the
    // API's error shape, as every endpoint's do; JSON-RPC errors of a well-formed exchange stay in the 200 answer.
    const text = await response.text();
    let message = text;
    try {
      message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
    } catch {
      // not JSON: the text as it is
    }
    throw new HttpError(response.status, message || `The MCP transport refused the request (${response.status})`);
  }
  const headers: Record<string, string> = {};
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())] = value;
  }
  return { statusCode: response.status, headers, body: large.written(await response.text()) };
}

/**
 * POST /api/v1/mcp: a Model Context Protocol server over the Streamable HTTP transport (the official SDK), stateless
 * with JSON answers, so that each request is one Lambda invocation like every other endpoint: behind the same keys
 * and rate limits (each MCP message counts as one request), answering from the same services.
 */
export function createHandler(context: EndpointContext) {
  const deps: McpToolDependencies = {
    quran: quranService(context),
    tafsir: tafsirService(context),
    hadith: hadithService(context),
    duas: duaService(context),
    now: () => new Date(),
  };
  return httpEndpoint(context, { countAs: mcpMessageCount, heavy: ({ body }) => isHeavyMcpBody(body) }, async ({ body, event }) => {
    const batch = Array.isArray(body);
    const messages: unknown[] = batch ? body : [body];
    if (messages.length > MAX_MCP_BATCH) {
      throw new HttpError(
        400,
        `A JSON-RPC batch may hold at most ${MAX_MCP_BATCH} messages (each counts as a request); this one holds ${messages.length}`,
      );
    }
    // Requests whose params do not fit their method are answered here, with InvalidParams; the rest go to the SDK.
    const refused = messages.map(invalidParamsOf);
    const passed = messages.filter((_, i) => !refused[i]);
    const refusals = refused.filter((error): error is JsonRpcError => error !== undefined);
    if (refusals.length === 0) return answerFromSdk(event, body);
    const answered = passed.length > 0 ? (await answerFromSdk(event, batch ? passed : passed[0])).body : '';
    // The refusals' JSON, then the SDK's answers' (one, or an array of them), joined as text: its answers may be
    // megabytes, which parsing and writing again would hold the loop for (and write the same).
    const texts = refusals.map((refusal) => JSON.stringify(refusal));
    if (answered) texts.push(answered.startsWith('[') ? answered.slice(1, -1) : answered);
    return { statusCode: 200, headers: { 'Content-Type': 'application/json' }, body: batch ? `[${texts.join(',')}]` : texts[0] };
  });

  async function answerFromSdk(event: APIGatewayProxyEvent, body: unknown): Promise<APIGatewayProxyResult> {
    const large = new LargeAnswers();
    const server = createMcpServer(deps, large);
    const transport = new TransportWithLargeAnswers(large);
    try {
      await server.connect(transport);
      return await proxyResultOf(await transport.handleRequest(webRequestOf(event), { parsedBody: body }), large);
    } finally {
      await server.close();
    }
  }
}

export const handler = createHandler(environmentContext());
