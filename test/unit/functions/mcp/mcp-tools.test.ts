import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { DuaService } from '../../../../functions/duas/dua-service';
import { HadithService } from '../../../../functions/hadith/hadith-service';
import { createMcpServer } from '../../../../functions/mcp/mcp-server';
import { MAX_MCP_ANSWER_BYTES, toolRunner } from '../../../../functions/mcp/mcp-tools';
import { QuranService } from '../../../../functions/quran/quran-service';
import { InvalidInputError } from '../../../../functions/shared/domain-errors';
import type { TafsirService } from '../../../../functions/tafsir/tafsir-service';
import { InMemoryDuaRepository } from '../duas/in-memory-dua-repository';
import { DUAS } from '../duas/sample-duas';
import { InMemoryHadithRepository } from '../hadith/in-memory-hadith-repository';
import { BOOKS, RECORDS, REFUSED } from '../hadith/sample-hadith';
import { inMemoryQuranRepository } from '../verify/in-memory-quran-repository';

/**
 * The MCP tools over the services the REST endpoints use, held in memory, through the SDK's own client on its
 * in-memory transport (no sockets): what each tool answers, and how a failure becomes a tool error a model can read.
 */
const IMPORT_COMMAND = 'npm run corpus:import';
let client: Client;
let server: ReturnType<typeof createMcpServer>;

beforeAll(async () => {
  server = createMcpServer({
    quran: new QuranService(inMemoryQuranRepository(), {
      importCommand: IMPORT_COMMAND,
      reciter: 'ar.alafasy',
      surahAudioUrlTemplate: 'https://audio.example/{surah}.mp3',
      ayahAudioUrlTemplate: 'https://audio.example/{global}.mp3',
    }),
    // No tool called here reads the commentaries.
    tafsir: {} as TafsirService,
    hadith: new HadithService(new InMemoryHadithRepository(RECORDS, BOOKS, REFUSED).asRepository(), IMPORT_COMMAND),
    duas: new DuaService(new InMemoryDuaRepository(DUAS).asRepository(), IMPORT_COMMAND),
    now: () => new Date('2026-03-01T12:00:00Z'),
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  client = new Client({ name: 'unit-test', version: '1.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
});

afterAll(async () => {
  await client?.close();
  await server?.close();
});

const call = async (name: string, args: Record<string, unknown>) =>
  CallToolResultSchema.parse(await client.callTool({ name, arguments: args }));
const textOf = (result: Awaited<ReturnType<typeof call>>) => (result.content[0] as { type: 'text'; text: string }).text;

describe('the MCP tools', () => {
  it('lists the eleven tools', async () => {
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
  });

  it("matches docs/mcp.md's tool table: the same tools, each with exactly its arguments, required ones without '?' (issue 51)", async () => {
    const table = readFileSync(new URL('../../../../docs/mcp.md', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => /^\| `[a-z_]+` \|/.test(line));
    const documented = Object.fromEntries(
      table.map((line) => {
        const [, name, args] = line.split('|').map((cell) => cell.trim());
        const found = [...args.matchAll(/`([a-z_]+)`(\?)?/g)].map(([, argument, optional]) => [
          argument,
          optional ? 'optional' : 'required',
        ]);
        return [name.replace(/`/g, ''), Object.fromEntries(found)];
      }),
    );
    const { tools } = await client.listTools();
    const served = Object.fromEntries(
      tools.map((tool) => {
        const schema = tool.inputSchema as { properties?: Record<string, unknown>; required?: string[] };
        const required = new Set(schema.required ?? []);
        return [
          tool.name,
          Object.fromEntries(Object.keys(schema.properties ?? {}).map((name) => [name, required.has(name) ? 'required' : 'optional'])),
        ];
      }),
    );
    expect(documented).toEqual(served);
  });

  it('answers a hadith reference as people write it with its narration, as JSON text and as structured content', async () => {
    const result = await call('hadith_by_reference', { reference: 'Sahih al-Bukhari 1' });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ collection: 'bukhari', number: '1', url: 'https://sunnah.com/bukhari:1' });
    expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
  });

  it('turns a narration not found, or no reference at all, into a tool error that says why', async () => {
    const missing = await call('hadith_by_reference', { reference: 'bukhari:100' });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/Sahih al-Bukhari has no hadith 100; its numbers run 1 to 9$/);
    const none = await call('hadith_by_reference', { reference: 'hello' });
    expect(none.isError).toBe(true);
    expect(textOf(none)).toMatch(/No hadith reference recognised in 'hello'; write a collection and a number/);
  });

  it('answers verses by key with a quran.com link each', async () => {
    const result = await call('quran_verses', { verse_key: '112:1-2' });
    const verses = (result.structuredContent as { results: Array<{ ayah: { reference: string; link: string } }> }).results;
    expect(verses.map((verse) => [verse.ayah.reference, verse.ayah.link])).toEqual([
      ['112:1', 'https://quran.com/112/1'],
      ['112:2', 'https://quran.com/112/2'],
    ]);
  });

  it('lists the dua categories without arguments, and searches with a query', async () => {
    const categories = await call('duas', {});
    expect((categories.structuredContent as { total: number }).total).toBe(13);
    const found = await call('duas', { query: 'journey' });
    const ids = (found.structuredContent as { results: Array<{ id: number }> }).results.map((dua) => dua.id);
    expect(ids.sort()).toEqual([3, 4]);
  });

  it('computes zakat, and checks a text with the verifier', async () => {
    const zakat = await call('zakat', { cash: 10_000, gold_price_per_gram: 100 });
    expect(zakat.structuredContent).toMatchObject({
      net_zakatable_wealth: 10_000,
      nisab: { basis: 'gold', threshold: 8_500, met: true },
      zakat_due: 250,
    });
    const verified = await call('verify', { text: 'Quran 2:300 says so.' });
    expect(verified.structuredContent).toMatchObject({ quran_not_found: ['2:300'], summary: { not_found: 1 } });
  });

  it('computes inheritance shares from heirs or a sentence, and refuses what POST /inheritance refuses', async () => {
    const listed = await call('inheritance', { heirs: [{ relation: 'husband' }, { relation: 'full_sister', count: 2 }] });
    expect(listed.structuredContent).toMatchObject({
      adjustment: 'awl',
      base: 6,
      total_shares: 7,
      heirs: [
        { relation: 'husband', share: '3/7' },
        { relation: 'full_sister', share: '4/7', per_head: '2/7' },
      ],
    });
    const read = await call('inheritance', { question: 'مات وترك: أب وأم وثلاث بنات', madhab: 'hanbali' });
    expect(read.structuredContent).toMatchObject({ madhab: 'hanbali', total_shares: 18, read: { language: 'ar' } });
    const refused = await call('inheritance', { heirs: [{ relation: 'wife', count: 5 }] });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe("400 Bad Request: Invalid body field 'heirs': more than four wives (5): a man leaves at most four");
  });
});

describe('toolRunner', () => {
  it('draws every answer of one request on one byte budget, and refuses the answer that would pass it', async () => {
    const budget = { bytesLeft: 1_000 };
    const run = toolRunner(budget);
    const small = await run(async () => ({ text: 'x'.repeat(100) }));
    expect(small.isError).toBeUndefined();
    const spent = 1_000 - budget.bytesLeft;
    // The answer's 111 bytes of JSON, as a JSON string in the JSON-RPC answer (117 bytes) escaped once more in the
    // proxy result (129), and as structuredContent (counted as the 117).
    expect(spent).toBe(129 + 117);
    const large = await run(async () => ({ text: 'x'.repeat(1_000) }));
    expect(large.isError).toBe(true);
    expect((large.content[0] as { text: string }).text).toMatch(
      new RegExp(`more than the 0\\.0 MB left of the ${MAX_MCP_ANSWER_BYTES / 1e6} MB one HTTP answer may carry`),
    );
    expect(budget.bytesLeft).toBe(1_000 - spent);
  });

  it('refuses an answer past the budget before writing it (issue 48, finding 5)', async () => {
    const run = toolRunner({ bytesLeft: 1_000 });
    const answer = { results: Array.from({ length: 20 }, (_, i) => ({ ayah: i + 1, text: 'x'.repeat(1_000) })) };
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const refused = await run(async () => answer);
      expect(refused.isError).toBe(true);
      expect(stringify.mock.calls.filter(([value]) => value === answer)).toHaveLength(0);
    } finally {
      stringify.mockRestore();
    }
  });

  it('measures and writes the answers of a batch one by one, each on a turn of the loop of its own (issue 48, finding 5)', async () => {
    const run = toolRunner({ bytesLeft: MAX_MCP_ANSWER_BYTES });
    const answers = [{ n: 1 }, { n: 2 }];
    const order: string[] = [];
    const original = JSON.stringify;
    const stringify = jest.spyOn(JSON, 'stringify').mockImplementation(((value: unknown, ...rest: never[]) => {
      const at = answers.indexOf(value as { n: number });
      if (at >= 0) {
        order.push(`write ${at + 1}`);
        // Another client's request, arrived while the first answer was written: served before the second is.
        if (at === 0) setImmediate(() => order.push('lookup'));
      }
      return original(value, ...rest);
    }) as typeof JSON.stringify);
    try {
      const results = await Promise.all(answers.map((answer) => run(async () => answer)));
      expect(results.map((result) => result.structuredContent)).toEqual(answers);
      expect(order).toEqual(['write 1', 'lookup', 'write 2']);
    } finally {
      stringify.mockRestore();
    }
  });

  it('parses an answer back (structuredContent) on a turn of the loop of its own, not in the stretch that wrote it', async () => {
    const run = toolRunner({ bytesLeft: MAX_MCP_ANSWER_BYTES });
    const order: string[] = [];
    const original = { stringify: JSON.stringify, parse: JSON.parse };
    const stringify = jest.spyOn(JSON, 'stringify').mockImplementation(((value: unknown, ...rest: never[]) => {
      const text = original.stringify(value, ...rest);
      if (text === '{"n":1}') {
        order.push('write');
        setImmediate(() => order.push('lookup'));
      }
      return text;
    }) as typeof JSON.stringify);
    const parse = jest.spyOn(JSON, 'parse').mockImplementation(((text: string, ...rest: never[]) => {
      if (text === '{"n":1}') order.push('parse');
      return original.parse(text, ...rest);
    }) as typeof JSON.parse);
    try {
      expect((await run(async () => ({ n: 1 }))).structuredContent).toEqual({ n: 1 });
      expect(order).toEqual(['write', 'lookup', 'parse']);
    } finally {
      stringify.mockRestore();
      parse.mockRestore();
    }
  });

  it("sets a call's least aside at once: a call of the same batch that cannot fit beside it is refused unbuilt", async () => {
    const budget = { bytesLeft: 10_000 };
    const run = toolRunner(budget);
    const built: string[] = [];
    let finishFirst!: () => void;
    const firstReadDone = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    // The calls of a batch run at once: the first is still being built when the second's least is known.
    const first = run(
      async () => {
        built.push('first');
        await firstReadDone;
        return { text: 'x'.repeat(4_000) };
      },
      async () => 6_000,
    );
    const second = await run(
      async () => {
        built.push('second');
        return { text: 'y' };
      },
      async () => 6_000,
    );
    expect(second.isError).toBe(true);
    expect((second.content[0] as { text: string }).text).toMatch(/^413 Payload Too Large: This answer would take at least 0\.0 MB/);
    expect(built).toEqual(['first']);
    // A call that fails gives back what it set aside.
    const failed = await run(
      async () => {
        throw new InvalidInputError('no such verse');
      },
      async () => 1_000,
    );
    expect(failed.isError).toBe(true);
    expect(budget.bytesLeft).toBe(4_000);
    finishFirst();
    const answered = await first;
    expect(answered.isError).toBeUndefined();
    // Then what it took: its measured answer (its 4,011 bytes of JSON as a JSON string, 4,017, and that escaped once
    // more, 4,029), not its least.
    expect(budget.bytesLeft).toBe(10_000 - (4_029 + 4_017));
  });

  it('lets an error that is no client mistake or missing text through', async () => {
    const run = toolRunner({ bytesLeft: MAX_MCP_ANSWER_BYTES });
    await expect(run(async () => Promise.reject(new TypeError('a bug')))).rejects.toThrow('a bug');
  });
});
