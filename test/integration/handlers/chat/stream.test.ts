import OpenAI from 'openai';
import { ApiKeyStore } from '../../../../functions/shared/api-keys/api-key-store';
import { createDocumentClient } from '../../../../functions/shared/dynamo';
import { createApiKey } from '../../../../lib/api-key-admin';
import { chatServiceForSuite } from '../../../support/local-service';

/**
 * `"stream": true` on POST /api/v1/chat through the local server, against the loopback stand-in for the provider
 * (which streams as Groq does): the openai npm client's streaming, a raw SSE reader, failover before the first text,
 * a stream that breaks after it, and a client that goes away.
 */
const { service, upstream } = chatServiceForSuite({ attemptTimeoutMs: 3_000, deadlineMs: 8_000 });

const PRIMARY = 'llama-3.3-70b-versatile';
const SECOND = 'deepseek-r1-distill-llama-70b';
const REPLY = 'Seek help through patience and prayer, as Al-Baqarah (2:45) says: "And seek help through patience and prayer."';

const chat = (body: Record<string, unknown>, signal?: AbortSignal) =>
  fetch(`${service.baseUrl}/api/v1/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ prompt: 'What helps in hardship?', ...body }),
    signal,
  });

/** Reads a server-sent event stream as it arrives: each `data:` payload and when it came (ms after the request). */
async function readEvents(response: Response, started: number) {
  const events: Array<{ data: string; at: number }> = [];
  const decoder = new TextDecoder();
  let pending = '';
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    const blocks = pending.split('\n\n');
    pending = blocks.pop()!;
    for (const block of blocks) {
      expect(block.startsWith('data: ')).toBe(true);
      events.push({ data: block.slice(6), at: performance.now() - started });
    }
  }
  expect(pending).toBe('');
  return events;
}

describe('POST /api/v1/chat with "stream": true', () => {
  it('streams to the openai npm client as it is (its POST /chat/completions), text as generated, then the citations and sources', async () => {
    upstream.script.set(PRIMARY, { kind: 'ok', content: REPLY });
    // The client sends its key as a Bearer token, which this API reads as one of its own keys.
    const table = createDocumentClient({ region: service.region, endpoint: service.dynamoEndpoint });
    const { key } = await createApiKey({ store: new ApiKeyStore(table, service.tableName) }, 'standard', 'openai client');
    table.destroy();
    const client = new OpenAI({
      apiKey: key,
      baseURL: `${service.baseUrl}/api/v1`,
    });
    const stream = await client.chat.completions.create({
      model: 'alpha-3.3-70b-versatile',
      messages: [{ role: 'user', content: 'What helps in hardship?' }],
      stream: true,
    });
    let text = '';
    const chunks: Array<Record<string, unknown>> = [];
    for await (const chunk of stream) {
      chunks.push(chunk as unknown as Record<string, unknown>);
      text += chunk.choices[0]?.delta?.content ?? '';
    }
    expect(text).toBe(REPLY);
    expect(chunks.length).toBeGreaterThan(10);
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
    expect(chunks[0]).toMatchObject({ object: 'chat.completion.chunk', model: 'alpha-3.3-70b-versatile' });
    const last = chunks.at(-1)!;
    expect(last.choices).toEqual([{ index: 0, delta: {}, finish_reason: 'stop' }]);
    expect(last.quran_citations).toEqual([expect.objectContaining({ reference: '2:45', surah: 2, ayah: 45 })]);
    expect(last.usage).toEqual({ prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 });
    expect(Array.isArray(last.sources)).toBe(true);
    expect(upstream.calls[0].body.stream).toBe(true);
  });

  it('sends the first text long before the whole answer (raw SSE reader), ending with [DONE]', async () => {
    upstream.script.set(PRIMARY, { kind: 'ok', content: REPLY, pieceDelayMs: 40 });
    const started = performance.now();
    const response = await chat({ stream: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('x-ratelimit-limit')).not.toBeNull();
    const events = await readEvents(response, started);
    expect(events.at(-1)!.data).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event.data));
    expect(chunks.map((chunk) => chunk.choices[0].delta.content ?? '').join('')).toBe(REPLY);
    const firstText = events[1].at;
    const whole = events.at(-1)!.at;
    console.log(`stream: first text after ${firstText.toFixed(0)} ms, whole answer after ${whole.toFixed(0)} ms`);
    // The stand-in spends 40 ms between pieces (over 20 of them): a buffered answer would arrive all at once.
    expect(whole - firstText).toBeGreaterThan(400);
  });

  it('fails over to the next model before the first text', async () => {
    upstream.script.set(PRIMARY, { kind: 'status', status: 503 });
    upstream.script.set(SECOND, { kind: 'ok', content: REPLY });
    const events = await readEvents(await chat({ stream: true }), performance.now());
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event.data));
    expect(chunks[0].model).toBe('beta-r1-distill-alpha-70b');
    expect(chunks.map((chunk) => chunk.choices[0].delta.content ?? '').join('')).toBe(REPLY);
    expect(upstream.calls.map((call) => call.model)).toEqual([PRIMARY, SECOND]);
  });

  it('streams the retrieval-only answer, with a warning naming the models tried, when no model could begin', async () => {
    for (const model of [PRIMARY, SECOND, 'qwen-2.5-32b', 'llama-3.1-8b-instant', 'gemma2-9b-it', 'mixtral-8x7b-32768']) {
      upstream.script.set(model, { kind: 'status', status: 503 });
    }
    const response = await chat({ stream: true });
    expect(response.status).toBe(200);
    const chunks = (await readEvents(response, performance.now())).slice(0, -1).map((event) => JSON.parse(event.data));
    expect(chunks[0].model).toBe('offline_retrieval');
    expect(chunks.map((chunk) => chunk.choices[0].delta.content ?? '').join('')).toMatch(/^Retrieval-only answer: no language model/);
    expect(chunks.at(-1).warnings[0]).toMatch(/^No model could answer\. Tried: /);
  });

  it('ends a stream that breaks after it began with an error event, without asking another model', async () => {
    upstream.script.set(PRIMARY, { kind: 'stream-break', pieces: ['Seek ', 'help '] });
    const events = await readEvents(await chat({ stream: true }), performance.now());
    expect(events.at(-1)!.data).toBe('[DONE]');
    const last = JSON.parse(events.at(-2)!.data);
    expect(last).toEqual({
      error: {
        message: expect.stringMatching(/^The answer broke off before it was complete\./),
        type: 'stream_error',
        param: null,
        code: null,
      },
    });
    expect(upstream.calls.map((call) => call.model)).toEqual([PRIMARY]);
  });

  it("stops the model's request when the client goes away", async () => {
    upstream.script.set(PRIMARY, { kind: 'ok', content: 'word '.repeat(200), pieceDelayMs: 25 });
    const leaving = new AbortController();
    const response = await chat({ stream: true }, leaving.signal);
    const reader = response.body!.getReader();
    await reader.read(); // the first event: the model has begun
    leaving.abort();
    // The stand-in notices the closed connection as soon as the service aborts its request (a bounded wait, not a timing).
    for (let waited = 0; !upstream.calls[0].closedEarly && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(upstream.calls[0].closedEarly).toBe(true);
  });

  it('keeps "stream": false and absent answers whole, and refuses a stream that is not a boolean', async () => {
    upstream.script.set(PRIMARY, { kind: 'ok', content: REPLY });
    const whole = await service.post('/api/v1/chat', JSON.stringify({ prompt: 'What helps in hardship?', stream: false }), {
      'Content-Type': 'application/json',
    });
    expect(whole.status).toBe(200);
    expect(whole.json.reply).toBe(REPLY);
    const refused = await service.post('/api/v1/chat', JSON.stringify({ prompt: 'x', stream: 'yes' }), {
      'Content-Type': 'application/json',
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("Invalid body field 'stream': must be true or false");
  });
});
