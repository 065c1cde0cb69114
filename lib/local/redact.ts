import { API_KEY_PREFIX } from '../../functions/shared/api-keys/api-keys';

// Anything shaped like one of our keys, and the value of any parameter named like a key or token.
const KEY_SHAPED = new RegExp(`${API_KEY_PREFIX}[A-Za-z0-9_-]{8,}`, 'g');
const KEY_PARAMETER = /([?&](?:api[_-]?key|key|token|access[_-]?token|apikey)=)[^&#\s]*/gi;

/** A URL or log line with every key-shaped string and key-named parameter value replaced, for logging. */
export function redactKeys(text: string): string {
  return text.replace(KEY_SHAPED, `${API_KEY_PREFIX}[redacted]`).replace(KEY_PARAMETER, '$1[redacted]');
}
