import type * as z from 'zod';
import { type ConceptShare, withPrincipal } from '../search/concept-verses';
import { highlighterFor } from '../search/highlights';
import { type RequestedMatch, searchByMatch } from '../search/match-mode';
import { answersQuestion, type MatchMode } from '../search/query-matching';
import { ignoredWords, type SearchQuery } from '../search/query-terms';
import { corpusNotImported } from '../shared/corpus-marker';
import { type CorpusNotImportedError, InvalidInputError, NotFoundError } from '../shared/domain-errors';
import type { EndpointContext } from '../shared/endpoint-context';
import { KeptValues, sharedRead } from '../shared/kept-values';
import { type PageRequest, pageOf } from '../shared/paging';
import { type EnglishReference, formatEnglishReference } from './english-references';
import { type FamousMatch, famousNarrationsIn, parseFamousCitation } from './famous-match';
import { citationOf, collectionById, HADITH_COLLECTIONS, type HadithCollection, type HadithCollectionId } from './hadith-collections';
import type { HadithBookItem, HadithCollectionItem, HadithItem } from './hadith-items';
import { type HadithNumber, parseHadithNumber } from './hadith-numbers';
import type { BatchReference } from './hadith-query';
import { type HadithAddress, HadithRepository } from './hadith-repository';
import type { narrationGroupSchema, narrationSchema } from './hadith-responses';
import { sixBeforeParallels } from './parallel-narrations';
import { PRINCIPAL_NARRATIONS } from './principal-narrations';

const KEPT_MS = 5 * 60_000;

/** sunnah.com's in-book reference: "Book 78, Hadith 49", "Introduction, Hadith 1". */
const inBookText = (book: string, hadith: number) =>
  book === 'introduction' ? `Introduction, Hadith ${hadith}` : `Book ${book}, Hadith ${hadith}`;
const SUNNAH_COM = 'https://sunnah.com';

/** The answers' types are the response schemas' (hadith-responses.ts): one description of each, never two that drift. */
export type Narration = z.output<typeof narrationSchema>;
export type NarrationGroup = z.output<typeof narrationGroupSchema>;

type Catalogue = { indexVersion: string; collections: HadithCollectionItem[] };

export interface HadithServiceOptions {
  /** Put the narrations a query names by title or famous wording first (famous-narrations.ts); off only to measure without. */
  famousNarrations: boolean;
}

/** At most this many narrations a famous title or wording names are put first (Bukhari cites intentions 7 times). */
const MAX_FAMOUS_FIRST = 10;
/** A question's first narrations, searched for copies in the six of those the further books rank higher. */
const PARALLEL_WINDOW = 30;
/** In a question's grounding, at most this many copies of them: the question also needs what else it asks. */
const MAX_FAMOUS_GROUNDING = 2;

const addressKey = (address: HadithAddress) => `${address.collection}#${address.bookOrdinal}#${address.idInBook}`;

/** The hadith endpoint's domain: narrations by number, reference or keyword; collections and books. */
export class HadithService {
  private readonly keptCatalogue = new KeptValues<'catalogue', Promise<Catalogue>>(1, KEPT_MS, () => this.clock());
  /** Each collection's books, read when a request first needs them, kept as the catalogue is. */
  private readonly keptBooks = new KeptValues<HadithCollectionId, Promise<HadithBookItem[]>>(HADITH_COLLECTIONS.length, KEPT_MS, () =>
    this.clock(),
  );

  constructor(
    private readonly repository: HadithRepository,
    private readonly importCommand: string,
    private readonly clock: () => number = Date.now,
    private readonly options: HadithServiceOptions = { famousNarrations: true },
  ) {}

  /**
   * Where the narrations the matched famous narrations cite are, in the table's order (best match first), within
   * one collection if asked; a citation the corpus does not serve is left out.
   */
  private async famousAddresses(matches: FamousMatch[], collection: HadithCollectionId | undefined, limit: number) {
    const citations = matches.flatMap((match) =>
      match.narration.citations
        .map(parseFamousCitation)
        .flatMap((citation) =>
          collection === undefined || citation.collection === collection ? [{ citation, name: match.narration.name }] : [],
        ),
    );
    const byNumber = citations.flatMap(({ citation }) =>
      'number' in citation ? [{ collection: citation.collection, number: parseHadithNumber(citation.number)! }] : [],
    );
    const lookups = await this.repository.byNumbers(byNumber);
    const found: Array<{ address: HadithAddress; name: string }> = [];
    let next = 0;
    for (const { citation, name } of citations) {
      if ('number' in citation) {
        const lookup = lookups[next++];
        if ('found' in lookup) for (const address of lookup.found) found.push({ address, name });
        continue;
      }
      const book = (await this.booksOf(citation.collection)).find((b) => b.book === citation.book);
      if (book && citation.hadith <= book.hadithCount)
        found.push({ address: { collection: citation.collection, bookOrdinal: book.ordinal, idInBook: citation.hadith }, name });
    }
    const seen = new Set<string>();
    const distinct = found.filter(({ address }) => !seen.has(addressKey(address)) && seen.add(addressKey(address)));
    // Each book's first citation before any book's second: "actions are judged by intentions" shows Bukhari 1, Muslim
    // 1907a, an-Nasa'i 75… on the first page, not Bukhari's seven repetitions of it.
    const perCollection = new Map<string, number>();
    const round = distinct.map(({ address }) => {
      const n = perCollection.get(address.collection) ?? 0;
      perCollection.set(address.collection, n + 1);
      return n;
    });
    return distinct
      .map((entry, i) => ({ entry, round: round[i], i }))
      .sort((a, b) => a.round - b.round || a.i - b.i)
      .map(({ entry }) => entry)
      .slice(0, limit);
  }

  /** The corpus not imported (a 503), saying whether an import is under way (read only on this rare path). */
  private async corpusMissing(): Promise<CorpusNotImportedError> {
    return corpusNotImported('hadith', this.importCommand, await this.repository.importUnderWay(), this.clock());
  }

  /**
   * The corpus marker (its index version) and the collections, kept for a few minutes: an index version is never
   * overwritten, so a search may go on reading the one it knows until then.
   */
  private catalogue(): Promise<Catalogue> {
    return sharedRead(this.keptCatalogue, 'catalogue', async () => {
      // Nothing is served before the marker: during an import, a number not written yet would be a false 404.
      const [marker, collections] = await Promise.all([this.repository.marker(), this.repository.collections()]);
      if (!marker || collections.length !== HADITH_COLLECTIONS.length) throw await this.corpusMissing();
      // Their keys sort as text (C#1, C#10, C#2): served in the collections' own order.
      const order = new Map(HADITH_COLLECTIONS.map((c, i) => [c.id, i]));
      collections.sort((a, b) => order.get(a.id as HadithCollectionId)! - order.get(b.id as HadithCollectionId)!);
      return { indexVersion: marker.indexVersion, collections };
    });
  }

  /**
   * One collection's books, read the first time a request needs them (a narration's book name, a book page) and kept:
   * a container's first narration used to read every collection's books, 344 items in 9 calls, to name one.
   */
  private async booksOf(id: HadithCollectionId): Promise<HadithBookItem[]> {
    await this.catalogue();
    return sharedRead(this.keptBooks, id, () => this.repository.books(id));
  }

  private summary(item: HadithCollectionItem) {
    const c = item.coverage;
    return {
      id: item.id,
      name_english: item.name,
      name_arabic: item.nameArabic,
      total_hadith: item.total,
      total_books: item.books,
      coverage: {
        numbered: c.recordsNumbered,
        unnumbered: c.records - c.recordsNumbered,
        numbers_served: c.numbersServed,
        aliases: c.aliases,
        numbers_answering_several_entries: c.groups,
        numbered_by_book_range: c.byBookRange,
        numbers_not_served: c.numbersNotServed,
        unnumbered_by_reason: c.recordsWithoutNumber,
        graded: c.graded,
        texts_restored: c.textsRestored,
        texts_flagged: c.textsFlagged,
      },
      ...(item.collectionStatus ? { collection_status: item.collectionStatus } : {}),
      ...this.furtherSummary(item),
    };
  }

  /** What a further collection's summary adds: its languages, how it is cited, why numbers or grades are missing. */
  private furtherSummary(item: HadithCollectionItem) {
    const collection = collectionById(item.id);
    if (collection?.kind !== 'further') return { languages: ['ar', 'en'] as Array<'ar' | 'en'>, cited_by: 'number' as const };
    const numbered = item.coverage.recordsNumbered;
    return {
      languages: collection.languages,
      cited_by: collection.citedBy,
      ...(numbered < item.total ? { numbering_note: collection.numberingNote } : {}),
      grades_note: collection.gradesNote,
    };
  }

  private narration(item: HadithItem, books: HadithBookItem[]): Narration {
    const collection = collectionById(item.collection)!;
    const book = books.find((b) => b.ordinal === item.bookOrdinal);
    const number = item.numbers[0];
    const english = collection.kind === 'six' ? item.englishReference : undefined;
    return {
      collection: item.collection,
      collection_name: collection.name,
      ...(number === undefined ? {} : { number }),
      numbers: item.numbers,
      reference: citationOf(collection, number, item.book, item.idInBook),
      url:
        number === undefined ? `${SUNNAH_COM}/${collection.sunnahSlug}/${item.book}` : `${SUNNAH_COM}/${collection.sunnahSlug}:${number}`,
      in_book_reference: { book: item.book, hadith: item.idInBook, text: inBookText(item.book, item.idInBook) },
      ...(english && collection.kind === 'six'
        ? { english_reference: { scheme: collection.englishReferenceScheme, text: formatEnglishReference(english), ...english } }
        : {}),
      book: { number: item.book, name_english: book?.nameEnglish ?? '', name_arabic: book?.nameArabic ?? '' },
      ...(item.narrator ? { narrator: item.narrator } : {}),
      ...(item.english ? { english: item.english } : {}),
      ...(item.arabic ? { arabic: item.arabic } : {}),
      grades: item.grades ?? [],
      ...(collection.kind === 'further' ? { grades_note: collection.gradesNote } : {}),
      ...(collection.collectionStatus ? { collection_status: collection.collectionStatus } : {}),
      ...(item.numberSource ? { number_source: item.numberSource } : {}),
      ...(item.numberNotes?.length ? { number_notes: item.numberNotes } : {}),
      text_source: item.textSource,
      ...(item.textNotes?.length ? { text_notes: item.textNotes } : {}),
    };
  }

  private async narrations(addresses: HadithAddress[]): Promise<Narration[]> {
    const collections = [...new Set(addresses.map((address) => address.collection))];
    const [items, books] = await Promise.all([
      this.repository.hadiths(addresses),
      Promise.all(collections.map(async (id) => [id, await this.booksOf(id)] as const)).then((entries) => new Map(entries)),
    ]);
    if (items.length !== addresses.length) throw await this.corpusMissing();
    return items.map((item) => this.narration(item, books.get(item.collection) ?? []));
  }

  /** One narration, or the group when a lookup names several entries. */
  private single(
    collection: HadithCollection,
    lookup: Record<string, string>,
    note: string,
    results: Narration[],
  ): Narration | NarrationGroup {
    return results.length === 1
      ? results[0]
      : { collection: collection.id, collection_name: collection.name, lookup, total: results.length, note, results };
  }

  async collections() {
    const { collections } = await this.catalogue();
    return {
      total: collections.length,
      total_hadith: collections.reduce((n, c) => n + c.total, 0),
      results: collections.map((c) => this.summary(c)),
    };
  }

  private bookSummary(b: HadithBookItem) {
    return {
      book: b.book,
      name_english: b.nameEnglish,
      name_arabic: b.nameArabic,
      hadith_count: b.hadithCount,
      ...(b.firstNumber === undefined ? {} : { number_range: { first: b.firstNumber, last: b.lastNumber } }),
    };
  }

  async collection(id: HadithCollectionId, page: PageRequest) {
    const [{ collections }, books] = await Promise.all([this.catalogue(), this.booksOf(id)]);
    const item = collections.find((c) => c.id === id)!;
    return {
      collection: this.summary(item),
      ...pageOf(
        books.map((b) => this.bookSummary(b)),
        page,
      ),
    };
  }

  private async findBook(id: HadithCollectionId, bookNumber: string): Promise<HadithBookItem> {
    const list = await this.booksOf(id);
    const book = list.find((b) => b.book.toLowerCase() === bookNumber);
    if (!book)
      throw new NotFoundError(
        `${collectionById(id)!.name} has no book '${bookNumber}'; its books are ${list.map((b) => b.book).join(', ')}`,
      );
    return book;
  }

  async book(id: HadithCollectionId, bookNumber: string, limit: number, offset: number) {
    const book = await this.findBook(id, bookNumber);
    const count = Math.max(0, Math.min(limit, book.hadithCount - offset));
    const results =
      count > 0
        ? await this.narrations(
            Array.from({ length: count }, (_, i) => ({ collection: id, bookOrdinal: book.ordinal, idInBook: offset + i + 1 })),
          )
        : [];
    return {
      collection: id,
      collection_name: collectionById(id)!.name,
      book: this.bookSummary(book),
      total: book.hadithCount,
      limit,
      offset,
      results,
    };
  }

  async byInBookReference(id: HadithCollectionId, bookNumber: string, position: number): Promise<Narration> {
    const book = await this.findBook(id, bookNumber);
    if (position > book.hadithCount)
      throw new NotFoundError(
        `${collectionById(id)!.name} book ${book.book} has ${book.hadithCount} hadith; there is no hadith ${position}`,
      );
    const [narration] = await this.narrations([{ collection: id, bookOrdinal: book.ordinal, idInBook: position }]);
    return narration;
  }

  private async notFoundNumber(id: HadithCollectionId, number: HadithNumber, refusal?: string): Promise<NotFoundError> {
    const collection = collectionById(id)!;
    const hint = `; look the narration up by its in-book reference with 'book' and 'hadith' (see the book list at ?collection=${id})`;
    if (refusal) return new NotFoundError(`${refusal}${hint}`);
    if (collection.kind === 'further') {
      const { collections } = await this.catalogue();
      const item = collections.find((c) => c.id === id);
      // Only a collection numbered from end to end knows where its numbers stop.
      if (!item || item.coverage.recordsNumbered < item.total)
        return new NotFoundError(
          `${collection.name} ${number.text} is not served: ${collection.numberingNote} (see the book list at ?collection=${id})`,
        );
    }
    const last = Math.max(...(await this.booksOf(id)).flatMap((b) => (b.lastNumber ? [parseHadithNumber(b.lastNumber)!.digits] : [])));
    if (number.digits > last) return new NotFoundError(`${collection.name} has no hadith ${number.text}; its numbers run 1 to ${last}`);
    return new NotFoundError(`sunnah.com's reference pages cite no entry as ${collection.name} ${number.text}${hint}`);
  }

  private groupNote(collection: HadithCollection, number: HadithNumber, results: Narration[]): string {
    const numbers = results.map((r) => r.numbers.find((n) => parseHadithNumber(n)!.digits === number.digits) ?? r.number ?? '');
    return numbers.every((n) => n === number.text)
      ? `sunnah.com gives ${collection.name} ${number.text} to ${results.length} consecutive entries; all are returned in order`
      : `${collection.name} ${number.text} is cited in ${results.length} lettered parts (${numbers.join(', ')}); all are returned in order`;
  }

  async byNumber(id: HadithCollectionId, number: HadithNumber): Promise<Narration | NarrationGroup> {
    const collection = collectionById(id)!;
    const lookup = await this.repository.byNumber(id, number);
    if ('refused' in lookup) throw await this.notFoundNumber(id, number, lookup.refused);
    if ('missing' in lookup) throw await this.notFoundNumber(id, number);
    const results = await this.narrations(lookup.found);
    return this.single(collection, { number: number.text }, this.groupNote(collection, number, results), results);
  }

  async byEnglishReference(id: HadithCollectionId, reference: EnglishReference): Promise<Narration | NarrationGroup> {
    const collection = collectionById(id)!;
    if (collection.kind !== 'six')
      throw new InvalidInputError(
        `'english_reference' is the older English numbering of the six collections; ${collection.name} has none: use 'number' or 'book' and 'hadith'`,
      );
    const scheme = collection.englishReferenceScheme === 'usc_msa' ? 'USC-MSA reference' : 'English translation reference';
    const addresses = await this.repository.byEnglishReference(id, reference);
    if (addresses.length === 0) {
      await this.catalogue(); // a missing corpus is a 503, not a 404
      throw new NotFoundError(`No narration of ${collection.name} has the ${scheme} ${formatEnglishReference(reference)}`);
    }
    const results = await this.narrations(addresses);
    const text = formatEnglishReference(reference);
    return this.single(
      collection,
      { english_reference: text },
      `${results.length} narrations share the ${scheme} ${text}; all are returned in order`,
      results,
    );
  }

  /** Up to 50 references, answered in order; each one that fails carries its own error. */
  async batch(references: BatchReference[]) {
    const lookups = await this.repository.byNumbers(references);
    const found = lookups.flatMap((lookup) => ('found' in lookup ? lookup.found : []));
    const narrations = await this.narrations(found);
    let next = 0;
    const results = await Promise.all(
      references.map(async (reference, i) => {
        const lookup = lookups[i];
        if ('found' in lookup) {
          const own = narrations.slice(next, next + lookup.found.length);
          next += lookup.found.length;
          return { ref: reference.ref, status: 200, results: own };
        }
        const error = await this.notFoundNumber(reference.collection, reference.number, 'refused' in lookup ? lookup.refused : undefined);
        // Each miss reads as the 404 its own request would have had.
        return { ref: reference.ref, status: 404, error: 'Not Found', message: error.message };
      }),
    );
    return { total: references.length, found: results.filter((r) => r.status === 200).length, results };
  }

  private async searchIndex(version: string, query: SearchQuery, collection: HadithCollectionId | undefined, match: MatchMode) {
    const found = await this.repository.search(version, query, collection, match);
    if (!found) throw await this.corpusMissing();
    return found;
  }

  private async indexVersion(): Promise<string> {
    return (await this.catalogue()).indexVersion;
  }

  /**
   * A query's narrations, best first, read as `match` asks (searchByMatch): the narrations a famous title or wording
   * names first, whatever their score ("actions are judged by intentions" shares few words with Bukhari 1's
   * translation), then the ranked hits without them. What a search pages through and what a question's grounding
   * takes its first narrations from, so that the chat finds first what search finds first.
   */
  private async rankedNarrations(
    text: string,
    match: RequestedMatch,
    collection?: HadithCollectionId,
    earlierTurns: readonly string[] = [],
  ) {
    const { read, outcome: found } = await searchByMatch(
      text,
      match,
      () => this.indexVersion(),
      async (asRead, version) => {
        const outcome = await this.searchIndex(version, asRead.query, collection, asRead.match);
        // A question no narration holds enough of gets none, rather than the nearest (ANSWERED_COVERAGE).
        return asRead.match === 'any' && !answersQuestion(outcome.hits) ? { ...outcome, ranked: [], hits: [] } : outcome;
      },
      { earlierTurns },
    );
    if (read.match === 'any' && read.conceptShares?.length) {
      const principals = await this.principalNarrations(read.conceptShares, collection);
      found.hits = withPrincipal(found.hits, principals, (hit) => addressKey(hit.address));
    }
    const matches = this.options.famousNarrations ? famousNarrationsIn(text) : [];
    const named = matches.length ? await this.famousAddresses(matches, collection, MAX_FAMOUS_FIRST) : [];
    const scored = new Map(found.hits.map((hit) => [addressKey(hit.address), hit]));
    // A quoted phrase asks for those words: of the narrations named, only those that hold it come first.
    const famous = read.query.phrases.length ? named.filter(({ address }) => scored.has(addressKey(address))) : named;
    const first = new Map(famous.map(({ address, name }) => [addressKey(address), name]));
    const top = found.hits[0]?.score ?? 0;
    const ranked = found.hits.filter((hit) => !first.has(addressKey(hit.address)));
    const { ranked: ordered, parallels } = read.match === 'any' ? await this.sixFirst(ranked) : { ranked, parallels: new Set<unknown>() };
    const hits: Array<{ address: HadithAddress; score: number; coverage?: number }> = [
      // A narration named by the question holds all of it, and ranks as high as the best found by its words.
      ...famous.map(({ address }) => ({ address, score: Math.max(top, scored.get(addressKey(address))?.score ?? 0), coverage: 1 })),
      ...ordered,
    ];
    return { read, found, matches, famous: first, hits, parallels: parallels as ReadonlySet<unknown> };
  }

  /**
   * The principal narrations of the concepts a question names (principal-narrations.ts), each concept's in the table's
   * order, as withPrincipal raises them; within one collection if asked; a number the corpus does not serve is left out.
   */
  private async principalNarrations(shares: readonly ConceptShare[], collection: HadithCollectionId | undefined) {
    const cited = shares.map(({ concept, share }) => ({
      share,
      citations: (PRINCIPAL_NARRATIONS.get(concept) ?? []).filter((c) => collection === undefined || c.collection === collection),
    }));
    const lookups = await this.repository.byNumbers(cited.flatMap(({ citations }) => citations));
    let next = 0;
    return cited.map(({ share, citations }) => ({
      share,
      places: citations.map(() => {
        const lookup = lookups[next++];
        return 'found' in lookup ? lookup.found.map((address) => ({ address, score: 0, coverage: undefined as number | undefined })) : [];
      }),
    }));
  }

  /** A question's first narrations with the six books' copies before their parallels in the further books. */
  private async sixFirst<T extends { address: HadithAddress }>(ranked: readonly T[]): Promise<{ ranked: T[]; parallels: Set<T> }> {
    const window = ranked.slice(0, PARALLEL_WINDOW);
    const items = new Map((await this.repository.hadiths(window.map((hit) => hit.address))).map((item) => [addressKey(item), item]));
    const copies = window.map((hit) => ({
      hit,
      collection: hit.address.collection,
      arabic: items.get(addressKey(hit.address))?.arabic ?? '',
    }));
    const ordered = sixBeforeParallels(copies);
    return {
      ranked: [...ordered.ranked.map((copy) => copy.hit), ...ranked.slice(PARALLEL_WINDOW)],
      parallels: new Set([...ordered.parallels].map((copy) => copy.hit)),
    };
  }

  async search(query: string, collection: HadithCollectionId | undefined, limit: number, offset: number, match: RequestedMatch = 'auto') {
    const { read, found, matches, famous, hits } = await this.rankedNarrations(query, match, collection);
    const page = hits.slice(offset, offset + limit);
    const narrations = await this.narrations(page.map((hit) => hit.address));
    const highlight = highlighterFor(read.query, found.searched);
    return {
      query,
      ...(collection ? { collection } : {}),
      match: read.match,
      ...(read.match === 'any' ? { concepts: read.concepts } : {}),
      ...(famous.size
        ? { famous_narrations: matches.map((m) => ({ id: m.narration.id, name: m.narration.name, matched: m.matched })) }
        : {}),
      ignored_terms: ignoredWords(read.query, found.ignored),
      total: hits.length,
      limit,
      offset,
      results: narrations.map((narration, i) => {
        const name = famous.get(addressKey(page[i].address));
        return {
          ...narration,
          score: Math.round(page[i].score * 1000) / 1000,
          ...(name ? { famous_narration: name } : {}),
          highlights: highlight({ narrator: narration.narrator, english: narration.english, arabic: narration.arabic }),
        };
      }),
    };
  }

  /**
   * The narrations that answer a question, best first, whole, with their grades: search's first narrations for the
   * question (rankedNarrations), famous ones it names first. `earlierTurns`: the conversation's earlier user messages.
   */
  async answering(
    question: string,
    count: number,
    earlierTurns: readonly string[] = [],
  ): Promise<Array<Narration & { score: number; coverage: number; famous_narration?: string; quotes_famous?: true }>> {
    const { hits, famous, parallels, matches } = await this.rankedNarrations(question, 'auto', undefined, earlierTurns);
    // The question quotes a famous narration's words (not only its title): what it asks about is that narration.
    const quoted = new Set(matches.filter((m) => m.quoted).map((m) => m.narration.name));
    // Search lists every copy of a famous narration named, and a further book's copy after the six's; an answer
    // needs one or two of them, and room for what else the question asks.
    let named = 0;
    const page = hits
      .filter((hit) => !parallels.has(hit) && (!famous.has(addressKey(hit.address)) || named++ < MAX_FAMOUS_GROUNDING))
      .slice(0, count);
    const narrations = await this.narrations(page.map((hit) => hit.address));
    return narrations.map((narration, i) => {
      const name = famous.get(addressKey(page[i].address));
      return {
        ...narration,
        score: Math.round(page[i].score * 1000) / 1000,
        coverage: page[i].coverage ?? 0,
        ...(name ? { famous_narration: name } : {}),
        ...(name && quoted.has(name) ? { quotes_famous: true as const } : {}),
      };
    });
  }
}

/** The hadith service of a function: its table, and the import command its 503 names. */
export function hadithService(context: Pick<EndpointContext, 'settings' | 'table'>): HadithService {
  return new HadithService(new HadithRepository(context.table), context.settings.CORPUS_IMPORT_COMMAND);
}
