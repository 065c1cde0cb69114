import type { RankedDocument } from '../search/bm25';
import type { MatchMode } from '../search/query-matching';
import type { SearchQuery } from '../search/query-terms';
import { StoredSearchIndex } from '../search/stored-index';
import type { CorpusImportProgress } from '../shared/corpus-marker';
import { KeptItems } from '../shared/kept-items';
import { keys } from '../shared/table';
import type { TableReader } from '../shared/table-reader';
import { type EnglishReference, englishReferenceKeys } from './english-references';
import { HADITH_COLLECTIONS, type HadithCollectionId } from './hadith-collections';
import {
  fromHadithDocument,
  HADITH_CORPUS,
  HADITH_INDEX,
  type HadithBookItem,
  type HadithCollectionItem,
  type HadithCorpusMarker,
  type HadithEnglishReferencesItem,
  type HadithItem,
  type HadithNumbersItem,
  hadithDocumentCollection,
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

/** The search index's filter for one collection's documents (their group); undefined: every collection. */
export function inHadithCollection(collection?: HadithCollectionId): ((group: number) => boolean) | undefined {
  const ordinal = collection ? collectionOrdinal(collection) : undefined;
  return ordinal ? (group) => hadithDocumentCollection(group) === ordinal : undefined;
}

/** Ranked search documents as the narrations they stand for, with their scores. */
export const hadithHitsOf = (ranked: readonly RankedDocument[]) =>
  ranked.map((hit) => {
    const document = fromHadithDocument(hit);
    const address: HadithAddress = {
      collection: HADITH_COLLECTIONS[document.collectionOrdinal - 1].id,
      bookOrdinal: document.bookOrdinal,
      idInBook: document.idInBook,
    };
    return { address, score: hit.score, coverage: hit.coverage };
  });

const addressKey = (address: Pick<HadithItem, 'collection' | 'bookOrdinal' | 'idInBook'>) =>
  `${address.collection}#${address.bookOrdinal}#${address.idInBook}`;
const numbersKey = (collection: string, digits: number) => `${collection}#${Math.floor(digits / 100)}`;

/** As long as the service keeps its catalogue. */
const KEPT_MS = 5 * 60_000;
/** Narrations kept per container: a few MB of text, a hundred pages of twenty. */
const NARRATIONS_KEPT = 2_000;
/** Items of a hundred hadith numbers kept per container: a few MB (Bukhari's 76 items are about 1 MB). */
const NUMBER_ITEMS_KEPT = 200;

/** Reads hadith items from the table: key lookups and single-partition queries only, never a scan. */
export class HadithRepository {
  private readonly index: StoredSearchIndex;
  /** Narrations read by key, so that a page, a search page or a number asked again is no read. */
  private readonly narrations = new KeptItems<HadithItem>(NARRATIONS_KEPT, KEPT_MS);
  private readonly numberItems = new KeptItems<HadithNumbersItem & { collection: string; digits: number }>(NUMBER_ITEMS_KEPT, KEPT_MS);

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

  /** The records named, in the order named (missing ones left out): the kept ones from memory, the others read. */
  hadiths(addresses: HadithAddress[]): Promise<HadithItem[]> {
    return this.narrations.many(addresses, addressKey, addressKey, (missing) =>
      this.readAll<HadithItem>(missing.map((a) => keys.hadith(a.collection, a.bookOrdinal, a.idInBook))),
    );
  }

  /** Items by key, those the table lacks left out: one GetItem for one, else batches. */
  private async readAll<T extends { PK: string; SK: string }>(tableKeys: Array<{ PK: string; SK: string }>): Promise<T[]> {
    if (tableKeys.length !== 1) return this.reader.many<T>(tableKeys);
    const item = await this.reader.get<T>(tableKeys[0]);
    return item === undefined ? [] : [item];
  }

  /** The items of a hundred numbers each that these numbers fall in, kept: one read for those not kept. */
  private async numbersItems(requests: Array<{ collection: HadithCollectionId; number: HadithNumber }>) {
    type Hundred = { collection: string; digits: number };
    const key = (entry: Hundred) => numbersKey(entry.collection, entry.digits);
    const wanted: Hundred[] = requests.map((r) => ({ collection: r.collection, digits: r.number.digits }));
    const items = await this.numberItems.many(wanted, key, key, async (missing) => {
      const byTableKey = new Map(
        missing.map((m) => {
          const tableKey = keys.hadithNumbers(m.collection, m.digits);
          return [`${tableKey.PK}|${tableKey.SK}`, { tableKey, hundred: m }] as const;
        }),
      );
      const read = await this.readAll<HadithNumbersItem>([...byTableKey.values()].map((entry) => entry.tableKey));
      // An item the table lacks is absent here, so it is read again next time.
      return read.map((item) => ({ ...item, ...byTableKey.get(`${item.PK}|${item.SK}`)!.hundred }));
    });
    return new Map(items.map((item) => [key(item), item]));
  }

  /** A page of one book's records in order (positions offset+1 .. offset+limit). */
  bookPage(collection: HadithCollectionId, bookOrdinal: number, offset: number, limit: number): Promise<HadithItem[]> {
    return this.hadiths(Array.from({ length: limit }, (_, i) => ({ collection, bookOrdinal, idInBook: offset + i + 1 })));
  }

  /** What a number names: its records, or why it is not served; `missing` when sunnah.com never gives it. */
  async byNumber(collection: HadithCollectionId, number: HadithNumber): Promise<PointerLookup> {
    const [lookup] = await this.byNumbers([{ collection, number }]);
    return lookup;
  }

  /** Several numbers at once (a batch), one read per item of one hundred numbers. */
  async byNumbers(requests: Array<{ collection: HadithCollectionId; number: HadithNumber }>): Promise<PointerLookup[]> {
    const items = await this.numbersItems(requests);
    return requests.map(({ collection, number }) => lookupIn(items.get(numbersKey(collection, number.digits)), collection, number));
  }

  /** The records an older English reference names (with its volume if given, else by book and hadith). */
  async byEnglishReference(collection: HadithCollectionId, reference: EnglishReference): Promise<HadithAddress[]> {
    const item = await this.reader.get<HadithEnglishReferencesItem>(keys.hadithEnglishReferences(collection, reference.book));
    const { exact } = englishReferenceKeys(reference);
    return (findLocations(item?.entries, exact) ?? []).map((location) => ({ collection, ...location }));
  }

  /** Records matching the query, best first; `collection` narrows to one collection. */
  async search(indexVersion: string, query: SearchQuery, collection?: HadithCollectionId, match: MatchMode = 'all') {
    const outcome = await this.index.search(indexVersion, query, inHadithCollection(collection), match);
    if (!outcome) return undefined;
    return { ...outcome, hits: hadithHitsOf(outcome.ranked) };
  }
}
