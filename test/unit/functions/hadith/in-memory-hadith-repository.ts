import { hadithSearchDocuments } from '../../../../data/hadith/import';
import type { EnglishReference } from '../../../../functions/hadith/english-references';
import { HADITH_COLLECTIONS, type HadithCollectionId } from '../../../../functions/hadith/hadith-collections';
import {
  HADITH_CORPUS,
  type HadithBookItem,
  type HadithBookRecord,
  type HadithCollectionItem,
  type HadithCoverage,
  type HadithItem,
  type HadithRecord,
} from '../../../../functions/hadith/hadith-items';
import type { HadithNumber } from '../../../../functions/hadith/hadith-numbers';
import {
  type HadithAddress,
  type HadithRepository,
  hadithHitsOf,
  inHadithCollection,
  type PointerLookup,
} from '../../../../functions/hadith/hadith-repository';
import type { MatchMode } from '../../../../functions/search/query-matching';
import type { SearchQuery } from '../../../../functions/search/query-terms';
import { keys } from '../../../../functions/shared/table';
import { InMemoryCorpusRepository } from '../../../support/in-memory-corpus-repository';

const coverageOf = (records: readonly HadithRecord[]): HadithCoverage => ({
  blocks: records.length,
  records: records.length,
  recordsNumbered: records.filter((r) => r.numbers.length > 0).length,
  numbersServed: records.reduce((n, r) => n + r.numbers.length, 0),
  aliases: records.reduce((n, r) => n + Math.max(0, r.numbers.length - 1), 0),
  groups: 0,
  byBookRange: 0,
  numbersNotServed: {},
  recordsWithoutNumber: {},
  blocksWithoutRecord: 0,
  graded: records.filter((r) => r.grades.length > 0).length,
  textsRestored: 0,
  textsFlagged: 0,
});

/**
 * The hadith repository's reads over records held in memory: every collection's catalogue item (as the importer
 * writes one for each, with its coverage), the books and narrations given, numbers looked up as the stored pointers
 * answer them (a number names its records, or a lettered group, or is refused with a reason), and the search index
 * built from the importer's own documents. Reads are counted in `reads`.
 */
export class InMemoryHadithRepository extends InMemoryCorpusRepository<HadithRepository> {
  constructor(
    private readonly records: readonly HadithRecord[],
    private readonly bookRecords: readonly HadithBookRecord[],
    /** Numbers sunnah.com cites that are not served, with why: "collection:number" -> reason. */
    private readonly refused: Readonly<Record<string, string>> = {},
    private readonly englishReferences: ReadonlyArray<{ address: HadithAddress; reference: EnglishReference }> = [],
  ) {
    super(HADITH_CORPUS, hadithSearchDocuments({ records: [...records] } as Parameters<typeof hadithSearchDocuments>[0]));
  }

  async collections(): Promise<HadithCollectionItem[]> {
    this.reads.push('collections');
    if (!this.imported) return [];
    // Reversed: the table's sort-key order is not the collections' own, and the service puts them back.
    return HADITH_COLLECTIONS.map((collection, i) => {
      const records = this.records.filter((r) => r.collection === collection.id);
      return {
        ...keys.hadithCollection(i + 1),
        id: collection.id,
        name: collection.name,
        nameArabic: collection.nameArabic,
        total: records.length,
        coverage: coverageOf(records),
        collectionStatus: collection.collectionStatus,
        books: this.bookRecords.filter((b) => b.collection === collection.id).length,
      };
    }).reverse();
  }

  async books(collection: HadithCollectionId): Promise<HadithBookItem[]> {
    this.reads.push(`books ${collection}`);
    return this.bookRecords.filter((b) => b.collection === collection).map((b) => ({ ...keys.hadithBook(b.collection, b.ordinal), ...b }));
  }

  async hadiths(addresses: HadithAddress[]): Promise<HadithItem[]> {
    this.reads.push(`hadiths ${addresses.length}`);
    return addresses.flatMap((address) => {
      const record = this.records.find(
        (r) => r.collection === address.collection && r.bookOrdinal === address.bookOrdinal && r.idInBook === address.idInBook,
      );
      return record ? [{ ...keys.hadith(record.collection, record.bookOrdinal, record.idInBook), ...record }] : [];
    });
  }

  async byNumber(collection: HadithCollectionId, number: HadithNumber): Promise<PointerLookup> {
    return (await this.byNumbers([{ collection, number }]))[0];
  }

  async byNumbers(requests: Array<{ collection: HadithCollectionId; number: HadithNumber }>): Promise<PointerLookup[]> {
    this.reads.push(`numbers ${requests.length}`);
    return requests.map(({ collection, number }) => {
      const reason = this.refused[`${collection}:${number.text}`];
      if (reason) return { refused: reason };
      const inCollection = this.records.filter((r) => r.collection === collection);
      let found = inCollection.filter((r) => r.numbers.includes(number.text));
      // An unlettered number names its lettered parts ("8" names 8a, 8b), as the stored pointers do.
      if (found.length === 0 && number.letters === '')
        found = inCollection.filter((r) => r.numbers.some((n) => new RegExp(`^${number.digits}[a-z]+$`).test(n)));
      if (found.length === 0) return { missing: true };
      return { found: found.map((r) => ({ collection, bookOrdinal: r.bookOrdinal, idInBook: r.idInBook })) };
    });
  }

  async byEnglishReference(collection: HadithCollectionId, reference: EnglishReference): Promise<HadithAddress[]> {
    this.reads.push('englishReference');
    return this.englishReferences
      .filter(
        (entry) =>
          entry.address.collection === collection &&
          entry.reference.book === reference.book &&
          entry.reference.hadith === reference.hadith &&
          entry.reference.volume === reference.volume,
      )
      .map((entry) => entry.address);
  }

  async search(indexVersion: string, query: SearchQuery, collection?: HadithCollectionId, match: MatchMode = 'all') {
    const outcome = await this.searchIndex(indexVersion, query, inHadithCollection(collection), match);
    if (!outcome) return undefined;
    return { ...outcome, hits: hadithHitsOf(outcome.ranked) };
  }
}
