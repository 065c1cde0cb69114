import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { RESOURCE_NOT_FOUND, resourceErrorOf, toolErrorOf } from '../../../../functions/mcp/mcp-errors';
import { toolRunner } from '../../../../functions/mcp/mcp-tools';
import { CorpusNotImportedError, InvalidInputError, NotFoundError } from '../../../../functions/shared/domain-errors';
import { HttpError, TableUnavailableError } from '../../../../functions/shared/errors';

const toolError = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

describe('domain errors over MCP', () => {
  it("makes each refusal a tool error reading as the REST answer's status line and message", () => {
    expect(toolErrorOf(new InvalidInputError("Invalid argument 'verse_key': must be one verse", { param: 'verse_key' }))).toEqual(
      toolError("400 Bad Request: Invalid argument 'verse_key': must be one verse"),
    );
    expect(toolErrorOf(new NotFoundError('Surah 115 does not exist', { suggestions: [{ name: 'x' }] }))).toEqual(
      toolError('404 Not Found: Surah 115 does not exist'),
    );
    expect(toolErrorOf(new CorpusNotImportedError('The hadith corpus has not been imported', 60))).toEqual(
      toolError('503 Service Unavailable: The hadith corpus has not been imported'),
    );
    expect(toolErrorOf(new HttpError(413, 'This answer would take 6.1 MB'))).toEqual(
      toolError('413 Payload Too Large: This answer would take 6.1 MB'),
    );
    expect(toolErrorOf(new Error('a bug'))).toBeUndefined();
  });

  it('makes a not-found resource -32002 and any other refusal an internal error, with the same words', () => {
    const missing = resourceErrorOf(new NotFoundError('Surah 2 (Al-Baqarah) has 286 ayahs; there is no ayah 300'));
    expect(missing).toBeInstanceOf(McpError);
    expect(missing?.code).toBe(RESOURCE_NOT_FOUND);
    expect(missing?.message).toMatch(/: 404 Not Found: Surah 2 \(Al-Baqarah\) has 286 ayahs; there is no ayah 300$/);
    const notImported = resourceErrorOf(new CorpusNotImportedError('The Quran corpus has not been imported', 60));
    expect([notImported?.code, notImported?.message]).toEqual([-32603, expect.stringMatching(/: 503 Service Unavailable: The Quran/)]);
    expect(resourceErrorOf(new InvalidInputError('bad'))?.code).toBe(-32603);
    expect(resourceErrorOf(new TableUnavailableError('timeout'))?.code).toBe(-32603);
    expect(resourceErrorOf(new Error('a bug'))).toBeUndefined();
  });

  it("answers a tool's refusal as a tool error and lets a failure through", async () => {
    const tool = toolRunner({ bytesLeft: 10_000 });
    expect(
      await tool(async () => {
        throw new NotFoundError('No dua has id 9999; ids run from 1 to 300');
      }),
    ).toEqual(toolError('404 Not Found: No dua has id 9999; ids run from 1 to 300'));
    await expect(
      tool(async () => {
        throw new TypeError('a bug');
      }),
    ).rejects.toThrow('a bug');
    expect(await tool(async () => ({ found: 1 }))).toEqual({
      content: [{ type: 'text', text: '{"found":1}' }],
      structuredContent: { found: 1 },
    });
  });
});
