/**
 * The single DynamoDB table's key schema, shared by the CDK stack, the local server and the importer.
 *
 * | item                          | PK                                  | SK              |
 * |-------------------------------|-------------------------------------|-----------------|
 * | corpus version marker         | META                                | CORPUS#<name>   |
 * | Quran surah (chapter) header  | QURAN#SURAHS                        | SURAH#<nnn>     |
 * | Quran ayah (verse)            | QURAN#SURAH#<nnn>                   | AYAH#<nnn>      |
 * | Quran search index statistics | QURAN#IDX#<version>                 | STATS           |
 * | Quran search postings         | QURAN#IDX#<version>#TERM#<term>     | CHUNK#<nnn>     |
 * | rate-limit admission slots    | RATE#<client>                       | WINDOW          |
 * | API key (by sha256 of key)    | APIKEY#<sha256 hex>                 | KEY             |
 *
 * Items that should disappear by themselves (rate-limit windows) carry an epoch-seconds
 * `expiresAt` attribute, the table's TTL attribute. Nothing relies on TTL deleting them on time.
 */
export const TABLE_PARTITION_KEY = 'PK';
export const TABLE_SORT_KEY = 'SK';
export const TABLE_TTL_ATTRIBUTE = 'expiresAt';

/** Leading partition-key prefixes, for IAM conditions that confine a function to its own items. */
export const RATE_LIMIT_KEY_PREFIX = 'RATE#';
export const API_KEY_KEY_PREFIX = 'APIKEY#';

const pad3 = (n: number) => String(n).padStart(3, '0');

export const keys = {
  corpusMarker: (corpus: string) => ({ PK: 'META', SK: `CORPUS#${corpus}` }),
  surahsPartition: 'QURAN#SURAHS',
  surah: (surah: number) => ({ PK: 'QURAN#SURAHS', SK: `SURAH#${pad3(surah)}` }),
  ayahPartition: (surah: number) => `QURAN#SURAH#${pad3(surah)}`,
  ayah: (surah: number, ayah: number) => ({ PK: `QURAN#SURAH#${pad3(surah)}`, SK: `AYAH#${pad3(ayah)}` }),
  searchStats: (indexVersion: string) => ({ PK: `QURAN#IDX#${indexVersion}`, SK: 'STATS' }),
  searchTermPartition: (indexVersion: string, term: string) => `QURAN#IDX#${indexVersion}#TERM#${term}`,
  rateLimitWindow: (clientId: string) => ({ PK: `${RATE_LIMIT_KEY_PREFIX}${clientId}`, SK: 'WINDOW' }),
  apiKey: (keyHash: string) => ({ PK: `${API_KEY_KEY_PREFIX}${keyHash}`, SK: 'KEY' }),
  searchTermChunk: (indexVersion: string, term: string, chunk: number) => ({
    PK: `QURAN#IDX#${indexVersion}#TERM#${term}`,
    SK: `CHUNK#${pad3(chunk)}`,
  }),
};
