import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Config } from '../shared/config';
import { HttpError } from '../shared/errors';

/** How long a missing secret is taken as "no key" before Secrets Manager is asked again. */
const MISSING_SECRET_RECHECK_MS = 5 * 60_000;

/**
 * The provider's API key: CHAT_API_KEY locally, or the Secrets Manager secret the stack names in AWS
 * (read once per container). The secret is the key itself or JSON with an `apiKey` field. No key
 * configured, or a named secret that does not exist yet, means retrieval-only chat.
 */
/** Where the resolver reports a missing or unreadable secret (a Powertools Logger in the function). */
export interface KeyLog {
  warn: (message: string) => void;
  error: (message: string) => void;
}

export function providerKeyResolver(
  settings: Config,
  options: { now?: () => number; secrets?: SecretsManagerClient; log?: KeyLog } = {},
): () => Promise<string | undefined> {
  const now = options.now ?? Date.now;
  const log: KeyLog = options.log ?? {
    warn: (message) => console.warn(JSON.stringify({ level: 'warn', message })),
    error: (message) => console.error(JSON.stringify({ level: 'error', message })),
  };
  let pending: Promise<string | undefined> | undefined;
  let missingSince: number | undefined;
  return () => {
    if (settings.CHAT_API_KEY) return Promise.resolve(settings.CHAT_API_KEY);
    if (!settings.CHAT_API_KEY_SECRET_ID) return Promise.resolve(undefined);
    if (missingSince !== undefined && now() - missingSince > MISSING_SECRET_RECHECK_MS) pending = undefined;
    pending ??= (
      options.secrets ??
      new SecretsManagerClient({
        region: settings.AWS_REGION,
        maxAttempts: 2,
        // A stalled Secrets Manager must not hold the chat until its deadline.
        requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
      })
    )
      .send(new GetSecretValueCommand({ SecretId: settings.CHAT_API_KEY_SECRET_ID }))
      .then((secret) => {
        missingSince = undefined;
        const text = secret.SecretString?.trim() ?? '';
        if (text.startsWith('{')) {
          const key = (JSON.parse(text) as { apiKey?: unknown }).apiKey;
          if (typeof key === 'string' && key) return key;
          throw new Error('the chat provider key secret is JSON without an apiKey string');
        }
        if (!text) throw new Error('the chat provider key secret is empty');
        return text;
      })
      .catch((error: unknown) => {
        if ((error as { name?: string }).name === 'ResourceNotFoundException') {
          log.warn(`Secret ${settings.CHAT_API_KEY_SECRET_ID} does not exist: chat answers in retrieval-only mode`);
          missingSince = now();
          return undefined;
        }
        pending = undefined; // try again on the next request
        log.error(`Reading the chat provider key failed: ${(error as Error).message}`);
        throw new HttpError(503, "The chat provider's key cannot be read right now; try again shortly", {
          headers: { 'Retry-After': '5' },
        });
      });
    return pending;
  };
}
