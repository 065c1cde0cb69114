import OpenAI from 'openai';
import { PUBLIC_MODELS } from '../../../functions/chat/chat-models';
import { ApiKeyStore } from '../../../functions/shared/api-keys/api-key-store';
import { createDocumentClient } from '../../../functions/shared/dynamo';
import { createApiKey } from '../../../lib/api-key-admin';
import { GENEROUS_RATE_LIMITS, serviceForSuite, startTestService, type TestService } from '../../support/local-service';

/**
 * GET /api/v1/models driven by the `openai` npm client as it is, given only this API's base URL and one of its keys:
 * the list needs no provider, so none stands behind this service. The answer of `service.get` is also checked against
 * the OpenAPI document.
 */
const service = serviceForSuite({ env: GENEROUS_RATE_LIMITS });
let client: OpenAI;

beforeAll(async () => {
  const table = createDocumentClient({ region: service.region, endpoint: service.dynamoEndpoint });
  const { key } = await createApiKey({ store: new ApiKeyStore(table, service.tableName) }, 'standard', 'openai client');
  table.destroy();
  client = new OpenAI({ apiKey: key, baseURL: `${service.baseUrl}/api/v1`, maxRetries: 0 });
});

describe('GET /api/v1/models through the openai npm client', () => {
  it('lists the public model ids', async () => {
    const models = [];
    for await (const model of client.models.list()) models.push(model);
    expect(models.map((model) => model.id)).toEqual([...PUBLIC_MODELS]);
    expect(models[0]).toMatchObject({ object: 'model', owned_by: 'islamic-knowledge-api', created: expect.any(Number), in_rotation: true });
    const answer = await service.get('/api/v1/models');
    expect(answer.status).toBe(200);
  });
});

describe.each([
  ['the authorizer', 'authorizer'],
  ['each function (no authorizer)', 'functions'],
] as const)('GET /api/v1/models with a placeholder apiKey, callers identified by %s', (_, callerIdentification) => {
  let placeholderService: TestService;
  beforeAll(async () => {
    placeholderService = await startTestService({ env: GENEROUS_RATE_LIMITS, callerIdentification });
  });
  afterAll(async () => {
    await placeholderService?.close();
  });

  it('lists the models for "anonymous" and "EMPTY" and refuses an unknown key of our form', async () => {
    const baseURL = `${placeholderService.baseUrl}/api/v1`;
    for (const apiKey of ['anonymous', 'EMPTY']) {
      const { data, response } = await new OpenAI({ apiKey, baseURL, maxRetries: 0 }).models.list().withResponse();
      expect(data.data.map((model) => model.id)).toEqual([...PUBLIC_MODELS]);
      expect(response.headers.get('x-ratelimit-limit')).toBe('2000');
    }
    const stranger = new OpenAI({ apiKey: `ika_${'Z'.repeat(43)}`, baseURL, maxRetries: 0 });
    const error = await stranger.models.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    expect((error as InstanceType<typeof OpenAI.APIError>).error).toMatchObject({ message: 'The API key is not recognised' });
  });
});
