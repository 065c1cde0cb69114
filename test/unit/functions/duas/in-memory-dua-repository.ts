import { duaSearchDocuments } from '../../../../data/hadith/import';
import { DUA_CATEGORIES } from '../../../../functions/duas/dua-categories';
import { DUAS_CORPUS, type DuaCategoryItem, type DuaItem, type DuaRecord } from '../../../../functions/duas/dua-items';
import type { DuaRepository } from '../../../../functions/duas/dua-repository';
import type { MatchMode } from '../../../../functions/search/query-matching';
import type { SearchQuery } from '../../../../functions/search/query-terms';
import { keys } from '../../../../functions/shared/table';
import { InMemoryCorpusRepository } from '../../../support/in-memory-corpus-repository';

/**
 * The dua repository's reads over records held in memory, laid out as the importer lays them out (categories with
 * their 1-based ordinals and counts, the search index built from the same documents), and counted: the service is
 * tested without a table, and what it keeps is seen in `reads`.
 */
export class InMemoryDuaRepository extends InMemoryCorpusRepository<DuaRepository> {
  constructor(private readonly duas: readonly DuaRecord[]) {
    super(DUAS_CORPUS, duaSearchDocuments({ duas: [...duas] } as Parameters<typeof duaSearchDocuments>[0]));
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
    const outcome = await this.searchIndex(indexVersion, query, categoryOrdinal ? (group) => group === categoryOrdinal : undefined, match);
    if (!outcome) return undefined;
    return {
      ...outcome,
      hits: outcome.ranked.map((hit) => ({ categoryOrdinal: hit.group, id: hit.id, score: hit.score, coverage: hit.coverage })),
    };
  }
}
