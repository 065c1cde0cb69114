import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { LargeAnswers } from './mcp-large-answers';
import { registerPrompts, registerResources } from './mcp-resources';
import { type McpToolDependencies, serverWithTools } from './mcp-tools';

/**
 * The MCP server of one request (stateless, as the Streamable HTTP transport allows): its tools, and beyond them the
 * corpora as resources (a verse, a surah, a hadith, a commentary) and prompts for the common tasks. `large` keeps
 * the tools' answers of megabytes, written beside the SDK's answer (mcp-large-answers.ts). Assembled here, so
 * that the tools and the resources each stand on their own and neither imports the other's registration.
 */
export function createMcpServer(deps: McpToolDependencies, large?: LargeAnswers): McpServer {
  const server = serverWithTools(deps, large);
  registerResources(server, deps);
  registerPrompts(server);
  return server;
}
