import { deltaChunk, finalChunk, serverSentEvent } from '../../../../functions/chat/chat-stream';
import { StreamBrokenError, streamChatCompletion, UpstreamError } from '../../../../functions/chat/openai-client';

/** A provider's answer made in memory: these byte chunks of an event stream, then the end (or an error). */
function eventStream(parts: string[], options: { status?: number; contentType?: string; failAfter?: boolean } = {}): typeof fetch {
  return async () => {
    const encoder = new TextEncoder();
    let next = 0;
    // One part per read, as a socket delivers them; the failure comes after the parts were read.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (next < parts.length) controller.enqueue(encoder.encode(parts[next++]));
        else if (options.failAfter) controller.error(new Error('socket hang up'));
        else controller.close();
      },
    });
    return new Response(body, { status: options.status ?? 200, headers: { 'content-type': options.contentType ?? 'text/event-stream' } });
  };
}

const chunk = (content: string) => `data: ${JSON.stringify({ id: 'chatcmpl-9', choices: [{ delta: { content } }] })}\n\n`;

const options = (fetchImpl: typeof fetch, onDelta: (text: string) => void = () => undefined) => ({
  baseUrl: 'http://provider.invalid/v1',
  apiKey: 'k',
  model: 'm',
  messages: [{ role: 'user' as const, content: 'q' }],
  maxTokens: 10,
  temperature: 0,
  timeoutMs: 1_000,
  fetchImpl,
  onDelta,
});

describe('streamChatCompletion', () => {
  it('passes each piece on as it is read, across chunk boundaries, and returns the whole reply with its usage', async () => {
    const pieces: string[] = [];
    const whole = chunk('Seek help ') + chunk('through patience.');
    const usage = `data: ${JSON.stringify({ id: 'chatcmpl-9', choices: [], usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 } })}\n\n`;
    // Cut in the middle of an event: the reader must join the halves.
    const parts = [whole.slice(0, 30), whole.slice(30), usage, 'data: [DONE]\n\n'];
    const result = await streamChatCompletion(options(eventStream(parts), (text) => pieces.push(text)));
    expect(pieces).toEqual(['Seek help ', 'through patience.']);
    expect(result).toEqual({
      id: 'chatcmpl-9',
      content: 'Seek help through patience.',
      usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 },
    });
  });

  it('fails over (an UpstreamError) when it breaks before the first text, not (StreamBrokenError) after', async () => {
    const before = streamChatCompletion(options(eventStream([': keep-alive\n\n'], { failAfter: true })));
    await expect(before).rejects.toEqual(expect.objectContaining({ name: 'UpstreamError', category: 'unavailable', failover: true }));
    const after = streamChatCompletion(options(eventStream([chunk('Seek ')], { failAfter: true })));
    await expect(after).rejects.toBeInstanceOf(StreamBrokenError);
  });

  it('classifies an error status as without streaming, and refuses a stream with no text', async () => {
    const limited = streamChatCompletion(
      options(eventStream(['{"error":{"message":"slow down"}}'], { status: 429, contentType: 'application/json' })),
    );
    await expect(limited).rejects.toEqual(expect.objectContaining({ category: 'rate_limited', failover: true }));
    const empty = streamChatCompletion(options(eventStream(['data: [DONE]\n\n'])));
    await expect(empty).rejects.toEqual(new UpstreamError('bad_response', 'the stream carried no text', true));
    const notStreamed = streamChatCompletion(options(eventStream(['{}'], { contentType: 'application/json' })));
    await expect(notStreamed).rejects.toEqual(expect.objectContaining({ category: 'bad_response', failover: true }));
  });

  it('refuses an event that is not JSON', async () => {
    await expect(streamChatCompletion(options(eventStream(['data: {oops\n\n'])))).rejects.toEqual(
      expect.objectContaining({ category: 'bad_response', detail: 'a stream event was not JSON' }),
    );
  });
});

describe('the chat stream events', () => {
  it('frames data as server-sent events and keeps the answer fields in the last chunk', () => {
    expect(serverSentEvent('[DONE]')).toBe('data: [DONE]\n\n');
    const context = { id: 'chatcmpl-1', created: 1, model: 'alpha-3.3-70b-versatile' };
    expect(deltaChunk(context, { content: 'Hi' })).toEqual({
      id: 'chatcmpl-1',
      object: 'chat.completion.chunk',
      created: 1,
      model: 'alpha-3.3-70b-versatile',
      choices: [{ index: 0, delta: { content: 'Hi' }, finish_reason: null }],
    });
    const last = finalChunk(context, {
      response: {
        id: 'upstream-id',
        object: 'chat.completion',
        model: 'alpha-3.3-70b-versatile',
        reply: 'Hi',
        quran_citations: [],
        hadith_citations: [],
        sources: [],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        provider: 'groq',
      },
      finishReason: 'stop',
    });
    expect(last).toEqual({
      id: 'chatcmpl-1',
      object: 'chat.completion.chunk',
      created: 1,
      model: 'alpha-3.3-70b-versatile',
      choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
      quran_citations: [],
      hadith_citations: [],
      sources: [],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      provider: 'groq',
    });
  });
});
