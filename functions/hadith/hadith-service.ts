import { HttpError, notFound } from '../shared/errors';
import { StoredSearchIndex, searchTermsOf } from '../shared/search-index';
import { keys } from '../shared/table';
import type { TableReader } from '../shared/table-reader';
import { HADITH_COLLECTIONS, collectionById, type HadithCollectionId } from './hadith-collections';
import {
  HADITH_CORPUS,
  HADITH_INDEX,
  fromHadithDocument,
  type HadithBookItem,
  type HadithCollectionItem,
  type HadithCorpusMarker,
  type HadithItem,
  type HadithNumberItem,
} from './hadith-items';

const CACHE_MS = 5 * 60_000;

const corpusMissing = () =>
  new HttpError(503, 'The hadith corpus has not been imported into this table yet; run `npm run corpus:import` (see README, "Data")');

const collectionOrdinal = (id: string) => HADITH_COLLECTIONS.findIndex((c) => c.id === id) + 1;

export interface Narration {
  collection: string;
  collection_name: string;
  number?: number;
  reference: string;
  in_book_reference: { book: string; hadith: number; text: string };
  book: { number: string; name_english: string; name_arabic: string };
  narrator?: string;
  english: string;
  arabic: string;
  grades: Array<{ grader: string; grade: string }>;
  collection_status?: string;
  numbering_method?: string;
}

/** The hadith endpoint's domain: narrations by number, in-book reference or keyword; collection metadata. */
export class HadithService {
  private readonly index: StoredSearchIndex;
  private cached: { at: number; collections: HadithCollectionItem[]; books: Map<string, HadithBookItem[]> } | undefined;

  constructor(
    private readonly reader: TableReader,
    private readonly clock: () => number = Date.now,
  ) {
    this.index = new StoredSearchIndex(reader.client, reader.tableName, HADITH_INDEX);
  }

  private async catalogue() {
    if (!this.cached || this.clock() - this.cached.at > CACHE_MS) {
      const collections = await this.reader.partition<HadithCollectionItem>(keys.hadithCollections);
      if (collections.length !== HADITH_COLLECTIONS.length) throw corpusMissing();
      const books = new Map(
        await Promise.all(HADITH_COLLECTIONS.map(async (c) => [c.id, await this.reader.partition<HadithBookItem>(keys.hadithBooksPartition(c.id))] as const)),
      );
      this.cached = { at: this.clock(), collections, books };
    }
    return this.cached;
  }

  private summary(item: HadithCollectionItem) {
    return {
      id: item.id,
      name: item.name,
      name_arabic: item.nameArabic,
      total_hadith: item.total,
      books: item.books,
      numbered: item.numbered,
      unnumbered: item.total - item.numbered,
      graded: item.graded,
      numbering: item.numbering,
      unmapped: item.unmapped,
      ...(item.collectionStatus ? { collection_status: item.collectionStatus } : {}),
    };
  }

  private narration(item: HadithItem, books: HadithBookItem[]): Narration {
    const collection = collectionById(item.collection)!;
    const book = books.find((b) => b.ordinal === item.bookOrdinal);
    const inBook = `Book ${item.book}, Hadith ${item.idInBook}`;
    return {
      collection: item.collection,
      collection_name: collection.name,
      ...(item.number === undefined ? {} : { number: item.number }),
      reference: item.number === undefined ? `${collection.name}, ${inBook}` : `${collection.name} ${item.number}`,
      in_book_reference: { book: item.book, hadith: item.idInBook, text: inBook },
      book: { number: item.book, name_english: book?.nameEnglish ?? '', name_arabic: book?.nameArabic ?? '' },
      ...(item.narrator ? { narrator: item.narrator } : {}),
      english: item.english,
      arabic: item.arabic,
      grades: item.grades ?? [],
      ...(collection.collectionStatus ? { collection_status: collection.collectionStatus } : {}),
      ...(item.numberMethod ? { numbering_method: item.numberMethod } : {}),
    };
  }

  async collections() {
    const { collections } = await this.catalogue();
    return { total_collections: collections.length, total_hadith: collections.reduce((n, c) => n + c.total, 0), collections: collections.map((c) => this.summary(c)) };
  }

  async collection(id: HadithCollectionId) {
    const { collections, books } = await this.catalogue();
    const item = collections.find((c) => c.id === id)!;
    return {
      ...this.summary(item),
      book_list: (books.get(id) ?? []).map((b) => ({
        book: b.book,
        name_english: b.nameEnglish,
        name_arabic: b.nameArabic,
        hadith_count: b.hadithCount,
        number_range: { first: b.firstNumber, last: b.lastNumber },
      })),
    };
  }

  async byNumber(id: HadithCollectionId, number: number): Promise<Narration> {
    const { books } = await this.catalogue();
    const collection = collectionById(id)!;
    const pointer = await this.reader.get<HadithNumberItem>(keys.hadithNumber(id, number));
    if (!pointer) {
      const list = books.get(id) ?? [];
      const last = Math.max(...list.map((b) => b.lastNumber));
      if (number > last) throw notFound(`${collection.name} has no hadith ${number}; its numbers run 1 to ${last}`);
      throw notFound(
        `${collection.name} ${number} is not served: this version could not match that number to its text with confidence` +
          (id === 'muslim' ? " (Sahih Muslim's collection-wide numbers are not derivable from the sources)" : '') +
          "; look it up by in-book reference with 'book' and 'hadith'",
      );
    }
    const item = await this.reader.get<HadithItem>(keys.hadith(id, pointer.bookOrdinal, pointer.idInBook));
    if (!item) throw corpusMissing();
    return this.narration(item, books.get(id) ?? []);
  }

  async byInBookReference(id: HadithCollectionId, bookNumber: string, position: number): Promise<Narration> {
    const { books } = await this.catalogue();
    const collection = collectionById(id)!;
    const list = books.get(id) ?? [];
    const book = list.find((b) => b.book.toLowerCase() === bookNumber);
    if (!book) throw notFound(`${collection.name} has no book '${bookNumber}'; its books are ${list.map((b) => b.book).join(', ')}`);
    if (position > book.hadithCount) throw notFound(`${collection.name} book ${book.book} has ${book.hadithCount} hadith; there is no hadith ${position}`);
    const item = await this.reader.get<HadithItem>(keys.hadith(id, book.ordinal, position));
    if (!item) throw corpusMissing();
    return this.narration(item, list);
  }

  async search(query: string, collection: HadithCollectionId | undefined, limit: number, offset: number) {
    const terms = searchTermsOf(query);
    const marker = await this.reader.corpusMarker<HadithCorpusMarker>(HADITH_CORPUS);
    if (!marker) throw corpusMissing();
    const ordinal = collection ? collectionOrdinal(collection) : undefined;
    const ranked = await this.index.rank(marker.indexVersion, terms, ordinal ? (p) => Math.floor(p.surah / 1000) === ordinal : undefined);
    if (!ranked) throw corpusMissing();
    const page = ranked.slice(offset, offset + limit);
    const wanted = page.map((hit) => {
      const doc = fromHadithDocument(hit);
      return keys.hadith(HADITH_COLLECTIONS[doc.collectionOrdinal - 1].id, doc.bookOrdinal, doc.idInBook);
    });
    const [items, { books }] = await Promise.all([this.reader.many<HadithItem>(wanted), this.catalogue()]);
    if (items.length !== page.length) throw corpusMissing();
    return {
      query,
      ...(collection ? { collection } : {}),
      total: ranked.length,
      limit,
      offset,
      results: items.map((item, i) => ({ ...this.narration(item, books.get(item.collection) ?? []), score: Math.round(page[i].score * 1000) / 1000 })),
    };
  }
}
