import { DUA_INDEX, DUAS_CORPUS, type DuaCategoryItem, type DuaItem, type HadithCorpusMarker } from '../hadith/hadith-items';
import { HttpError, notFound } from '../shared/errors';
import { StoredSearchIndex, searchTermsOf } from '../shared/search-index';
import { keys } from '../shared/table';
import type { TableReader } from '../shared/table-reader';
import { DUA_CATEGORIES, findDuaCategory } from './dua-categories';

const CACHE_MS = 5 * 60_000;

const corpusMissing = () =>
  new HttpError(503, 'The dua corpus has not been imported into this table yet; run `npm run corpus:import` (see README, "Data")');

/** The duas endpoint's domain: categories, a category's duas, grouped listing and ranked search. */
export class DuaService {
  private readonly index: StoredSearchIndex;
  private cachedCategories: { at: number; categories: DuaCategoryItem[] } | undefined;

  constructor(
    private readonly reader: TableReader,
    private readonly clock: () => number = Date.now,
  ) {
    this.index = new StoredSearchIndex(reader.client, reader.tableName, DUA_INDEX);
  }

  private async categoryItems(): Promise<DuaCategoryItem[]> {
    if (!this.cachedCategories || this.clock() - this.cachedCategories.at > CACHE_MS) {
      const categories = await this.reader.partition<DuaCategoryItem>(keys.duaCategories);
      if (categories.length !== DUA_CATEGORIES.length) throw corpusMissing();
      this.cachedCategories = { at: this.clock(), categories };
    }
    return this.cachedCategories.categories;
  }

  private dua(item: DuaItem, categories: DuaCategoryItem[]) {
    return {
      id: item.id,
      title: item.title,
      category: categories.find((c) => c.slug === item.category)?.name ?? item.category,
      category_slug: item.category,
      chapter: item.chapter,
      arabic: item.arabic,
      ...(item.transliteration ? { transliteration: item.transliteration } : {}),
      translation: item.translation,
      repeat: item.repeat,
      ...(item.repeatNote ? { repeat_note: item.repeatNote } : {}),
      ...(item.virtue ? { virtue: item.virtue } : {}),
      ...(item.source ? { source: item.source } : {}),
      references: item.references ?? [],
      ...(item.audioUrl ? { audio_url: item.audioUrl } : {}),
    };
  }

  private async resolveCategory(requested: string) {
    const category = findDuaCategory(requested);
    if (!category) throw notFound(`No dua category '${requested}'; the categories are: ${DUA_CATEGORIES.map((c) => c.name).join(', ')}`);
    return category;
  }

  async categories() {
    const categories = await this.categoryItems();
    return { categories: categories.map((c) => ({ name: c.name, slug: c.slug, count: c.count })) };
  }

  async grouped() {
    const categories = await this.categoryItems();
    const groups = await Promise.all(categories.map(async (c) => ({ c, items: await this.reader.partition<DuaItem>(keys.duaPartition(c.slug)) })));
    return {
      total: groups.reduce((n, group) => n + group.items.length, 0),
      categories: groups.map(({ c, items }) => ({ name: c.name, slug: c.slug, count: items.length, duas: items.map((item) => this.dua(item, categories)) })),
    };
  }

  async inCategory(requested: string, limit: number, offset: number) {
    const category = await this.resolveCategory(requested);
    const categories = await this.categoryItems();
    const items = await this.reader.partition<DuaItem>(keys.duaPartition(category.slug));
    return {
      category: { name: category.name, slug: category.slug },
      total: items.length,
      limit,
      offset,
      duas: items.slice(offset, offset + limit).map((item) => this.dua(item, categories)),
    };
  }

  async search(query: string, requestedCategory: string | undefined, limit: number, offset: number) {
    const category = requestedCategory === undefined ? undefined : await this.resolveCategory(requestedCategory);
    const terms = searchTermsOf(query);
    const marker = await this.reader.corpusMarker<HadithCorpusMarker>(DUAS_CORPUS);
    if (!marker) throw corpusMissing();
    const categories = await this.categoryItems();
    const ordinal = category ? categories.find((c) => c.slug === category.slug)?.ordinal : undefined;
    const ranked = await this.index.rank(marker.indexVersion, terms, ordinal ? (p) => p.surah === ordinal : undefined);
    if (!ranked) throw corpusMissing();
    const page = ranked.slice(offset, offset + limit);
    const items = await this.reader.many<DuaItem>(page.map((hit) => keys.dua(categories.find((c) => c.ordinal === hit.surah)!.slug, hit.ayah)));
    if (items.length !== page.length) throw corpusMissing();
    return {
      query,
      ...(category ? { category: { name: category.name, slug: category.slug } } : {}),
      total: ranked.length,
      limit,
      offset,
      results: items.map((item, i) => ({ ...this.dua(item, categories), score: Math.round(page[i].score * 1000) / 1000 })),
    };
  }
}
