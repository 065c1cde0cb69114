import { collectionById } from '../hadith/hadith-collections';
import { highlighterFor } from '../search/highlights';
import { type RequestedMatch, searchByMatch } from '../search/match-mode';
import { answersQuestion, type MatchMode } from '../search/query-matching';
import { ignoredWords, type SearchQuery } from '../search/query-terms';
import { corpusNotImported } from '../shared/corpus-marker';
import { type CorpusNotImportedError, NotFoundError } from '../shared/domain-errors';
import type { EndpointContext } from '../shared/endpoint-context';
import { KeptValues, sharedRead } from '../shared/kept-values';
import { type PageRequest, pageOf } from '../shared/paging';
import { DUA_CATEGORIES, findDuaCategory } from './dua-categories';
import type { DuaCategoryItem, DuaItem, DuaReference } from './dua-items';
import { DuaRepository } from './dua-repository';

/** How long a container keeps the categories and duas read: the corpus changes only when it is re-imported. */
const KEPT_MS = 5 * 60_000;

const duaKey = (categorySlug: string, id: number) => `${categorySlug}#${id}`;

/** Slugs are stored as written when the corpus was imported (kebab-case); the API's values are snake_case. */
const apiSlug = (slug: string) => slug.replace(/-/g, '_');
const categoryOf = (category: { name: string; slug: string }) => ({ name_english: category.name, slug: apiSlug(category.slug) });

/** The duas endpoint's domain: categories, a category's duas, grouped listing and ranked search. */
/** A dua's reference as the API shows it: the evidence (grades, status) only when the narration holds the dua. */
function reference(ref: DuaReference) {
  const collection = collectionById(ref.collection)!;
  return {
    collection: ref.collection,
    ...(ref.number === undefined
      ? { reference: collection.name }
      : {
          number: ref.number,
          reference: `${collection.name} ${ref.number}`,
          url: `https://sunnah.com/${collection.sunnahSlug}:${ref.number}`,
        }),
    verified: ref.verified,
    ...(ref.note ? { note: ref.note } : {}),
    ...(ref.grades ? { grades: ref.grades } : {}),
    ...(ref.collectionStatus ? { collection_status: ref.collectionStatus } : {}),
  };
}

export class DuaService {
  private readonly keptCategories = new KeptValues<'categories', Promise<{ categories: DuaCategoryItem[]; indexVersion: string }>>(
    1,
    KEPT_MS,
    () => this.clock(),
  );
  private readonly keptDuas = new KeptValues<'duas', Promise<{ duas: DuaItem[]; byKey: Map<string, DuaItem> }>>(1, KEPT_MS, () =>
    this.clock(),
  );

  constructor(
    private readonly repository: DuaRepository,
    private readonly importCommand: string,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The corpus not imported (a 503), saying whether an import is under way (read only on this rare path). */
  private async corpusMissing(): Promise<CorpusNotImportedError> {
    return corpusNotImported('dua', this.importCommand, await this.repository.importUnderWay(), this.clock());
  }

  /** The categories and the corpus marker's index version, read together and kept. */
  private keptCatalogue() {
    return sharedRead(this.keptCategories, 'categories', async () => {
      // Nothing is served before the marker: during an import, a category would list only the duas written yet.
      const [marker, categories] = await Promise.all([this.repository.marker(), this.repository.categories()]);
      if (!marker || categories.length !== DUA_CATEGORIES.length) throw await this.corpusMissing();
      return { categories, indexVersion: marker.indexVersion };
    });
  }

  private async categoryItems(): Promise<DuaCategoryItem[]> {
    return (await this.keptCatalogue()).categories;
  }

  private dua(item: DuaItem, categories: DuaCategoryItem[]) {
    return {
      id: item.id,
      title: item.title,
      category: categories.find((c) => c.slug === item.category)?.name ?? item.category,
      category_slug: apiSlug(item.category),
      chapter: item.chapter,
      arabic: item.arabic,
      ...(item.arabicNotes?.length ? { arabic_notes: item.arabicNotes } : {}),
      ...(item.transliteration ? { transliteration: item.transliteration } : {}),
      translation: item.translation,
      repeat: item.repeat,
      ...(item.repeatNote ? { repeat_note: item.repeatNote } : {}),
      ...(item.virtue ? { virtue: item.virtue } : {}),
      ...(item.source ? { source: item.source } : {}),
      references: (item.references ?? []).map(reference),
      ...(item.audioUrl ? { audio_url: item.audioUrl } : {}),
    };
  }

  private async resolveCategory(requested: string) {
    const category = findDuaCategory(requested);
    if (!category)
      throw new NotFoundError(`No dua category '${requested}'; the categories are: ${DUA_CATEGORIES.map((c) => c.name).join(', ')}`);
    return category;
  }

  /** Every dua, in category order: a few hundred, read once per container and kept as long as the categories. */
  private async allDuas(): Promise<DuaItem[]> {
    return (await this.keptAllDuas()).duas;
  }

  private keptAllDuas() {
    return sharedRead(this.keptDuas, 'duas', async () => {
      const categories = await this.categoryItems();
      const groups = await Promise.all(categories.map((c) => this.repository.inCategory(c.slug)));
      const duas = groups.flat();
      return { duas, byKey: new Map(duas.map((dua) => [duaKey(dua.category, dua.id), dua])) };
    });
  }

  /** The catalogue of categories, always whole. */
  async categories() {
    const categories = await this.categoryItems();
    return { total: categories.length, results: categories.map((c) => ({ ...categoryOf(c), count: c.count })) };
  }

  async all(page: PageRequest) {
    // allDuas reads the categories first: in this order they are read once, and no read is left behind a 503.
    const duas = await this.allDuas();
    const categories = await this.categoryItems();
    const listed = pageOf(duas, page);
    return { ...listed, results: listed.results.map((item) => this.dua(item, categories)) };
  }

  async byId(id: number) {
    const duas = await this.allDuas();
    const categories = await this.categoryItems();
    const item = duas.find((dua) => dua.id === id);
    if (!item) throw new NotFoundError(`No dua has id ${id}; ids run from 1 to ${Math.max(...duas.map((dua) => dua.id))}`);
    return this.dua(item, categories);
  }

  async inCategory(requested: string, page: PageRequest) {
    const category = await this.resolveCategory(requested);
    const categories = await this.categoryItems();
    // From the duas this container keeps (all of them, a few hundred): a page is no read of its category's partition.
    const listed = pageOf(
      (await this.allDuas()).filter((dua) => dua.category === category.slug),
      page,
    );
    return { category: categoryOf(category), ...listed, results: listed.results.map((item) => this.dua(item, categories)) };
  }

  /** The marker read with the categories: an index version is never overwritten, so it may be kept as long. */
  private async indexVersion(): Promise<string> {
    return (await this.keptCatalogue()).indexVersion;
  }

  private async searchIndex(version: string, query: SearchQuery, categoryOrdinal: number | undefined, match: MatchMode) {
    const found = await this.repository.search(version, query, categoryOrdinal, match);
    if (!found) throw await this.corpusMissing();
    return found;
  }

  /** A search page's duas, from those this container keeps (allDuas), by category and id: no read by key. */
  private async itemsOf(hits: ReadonlyArray<{ categoryOrdinal: number; id: number }>, categories: DuaCategoryItem[]) {
    const kept = (await this.keptAllDuas()).byKey;
    const slugOf = new Map(categories.map((c) => [c.ordinal, c.slug]));
    const items = hits.flatMap((hit) => kept.get(duaKey(slugOf.get(hit.categoryOrdinal) ?? '', hit.id)) ?? []);
    if (items.length !== hits.length) throw await this.corpusMissing();
    return items;
  }

  async search(query: string, requestedCategory: string | undefined, { limit, offset }: PageRequest, match: RequestedMatch = 'auto') {
    const category = requestedCategory === undefined ? undefined : await this.resolveCategory(requestedCategory);
    const categories = await this.categoryItems();
    const ordinal = category ? categories.find((c) => c.slug === category.slug)?.ordinal : undefined;
    const { read, outcome: found } = await this.rankedDuas(query, match, ordinal);
    const page = found.hits.slice(offset, offset + limit);
    const items = await this.itemsOf(page, categories);
    const highlight = highlighterFor(read.query, found.searched);
    return {
      query,
      ...(category ? { category: categoryOf(category) } : {}),
      match: read.match,
      ...(read.match === 'any' ? { concepts: read.concepts } : {}),
      ignored_terms: ignoredWords(read.query, found.ignored),
      total: found.hits.length,
      limit,
      offset,
      results: items.map((item, i) => {
        const dua = this.dua(item, categories);
        return {
          ...dua,
          score: Math.round(page[i].score * 1000) / 1000,
          highlights: highlight({
            title: dua.title,
            arabic: dua.arabic,
            transliteration: dua.transliteration,
            translation: dua.translation,
          }),
        };
      }),
    };
  }

  /** A query's duas, best first, read as `match` asks: what search pages through and a question's grounding takes first. */
  private rankedDuas(text: string, match: RequestedMatch, categoryOrdinal?: number, earlierTurns: readonly string[] = []) {
    return searchByMatch(
      text,
      match,
      () => this.indexVersion(),
      async (asRead, version) => {
        const outcome = await this.searchIndex(version, asRead.query, categoryOrdinal, asRead.match);
        // A question no dua holds enough of gets none, rather than the nearest (ANSWERED_COVERAGE).
        return asRead.match === 'any' && !answersQuestion(outcome.hits) ? { ...outcome, ranked: [], hits: [] } : outcome;
      },
      { earlierTurns },
    );
  }

  /** The duas that answer a question, best first: search's first duas for it. */
  async answering(question: string, count: number, earlierTurns: readonly string[] = []) {
    const [{ outcome: found }, categories] = await Promise.all([
      this.rankedDuas(question, 'auto', undefined, earlierTurns),
      this.categoryItems(),
    ]);
    const page = found.hits.slice(0, count);
    const items = await this.itemsOf(page, categories);
    return items.map((item, i) => ({
      ...this.dua(item, categories),
      score: Math.round(page[i].score * 1000) / 1000,
      coverage: page[i].coverage ?? 0,
    }));
  }
}

/** The dua service of a function: its table, and the import command its 503 names. */
export function duaService(context: Pick<EndpointContext, 'settings' | 'table'>): DuaService {
  return new DuaService(new DuaRepository(context.table), context.settings.CORPUS_IMPORT_COMMAND);
}
