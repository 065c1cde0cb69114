import type { MatchMode } from '../search/query-matching';
import type { SearchQuery } from '../search/query-terms';
import { StoredSearchIndex } from '../search/stored-index';
import type { CorpusImportProgress } from '../shared/corpus-marker';
import { keys } from '../shared/table';
import type { TableReader } from '../shared/table-reader';
import { DUA_INDEX, DUAS_CORPUS, type DuaCategoryItem, type DuaCorpusMarker, type DuaItem } from './dua-items';

/** Reads duas from the table: key lookups and single-partition queries only. Search documents: category ordinal = group, dua id = id. */
export class DuaRepository {
  private readonly index: StoredSearchIndex;

  constructor(private readonly reader: TableReader) {
    this.index = new StoredSearchIndex(reader.client, reader.tableName, DUA_INDEX);
  }

  marker(): Promise<DuaCorpusMarker | undefined> {
    return this.reader.corpusMarker<DuaCorpusMarker>(DUAS_CORPUS);
  }

  importUnderWay(): Promise<CorpusImportProgress | undefined> {
    return this.reader.corpusImport(DUAS_CORPUS);
  }

  categories(): Promise<DuaCategoryItem[]> {
    return this.reader.partition<DuaCategoryItem>(keys.duaCategories);
  }

  inCategory(slug: string): Promise<DuaItem[]> {
    return this.reader.partition<DuaItem>(keys.duaPartition(slug));
  }

  /** Duas matching the query, best first, as (category ordinal, id); `categoryOrdinal` narrows to one category. */
  async search(indexVersion: string, query: SearchQuery, categoryOrdinal?: number, match: MatchMode = 'all') {
    const outcome = await this.index.search(indexVersion, query, categoryOrdinal ? (group) => group === categoryOrdinal : undefined, match);
    if (!outcome) return undefined;
    return {
      ...outcome,
      hits: outcome.ranked.map((hit) => ({ categoryOrdinal: hit.group, id: hit.id, score: hit.score, coverage: hit.coverage })),
    };
  }
}
