import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';

/** A proxy answer whose body may be a stream (server-sent events): written as it comes, never buffered whole. */
export type StreamingProxyResult = Omit<APIGatewayProxyResult, 'body'> & { body: string | ReadableStream<Uint8Array> };

export const isStreamBody = (body: unknown): body is ReadableStream<Uint8Array> =>
  typeof body === 'object' && body !== null && typeof (body as ReadableStream).getReader === 'function';

/** The parts of the Lambda Node.js runtime's global `awslambda` that response streaming uses. */
interface LambdaStreamingRuntime {
  streamifyResponse: (handler: (event: APIGatewayProxyEvent, responseStream: Writable, context: Context) => Promise<void>) => unknown;
  HttpResponseStream: { from: (stream: Writable, metadata: { statusCode: number; headers?: Record<string, string> }) => Writable };
}

/**
 * The Lambda handler of a function behind an API Gateway integration in STREAM mode: every answer (JSON or a stream)
 * is written to Lambda's response stream with its status and headers first. Outside Lambda (the local server, tests)
 * there is no `awslambda.streamifyResponse` and the handler is returned as it is.
 */
export function streamingLambdaHandler(handler: (event: APIGatewayProxyEvent, context: Context) => Promise<StreamingProxyResult>) {
  // Other libraries put things on `awslambda` too (Powertools' invoke store): only the runtime has streamifyResponse.
  const runtime = (globalThis as { awslambda?: Partial<LambdaStreamingRuntime> }).awslambda;
  if (typeof runtime?.streamifyResponse !== 'function' || !runtime.HttpResponseStream) return handler;
  const { streamifyResponse, HttpResponseStream } = runtime as LambdaStreamingRuntime;
  return streamifyResponse(async (event, responseStream, context) => {
    const result = await handler(event, context);
    const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([name, value]) => [name, String(value)]));
    const stream = HttpResponseStream.from(responseStream, { statusCode: result.statusCode, headers });
    const body = isStreamBody(result.body)
      ? Readable.fromWeb(result.body as import('node:stream/web').ReadableStream<Uint8Array>)
      : Readable.from([result.isBase64Encoded ? Buffer.from(result.body, 'base64') : Buffer.from(result.body)]);
    await pipeline(body, stream);
  });
}
