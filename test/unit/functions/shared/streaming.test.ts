import { PassThrough, type Writable } from 'node:stream';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { type StreamingProxyResult, streamingLambdaHandler } from '../../../../functions/shared/streaming';

/**
 * Lambda's response streaming as its Node.js runtime offers it (the global `awslambda`, which cannot be reached
 * here): streamifyResponse hands the handler a writable stream; HttpResponseStream.from writes the status and
 * headers before the body. The double records what the runtime would send.
 */
function withLambdaRuntime(run: (sent: { metadata?: unknown; body: () => string }) => Promise<void>) {
  const globals = globalThis as { awslambda?: unknown };
  const previous = globals.awslambda;
  const chunks: Buffer[] = [];
  const sent: { metadata?: unknown; body: () => string } = { body: () => Buffer.concat(chunks).toString('utf8') };
  globals.awslambda = {
    streamifyResponse:
      (handler: (event: unknown, stream: Writable, context: unknown) => Promise<void>) => (event: unknown, context: unknown) => {
        const stream = new PassThrough();
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        return handler(event, stream, context);
      },
    HttpResponseStream: {
      from: (stream: Writable, metadata: unknown) => {
        sent.metadata = metadata;
        return stream;
      },
    },
  };
  return run(sent).finally(() => {
    globals.awslambda = previous;
  });
}

const event = {} as APIGatewayProxyEvent;
const context = {} as Context;
type Invoke = (event: APIGatewayProxyEvent, context: Context) => Promise<void>;

describe('streamingLambdaHandler', () => {
  it('is the handler itself outside Lambda (no awslambda.streamifyResponse)', () => {
    const handler = async (): Promise<StreamingProxyResult> => ({ statusCode: 200, body: '' });
    expect(streamingLambdaHandler(handler)).toBe(handler);
  });

  it('writes a JSON answer with its status and headers first', async () => {
    await withLambdaRuntime(async (sent) => {
      const handler = streamingLambdaHandler(async () => ({
        statusCode: 400,
        headers: { 'Content-Type': 'application/json' },
        body: '{"error":"Bad Request"}',
      }));
      await (handler as unknown as Invoke)(event, context);
      expect(sent.metadata).toEqual({ statusCode: 400, headers: { 'Content-Type': 'application/json' } });
      expect(sent.body()).toBe('{"error":"Bad Request"}');
    });
  });

  it('writes a stream body piece by piece, and bytes a base64 body decodes to', async () => {
    await withLambdaRuntime(async (sent) => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('data: {"a":1}\n\n'));
          controller.enqueue(encoder.encode('data: [DONE]\n\n'));
          controller.close();
        },
      });
      const handler = streamingLambdaHandler(async () => ({ statusCode: 200, headers: { 'Content-Type': 'text/event-stream' }, body }));
      await (handler as unknown as Invoke)(event, context);
      expect(sent.body()).toBe('data: {"a":1}\n\ndata: [DONE]\n\n');
    });
    await withLambdaRuntime(async (sent) => {
      const handler = streamingLambdaHandler(async () => ({
        statusCode: 200,
        isBase64Encoded: true,
        body: Buffer.from('gzip bytes').toString('base64'),
      }));
      await (handler as unknown as Invoke)(event, context);
      expect(sent.body()).toBe('gzip bytes');
    });
  });
});
