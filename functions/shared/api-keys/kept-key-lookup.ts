import { KeptValues, sharedRead } from '../kept-values';
import type { ApiKeyRecord } from './api-key-store';

/** Where API keys are looked up by the SHA-256 of the key (ApiKeyStore in the service). */
export interface KeyLookup {
  find(keyHash: string): Promise<ApiKeyRecord | undefined>;
}

export interface KeptKeyOptions {
  /** How long a key's record is answered from memory: a revocation takes effect within this. */
  ttlMs?: number;
  /** Records kept at most, the least recently used going first. */
  capacity?: number;
  now?: () => number;
}

/** A minute: what a revocation may take to reach a warm container, as API Gateway's own authorizer caches allow. */
export const KEY_RECORD_TTL_MS = 60_000;

/**
 * The key records a container has read, kept for a minute: a keyed client's every request read its key's item (a
 * GetItem in the authorizer, before the function's own work). Only records that exist are kept, revoked ones
 * included, so a key created a moment ago works at once and a refused lookup is read again; a failed read is not
 * kept. Concurrent requests with one key share one read.
 */
export function keptKeyLookup(
  store: KeyLookup,
  { ttlMs = KEY_RECORD_TTL_MS, capacity = 1_000, now = Date.now }: KeptKeyOptions = {},
): KeyLookup {
  const kept = new KeptValues<string, Promise<ApiKeyRecord | undefined>>(capacity, ttlMs, now);
  return {
    find: (keyHash) =>
      sharedRead(
        kept,
        keyHash,
        () => store.find(keyHash),
        (record) => record !== undefined,
      ),
  };
}
