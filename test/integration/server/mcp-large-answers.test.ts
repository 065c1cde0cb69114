import { QURAN_EDITIONS } from '../../../functions/quran/translations';
import { startTestService, type TestService } from '../../support/local-service';
import { realTafsirSources, TAFSIR_MISSING } from '../../support/real-corpus';
import { type RawAnswer, requestFrom } from '../../support/request-from';

/**
 * An MCP answer of megabytes never holds the event loop in one piece (issue 48, finding 5): the SDK wrote every answer
 * of a request with one JSON.stringify (a page of commentaries: megabytes), encoded it and had it decoded again, each
 * a stretch of 100-250 ms while no other client's request was read. A large answer is now written in slices beside
 * the SDK's envelope, and arrives as the SDK would have written it, byte for byte. The test watches every
 * JSON.stringify and JSON.parse of this process while the server answers: none may take or give the answer whole.
 */
const sources = await realTafsirSources();
const describeWithTafsir = sources ? describe : describe.skip;
let service: TestService;

beforeAll(async () => {
  if (!sources) return;
  service = await startTestService();
});

afterAll(async () => {
  await service?.close();
});

if (!sources) it(`mcp-large-answers suite: ${TAFSIR_MISSING}`, () => expect(sources).toBeUndefined());

/** A JSON text or value this long (characters) is "the answer whole": the answers here are millions. */
const WHOLE_ANSWER_CHARACTERS = 1_000_000;

const toolCall = (id: number, name: string, args: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

/** Posts an MCP body, and returns the answer with the longest text JSON.stringify gave or JSON.parse took meanwhile. */
async function postWatchingJson(address: string, body: unknown): Promise<{ answer: RawAnswer; longestJson: number }> {
  const original = { stringify: JSON.stringify, parse: JSON.parse };
  const seen: string[] = [];
  JSON.stringify = ((...args: Parameters<typeof JSON.stringify>) => {
    const text = original.stringify(...args);
    if (typeof text === 'string' && text.length >= WHOLE_ANSWER_CHARACTERS) seen.push(text);
    return text;
  }) as typeof JSON.stringify;
  JSON.parse = ((text: string, ...rest: never[]) => {
    if (typeof text === 'string' && text.length >= WHOLE_ANSWER_CHARACTERS) seen.push(text);
    return original.parse(text, ...rest);
  }) as typeof JSON.parse;
  let answer: RawAnswer;
  try {
    answer = await requestFrom(service.baseUrl, address, {
      method: 'POST',
      path: '/api/v1/mcp',
      headers: [
        ['Content-Type', 'application/json'],
        ['Accept', 'application/json, text/event-stream'],
      ],
      body: original.stringify(body),
    });
  } finally {
    Object.assign(JSON, original);
  }
  // This test's own client parses the body it received whole: that one is not the server's.
  const longestJson = Math.max(0, ...seen.filter((text) => text !== answer.text).map((text) => text.length));
  return { answer, longestJson };
}

/** Each tool result of an answer: its text parsed, checked to be its structuredContent. */
function toolResults(answer: RawAnswer): Array<{ isError?: boolean; value: any }> {
  const messages: Array<{ result: { isError?: boolean; content: Array<{ text: string }>; structuredContent?: unknown } }> = [].concat(
    answer.json,
  );
  return messages.map(({ result }) => {
    if (result.isError) return { isError: true, value: result.content[0].text };
    const value = JSON.parse(result.content[0].text);
    expect(result.structuredContent).toEqual(value);
    return { value };
  });
}

describeWithTafsir('MCP answers of megabytes (issue 48, finding 5)', () => {
  it('writes a commentary on Al-Baqarah whole in slices, and it arrives as JSON.stringify writes it', async () => {
    const { answer, longestJson } = await postWatchingJson(
      '127.0.12.1',
      toolCall(7, 'tafsir', { verse_key: '2:1-286', edition: 'en.ibnkathir' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.text.length).toBeGreaterThan(2 * WHOLE_ANSWER_CHARACTERS);
    // Byte for byte what the SDK writes: the message's JSON.stringify, members in its order.
    expect(answer.text).toBe(JSON.stringify(answer.json));
    expect(Object.keys(answer.json)).toEqual(['result', 'jsonrpc', 'id']);
    expect(answer.json.id).toBe(7);
    const [{ value, isError }] = toolResults(answer);
    expect(isError).toBeUndefined();
    expect(value.results.at(-1).ayah_to).toBe(286);
    expect(longestJson).toBeLessThan(WHOLE_ANSWER_CHARACTERS);
  });

  it('does the same for a batch, and for a batch whose refused messages are answered beside it', async () => {
    const halves = [
      toolCall(1, 'tafsir', { verse_key: '2:1-141', edition: 'en.ibnkathir' }),
      toolCall(2, 'tafsir', { verse_key: '2:142-286', edition: 'en.ibnkathir' }),
    ];
    const refused = { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { arguments: {} } };
    for (const [i, batch] of [halves, [refused, ...halves]].entries()) {
      const { answer, longestJson } = await postWatchingJson(`127.0.12.${2 + i}`, batch);
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(JSON.stringify(answer.json));
      expect(answer.json.map((message: { id: number }) => message.id)).toEqual(i === 0 ? [1, 2] : [3, 1, 2]);
      const answered = answer.json.filter((message: { result?: unknown }) => message.result);
      const results = toolResults({ ...answer, json: answered });
      expect(results.map(({ value }) => [value.results[0].ayah_from, value.results.at(-1).ayah_to])).toEqual([
        [1, expect.any(Number)],
        [expect.any(Number), 286],
      ]);
      if (i === 1) expect(answer.json[0].error.code).toBe(-32602);
      expect(longestJson).toBeLessThan(WHOLE_ANSWER_CHARACTERS);
    }
  });

  it('answers 300 verses in every edition (quran_verses), and refuses the next calls of the batch before building them', async () => {
    const editions = QURAN_EDITIONS.map((edition) => edition.id).join(',');
    const calls = [1, 2, 3].map((id) => toolCall(id, 'quran_verses', { verse_key: '2:1-286,3:1-14', translations: editions }));
    const { answer, longestJson } = await postWatchingJson('127.0.12.4', calls);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(JSON.stringify(answer.json));
    const [first, ...rest] = toolResults(answer);
    expect(first.isError).toBeUndefined();
    expect(first.value.total).toBe(300);
    expect(Object.keys(first.value.results[0].ayah.translations)).toHaveLength(QURAN_EDITIONS.length);
    // "At least": refused on the verses' texts as read, beside the first call's least set aside, before their answers
    // were built (before: the calls of the batch ran at once, and the next were built, then refused).
    for (const refused of rest) {
      expect(refused.isError).toBe(true);
      expect(refused.value).toMatch(
        /^413 Payload Too Large: This answer would take at least \d+\.\d MB, more than the \d\.\d MB left of the 5\.5 MB one HTTP answer may carry: ask for fewer verses or editions per call/,
      );
    }
    expect(longestJson).toBeLessThan(WHOLE_ANSWER_CHARACTERS);
  });
});
