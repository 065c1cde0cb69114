import { buildSearchIndex, type IndexedDocument, type SearchIndex, searchInMemory } from '../../functions/search/in-memory-index';
import type { MatchMode } from '../../functions/search/query-matching';
import type { SearchQuery } from '../../functions/search/query-terms';
import type { CorpusImportProgress, CorpusMarker } from '../../functions/shared/corpus-marker';
import { keys } from '../../functions/shared/table';

/**
 * What every corpus repository held in memory shares (the dua and hadith ones in test/unit/functions): the marker of
 * an imported corpus or none, the import under way, the search index built from the importer's own documents, and
 * the reads counted in `reads`, so that a service tests without a table and what it keeps is seen.
 */
export abstract class InMemoryCorpusRepository<Repository> {
  readonly reads: string[] = [];
  imported = true;
  importProgress: CorpusImportProgress | undefined;
  private readonly index: SearchIndex;

  protected constructor(
    private readonly corpus: string,
    documents: Iterable<IndexedDocument>,
  ) {
    this.index = buildSearchIndex(documents);
  }

  /** Typed as the class the service takes: the same public methods, without a table behind them. */
  asRepository(): Repository {
    return this as unknown as Repository;
  }

  async marker(): Promise<CorpusMarker | undefined> {
    this.reads.push('marker');
    return this.imported
      ? { ...keys.corpusMarker(this.corpus), version: 'v1', indexVersion: 'i1', importedAt: '2026-11-01T00:00:00Z' }
      : undefined;
  }

  async importUnderWay(): Promise<CorpusImportProgress | undefined> {
    this.reads.push('importUnderWay');
    return this.importProgress;
  }

  /** The index's answer, as the stored one gives it; undefined when the corpus is not imported. */
  protected async searchIndex(indexVersion: string, query: SearchQuery, keep: ((group: number) => boolean) | undefined, match: MatchMode) {
    this.reads.push(`search ${indexVersion}`);
    if (!this.imported) return undefined;
    return searchInMemory(this.index, query, keep, match);
  }
}
