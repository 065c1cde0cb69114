import { authorizerContextOf, identificationFromContext, identifyCaller, presentedKey } from '../../../functions/authorizer/identify-caller';
import { ApiKeyStore } from '../../../functions/shared/api-keys/api-key-store';
import { generateApiKey, hashApiKey, isWellFormedApiKey, keyIdOf, sameDigest } from '../../../functions/shared/api-keys/api-keys';
import { startEmbeddedTable, type EmbeddedTable } from '../../support/embedded-table';

describe('API keys', () => {
  it('are random, prefixed, well formed and stored only as a SHA-256 digest', () => {
    const key = generateApiKey();
    expect(key).toMatch(/^ika_[A-Za-z0-9_-]{43}$/);
    expect(generateApiKey()).not.toBe(key);
    expect(isWellFormedApiKey(key)).toBe(true);
    expect(isWellFormedApiKey(`${key}x`)).toBe(false);
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(keyIdOf(hashApiKey(key))).toBe(hashApiKey(key).slice(0, 16));
  });

  it('compares digests in constant time and never equal for different lengths or empties', () => {
    const digest = hashApiKey('a');
    expect(sameDigest(digest, hashApiKey('a'))).toBe(true);
    expect(sameDigest(digest, hashApiKey('b'))).toBe(false);
    expect(sameDigest(digest, digest.slice(0, 32))).toBe(false);
    expect(sameDigest('', '')).toBe(false);
  });
});

describe('presentedKey', () => {
  it('reads X-API-Key or Authorization: Bearer, case-insensitively, and treats them as one when equal', () => {
    expect(presentedKey({ 'X-API-Key': 'k1' })).toEqual({ key: 'k1' });
    expect(presentedKey({ authorization: 'Bearer k1' })).toEqual({ key: 'k1' });
    expect(presentedKey({ Authorization: 'bearer   k1  ' })).toEqual({ key: 'k1' });
    expect(presentedKey({ 'x-api-key': 'k1', Authorization: 'Bearer k1' })).toEqual({ key: 'k1' });
    expect(presentedKey({})).toEqual({ key: undefined });
    expect(presentedKey(null)).toEqual({ key: undefined });
  });

  it('refuses conflicting, empty or non-Bearer credentials', () => {
    expect(presentedKey({ 'x-api-key': 'k1', authorization: 'Bearer k2' }).rejection).toEqual({ status: 400, message: expect.stringMatching(/different keys/) });
    expect(presentedKey({ 'x-api-key': '  ' }).rejection).toMatchObject({ status: 401 });
    expect(presentedKey({ authorization: 'Basic dXNlcjpwYXNz' }).rejection).toMatchObject({ status: 401, message: expect.stringMatching(/Bearer/) });
    expect(presentedKey({ authorization: 'Bearer' }).rejection).toMatchObject({ status: 401 });
  });
});

describe('identifyCaller against the key table (dynalite)', () => {
  let table: EmbeddedTable;
  let store: ApiKeyStore;
  const find = (hash: string) => store.find(hash);

  beforeAll(async () => {
    table = await startEmbeddedTable();
    store = new ApiKeyStore(table.client, table.tableName);
  });
  afterAll(async () => {
    await table.close();
  });

  it('identifies anonymous callers by address and key holders by key id and plan', async () => {
    expect(await identifyCaller({}, '203.0.113.7', find)).toEqual({ clientId: 'ip:203.0.113.7', plan: 'anonymous' });
    const key = generateApiKey();
    const record = await store.create({ keyHash: hashApiKey(key), plan: 'pro', owner: 'tests', createdAt: '2026-11-22T00:00:00.000Z' });
    expect(await identifyCaller({ 'x-api-key': key }, '203.0.113.7', find)).toEqual({ clientId: `key:${record.keyId}`, plan: 'pro', apiKey: key });
  });

  it('never treats an unusable key as anonymous: malformed, unknown and revoked keys carry a 401', async () => {
    expect((await identifyCaller({ 'x-api-key': 'not-a-key' }, '1.2.3.4', find)).rejection).toEqual({ status: 401, message: 'The API key is malformed' });
    expect((await identifyCaller({ 'x-api-key': generateApiKey() }, '1.2.3.4', find)).rejection).toEqual({ status: 401, message: 'The API key is not recognised' });
    const key = generateApiKey();
    await store.create({ keyHash: hashApiKey(key), plan: 'standard', owner: 'tests', createdAt: '2026-11-22T00:00:00.000Z' });
    await store.markRevoked(hashApiKey(key), '2026-11-22T01:00:00.000Z');
    const revoked = await identifyCaller({ authorization: `Bearer ${key}` }, '1.2.3.4', find);
    expect(revoked).toEqual({ clientId: 'ip:1.2.3.4', plan: 'anonymous', rejection: { status: 401, message: 'The API key has been revoked' } });
  });

  it('round-trips through the authorizer context, which carries strings only', () => {
    const identification = { clientId: 'ip:1.2.3.4', plan: 'anonymous' as const, rejection: { status: 401 as const, message: 'The API key is malformed' } };
    const context = authorizerContextOf(identification);
    expect(Object.values(context).every((value) => typeof value === 'string')).toBe(true);
    expect(identificationFromContext({ ...context, principalId: 'ip:1.2.3.4' })).toEqual(identification);
    expect(identificationFromContext({ clientId: 'x', plan: 'platinum' })).toBeUndefined();
    expect(identificationFromContext(null)).toBeUndefined();
  });
});
