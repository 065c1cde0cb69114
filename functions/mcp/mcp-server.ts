import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerPrompts, registerResources } from './mcp-resources';
import { type McpToolDependencies, serverWithTools } from './mcp-tools';

/**
 * The MCP server of one request (stateless, as the Streamable HTTP transport allows): its tools, and beyond them the
 * corpora as resources (a verse, a surah, a hadith, a commentary) and prompts for the common tasks. Assembled here, so
 * that the tools and the resources each stand on their own and neither imports the other's registration.
 */
export function createMcpServer(deps: McpToolDependencies): McpServer {
  const server = serverWithTools(deps);
  registerResources(server, deps);
  registerPrompts(server);
  return server;
}
