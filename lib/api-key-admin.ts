import { type APIGatewayClient, CreateApiKeyCommand, CreateUsagePlanKeyCommand, UpdateApiKeyCommand } from '@aws-sdk/client-api-gateway';
import type { ApiKeyRecord, ApiKeyStore } from '../functions/shared/api-keys/api-key-store';
import { type ApiKeyPlan, generateApiKey, hashApiKey, keyIdOf } from '../functions/shared/api-keys/api-keys';

/**
 * Issuing, listing and revoking API keys (npm run keys). The table is authoritative: the service
 * accepts a key only if its hash is there and not revoked. Against a deployment the key is also
 * registered with its plan's API Gateway usage plan, which the authorizer names as the caller's
 * usage identifier; there it is the coarse per-key backstop, the table's limiter the exact one.
 */
export interface GatewayRegistration {
  client: APIGatewayClient;
  usagePlanIds: Record<ApiKeyPlan, string>;
}

export interface KeyAdmin {
  store: ApiKeyStore;
  gateway?: GatewayRegistration;
  now?: () => Date;
}

export async function createApiKey(admin: KeyAdmin, plan: ApiKeyPlan, owner: string): Promise<{ key: string; record: ApiKeyRecord }> {
  const key = generateApiKey();
  const createdAt = (admin.now?.() ?? new Date()).toISOString();
  const record = await admin.store.create({ keyHash: hashApiKey(key), plan, owner, createdAt });
  if (!admin.gateway) return { key, record };
  try {
    const created = await admin.gateway.client.send(
      new CreateApiKeyCommand({ name: `islamic-api-${record.keyId}`, description: owner, value: key, enabled: true }),
    );
    await admin.gateway.client.send(
      new CreateUsagePlanKeyCommand({ usagePlanId: admin.gateway.usagePlanIds[plan], keyId: created.id, keyType: 'API_KEY' }),
    );
    await admin.store.setGatewayKeyId(record.keyHash, created.id!);
    return { key, record: { ...record, gatewayKeyId: created.id } };
  } catch (error) {
    // A key the gateway does not know would be refused there: do not leave it usable anywhere.
    await admin.store.markRevoked(record.keyHash, createdAt);
    throw new Error(
      `API Gateway registration failed, so key ${record.keyId} was revoked: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export const listApiKeys = (admin: KeyAdmin) => admin.store.list();

/** Revokes by key id (or by the key itself, whose id is derived from its hash). */
export async function revokeApiKey(admin: KeyAdmin, keyIdOrKey: string): Promise<ApiKeyRecord> {
  const keyId = keyIdOrKey.startsWith('ika_') ? keyIdOf(hashApiKey(keyIdOrKey)) : keyIdOrKey;
  const record = await admin.store.findById(keyId);
  if (!record) throw new Error(`No API key with id ${keyId}`);
  const revokedAt = record.revokedAt ?? (admin.now?.() ?? new Date()).toISOString();
  await admin.store.markRevoked(record.keyHash, revokedAt);
  if (admin.gateway && record.gatewayKeyId) {
    await admin.gateway.client.send(
      new UpdateApiKeyCommand({ apiKey: record.gatewayKeyId, patchOperations: [{ op: 'replace', path: '/enabled', value: 'false' }] }),
    );
  }
  return { ...record, revokedAt };
}
