import { type DynamoDBDocumentClient, GetCommand, paginateQuery } from '@aws-sdk/lib-dynamodb';
import { keys } from '../shared/table';
import { bucketedPostings, type SearchStatsItem, type TermBucketItem, termBucketOf } from './index-items';
import type { PostingList } from './posting-list';
import { postingsCache } from './postings-cache';
import { decodePostingList } from './postings-codec';
import { DEFAULT_RANKING, type IndexStatistics, type MatchMode, type SearchOutcome, searchIndex } from './query-matching';
import type { SearchQuery } from './query-terms';
import { decodeCommonTerms } from './search-budget';
import { decodePositions, type TermPositions } from './term-positions';

export type { SearchOutcome } from './query-matching';

/**
 * Reading a stored inverted index (Quran, hadith, duas): the statistics item and one partition per
 * searched term (its postings; its positions too when the query has a phrase), then ranking in memory.
 * A handful of key reads per search, never a scan, and a bounded number of postings (search-budget.ts).
 * Each corpus's repository owns one and gives the documents' groups and ids their meaning.
 */
export class StoredSearchIndex {
  // An index version never changes once written: its statistics are read once per container.
  private readonly statsByVersion = new Map<string, Promise<(IndexStatistics & { termBuckets: number }) | undefined>>();

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly name: string,
  ) {}

  stats(version: string): Promise<(IndexStatistics & { termBuckets: number }) | undefined> {
    let stats = this.statsByVersion.get(version);
    if (!stats) {
      stats = this.readStats(version);
      this.statsByVersion.set(version, stats);
      // A failed or missing read is not remembered: the next search tries again.
      stats.then(
        (found) => found || this.statsByVersion.delete(version),
        () => this.statsByVersion.delete(version),
      );
    }
    return stats;
  }

  private async readStats(version: string): Promise<(IndexStatistics & { termBuckets: number }) | undefined> {
    const result = await this.client.send(new GetCommand({ TableName: this.tableName, Key: keys.indexStats(this.name, version) }));
    const item = result.Item as SearchStatsItem | undefined;
    if (!item) return undefined;
    return {
      documentCount: item.verseCount,
      averageDocumentLength: item.averageVerseLength,
      averageArabicDocumentLength: item.averageArabicLength ?? 0,
      commonTerms: decodeCommonTerms(item.commonTerms),
      termBuckets: item.termBuckets ?? 0,
    };
  }

  postings(version: string, term: string): Promise<PostingList> {
    return postingsCache.get(`${this.name}#${version}#${term}`, async () => {
      // An index that folds small terms names every term in its bucket: one read says postings, own partition or none.
      const buckets = (await this.stats(version))?.termBuckets ?? 0;
      if (buckets > 0) {
        const bucket = await this.client.send(
          new GetCommand({ TableName: this.tableName, Key: keys.indexTermBucket(this.name, version, termBucketOf(term, buckets)) }),
        );
        const terms = (bucket.Item as TermBucketItem | undefined)?.terms;
        const place = terms === undefined ? 'absent' : bucketedPostings(terms, term);
        if (place === 'absent') return decodePostingList([]);
        if (place !== 'own') return decodePostingList([place]);
      }
      const chunks = await this.readChunks(version, term, 'CHUNK#');
      // A small term's positions come with its postings (index-items.ts, FOLDED_TERM_BYTES): kept for a phrase.
      const folded = chunks.length === 1 ? chunks[0].positions : undefined;
      if (folded !== undefined) postingsCache.put(this.positionsKey(version, term), decodePositions([folded]));
      return decodePostingList(chunks.map((chunk) => chunk.postings));
    });
  }

  positions(version: string, term: string): Promise<TermPositions> {
    return postingsCache.get(this.positionsKey(version, term), async () => {
      const own = await this.readChunks(version, term, 'POS#');
      if (own.length > 0) return decodePositions(own.map((chunk) => chunk.positions));
      // None of their own: folded into the term's one postings item, or the term is in no document.
      const folded = (await this.readChunks(version, term, 'CHUNK#')).flatMap((chunk) =>
        chunk.positions === undefined ? [] : [chunk.positions],
      );
      return decodePositions(folded);
    });
  }

  private positionsKey(version: string, term: string): string {
    return `${this.name}#${version}#${term}#positions`;
  }

  private async readChunks(version: string, term: string, sortKeyPrefix: string): Promise<Array<Record<string, string>>> {
    const chunks: Array<Record<string, string>> = [];
    const pages = paginateQuery(
      { client: this.client },
      {
        TableName: this.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :chunk)',
        ExpressionAttributeValues: { ':pk': keys.indexTermPartition(this.name, version, term), ':chunk': sortKeyPrefix },
      },
    );
    for await (const page of pages) chunks.push(...((page.Items ?? []) as Array<Record<string, string>>));
    return chunks;
  }

  /** Documents matching the query, best first; `keep` narrows the candidates by group (e.g. one collection). */
  async search(
    version: string,
    query: SearchQuery,
    keep?: (group: number, id: number) => boolean,
    match: MatchMode = 'all',
    minimumCoverage: number = DEFAULT_RANKING.minimumCoverage,
  ): Promise<SearchOutcome | undefined> {
    const stats = await this.stats(version);
    if (!stats) return undefined;
    return searchIndex(
      query,
      stats,
      { postings: (term) => this.postings(version, term), positions: (term) => this.positions(version, term) },
      keep,
      match,
      { ...DEFAULT_RANKING, minimumCoverage },
    );
  }
}
