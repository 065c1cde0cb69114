import { API_KEY_PREFIX } from '../../functions/shared/api-keys/api-keys';

// Anything shaped like one of our keys, and the value of any parameter named like a key or token.
const KEY_SHAPED = new RegExp(`${API_KEY_PREFIX}[A-Za-z0-9_-]{8,}`, 'g');
const KEY_PARAMETER = /([?&](?:api[_-]?key|key|token|access[_-]?token|apikey)=)[^&#\s]*/gi;

/**
 * Letters, digits, "_" and "-" written percent-encoded (`ik%5F…`, `api%5Fkey=`): decoded before matching, so that an
 * encoded key is found too. Only those characters are decoded, so nothing else (a newline, say) enters the log line.
 */
const ENCODED_UNRESERVED = /%([0-9A-Fa-f]{2})/g;
const decodeUnreserved = (text: string) =>
  text.replace(ENCODED_UNRESERVED, (encoded, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9_-]/.test(character) ? character : encoded;
  });

/** A URL or log line with every key-shaped string and key-named parameter value replaced, for logging. */
export function redactKeys(text: string): string {
  return decodeUnreserved(text).replace(KEY_SHAPED, `${API_KEY_PREFIX}[redacted]`).replace(KEY_PARAMETER, '$1[redacted]');
}
