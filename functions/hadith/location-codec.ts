import type { HadithLocation } from './hadith-items';

/**
 * What numbers and references name, packed in one string per item ("6018=78.49;6019=78.50;2564=45.40,45.41"):
 * a lookup finds its key with a substring search instead of unmarshalling a map of a hundred entries.
 * Keys (hadith numbers, reference keys such as V8-H47) never contain '=', ';', ',' or '.'.
 */
export function encodeLocations(entries: Iterable<[string, HadithLocation[]]>): string {
  return [...entries].map(([key, locations]) => `${key}=${locations.map((l) => `${l.bookOrdinal}.${l.idInBook}`).join(',')}`).join(';');
}

export function findLocations(encoded: string | undefined, key: string): HadithLocation[] | undefined {
  if (!encoded) return undefined;
  const needle = `${key}=`;
  let at = encoded.startsWith(needle) ? 0 : encoded.indexOf(`;${needle}`);
  if (at === -1) return undefined;
  if (at > 0) at += 1;
  const end = encoded.indexOf(';', at);
  const value = encoded.slice(at + needle.length, end === -1 ? undefined : end);
  return value.split(',').map((pair) => {
    const [bookOrdinal, idInBook] = pair.split('.').map(Number);
    return { bookOrdinal, idInBook };
  });
}
