import { duaSearchDocuments } from '../../../../data/hadith/import';
import { DUA_CATEGORIES } from '../../../../functions/duas/dua-categories';
import type { DuaCategoryItem, DuaCorpusMarker, DuaItem, DuaRecord } from '../../../../functions/duas/dua-items';
import type { DuaRepository } from '../../../../functions/duas/dua-repository';
import { buildSearchIndex, searchInMemory } from '../../../../functions/search/in-memory-index';
import type { MatchMode } from '../../../../functions/search/query-matching';
import type { SearchQuery } from '../../../../functions/search/query-terms';
import type { CorpusImportProgress } from '../../../../functions/shared/corpus-marker';
import { keys } from '../../../../functions/shared/table';

/**
 * The dua repository's reads over records held in memory, laid out as the importer lays them out (categories with
 * their 1-based ordinals and counts, the search index built from the same documents), and counted: the service is
 * tested without a table, and what it keeps is seen in `reads`.
 */
export class InMemoryDuaRepository {
  readonly reads: string[] = [];
  imported = true;
  importProgress: CorpusImportProgress | undefined;
  private readonly index;

  constructor(private readonly duas: readonly DuaRecord[]) {
    this.index = buildSearchIndex(duaSearchDocuments({ duas: [...duas] } as Parameters<typeof duaSearchDocuments>[0]));
  }

  /** Typed as the class the service takes: the same public methods, without a table behind them. */
  asRepository(): DuaRepository {
    return this as unknown as DuaRepository;
  }

  async marker(): Promise<DuaCorpusMarker | undefined> {
    this.reads.push('marker');
    return this.imported
      ? { ...keys.corpusMarker('duas'), version: 'v1', indexVersion: 'i1', importedAt: '2026-11-01T00:00:00Z' }
      : undefined;
  }

  async importUnderWay(): Promise<CorpusImportProgress | undefined> {
    this.reads.push('importUnderWay');
    return this.importProgress;
  }

  async categories(): Promise<DuaCategoryItem[]> {
    this.reads.push('categories');
    if (!this.imported) return [];
    return DUA_CATEGORIES.map((category, i) => ({
      ...keys.duaCategory(i + 1),
      slug: category.slug,
      name: category.name,
      ordinal: i + 1,
      count: this.duas.filter((dua) => dua.category === category.slug).length,
    }));
  }

  async inCategory(slug: string): Promise<DuaItem[]> {
    this.reads.push(`inCategory ${slug}`);
    return this.duas.filter((dua) => dua.category === slug).map((dua) => ({ ...keys.dua(dua.category, dua.id), ...dua }));
  }

  async search(indexVersion: string, query: SearchQuery, categoryOrdinal?: number, match: MatchMode = 'all') {
    this.reads.push(`search ${indexVersion}`);
    if (!this.imported) return undefined;
    const outcome = await searchInMemory(this.index, query, categoryOrdinal ? (group) => group === categoryOrdinal : undefined, match);
    return {
      ...outcome,
      hits: outcome.ranked.map((hit) => ({ categoryOrdinal: hit.group, id: hit.id, score: hit.score, coverage: hit.coverage })),
    };
  }
}
