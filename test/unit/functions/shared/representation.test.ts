import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, constants as zlib } from 'node:zlib';
import type middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { COMPRESSED_OFF_LOOP_BYTES, httpRepresentation } from '../../../../functions/shared/representation';

/**
 * A large answer is compressed off the event loop (issue 48, finding 5): brotli on megabytes held the loop for one long
 * stretch while no other client's request was read. It arrives as before, byte for byte, with the same headers.
 */
type Request = middy.Request<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>;

/** About 1.2 MB of JSON, different on every call (each has its own ETag, so none is answered from the kept copies). */
let made = 0;
function largeBody(): string {
  made += 1;
  return JSON.stringify({
    call: made,
    verses: Array.from({ length: 12_000 }, (_, i) => ({ n: i, text: `بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ ${i * 7919} ${made}` })),
  });
}

function requestOf(body: string, acceptEncoding: string, method = 'GET'): Request {
  return {
    event: { httpMethod: method, headers: { 'accept-encoding': acceptEncoding } } as unknown as APIGatewayProxyEvent,
    response: { statusCode: 200, headers: { 'Content-Type': 'application/json' }, body },
    context: {} as Context,
    error: null,
    internal: {},
  } as unknown as Request;
}

const compressAnswer = httpRepresentation({ cacheControl: 'public, max-age=86400' }).after!;

describe('httpRepresentation compresses large answers off the event loop', () => {
  it.each([
    ['br', (body: string) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), brotliDecompressSync],
    ['gzip', (body: string) => gzipSync(body), gunzipSync],
  ])(
    '%s: another callback runs while it compresses, and the bytes and headers are what the synchronous encoder gives',
    async (coding, encodeSync, decode) => {
      const body = largeBody();
      expect(Buffer.byteLength(body)).toBeGreaterThan(COMPRESSED_OFF_LOOP_BYTES * 10);
      const request = requestOf(body, coding);
      const order: string[] = [];
      // Another client's work, due on the loop's next turn: before the answer is done only if the loop turned meanwhile.
      setImmediate(() => order.push('other'));
      await compressAnswer(request);
      order.push('compressed');
      await new Promise((resolve) => setImmediate(resolve));
      expect(order).toEqual(['other', 'compressed']);

      const response = request.response!;
      const expected = encodeSync(body);
      expect(response.isBase64Encoded).toBe(true);
      expect(Buffer.from(response.body, 'base64').equals(expected)).toBe(true);
      expect(decode(Buffer.from(response.body, 'base64')).toString()).toBe(body);
      expect(response.headers).toEqual({
        'Content-Type': 'application/json',
        'Cache-Control': 'public, max-age=86400',
        ETag: expect.stringMatching(new RegExp(`^"[A-Za-z0-9_-]{32}-${coding}"$`)),
        'Content-Encoding': coding,
        Vary: 'Accept-Encoding',
        'Content-Length': String(expected.length),
      });
    },
  );

  it('gives a HEAD the same headers without the body', async () => {
    const body = largeBody();
    const head = requestOf(body, 'br', 'HEAD');
    await compressAnswer(head);
    expect(head.response!.body).toBe('');
    expect(head.response!.headers!['Content-Length']).toBe(
      String(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }).length),
    );
    expect(head.response!.headers!['Content-Encoding']).toBe('br');
  });
});
