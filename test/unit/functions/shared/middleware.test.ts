import { jest } from '@jest/globals';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import * as z from 'zod';
import { HttpError } from '../../../../functions/shared/errors';
import { jsonResponse } from '../../../../functions/shared/http';
import { httpEndpoint } from '../../../../functions/shared/middleware';
import { WorkShare } from '../../../../functions/shared/work-share';
import { countingChain } from '../../../support/counting-limiter';

// The chain's own logic, without a table: the limiter and key store are passed in (see counting-limiter.ts).
let chain: ReturnType<typeof countingChain>;
beforeEach(() => {
  chain = countingChain(1000);
});

const event = (overrides: Partial<APIGatewayProxyEvent> = {}): APIGatewayProxyEvent =>
  ({
    httpMethod: 'GET',
    path: '/test',
    resource: '/test',
    headers: {},
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: { requestId: 'gateway-id', identity: { sourceIp: '198.51.100.7' } },
    ...overrides,
  }) as APIGatewayProxyEvent;

const context = { awsRequestId: 'req-123' } as Context;

describe('httpEndpoint middleware chain', () => {
  it('answers an unexpected failure with a generic 500, logging the details with the request id', async () => {
    const logged: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((line: unknown) => {
      logged.push(String(line));
    });
    try {
      const handler = httpEndpoint(chain, {}, async () => {
        throw new Error('database password is hunter2');
      });
      const response = await handler(event(), context);
      expect(response.statusCode).toBe(500);
      expect(JSON.parse(response.body)).toEqual({
        error: 'Internal Server Error',
        message: 'An unexpected error occurred. Quote request id req-123 when reporting it.',
      });
      expect(response.body).not.toContain('hunter2');
      expect(response.body).not.toMatch(/\n\s+at /);
      expect(response.headers).toMatchObject({ 'X-Request-Id': 'req-123', 'Access-Control-Allow-Origin': '*' });
      expect(logged).toHaveLength(1);
      expect(JSON.parse(logged[0])).toMatchObject({
        level: 'ERROR',
        requestId: 'req-123',
        message: 'database password is hunter2',
        correlation_id: 'gateway-id',
        service: 'islamic-knowledge-api',
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('answers a handler that outlives its function’s time with a 503 to retry, not a 500', async () => {
    const handler = httpEndpoint(chain, {}, () => new Promise<never>(() => {}));
    const shortLived = { ...context, getRemainingTimeInMillis: () => 50 } as Context;
    const response = await handler(event(), shortLived);
    expect(response.statusCode).toBe(503);
    expect(JSON.parse(response.body)).toEqual({
      error: 'Service Unavailable',
      message: 'The answer took longer than this endpoint may run and was given up; try again shortly',
    });
    expect(response.headers).toMatchObject({ 'Retry-After': '2', 'X-Request-Id': 'req-123' });
  });

  it('passes HttpError status, message and extra headers through', async () => {
    const handler = httpEndpoint(chain, {}, async () => {
      throw new HttpError(429, 'Slow down', { headers: { 'Retry-After': '7' } });
    });
    const response = await handler(event(), context);
    expect(response.statusCode).toBe(429);
    expect(JSON.parse(response.body)).toEqual({ error: 'Too Many Requests', message: 'Slow down' });
    expect(response.headers?.['Retry-After']).toBe('7');
  });

  it('validates the JSON body with zod, naming the field', async () => {
    const handler = httpEndpoint(chain, { body: z.object({ lat: z.number().min(-90).max(90) }).strict() }, async ({ body }) =>
      jsonResponse(200, { lat: body.lat }),
    );
    const post = (body: string) => handler(event({ httpMethod: 'POST', headers: { 'Content-Type': 'application/json' }, body }), context);
    expect(JSON.parse((await post('{"lat": 21.4}')).body)).toEqual({ lat: 21.4 });
    const invalid = await post('{"lat": 100}');
    expect(invalid.statusCode).toBe(400);
    expect(JSON.parse(invalid.body).message).toMatch(/^Invalid body field 'lat': /);
    const notObject = await post('[1,2]');
    expect(notObject.statusCode).toBe(400);
    expect(JSON.parse(notObject.body).message).toMatch(/^Invalid request body: /);
  });

  it('refuses query parameters an endpoint does not declare', async () => {
    const handler = httpEndpoint(chain, {}, async () => jsonResponse(200, {}));
    const response = await handler(event({ queryStringParameters: { debug: '1' } }), context);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).message).toBe("Unknown query parameter 'debug'");
  });

  it('accepts base64-encoded JSON bodies and refuses oversized ones', async () => {
    const handler = httpEndpoint(chain, { body: z.object({ a: z.number() }) }, async ({ body }) => jsonResponse(200, body));
    const encoded = Buffer.from('{"a":1}').toString('base64');
    const ok = await handler(event({ httpMethod: 'POST', body: encoded, isBase64Encoded: true }), context);
    expect(JSON.parse(ok.body)).toEqual({ a: 1 });
    const huge = await handler(event({ httpMethod: 'POST', body: `{"a":1,"pad":"${'x'.repeat(70 * 1024)}"}` }), context);
    expect(huge.statusCode).toBe(413);
  });

  it('refuses __proto__, constructor and toString as the unknown query parameters they are', async () => {
    const handler = httpEndpoint(chain, { query: z.object({ surah: z.string().optional() }).strict() }, async ({ query }) =>
      jsonResponse(200, query),
    );
    for (const name of ['__proto__', 'constructor', 'toString']) {
      // JSON.parse makes "__proto__" an own property, as API Gateway's event does.
      const parameters = JSON.parse(`{"${name}":"x"}`) as Record<string, string>;
      const response = await handler(
        event({ queryStringParameters: parameters, multiValueQueryStringParameters: JSON.parse(`{"${name}":["x"]}`) }),
        context,
      );
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ error: 'Bad Request', message: `Unknown query parameter '${name}'` });
    }
  });

  it("refuses a request whose client address is unknown, uncounted, instead of charging someone else's", async () => {
    let ran = false;
    const handler = httpEndpoint(chain, {}, async () => {
      ran = true;
      return jsonResponse(200, {});
    });
    const response = await handler(
      event({ requestContext: { requestId: 'gateway-id' } as APIGatewayProxyEvent['requestContext'] }),
      context,
    );
    expect(ran).toBe(false);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).message).toBe("The client's address is unknown, so the request cannot be rate limited; it is refused");
    expect(response.headers).toMatchObject({ 'X-RateLimit-Limit': '1000', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '0' });
  });
});

describe('heavy requests in the chain (issue 48, finding 5)', () => {
  const withTime = { ...context, getRemainingTimeInMillis: () => 60_000 } as Context;
  const from = (sourceIp: string) => event({ requestContext: { requestId: 'gateway-id', identity: { sourceIp } } } as never);

  it('starts a heavy request’s work on a turn of the event loop of its own, after what was already waiting', async () => {
    const order: string[] = [];
    const handler = httpEndpoint({ ...chain, workShare: new WorkShare() }, { heavy: () => true }, async () => {
      order.push('heavy work');
      return jsonResponse(200, {});
    });
    const answered = handler(from('198.51.100.7'), withTime);
    // Another client's request, arrived while the heavy one was being admitted (no table call in between).
    setImmediate(() => order.push('another request'));
    expect((await answered).statusCode).toBe(200);
    expect(order).toEqual(['another request', 'heavy work']);
  });

  it('lets what is waiting run between two heavy requests handed on one to the next, though neither waits for I/O', async () => {
    const order: string[] = [];
    const handler = httpEndpoint(
      { ...chain, workShare: new WorkShare({ running: 1, runningPerClient: 1, waitingPerClient: 10 }) },
      { heavy: () => true, query: z.object({ name: z.string() }) },
      async ({ query }) => {
        order.push(query.name);
        // A lookup arriving while this one runs: it must not wait for the next heavy request too.
        if (query.name === 'first') setImmediate(() => order.push('lookup'));
        return jsonResponse(200, {});
      },
    );
    const ask = (name: string, sourceIp: string) =>
      handler({ ...from(sourceIp), queryStringParameters: { name }, multiValueQueryStringParameters: { name: [name] } }, withTime);
    const answers = await Promise.all([ask('first', '198.51.100.7'), ask('second', '198.51.100.8')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(order).toEqual(['first', 'lookup', 'second']);
  });
});

describe('rateLimiting in the chain', () => {
  it('counts each request against its caller and stamps the window on answers and errors alike', async () => {
    chain = countingChain(2);
    const handler = httpEndpoint(chain, {}, async () => jsonResponse(200, {}));
    const first = await handler(event(), context);
    expect(first.headers).toMatchObject({ 'X-RateLimit-Limit': '2', 'X-RateLimit-Remaining': '1' });
    const refused = await handler(event({ queryStringParameters: { unknown: '1' } }), context);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers).toMatchObject({ 'X-RateLimit-Limit': '2', 'X-RateLimit-Remaining': '0' });
    const limited = await handler(event(), context);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers).toMatchObject({ 'Retry-After': '60', 'X-RateLimit-Remaining': '0' });
    expect(chain.admissions.get('ip:198.51.100.7')).toBe(2);
  });

  it("counts requests given a window of their own there, with that window's limit, and not in the API's", async () => {
    const docs = { name: 'docs', limit: () => 3 };
    const handler = httpEndpoint(chain, { window: () => docs }, async () => jsonResponse(200, {}));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await handler(event(), context)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(chain.admissions.get('ip:198.51.100.7#docs')).toBe(3);
    expect(chain.admissions.has('ip:198.51.100.7')).toBe(false);
  });

  it('closes the door with a 503 when the limiter cannot answer, logging why', async () => {
    const logged: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((line: unknown) => {
      logged.push(String(line));
    });
    try {
      const handler = httpEndpoint(
        { ...chain, limiter: { ...chain.limiter, admit: async () => Promise.reject(new Error('table gone')) } },
        {},
        async () => jsonResponse(200, {}),
      );
      const response = await handler(event(), context);
      expect(response.statusCode).toBe(503);
      expect(response.headers).toMatchObject({ 'Retry-After': '5', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '5' });
      expect(logged.map((line) => JSON.parse(line).message)).toEqual(['Rate limiter unavailable: table gone']);
    } finally {
      spy.mockRestore();
    }
  });
});
