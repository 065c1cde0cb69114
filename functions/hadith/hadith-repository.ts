import type { MatchMode } from '../search/query-matching';
import type { SearchQuery } from '../search/query-terms';
import { StoredSearchIndex } from '../search/stored-index';
import type { CorpusImportProgress } from '../shared/corpus-marker';
import { keys } from '../shared/table';
import type { TableReader } from '../shared/table-reader';
import { englishReferenceKeys, type EnglishReference } from './english-references';
import { HADITH_COLLECTIONS, type HadithCollectionId } from './hadith-collections';
import {
  HADITH_CORPUS,
  HADITH_INDEX,
  fromHadithDocument,
  hadithDocumentCollection,
  type HadithBookItem,
  type HadithCollectionItem,
  type HadithCorpusMarker,
  type HadithEnglishReferencesItem,
  type HadithItem,
  type HadithNumbersItem,
} from './hadith-items';
import type { HadithNumber } from './hadith-numbers';
import { findLocations } from './location-codec';

/** A record's address: its collection, book ordinal and position in the book. */
export interface HadithAddress {
  collection: HadithCollectionId;
  bookOrdinal: number;
  idInBook: number;
}

export type PointerLookup = { found: HadithAddress[] } | { refused: string } | { missing: true };

function lookupIn(item: HadithNumbersItem | undefined, collection: HadithCollectionId, number: HadithNumber): PointerLookup {
  const found = findLocations(item?.entries, number.text);
  if (found) return { found: found.map((location) => ({ collection, ...location })) };
  const refusal = item?.refused?.[number.text];
  return refusal ? { refused: refusal } : { missing: true };
}

const collectionOrdinal = (id: HadithCollectionId) => HADITH_COLLECTIONS.findIndex((c) => c.id === id) + 1;

/** Reads hadith items from the table: key lookups and single-partition queries only, never a scan. */
export class HadithRepository {
  private readonly index: StoredSearchIndex;

  constructor(private readonly reader: TableReader) {
    this.index = new StoredSearchIndex(reader.client, reader.tableName, HADITH_INDEX);
  }

  marker(): Promise<HadithCorpusMarker | undefined> {
    return this.reader.corpusMarker<HadithCorpusMarker>(HADITH_CORPUS);
  }

  importUnderWay(): Promise<CorpusImportProgress | undefined> {
    return this.reader.corpusImport(HADITH_CORPUS);
  }

  collections(): Promise<HadithCollectionItem[]> {
    return this.reader.partition<HadithCollectionItem>(keys.hadithCollections);
  }

  books(collection: HadithCollectionId): Promise<HadithBookItem[]> {
    return this.reader.partition<HadithBookItem>(keys.hadithBooksPartition(collection));
  }

  hadith(address: HadithAddress): Promise<HadithItem | undefined> {
    return this.reader.get<HadithItem>(keys.hadith(address.collection, address.bookOrdinal, address.idInBook));
  }

  /** The records named, in the order named (missing ones left out): one GetItem for one, else batches. */
  async hadiths(addresses: HadithAddress[]): Promise<HadithItem[]> {
    if (addresses.length === 1) {
      const item = await this.hadith(addresses[0]);
      return item ? [item] : [];
    }
    return this.reader.many<HadithItem>(addresses.map((a) => keys.hadith(a.collection, a.bookOrdinal, a.idInBook)));
  }

  /** A page of one book's records in order (positions offset+1 .. offset+limit). */
  bookPage(collection: HadithCollectionId, bookOrdinal: number, offset: number, limit: number): Promise<HadithItem[]> {
    return this.hadiths(Array.from({ length: limit }, (_, i) => ({ collection, bookOrdinal, idInBook: offset + i + 1 })));
  }

  /** What a number names: its records, or why it is not served; `missing` when sunnah.com never gives it. */
  async byNumber(collection: HadithCollectionId, number: HadithNumber): Promise<PointerLookup> {
    return lookupIn(await this.reader.get<HadithNumbersItem>(keys.hadithNumbers(collection, number.digits)), collection, number);
  }

  /** Several numbers at once (a batch), one read per item of one hundred numbers. */
  async byNumbers(requests: Array<{ collection: HadithCollectionId; number: HadithNumber }>): Promise<PointerLookup[]> {
    const items = await this.reader.many<HadithNumbersItem>([
      ...new Map(
        requests.map((r) => [`${r.collection}:${Math.floor(r.number.digits / 100)}`, keys.hadithNumbers(r.collection, r.number.digits)]),
      ).values(),
    ]);
    const byKey = new Map(items.map((item) => [`${item.PK}|${item.SK}`, item]));
    return requests.map(({ collection, number }) => {
      const key = keys.hadithNumbers(collection, number.digits);
      return lookupIn(byKey.get(`${key.PK}|${key.SK}`), collection, number);
    });
  }

  /** The records an older English reference names (with its volume if given, else by book and hadith). */
  async byEnglishReference(collection: HadithCollectionId, reference: EnglishReference): Promise<HadithAddress[]> {
    const item = await this.reader.get<HadithEnglishReferencesItem>(keys.hadithEnglishReferences(collection, reference.book));
    const { exact } = englishReferenceKeys(reference);
    return (findLocations(item?.entries, exact) ?? []).map((location) => ({ collection, ...location }));
  }

  /** Records matching the query, best first; `collection` narrows to one collection. */
  async search(indexVersion: string, query: SearchQuery, collection?: HadithCollectionId, match: MatchMode = 'all') {
    const ordinal = collection ? collectionOrdinal(collection) : undefined;
    const outcome = await this.index.search(
      indexVersion,
      query,
      ordinal ? (group) => hadithDocumentCollection(group) === ordinal : undefined,
      match,
    );
    if (!outcome) return undefined;
    const hits = outcome.ranked.map((hit) => {
      const document = fromHadithDocument(hit);
      const address: HadithAddress = {
        collection: HADITH_COLLECTIONS[document.collectionOrdinal - 1].id,
        bookOrdinal: document.bookOrdinal,
        idInBook: document.idInBook,
      };
      return { address, score: hit.score, coverage: hit.coverage };
    });
    return { ...outcome, hits };
  }
}
