import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalServer } from '../../../lib/local/http-server';

/**
 * The local server writes a stream body as it comes (chat's events), as Lambda's response stream does, with a
 * handler that answers a stream: one that ends, and one that fails after it began (cut, the server still serving).
 */
let server: Server;
let baseUrl: string;
let failNext = false;

beforeAll(async () => {
  server = createLocalServer({
    loadHandler: async () =>
      (async () => {
        const encoder = new TextEncoder();
        const failing = failNext;
        let sent = 0;
        return {
          statusCode: 200,
          headers: { 'Content-Type': 'text/event-stream' },
          body: new ReadableStream<Uint8Array>({
            pull(controller) {
              if (sent === 2) return failing ? controller.error(new Error('broken')) : controller.close();
              sent += 1;
              controller.enqueue(encoder.encode(`data: ${sent}\n\n`));
            },
          }),
        };
      }) as never,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('stream bodies through the local server', () => {
  it('writes each piece, then ends', async () => {
    failNext = false;
    const response = await fetch(`${baseUrl}/api/v1/quran`);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(await response.text()).toBe('data: 1\n\ndata: 2\n\n');
  });

  it('cuts a stream that fails after it began, and goes on serving', async () => {
    failNext = true;
    const response = await fetch(`${baseUrl}/api/v1/quran`);
    await expect(response.text()).rejects.toThrow();
    failNext = false;
    expect(await (await fetch(`${baseUrl}/api/v1/quran`)).text()).toBe('data: 1\n\ndata: 2\n\n');
  });
});
