import * as z from 'zod';
import { documentOperation, example, inputSchema } from '../shared/openapi-parts';

/** A JSON-RPC 2.0 message to the MCP server (its methods and params are MCP's, listed by `tools/list`). */
const mcpMessageSchema = z.looseObject({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number().int()]).optional().meta({ description: 'Absent on a notification' }),
  method: z.string().meta({ description: 'initialize, tools/list, tools/call, ping...' }),
  params: z.record(z.string(), z.unknown()).optional(),
});

const mcpAnswerSchema = z
  .looseObject({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string(), z.number().int(), z.null()]),
    result: z.record(z.string(), z.unknown()).optional(),
    error: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }).optional(),
  })
  .meta({ id: 'McpAnswer' });

/** POST /api/v1/mcp in the OpenAPI document: the transport, tools, resources and prompts, with example messages. */
documentOperation('mcp', {
  summary: 'Model Context Protocol server (Streamable HTTP)',
  description: [
    'For AI assistants and agent frameworks: an MCP server (protocol 2025-06-18 and later, the official SDK\u2019s Streamable',
    'HTTP transport, stateless, JSON answers). Send JSON-RPC messages with `Accept: application/json, text/event-stream`;',
    'a request is answered 200 with its JSON-RPC response (JSON-RPC errors included), a notification 202 without a body, a',
    'client that does not accept both 406. Tools: quran_verses, quran_search, hadith_by_reference, hadith_search,',
    'duas, prayer_times, qibla, zakat and verify, each with its input and output schemas (`tools/list`; results carry',
    '`structuredContent`). Resources (`resources/read`): `quran://{surah}/{ayah}`, `quran://{surah}`,',
    '`hadith://{collection}/{number}`; prompts: answer_with_verified_sources, check_citations. A failing call answers a tool result',
    'flagged `isError` (true) and a message saying what to change. Each message counts as one request against the caller\u2019s',
    'rate limit, with the same keys. GET (a server-initiated event stream) is not offered: 405.',
  ].join('\n'),
  body: {
    schema: inputSchema(mcpMessageSchema),
    examples: {
      initialize: example('Open a session (the answer names the server and its protocol version)', {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'my-agent', version: '1.0' } },
      }),
      call: example('Call a tool', {
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'quran_verses', arguments: { verse_key: '2:255', translations: 'ur' } },
      }),
    },
  },
  answers: [mcpAnswerSchema],
  errors: [406, 413, 415],
});
