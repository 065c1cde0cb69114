import { paginateQuery, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { MatchMode } from '../search/query-matching';
import type { SearchQuery } from '../search/query-terms';
import { StoredSearchIndex } from '../search/stored-index';
import type { CorpusImportProgress } from '../shared/corpus-marker';
import { keys } from '../shared/table';
import type { TableReader } from '../shared/table-reader';
import {
  type AyahRange,
  type CommentaryUnitsItem,
  commentaryIndexName,
  decodeRanges,
  TAFSIR_CORPUS,
  type TafsirItem,
  type TafsirMarker,
  tafsirIndexName,
} from './tafsir-items';

const TEXT_ATTRIBUTES = ['surah', 'ayahFrom', 'ayahTo', 'text'] as const;
export type StoredCommentary = Pick<TafsirItem, (typeof TEXT_ATTRIBUTES)[number]>;

/**
 * Reads commentaries from the table: each stored once under its first ayah, so the one covering an ayah is the last
 * that starts at or before it (the commentaries of a surah cover every ayah once, in order). Key lookups and
 * single-partition queries only.
 */
export class TafsirRepository {
  private readonly indexes = new Map<string, StoredSearchIndex>();

  constructor(private readonly reader: TableReader) {}

  marker(): Promise<TafsirMarker | undefined> {
    return this.reader.corpusMarker<TafsirMarker>(TAFSIR_CORPUS);
  }

  importUnderWay(): Promise<CorpusImportProgress | undefined> {
    return this.reader.corpusImport(TAFSIR_CORPUS);
  }

  private projection() {
    return {
      ProjectionExpression: TEXT_ATTRIBUTES.map((_, i) => `#a${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(TEXT_ATTRIBUTES.map((name, i) => [`#a${i}`, name])),
    };
  }

  /** The commentary covering an ayah: one Query, newest first from the ayah, one item. */
  private async covering(edition: string, surah: number, ayah: number): Promise<StoredCommentary | undefined> {
    const { SK } = keys.tafsir(edition, surah, ayah);
    const result = await this.reader.client.send(
      new QueryCommand({
        TableName: this.reader.tableName,
        KeyConditionExpression: 'PK = :pk AND SK <= :sk',
        ExpressionAttributeValues: { ':pk': keys.tafsirPartition(edition, surah), ':sk': SK },
        ScanIndexForward: false,
        Limit: 1,
        ...this.projection(),
      }),
    );
    return result.Items?.[0] as StoredCommentary | undefined;
  }

  /** The commentaries on ayahs from..to of a surah, each once, in order: the one covering `from`, then those starting after it. */
  async onAyahs(edition: string, surah: number, from: number, to: number): Promise<StoredCommentary[]> {
    const [first, rest] = await Promise.all([
      this.covering(edition, surah, from),
      from < to ? this.between(edition, surah, from + 1, to) : Promise.resolve([]),
    ]);
    return first ? [first, ...rest] : rest;
  }

  private async between(edition: string, surah: number, from: number, to: number): Promise<StoredCommentary[]> {
    const found: StoredCommentary[] = [];
    const pages = paginateQuery(
      { client: this.reader.client },
      {
        TableName: this.reader.tableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.tafsirPartition(edition, surah),
          ':from': keys.tafsir(edition, surah, from).SK,
          ':to': keys.tafsir(edition, surah, to).SK,
        },
        ...this.projection(),
      },
    );
    for await (const page of pages) found.push(...((page.Items ?? []) as StoredCommentary[]));
    return found;
  }

  /** A surah's commentaries in order. */
  surah(edition: string, surah: number): Promise<StoredCommentary[]> {
    return this.reader.partition<StoredCommentary>(keys.tafsirPartition(edition, surah), TEXT_ATTRIBUTES);
  }

  /** The commentaries starting at these ayahs (search hits), in the order named. */
  async starting(edition: string, refs: ReadonlyArray<{ surah: number; ayahFrom: number }>): Promise<StoredCommentary[]> {
    return this.reader.many<TafsirItem>(refs.map((ref) => keys.tafsir(edition, ref.surah, ref.ayahFrom)));
  }

  private index(name: string): StoredSearchIndex {
    let index = this.indexes.get(name);
    if (!index) {
      index = new StoredSearchIndex(this.reader.client, this.reader.tableName, name);
      this.indexes.set(name, index);
    }
    return index;
  }

  /** Commentaries of one edition matching the query, best first, as (surah, first ayah); `surah` narrows to one. */
  searchEdition(edition: string, version: string, query: SearchQuery, match: MatchMode, surah?: number) {
    return this.index(tafsirIndexName(edition)).search(version, query, surah ? (group) => group === surah : undefined, match);
  }

  /** A language's commentary index (question retrieval): documents are ayah ranges, as (surah, first ayah). */
  searchCommentaries(language: string, version: string, query: SearchQuery) {
    return this.index(commentaryIndexName(language)).search(version, query, undefined, 'any');
  }

  /** The ayah ranges of a language's commentary index, in document order. */
  async commentaryRanges(language: string, version: string): Promise<AyahRange[] | undefined> {
    const item = await this.reader.get<CommentaryUnitsItem>(keys.tafsirUnits(language, version));
    return item ? decodeRanges(item.ranges) : undefined;
  }
}
