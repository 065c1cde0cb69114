/**
 * The single DynamoDB table's key schema, shared by the CDK stack, the local server and the importer.
 *
 * | item                          | PK                                  | SK              |
 * |-------------------------------|-------------------------------------|-----------------|
 * | corpus version marker         | META                                | CORPUS#<name>   |
 * | corpus import under way       | META                                | IMPORT#<name>   |
 * | Quran surah (chapter) header  | QURAN#SURAHS                        | SURAH#<nnn>     |
 * | Quran ayah (verse)            | QURAN#SURAH#<nnn>                   | AYAH#<nnn>      |
 * | another edition of an ayah    | QURAN#ED#<edition>#SURAH#<nnn>      | AYAH#<nnn>      |
 * | hadith collection summary     | HADITH#COLLECTIONS                  | C#<n>           |
 * | hadith book of a collection   | HADITH#<collection>#BOOKS           | B#<nnn>         |
 * | hadith (by in-book reference) | HADITH#<collection>#B#<nnn>         | H#<nnnn>        |
 * | hadith numbers, 100 per item  | HADITH#<collection>#NUM             | N#<nnn>         |
 * | English references of a book  | HADITH#<collection>#EREF            | B#<nnn>         |
 * | dua category                  | DUA#CATEGORIES                      | C#<nn>          |
 * | dua                           | DUA#CAT#<category slug>             | D#<nnnn>        |
 * | a commentary (tafsir) on ayahs| TAFSIR#<edition>#SURAH#<nnn>        | A#<first ayah>  |
 * | commentary ranges of an index | TAFSIR#UNITS#<language>#<version>   | UNITS           |
 * | search index statistics       | <index>#IDX#<version>               | STATS           |
 * | search postings of a term     | <index>#IDX#<version>#TERM#<term>   | CHUNK#<nnn>     |
 * | search positions of a term    | <index>#IDX#<version>#TERM#<term>   | POS#<nnn>       |
 * | small terms' postings, shared | <index>#IDX#<version>#BUCKET#<nnnnn>| TERMS           |
 * | rate-limit admission slots    | RATE#<client>                       | WINDOW          |
 * | more slots (above 64/minute)  | RATE#<client>                       | PAGE#<nnn>      |
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
/**
 * Every partition key a corpus import writes or reads, as IAM `dynamodb:LeadingKeys` patterns: the markers (META)
 * and the corpora with their search indexes (QURAN#, QURAN@edition#, HADITH#, DUA#, TAFSIR#, TAFSIR@, TAFSIR~).
 * None matches a rate-limit window or an API key, so an import's role can touch neither.
 */
export const CORPUS_KEY_PATTERNS = ['META', 'QURAN*', 'HADITH*', 'DUA*', 'TAFSIR*'] as const;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const pad3 = (n: number) => pad(n, 3);

export const keys = {
  corpusMarker: (corpus: string) => ({ PK: 'META', SK: `CORPUS#${corpus}` }),
  corpusImport: (corpus: string) => ({ PK: 'META', SK: `IMPORT#${corpus}` }),
  surahsPartition: 'QURAN#SURAHS',
  surah: (surah: number) => ({ PK: 'QURAN#SURAHS', SK: `SURAH#${pad3(surah)}` }),
  ayahPartition: (surah: number) => `QURAN#SURAH#${pad3(surah)}`,
  ayah: (surah: number, ayah: number) => ({ PK: `QURAN#SURAH#${pad3(surah)}`, SK: `AYAH#${pad3(ayah)}` }),
  /** A translation other than the default, or the transliteration: its own partition per surah. */
  editionAyahPartition: (edition: string, surah: number) => `QURAN#ED#${edition}#SURAH#${pad3(surah)}`,
  editionAyah: (edition: string, surah: number, ayah: number) => ({
    PK: `QURAN#ED#${edition}#SURAH#${pad3(surah)}`,
    SK: `AYAH#${pad3(ayah)}`,
  }),
  hadithCollections: 'HADITH#COLLECTIONS',
  hadithCollection: (ordinal: number) => ({ PK: 'HADITH#COLLECTIONS', SK: `C#${ordinal}` }),
  hadithBooksPartition: (collection: string) => `HADITH#${collection}#BOOKS`,
  hadithBook: (collection: string, ordinal: number) => ({ PK: `HADITH#${collection}#BOOKS`, SK: `B#${pad3(ordinal)}` }),
  hadithBookPartition: (collection: string, bookOrdinal: number) => `HADITH#${collection}#B#${pad3(bookOrdinal)}`,
  hadith: (collection: string, bookOrdinal: number, idInBook: number) => ({
    PK: `HADITH#${collection}#B#${pad3(bookOrdinal)}`,
    SK: `H#${pad(idInBook, 4)}`,
  }),
  /** The numbers digits*100 .. digits*100+99 of a collection (with their lettered variants) share one item. */
  hadithNumbers: (collection: string, digits: number) => ({ PK: `HADITH#${collection}#NUM`, SK: `N#${pad3(Math.floor(digits / 100))}` }),
  /** A collection's older English references (USC-MSA, printed translation), one item per book of that numbering. */
  hadithEnglishReferences: (collection: string, book: number) => ({ PK: `HADITH#${collection}#EREF`, SK: `B#${pad3(book)}` }),
  duaCategories: 'DUA#CATEGORIES',
  duaCategory: (ordinal: number) => ({ PK: 'DUA#CATEGORIES', SK: `C#${pad(ordinal, 2)}` }),
  duaPartition: (categorySlug: string) => `DUA#CAT#${categorySlug}`,
  dua: (categorySlug: string, id: number) => ({ PK: `DUA#CAT#${categorySlug}`, SK: `D#${pad(id, 4)}` }),
  /** One commentary of an edition, stored once for the ayahs it covers (from its first ayah). */
  tafsirPartition: (edition: string, surah: number) => `TAFSIR#${edition}#SURAH#${pad3(surah)}`,
  tafsir: (edition: string, surah: number, ayahFrom: number) => ({
    PK: `TAFSIR#${edition}#SURAH#${pad3(surah)}`,
    SK: `A#${pad3(ayahFrom)}`,
  }),
  /** The ayah ranges of a language's commentary index (question retrieval): one item per index version. */
  tafsirUnits: (language: string, version: string) => ({ PK: `TAFSIR#UNITS#${language}#${version}`, SK: 'UNITS' }),
  /** A search index (QURAN, HADITH, DUA): statistics and per-term postings under `<name>#IDX#<version>`. */
  indexStats: (name: string, version: string) => ({ PK: `${name}#IDX#${version}`, SK: 'STATS' }),
  indexTermPartition: (name: string, version: string, term: string) => `${name}#IDX#${version}#TERM#${term}`,
  indexTermChunk: (name: string, version: string, term: string, chunk: number) => ({
    PK: `${name}#IDX#${version}#TERM#${term}`,
    SK: `CHUNK#${pad3(chunk)}`,
  }),
  indexTermPositionsChunk: (name: string, version: string, term: string, chunk: number) => ({
    PK: `${name}#IDX#${version}#TERM#${term}`,
    SK: `POS#${pad3(chunk)}`,
  }),
  /** Small terms' postings share bucket items (index-items.ts, termBucketOf) in indexes built so (the commentaries'). */
  indexTermBucket: (name: string, version: string, bucket: number) => ({
    PK: `${name}#IDX#${version}#BUCKET#${pad(bucket, 5)}`,
    SK: 'TERMS',
  }),
  /** A translation's bridge to the English and Arabic words (translation-bridge.ts), a bucket of its words. */
  translationBridgeBucket: (name: string, version: string, bucket: number) => ({
    PK: `${name}#BRIDGE#${version}#BUCKET#${pad(bucket, 5)}`,
    SK: 'TERMS',
  }),
  rateLimitWindow: (clientId: string) => ({ PK: `${RATE_LIMIT_KEY_PREFIX}${clientId}`, SK: 'WINDOW' }),
  /** Page n of a client's admission slots above 64 per minute; page 0 is the window item itself. */
  rateLimitPage: (clientId: string, page: number) =>
    page === 0
      ? { PK: `${RATE_LIMIT_KEY_PREFIX}${clientId}`, SK: 'WINDOW' }
      : { PK: `${RATE_LIMIT_KEY_PREFIX}${clientId}`, SK: `PAGE#${pad3(page)}` },
  apiKey: (keyHash: string) => ({ PK: `${API_KEY_KEY_PREFIX}${keyHash}`, SK: 'KEY' }),
};
