import { jest } from '@jest/globals';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { createHandler } from '../../../../functions/authorizer/handler';
import type { ApiKeyRecord } from '../../../../functions/shared/api-keys/api-key-store';
import { parseConfig } from '../../../../functions/shared/config';
import { createObservability } from '../../../../functions/shared/observability';

const event = (headers: Record<string, string>): APIGatewayRequestAuthorizerEvent =>
  ({
    type: 'REQUEST',
    methodArn: 'arn:aws:execute-api:us-east-1:123456789012:api/prod/GET/api/v1/quran',
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
