import { generateApiKey, hashApiKey, isWellFormedApiKey, keyIdOf, sameDigest } from '../../../../../functions/shared/api-keys/api-keys';
import { authorizerContextOf, identificationFromContext, presentedKey } from '../../../../../functions/shared/api-keys/identify-caller';

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
    expect(presentedKey({ 'x-api-key': 'k1', authorization: 'Bearer k2' }).rejection).toEqual({
      status: 400,
      message: expect.stringMatching(/different keys/),
    });
    expect(presentedKey({ 'x-api-key': '  ' }).rejection).toMatchObject({ status: 401 });
    expect(presentedKey({ authorization: 'Basic dXNlcjpwYXNz' }).rejection).toMatchObject({
      status: 401,
      message: expect.stringMatching(/Bearer/),
    });
    expect(presentedKey({ authorization: 'Bearer' }).rejection).toMatchObject({ status: 401 });
  });

  it('refuses the same header sent twice, in two cases, with different keys; takes it when both agree', () => {
    expect(presentedKey({ 'X-API-Key': 'k1', 'x-api-key': 'k2' }).rejection).toEqual({
      status: 400,
      message: 'Two X-API-Key headers carry different values; send the key once',
    });
    expect(presentedKey({ Authorization: 'Bearer k1', authorization: 'Bearer k2' }).rejection).toMatchObject({ status: 400 });
    expect(presentedKey({ 'X-API-Key': 'k1', 'x-api-key': 'k1' })).toEqual({ key: 'k1' });
  });

  it('reads a Bearer placeholder as no key where the route takes placeholders, and anything with the key prefix as a key', () => {
    const openAi = { bearerPlaceholders: true };
    for (const placeholder of ['anonymous', 'anything', 'EMPTY', 'ollama', 'sk-no-key-required', 'sk-proj-abc123']) {
      expect(presentedKey({ Authorization: `Bearer ${placeholder}` }, undefined, openAi)).toEqual({ key: undefined });
      // Elsewhere the same header is a key, which identifyCaller refuses as malformed.
      expect(presentedKey({ Authorization: `Bearer ${placeholder}` })).toEqual({ key: placeholder });
    }
    // A value meant as one of our keys (its prefix, in any case) stays a key, to be judged: mistyped, truncated, revoked.
    for (const meant of ['ika_', 'ika_short', `IKA_${'A'.repeat(43)}`, generateApiKey()]) {
      expect(presentedKey({ Authorization: `Bearer ${meant}` }, undefined, openAi)).toEqual({ key: meant });
    }
    // X-API-Key is never a placeholder (OpenAI's SDKs do not send it), and a real X-API-Key beside a placeholder counts.
    expect(presentedKey({ 'X-API-Key': 'anything' }, undefined, openAi)).toEqual({ key: 'anything' });
    expect(presentedKey({ 'X-API-Key': 'ika_k1', authorization: 'Bearer anonymous' }, undefined, openAi)).toEqual({ key: 'ika_k1' });
    // What is not a Bearer credential at all is still refused.
    expect(presentedKey({ authorization: 'Basic dXNlcjpwYXNz' }, undefined, openAi).rejection).toMatchObject({ status: 401 });
  });
});

describe('the authorizer context', () => {
  it('round-trips through the authorizer context, which carries strings only', () => {
    const identification = {
      clientId: 'ip:1.2.3.4',
      plan: 'anonymous' as const,
      rejection: { status: 401 as const, message: 'The API key is malformed' },
    };
    const context = authorizerContextOf(identification);
    expect(Object.values(context).every((value) => typeof value === 'string')).toBe(true);
    expect(identificationFromContext({ ...context, principalId: 'ip:1.2.3.4' })).toEqual(identification);
    expect(identificationFromContext({ clientId: 'x', plan: 'platinum' })).toBeUndefined();
    expect(identificationFromContext(null)).toBeUndefined();
  });
});
