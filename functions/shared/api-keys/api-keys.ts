import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * API keys: 32 random bytes, base64url, behind a recognisable prefix (so that secret scanners and
 * people can tell what a leaked string is). Only the SHA-256 of a key is stored: keys are random
 * and long, so a fast hash is enough, and a stolen table reveals no usable key.
 */
export const API_KEY_PREFIX = 'ika_';
const API_KEY_PATTERN = /^ika_[A-Za-z0-9_-]{43}$/;

export const API_KEY_PLANS = ['standard', 'pro'] as const;
export type ApiKeyPlan = (typeof API_KEY_PLANS)[number];
export type Plan = ApiKeyPlan | 'anonymous';

export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export const isWellFormedApiKey = (candidate: string) => API_KEY_PATTERN.test(candidate);

/** Whether a string is meant as one of this API's keys: it starts with the prefix (in any case), well formed or not. */
export const bearsApiKeyPrefix = (candidate: string) => candidate.slice(0, API_KEY_PREFIX.length).toLowerCase() === API_KEY_PREFIX;

export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** The public handle of a key (listing, revoking, rate-limit partition): the start of its hash. */
export const keyIdOf = (keyHash: string) => keyHash.slice(0, 16);

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
