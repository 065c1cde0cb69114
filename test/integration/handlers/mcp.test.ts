import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { startTestService, type TestService } from '../../support/local-service';
import { realTafsirSources } from '../../support/real-corpus';

/**
 * POST /api/v1/mcp through the HTTP server, driven by the MCP SDK's own client over Streamable HTTP: the tools
 * listed, each called, and errors as MCP reports them. The exchange is printed (the closing note's transcript).
 */
let service: TestService;
let client: Client;
const transcript: string[] = [];

/** The client's fetch, recording each message and its answer, shortened. */
const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const body = typeof init?.body === 'string' ? init.body : '';
  const answer = await response.clone().text();
  transcript.push(`${init?.method ?? 'GET'} ${body.slice(0, 160)}\n  -> ${response.status} ${answer.slice(0, 200)}`);
  return response;
};

beforeAll(async () => {
  service = await startTestService({ hadith: 'fixture' });
  client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${service.baseUrl}/api/v1/mcp`), { fetch: recordingFetch }));
});

afterAll(async () => {
  await client?.close();
  await service?.close();
  console.log(`MCP transcript:\n${transcript.join('\n')}`);
});

/**
 * A tool's JSON answer (what a model reads), after checking it is not an error, and that its structuredContent (what a
 * client reads; the SDK's client has checked it against the tool's outputSchema) is the same value.
 */
async function call(name: string, args: Record<string, unknown>) {
  const result = CallToolResultSchema.parse(await client.callTool({ name, arguments: args }));
  const text = result.content[0]?.type === 'text' ? result.content[0].text : '';
  if (result.isError) throw new Error(`${name} failed: ${text}`);
  expect(result.structuredContent).toEqual(JSON.parse(text));
  return JSON.parse(text);
}

async function callFailing(name: string, args: Record<string, unknown>): Promise<string> {
  const result = CallToolResultSchema.parse(await client.callTool({ name, arguments: args }));
  expect(result.isError).toBe(true);
  return result.content[0]?.type === 'text' ? result.content[0].text : '';
}

describe('the MCP server at /api/v1/mcp', () => {
  it('introduces itself and lists its tools, each with a JSON schema and a description a model can act on', async () => {
    expect(client.getServerVersion()).toEqual({ name: 'islamic-knowledge-api', version: '0.1.0' });
    expect(client.getInstructions()).toMatch(/run verify on a draft answer/);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        'duas',
        'hadith_by_reference',
        'hadith_search',
        'inheritance',
        'prayer_times',
        'qibla',
        'quran_search',
        'quran_verses',
        'tafsir',
        'verify',
        'zakat',
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.description!.length).toBeGreaterThan(80);
      expect(tool.annotations?.readOnlyHint).toBe(true);
      // Every tool says what its structuredContent holds.
      expect(tool.outputSchema?.type).toBe('object');
      expect(Object.keys(tool.outputSchema?.properties ?? {}).length).toBeGreaterThan(0);
    }
    const verses = tools.find((tool) => tool.name === 'quran_verses')!;
    expect(verses.inputSchema.required).toEqual(['verse_key']);
    expect(Object.keys(verses.inputSchema.properties ?? {})).toEqual(['verse_key', 'translations']);
  });

  it('quran_verses: verses by key, with their reference, a link and the editions asked', async () => {
    const answer = await call('quran_verses', { verse_key: '2:255-256', translations: 'ur' });
    expect(answer.results.map((r: { ayah: { reference: string } }) => r.ayah.reference)).toEqual(['2:255', '2:256']);
    expect(answer.results[0].ayah.link).toBe('https://quran.com/2/255');
    expect(answer.results[1].ayah.translation).toMatch(/^There shall be no compulsion in \[acceptance of\] the religion/);
    expect(answer.results[1].ayah.translations['ur.maududi']).toMatch(/^دین کے معاملے میں کوئی زور زبردستی نہیں ہے/);
  });

  it('quran_search: keywords, a question, and a search in another language', async () => {
    const keywords = await call('quran_search', { query: 'patience prayer', limit: 10 });
    expect(keywords.results.map((r: { ayah: { reference: string } }) => r.ayah.reference)).toEqual(
      expect.arrayContaining(['2:45', '2:153']),
    );
    expect(keywords.results[0].ayah.link).toMatch(/^https:\/\/quran\.com\/\d+\/\d+$/);
    const question = await call('quran_search', { query: 'What does the Quran say about honouring parents?', limit: 10 });
    expect(question.match).toBe('any');
    expect(question.results.map((r: { ayah: { reference: string } }) => r.ayah.reference)).toContain('17:23');
    const russian = await call('quran_search', { query: 'терпение намаз', translation: 'ru' });
    expect(russian.searched).toEqual(['ru.kuliev']);
  });

  it('hadith_by_reference and hadith_search: narrations with their sunnah.com number and link', async () => {
    const byReference = await call('hadith_by_reference', { reference: 'Sahih al-Bukhari 1' });
    expect(byReference).toMatchObject({ collection: 'bukhari', number: '1' });
    expect(byReference.url).toBe('https://sunnah.com/bukhari:1');
    const found = await call('hadith_search', { query: byReference.english.split(/\s+/).slice(0, 3).join(' '), limit: 3 });
    expect(found.total).toBeGreaterThan(0);
    expect(found.results[0].url).toMatch(/^https:\/\/sunnah\.com\//);
  });

  it('hadith_by_reference: the further books as people cite them, and a number that cannot be placed refused', async () => {
    expect(await call('hadith_by_reference', { reference: 'Riyad as-Salihin 1' })).toMatchObject({
      collection: 'riyadussalihin',
      number: '1',
      url: 'https://sunnah.com/riyadussalihin:1',
    });
    expect(await call('hadith_by_reference', { reference: 'Muwatta Malik, Book 1, Hadith 1' })).toMatchObject({
      collection: 'malik',
      reference: 'Muwatta Malik, Book 1, Hadith 1',
      in_book_reference: { book: '1', hadith: 1 },
    });
    // The fixture's Mishkat places 1 and 12 only; 5 lies between points that do not fit one number per entry.
    expect(await callFailing('hadith_by_reference', { reference: 'Mishkat al-Masabih 5' })).toMatch(/Mishkat al-Masabih 5 is not served/);
  });

  it('duas: the categories without arguments, a search with them', async () => {
    const categories = await call('duas', {});
    expect(categories.total).toBeGreaterThan(0);
    const first = categories.results[0];
    const inCategory = await call('duas', { category: first.slug, limit: 2 });
    expect(inCategory.results.length).toBeGreaterThan(0);
  });

  it('prayer_times, qibla and zakat answer as POST /utilities does', async () => {
    const args = { lat: 21.4225, lng: 39.8262, date: '2026-03-20' };
    const times = await call('prayer_times', args);
    const utilities = await service.post('/api/v1/utilities', JSON.stringify({ action: 'prayer_times', ...args }), {
      'Content-Type': 'application/json',
    });
    expect(times).toEqual(utilities.json);
    expect(times.method.id).toBe('umm_al_qura');
    const qibla = await call('qibla', { lat: 51.5074, lng: -0.1278 });
    expect(qibla.bearing_degrees).toBeCloseTo(118.99, 1);
    // A place by name (issue 40), resolved as POST /utilities resolves it.
    const byCity = { city: 'Makkah', country: 'SA', date: '2026-03-20' };
    const cityTimes = await call('prayer_times', byCity);
    const cityUtilities = await service.post('/api/v1/utilities', JSON.stringify({ action: 'prayer_times', ...byCity }), {
      'Content-Type': 'application/json',
    });
    expect(cityTimes).toEqual(cityUtilities.json);
    expect(cityTimes.location).toMatchObject({ name: 'Mecca', country: 'SA' });
    const cityQibla = await call('qibla', { city: 'London', country: 'GB' });
    expect(cityQibla.bearing_degrees).toBeCloseTo(118.99, 0);
    const zakat = await call('zakat', { cash: 10_000, gold_price_per_gram: 100 });
    expect(zakat).toMatchObject({ action: 'zakat', zakat_due: 250 });
  });

  it('inheritance answers as POST /inheritance does, and refuses what it refuses', async () => {
    const args = { question: 'توفيت امرأة عن زوج وأم وجد وأخت شقيقة' };
    const shares = await call('inheritance', args);
    const rest = await service.post('/api/v1/inheritance', JSON.stringify(args), { 'Content-Type': 'application/json' });
    expect(shares).toEqual(rest.json);
    expect(shares).toMatchObject({ special_cases: ['akdariyya'], base: 6, total_shares: 27, adjustment: 'awl' });
    expect(await callFailing('inheritance', { heirs: [{ relation: 'husband' }, { relation: 'wife' }] })).toMatch(
      /^400 Bad Request: Invalid body field 'heirs': a husband and a wife cannot both be heirs/,
    );
  });

  it('verify: the citations of a draft, checked', async () => {
    const report = await call('verify', { text: 'The Quran says "There shall be no compulsion in religion" (2:256).' });
    expect(report.quran_citations[0]).toMatchObject({ reference: '2:256' });
  });

  it('reports a failing call as a tool error the model can read, and a bad message as a JSON-RPC error', async () => {
    expect(await callFailing('quran_verses', { verse_key: '2:300' })).toMatch(/^404 Not Found: Surah 2 \(Al-Baqarah\) has 286 ayahs/);
    expect(await callFailing('quran_verses', { verse_key: 'two' })).toMatch(/^400 Bad Request: Invalid argument 'verse_key'/);
    expect(await callFailing('quran_verses', { verse_key: 255 })).toMatch(/Input validation error/);
    expect(await callFailing('prayer_times', { lat: 91, lng: 0 })).toMatch(/Input validation error/);
    expect(await callFailing('zakat', { cash: 10 })).toMatch(/^400 Bad Request: .*gold_price_per_gram/);
    expect(await callFailing('no_such_tool', {})).toBe('MCP error -32602: Tool no_such_tool not found');
    const unknownMethod = client.request({ method: 'no/such_method', params: {} }, z.object({}));
    await expect(unknownMethod).rejects.toEqual(expect.objectContaining({ code: ErrorCode.MethodNotFound }));
    await expect(unknownMethod).rejects.toBeInstanceOf(McpError);
  });
});

describe('the MCP server beyond tools: resources and prompts', () => {
  it('lists the resource templates and the 114 surahs', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate).sort()).toEqual([
      'hadith://{collection}/{number}',
      'quran://{surah}',
      'quran://{surah}/{ayah}',
      'tafsir://{edition}/{surah}/{ayah}',
    ]);
    const { resources } = await client.listResources();
    expect(resources).toHaveLength(114);
    expect(resources[111]).toMatchObject({ uri: 'quran://112', mimeType: 'application/json' });
    expect(resources[111].name).toMatch(/^Surah 112: Al-Ikhlas/);
  });

  it('reads a verse, a surah and a hadith by URI', async () => {
    const read = async (uri: string) => {
      const { contents } = await client.readResource({ uri });
      expect(contents[0]).toMatchObject({ uri, mimeType: 'application/json' });
      return JSON.parse((contents[0] as { text: string }).text);
    };
    const kursi = await read('quran://2/255');
    expect(kursi.ayah).toMatchObject({ reference: '2:255', link: 'https://quran.com/2/255' });
    expect(kursi.ayah.translation).toMatch(/^Allah - there is no deity except Him/);
    const ikhlas = await read('quran://112');
    expect(ikhlas.ayahs.map((ayah: { reference: string }) => ayah.reference)).toEqual(['112:1', '112:2', '112:3', '112:4']);
    const hadith = await read('hadith://bukhari/1');
    expect(hadith).toMatchObject({ collection: 'bukhari', number: '1', url: 'https://sunnah.com/bukhari:1' });
  });

  it('reads a commentary on a verse by URI, each commentary once with its range', async () => {
    if (!(await realTafsirSources())) {
      // Without the mirrored commentaries the snapshot has none: the read says the corpus is not imported.
      await expect(client.readResource({ uri: 'tafsir://en.ibnkathir/2/255' })).rejects.toEqual(
        expect.objectContaining({ message: expect.stringMatching(/503/) }),
      );
      return;
    }
    const { contents } = await client.readResource({ uri: 'tafsir://en.ibnkathir/2/255' });
    const tafsir = JSON.parse((contents[0] as { text: string }).text);
    expect(tafsir.edition).toMatchObject({ id: 'en.ibnkathir', language: 'en' });
    expect(tafsir.results.length).toBeGreaterThan(0);
    for (const commentary of tafsir.results) {
      expect(commentary.ayah_from).toBeLessThanOrEqual(255);
      expect(commentary.ayah_to).toBeGreaterThanOrEqual(255);
    }
    await expect(client.readResource({ uri: 'tafsir://xx.none/2/255' })).rejects.toEqual(
      expect.objectContaining({ message: expect.stringMatching(/en\.ibnkathir/) }),
    );
  });

  it('answers a resource that does not exist with the JSON-RPC error for it', async () => {
    await expect(client.readResource({ uri: 'quran://2/300' })).rejects.toEqual(
      expect.objectContaining({ code: -32002, message: expect.stringMatching(/286 ayahs/) }),
    );
    await expect(client.readResource({ uri: 'hadith://nowhere/1' })).rejects.toEqual(
      expect.objectContaining({ code: -32002, message: expect.stringMatching(/No collection 'nowhere'/) }),
    );
  });

  it('answers a URI it cannot read (an empty one) InvalidParams, not an internal error (issue 48, finding 7)', async () => {
    for (const uri of ['', 'not a uri']) {
      await expect(client.readResource({ uri })).rejects.toEqual(
        expect.objectContaining({
          code: ErrorCode.InvalidParams,
          message: expect.stringContaining(
            "Invalid params of 'resources/read': 'params.uri' must be a URI, such as quran://2/255 (resources/list names them)",
          ),
        }),
      );
    }
  });

  it('offers prompts for the common tasks, with their arguments', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name).sort()).toEqual(['answer_with_verified_sources', 'check_citations']);
    expect(prompts.find((prompt) => prompt.name === 'check_citations')?.arguments).toEqual([
      expect.objectContaining({ name: 'text', required: true }),
    ]);
    const prompt = await client.getPrompt({ name: 'check_citations', arguments: { text: 'Quran 2:256 says "There is compulsion".' } });
    const [message] = prompt.messages;
    expect(message.role).toBe('user');
    expect(message.content).toMatchObject({ type: 'text', text: expect.stringContaining('Quran 2:256 says "There is compulsion".') });
    expect((message.content as { text: string }).text).toMatch(/verify tool/);
  });
});

describe('the MCP endpoint over plain HTTP', () => {
  const initialize = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
  });

  it('counts each message against the caller’s rate limit and carries the headers', async () => {
    // Through the checked client: the answers are also what the OpenAPI document says.
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
    const first = await service.post('/api/v1/mcp', initialize, headers);
    const second = await service.post('/api/v1/mcp', initialize, headers);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.json.result.serverInfo.name).toBe('islamic-knowledge-api');
    expect(Number(second.headers.get('x-ratelimit-remaining'))).toBe(Number(first.headers.get('x-ratelimit-remaining')) - 1);
  });

  it('answers a client that does not accept JSON with a 406, one that accepts only JSON, and a GET with a 405, in the API error shape', async () => {
    const refused = await fetch(`${service.baseUrl}/api/v1/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/html' },
      body: initialize,
    });
    expect(refused.status).toBe(406);
    expect(await refused.json()).toEqual({
      error: 'Not Acceptable',
      message: expect.stringMatching(/^Not Acceptable: Client must accept both application\/json and text\/event-stream/),
    });
    // A client that accepts JSON alone is answered: every answer here is JSON.
    const jsonOnly = await fetch(`${service.baseUrl}/api/v1/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: initialize,
    });
    expect(jsonOnly.status).toBe(200);
    expect(((await jsonOnly.json()) as { result: { serverInfo: { name: string } } }).result.serverInfo.name).toBe('islamic-knowledge-api');
    const get = await fetch(`${service.baseUrl}/api/v1/mcp`, { headers: { Accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
    expect(Object.keys((await get.json()) as object).sort()).toEqual(['error', 'message']);
  });

  it('refuses a body that is not JSON as every endpoint does', async () => {
    const response = await fetch(`${service.baseUrl}/api/v1/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: '{"jsonrpc":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Bad Request', message: 'The request body is not valid JSON' });
  });
});
