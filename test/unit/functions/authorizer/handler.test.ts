import { jest } from '@jest/globals';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { createHandler } from '../../../../functions/authorizer/handler';
import type { ApiKeyRecord } from '../../../../functions/shared/api-keys/api-key-store';
import { parseConfig } from '../../../../functions/shared/config';
import { createObservability } from '../../../../functions/shared/observability';

const event = (headers: Record<string, string>, resource = '/api/v1/quran'): APIGatewayRequestAuthorizerEvent =>
  ({
    type: 'REQUEST',
    methodArn: `arn:aws:execute-api:us-east-1:123456789012:api/prod/GET${resource}`,
    resource,
    headers,
    requestContext: { requestId: 'gateway-request-7', identity: { sourceIp: '198.51.100.7' } },
  }) as unknown as APIGatewayRequestAuthorizerEvent;

const handlerWith = (find: (hash: string) => Promise<ApiKeyRecord | undefined>) =>
  createHandler({
    settings: parseConfig({ ANONYMOUS_USAGE_KEY: 'anonymous-usage-key-of-this-test' }),
    keyStore: { find } as never,
    observability: createObservability(),
  });

describe('the REQUEST authorizer', () => {
  it('allows an anonymous caller under the shared anonymous usage key', async () => {
    const result = await handlerWith(async () => undefined)(event({}));
    expect(result.usageIdentifierKey).toBe('anonymous-usage-key-of-this-test');
    expect(result.policyDocument.Statement).toEqual([expect.objectContaining({ Effect: 'Allow' })]);
    expect(result.principalId).toBe('ip:198.51.100.7');
  });

  it('reads a placeholder Bearer value as no key on the OpenAI-compatible routes only, and never a prefixed one', async () => {
    const find = jest.fn(async () => undefined);
    const authorize = handlerWith(find);
    for (const resource of ['/api/v1/chat/completions', '/api/v1/models']) {
      const placeholder = await authorize(event({ Authorization: 'Bearer anonymous' }, resource));
      expect(placeholder.context).toEqual({ clientId: 'ip:198.51.100.7', plan: 'anonymous' });
      expect(placeholder.usageIdentifierKey).toBe('anonymous-usage-key-of-this-test');
      const unknown = await authorize(event({ Authorization: `Bearer ika_${'A'.repeat(43)}` }, resource));
      expect(unknown.context).toMatchObject({ rejectStatus: '401', rejectMessage: 'The API key is not recognised' });
    }
    expect(find).toHaveBeenCalledTimes(2);
    const elsewhere = await authorize(event({ Authorization: 'Bearer anonymous' }, '/api/v1/quran'));
    expect(elsewhere.context).toMatchObject({ rejectStatus: '401', rejectMessage: 'The API key is malformed' });
  });

  it("logs a failed key lookup under API Gateway's request id, the function's correlation id for the request", async () => {
    const logged: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((line: unknown) => {
      logged.push(String(line));
    });
    try {
      const failing = handlerWith(async () => {
        throw new Error('table unreachable');
      });
      await expect(failing(event({ 'X-API-Key': `ika_${'A'.repeat(43)}` }))).rejects.toThrow('table unreachable');
      expect(logged.map((line) => JSON.parse(line))).toEqual([
        expect.objectContaining({ level: 'ERROR', correlation_id: 'gateway-request-7' }),
      ]);
    } finally {
      spy.mockRestore();
    }
  });
});
