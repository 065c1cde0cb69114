import OpenAI from 'openai';
import { ApiKeyStore } from '../../../functions/shared/api-keys/api-key-store';
import { createDocumentClient } from '../../../functions/shared/dynamo';
import { createApiKey } from '../../../lib/api-key-admin';
import { interceptConsole } from '../../support/captured-console';
import { chatServiceForSuite } from '../../support/local-service';

/**
 * The OpenAI-compatible POST /api/v1/chat/completions driven by the `openai` npm client as it is, given only this API's
 * base URL and one of its keys, against the loopback stand-in for the provider: answers, streaming and errors (the
 * model list, GET /api/v1/models, is in models.test.ts). Every answer of `service.post`/`get` is also checked against
 * the OpenAPI document.
 */
const { service, upstream } = chatServiceForSuite({ attemptTimeoutMs: 3_000, deadlineMs: 8_000 });
let key: string;
let client: OpenAI;
// Failed provider attempts are logged on purpose (for the operator): kept, not printed.
const { restore: restoreConsole } = interceptConsole(['error', 'warn']);

const PRIMARY = 'llama-3.3-70b-versatile';
const REPLY = 'Seek help through patience and prayer, as Al-Baqarah (2:45) says: "And seek help through patience and prayer."';
const QUESTION = [{ role: 'user' as const, content: 'What helps in hardship?' }];

beforeAll(async () => {
  const table = createDocumentClient({ region: service.region, endpoint: service.dynamoEndpoint });
  ({ key } = await createApiKey({ store: new ApiKeyStore(table, service.tableName) }, 'standard', 'openai client'));
  table.destroy();
  // The client as a developer would make it: the base URL and a key, nothing else (no retries, to see each error once).
  client = new OpenAI({ apiKey: key, baseURL: `${service.baseUrl}/api/v1`, maxRetries: 0 });
});

afterAll(() => restoreConsole());

describe('POST /api/v1/chat/completions through the openai npm client', () => {
  it('answers in the Chat Completion shape, the citations and sources beside the choices', async () => {
    upstream.script.set(PRIMARY, { kind: 'ok', content: REPLY });
    const completion = await client.chat.completions.create({ model: 'alpha-3.3-70b-versatile', messages: QUESTION });
    expect(completion.choices[0].message.content).toBe(REPLY);
    expect(completion.choices[0]).toMatchObject({ index: 0, finish_reason: 'stop', message: { role: 'assistant' } });
    expect(completion).toMatchObject({ object: 'chat.completion', model: 'alpha-3.3-70b-versatile', created: expect.any(Number) });
    expect(completion.usage).toEqual({ prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 });
    const extra = completion as unknown as Record<string, unknown>;
    expect(extra.quran_citations).toEqual([expect.objectContaining({ reference: '2:45', quote_verified: true })]);
    expect(Array.isArray(extra.sources)).toBe(true);
    expect(extra.provider).toBe('groq');
  });

  it('passes top_p, stop and seed on to the provider, takes n = 1, user and stream_options, and max_completion_tokens', async () => {
    await client.chat.completions.create({
      model: 'gamma-2.5-32b',
      messages: [{ role: 'developer', content: 'Answer briefly.' }, ...QUESTION],
      top_p: 0.9,
      n: 1,
      stop: ['\n\n'],
      seed: 7,
      user: 'user-42',
      temperature: 1.2,
      max_completion_tokens: 300,
      frequency_penalty: 0,
      tools: [],
    });
    const sent = upstream.calls[0].body as unknown as Record<string, unknown>;
    expect(sent).toMatchObject({ model: 'qwen-2.5-32b', top_p: 0.9, stop: ['\n\n'], seed: 7, temperature: 1.2, max_tokens: 300 });
    expect(sent).not.toHaveProperty('user');
    // A developer message is a client preference inside the service's own system message, never a system message of its own.
    const messages = sent.messages as Array<{ role: string; content: string }>;
    expect(messages.filter((m) => m.role === 'system')).toHaveLength(2);
    expect(messages[0].content).toContain('"Answer briefly."');
  });

  it('streams: text as the model writes, the additions in the last chunk, then the usage chunk it asked for', async () => {
    upstream.script.set(PRIMARY, { kind: 'ok', content: REPLY });
    const stream = await client.chat.completions.create({
      model: 'alpha-3.3-70b-versatile',
      messages: QUESTION,
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    const chunks: Array<Record<string, unknown>> = [];
    for await (const chunk of stream) {
      chunks.push(chunk as unknown as Record<string, unknown>);
      text += chunk.choices[0]?.delta?.content ?? '';
    }
    expect(text).toBe(REPLY);
    const [finished, usage] = chunks.slice(-2);
    expect(finished.choices).toEqual([{ index: 0, delta: {}, finish_reason: 'stop' }]);
    expect(finished.quran_citations).toEqual([expect.objectContaining({ reference: '2:45' })]);
    expect(usage).toMatchObject({ choices: [], usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 } });
    // The SDK's own stream helper assembles the same reply.
    upstream.script.set(PRIMARY, { kind: 'ok', content: REPLY });
    const helper = client.chat.completions.stream({ model: 'alpha-3.3-70b-versatile', messages: QUESTION });
    expect((await helper.finalChatCompletion()).choices[0].message.content).toBe(REPLY);
  });

  it('says the reply stopped at max_tokens (finish_reason "length")', async () => {
    upstream.script.set(PRIMARY, { kind: 'ok', content: REPLY, finishReason: 'length' });
    const completion = await client.chat.completions.create({ model: 'alpha-3.3-70b-versatile', messages: QUESTION, max_tokens: 5 });
    expect(completion.choices[0].finish_reason).toBe('length');
  });

  it.each([
    [
      'an unknown model',
      { model: 'gpt-4o' },
      OpenAI.NotFoundError,
      404,
      'model',
      'model_not_found',
      /^The model 'gpt-4o' does not exist here/,
    ],
    ['n = 2', { n: 2 }, OpenAI.BadRequestError, 400, 'n', null, /one answer per request/],
    [
      'tools',
      { tools: [{ type: 'function', function: { name: 'f' } }] },
      OpenAI.BadRequestError,
      400,
      'tools',
      null,
      /is not supported: this service calls no tools/,
    ],
    ['JSON mode', { response_format: { type: 'json_object' } }, OpenAI.BadRequestError, 400, 'response_format', null, /not supported/],
    ['a temperature of 3', { temperature: 3 }, OpenAI.BadRequestError, 400, 'temperature', null, /must be a number from 0 to 2/],
    [
      'an image',
      { messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'x' } }] }] },
      OpenAI.BadRequestError,
      400,
      'messages.0.content',
      null,
      /text only/,
    ],
    [
      'a tool message',
      { messages: [{ role: 'tool', content: 'x', tool_call_id: '1' }] },
      OpenAI.BadRequestError,
      400,
      'messages.0.role',
      null,
      /tool and function messages are not supported/,
    ],
  ] as const)(
    'refuses %s with OpenAI\u2019s error shape, which the client raises as its error class',
    async (_, change, errorClass, status, param, code, message) => {
      const error = await client.chat.completions
        .create({ model: 'alpha-3.3-70b-versatile', messages: QUESTION, ...(change as object) } as never)
        .then(
          () => undefined,
          (thrown: unknown) => thrown,
        );
      expect(error).toBeInstanceOf(errorClass);
      const apiError = error as InstanceType<typeof OpenAI.APIError>;
      expect(apiError.status).toBe(status);
      expect(apiError.error).toMatchObject({ message: expect.stringMatching(message) });
      if (param !== null) expect(apiError.param).toBe(param);
      expect(apiError.code ?? null).toBe(code);
      expect(upstream.calls).toHaveLength(0);
    },
  );

  it('refuses an unknown key as OpenAI does: 401, an AuthenticationError', async () => {
    const stranger = new OpenAI({ apiKey: 'ika_not-a-key-of-this-api-aaaaaaaaaaaaaaaaaaaaaaaaa', baseURL: client.baseURL, maxRetries: 0 });
    const error = await stranger.chat.completions.create({ model: 'alpha-3.3-70b-versatile', messages: QUESTION }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    expect((error as InstanceType<typeof OpenAI.APIError>).code).toBe('invalid_api_key');
  });

  it('serves an SDK given a placeholder apiKey ("anonymous", "anything") as an anonymous caller', async () => {
    upstream.script.set(PRIMARY, { kind: 'ok', content: REPLY });
    for (const apiKey of ['anonymous', 'anything', 'sk-no-key-required']) {
      const anonymous = new OpenAI({ apiKey, baseURL: client.baseURL, maxRetries: 0 });
      const { data, response } = await anonymous.chat.completions
        .create({ model: 'alpha-3.3-70b-versatile', messages: QUESTION })
        .withResponse();
      expect(data.choices[0].message.content).toBe(REPLY);
      // The anonymous plan's limit (GENEROUS_RATE_LIMITS), not a key's.
      expect(response.headers.get('x-ratelimit-limit')).toBe('2000');
    }
    const keyed = await client.chat.completions.create({ model: 'alpha-3.3-70b-versatile', messages: QUESTION }).withResponse();
    expect(keyed.response.headers.get('x-ratelimit-limit')).toBe('120');
  });

  it('still refuses what is meant as a key of ours: mistyped, truncated or unknown, and a placeholder on other routes', async () => {
    for (const [apiKey, message] of [
      [key.slice(0, -1), 'The API key is malformed'],
      [`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`, 'The API key is not recognised'],
      ['ika_', 'The API key is malformed'],
    ]) {
      const wrong = new OpenAI({ apiKey, baseURL: client.baseURL, maxRetries: 0 });
      const error = await wrong.chat.completions.create({ model: 'alpha-3.3-70b-versatile', messages: QUESTION }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
      expect((error as InstanceType<typeof OpenAI.APIError>).error).toMatchObject({ message });
    }
    expect(upstream.calls).toHaveLength(0);
    // The placeholder is only the OpenAI-compatible routes' convention: elsewhere a Bearer value is a key.
    const quran = await service.get('/api/v1/quran?surah=1&ayah=1', { Authorization: 'Bearer anonymous' });
    expect(quran.status).toBe(401);
    expect(quran.json.message).toBe('The API key is malformed');
  });

  it('answers its errors and answers in the documented shapes (contract-checked)', async () => {
    const invalid = await service.post('/api/v1/chat/completions', JSON.stringify({ messages: [] }));
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({
      error: {
        message: "Invalid body field 'messages': must have at least one message",
        type: 'invalid_request_error',
        param: 'messages',
        code: null,
      },
    });
    const ok = await service.post('/api/v1/chat/completions', JSON.stringify({ messages: QUESTION }));
    expect(ok.status).toBe(200);
    expect(ok.json.choices[0].message.content).toEqual(expect.any(String));
  });
});

describe('a provider key but no reachable provider', () => {
  const ALL_ROTATION = [
    PRIMARY,
    'deepseek-r1-distill-llama-70b',
    'qwen-2.5-32b',
    'llama-3.1-8b-instant',
    'gemma2-9b-it',
    'mixtral-8x7b-32768',
  ];

  it('answers the retrieval-only answer with a warning naming each model tried, here and on POST /chat', async () => {
    for (const model of ALL_ROTATION) upstream.script.set(model, { kind: 'status', status: 503 });
    const completion = await client.chat.completions.create({ model: 'alpha-3.3-70b-versatile', messages: QUESTION });
    const extra = completion as unknown as { provider: string; warnings: string[]; sources: unknown[] };
    expect(completion.model).toBe('offline_retrieval');
    expect(extra.provider).toBe('offline_retrieval');
    expect(completion.choices[0].message.content).toMatch(/^Retrieval-only answer: no language model could answer just now/);
    expect(extra.warnings[0]).toMatch(
      /^No model could answer\. Tried: alpha-3\.3-70b-versatile \(unavailable\), beta-r1-distill-alpha-70b \(unavailable\), .*This is the retrieval-only answer/,
    );
    expect(extra.sources.length).toBeGreaterThan(0);
    const chat = await service.post('/api/v1/chat', JSON.stringify({ prompt: 'What helps in hardship?' }));
    expect(chat.status).toBe(200);
    expect(chat.json).toMatchObject({ model: 'offline_retrieval', provider: 'offline_retrieval' });
    expect(chat.json.warnings[0]).toMatch(/^No model could answer\./);
  });
});
