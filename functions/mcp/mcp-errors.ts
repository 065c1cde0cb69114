import { type CallToolResult, McpError } from '@modelcontextprotocol/sdk/types.js';
import { type HttpError, httpErrorOf } from '../shared/errors';

/**
 * Where a refusal becomes an MCP error, tools and resources alike. A refusal is a domain error (an invalid input,
 * something not found, a corpus not imported) or an HttpError (the table unavailable, an answer too large); it reads
 * as the REST answer's status line and message ("404 Not Found: Surah 115 does not exist..."), so that a model or a
 * person sees the same words either way. Anything else is no refusal but a failure, left to the SDK.
 */

/** MCP's code for a resource that does not exist (the specification's -32002). */
export const RESOURCE_NOT_FOUND = -32002;
/** JSON-RPC's internal error: a resource that exists but cannot be read now (a corpus not imported). */
const INTERNAL_ERROR = -32603;

const statusLine = (refusal: HttpError) => `${refusal.statusCode} ${refusal.error}: ${refusal.message}`;

/** A tool's refusal as a tool error the model can read and act on (MCP asks this rather than a protocol error). */
export function toolErrorOf(error: unknown): CallToolResult | undefined {
  const refusal = httpErrorOf(error);
  return refusal && { isError: true, content: [{ type: 'text', text: statusLine(refusal) }] };
}

/** A resource read's refusal as the JSON-RPC error saying why: "not found" for a 404, an internal error otherwise. */
export function resourceErrorOf(error: unknown): McpError | undefined {
  const refusal = httpErrorOf(error);
  return refusal && new McpError(refusal.statusCode === 404 ? RESOURCE_NOT_FOUND : INTERNAL_ERROR, statusLine(refusal));
}
