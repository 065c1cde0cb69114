import { ApiKeyStore } from '../../../../../functions/shared/api-keys/api-key-store';
import { generateApiKey, hashApiKey } from '../../../../../functions/shared/api-keys/api-keys';
import { identifyCaller } from '../../../../../functions/shared/api-keys/identify-caller';
import { type EmbeddedTable, startEmbeddedTable } from '../../../../support/embedded-table';

describe('identifyCaller against the key table (dynalite)', () => {
  let table: EmbeddedTable;
  let store: ApiKeyStore;
  const find = (hash: string) => store.find(hash);

  beforeAll(async () => {
    table = await startEmbeddedTable();
    store = new ApiKeyStore(table.client, table.tableName);
  });
  afterAll(async () => {
    await table?.close();
  });

  it('identifies anonymous callers by address and key holders by key id and plan', async () => {
    expect(await identifyCaller({}, '203.0.113.7', find)).toEqual({ clientId: 'ip:203.0.113.7', plan: 'anonymous' });
    const key = generateApiKey();
    const record = await store.create({ keyHash: hashApiKey(key), plan: 'pro', owner: 'tests', createdAt: '2026-11-22T00:00:00.000Z' });
    expect(await identifyCaller({ 'x-api-key': key }, '203.0.113.7', find)).toEqual({
      clientId: `key:${record.keyId}`,
      plan: 'pro',
      apiKey: key,
    });
  });

  it('never treats an unusable key as anonymous: malformed, unknown and revoked keys carry a 401', async () => {
    expect((await identifyCaller({ 'x-api-key': 'not-a-key' }, '1.2.3.4', find)).rejection).toEqual({
      status: 401,
      message: 'The API key is malformed',
    });
    expect((await identifyCaller({ 'x-api-key': generateApiKey() }, '1.2.3.4', find)).rejection).toEqual({
      status: 401,
      message: 'The API key is not recognised',
    });
    const key = generateApiKey();
    await store.create({ keyHash: hashApiKey(key), plan: 'standard', owner: 'tests', createdAt: '2026-11-22T00:00:00.000Z' });
    await store.markRevoked(hashApiKey(key), '2026-11-22T01:00:00.000Z');
    const revoked = await identifyCaller({ authorization: `Bearer ${key}` }, '1.2.3.4', find);
    expect(revoked).toEqual({
      clientId: 'ip:1.2.3.4',
      plan: 'anonymous',
      rejection: { status: 401, message: 'The API key has been revoked' },
    });
  });
});
