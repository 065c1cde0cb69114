import type { RankedCommentary } from '../search/commentary-ranking';
import { highlighterFor } from '../search/highlights';
import { LANGUAGE_ANALYZERS } from '../search/language-analyzers';
import { searchByMatch } from '../search/match-mode';
import type { SearchQuery } from '../search/query-terms';
import { ignoredWords } from '../search/query-terms';
import { addJsonText, type JsonText, jsonTextOf } from '../shared/answer-size';
import { corpusNotImported } from '../shared/corpus-marker';
import { InvalidInputError, NotFoundError } from '../shared/domain-errors';
import type { EndpointContext } from '../shared/endpoint-context';
import { KeptValues, sharedRead } from '../shared/kept-values';
import type { PageRequest } from '../shared/paging';
import { AYAH_COUNTS } from '../shared/quran-structure';
import { DEFAULT_TAFSIR_ID, TAFSIR_EDITION_IDS, TAFSIR_EDITIONS, type TafsirEdition, tafsirEditionByName } from './tafsir-editions';
import type { AyahRange, TafsirMarker } from './tafsir-items';
import { type StoredCommentary, TafsirRepository } from './tafsir-repository';

/** A corpus marker and a commentary index's ranges are kept this long (a re-import writes new versions). */
const KEPT_MS = 5 * 60_000;

/**
 * A range of more than this many ayahs is answered from its surah's commentaries read whole and kept: a page of
 * Al-Baqarah with three commentaries is megabytes, which a hundred concurrent requests read a hundred times from the
 * table (issue 48, finding 3: the table's queue behind them timed out every other client's calls). Shorter ranges
 * are read as they are asked (a few items, each cheap).
 */
export const KEPT_SURAH_AYAHS = 20;
/** What the kept surahs' commentaries may weigh together (UTF-16 bytes of their texts): al-Qurtubi's Al-Baqarah is 6 MB. */
const KEPT_SURAHS_BYTES = 48 * 1024 * 1024;

/** The commentaries on ayahs from..to among a surah's, in order: the one covering `from`, then those starting after it. */
export function commentariesOn(surah: readonly StoredCommentary[], from: number, to: number): StoredCommentary[] {
  let first = -1;
  for (let i = 0; i < surah.length && surah[i].ayahFrom <= from; i += 1) first = i;
  const rest = surah.filter((commentary) => commentary.ayahFrom > from && commentary.ayahFrom <= to);
  return first >= 0 ? [surah[first], ...rest] : rest;
}

const weightOf = (surah: readonly StoredCommentary[]) => surah.reduce((bytes, commentary) => bytes + 2 * commentary.text.length + 64, 0);

/** One commentary as served: once, with the ayahs it covers. */
export interface Commentary {
  surah: number;
  ayah_from: number;
  ayah_to: number;
  /** "2:255" or "2:254-257": what it comments on. */
  verse_key: string;
  text: string;
}

/** What an answer says of its edition. */
export type EditionSummary = Pick<
  TafsirEdition,
  'id' | 'name' | 'author' | 'language' | 'language_name' | 'direction' | 'source' | 'licence'
>;

const summaryOf = ({ id, name, author, language, language_name, direction, source, licence }: TafsirEdition): EditionSummary => ({
  id,
  name,
  author,
  language,
  language_name,
  direction,
  source,
  licence,
});

const verseKeyOf = (surah: number, from: number, to: number) => (from === to ? `${surah}:${from}` : `${surah}:${from}-${to}`);

export const commentaryOf = (stored: StoredCommentary): Commentary => ({
  surah: stored.surah,
  ayah_from: stored.ayahFrom,
  ayah_to: stored.ayahTo,
  verse_key: verseKeyOf(stored.surah, stored.ayahFrom, stored.ayahTo),
  text: stored.text,
});

/** How much of a commentary a search hit shows around its first match. */
const EXCERPT_CHARACTERS = 400;

function excerptAround(text: string, start: number | undefined): string {
  const flat = text.replace(/\s+/g, ' ');
  if (flat.length <= EXCERPT_CHARACTERS) return flat;
  const at = start === undefined ? 0 : Math.max(0, start - EXCERPT_CHARACTERS / 4);
  const from = at === 0 ? 0 : flat.indexOf(' ', at) + 1;
  const slice = flat.slice(from, from + EXCERPT_CHARACTERS).replace(/\s\S*$/, '');
  return `${from > 0 ? '…' : ''}${slice}…`;
}

/**
 * GET /api/v1/tafsir's domain: the editions, an edition's commentary on ayahs or a surah (each commentary once, with
 * the ayahs it covers), search inside one edition, and for question retrieval the commentary indexes.
 */
export class TafsirService {
  private readonly keptMarker = new KeptValues<'tafsir', Promise<TafsirMarker | undefined>>(1, KEPT_MS, () => this.now());
  private readonly keptRanges = new KeptValues<string, Promise<Map<string, AyahRange> | undefined>>(4, KEPT_MS, () => this.now());
  /** The commentaries grounding has read, by edition and ayah: the same passages come back for question after question. */
  private readonly keptCovering = new KeptValues<string, Promise<Commentary | undefined>>(2_000, KEPT_MS, () => this.now());
  /** Whole surahs of an edition, read once for every long range asked of them (KEPT_SURAH_AYAHS). */
  private readonly keptSurahs = new KeptValues<string, Promise<StoredCommentary[]>>(256, KEPT_MS, () => this.now(), KEPT_SURAHS_BYTES);

  private readonly commentaryMeasures = new WeakMap<StoredCommentary, JsonText>();

  constructor(
    private readonly repository: TafsirRepository,
    private readonly importCommand: string,
    private readonly now: () => number = Date.now,
  ) {}

  editions() {
    return { total: TAFSIR_EDITIONS.length, results: TAFSIR_EDITIONS.map(summaryOf) };
  }

  /** The edition a request names (an id, or a language's default), or the 400 that lists them. */
  editionNamed(name: string | undefined): TafsirEdition {
    const edition = tafsirEditionByName(name ?? DEFAULT_TAFSIR_ID);
    if (!edition) {
      throw new InvalidInputError(
        `'${(name ?? '').slice(0, 40)}' is not a tafsir edition here; use one of ${TAFSIR_EDITION_IDS.join(', ')} or a language code ` +
          `(ar, en, ur, bn, ru, ku) for its default (list=editions describes them)`,
      );
    }
    return edition;
  }

  private marker(): Promise<TafsirMarker | undefined> {
    return sharedRead(
      this.keptMarker,
      'tafsir',
      () => this.repository.marker(),
      (marker) => marker !== undefined,
    );
  }

  /** The marker, or the 503 of a corpus not imported (or being imported). */
  private async servedMarker(edition?: TafsirEdition): Promise<TafsirMarker> {
    const marker = await this.marker();
    if (!marker) throw corpusNotImported('tafsir', this.importCommand, await this.repository.importUnderWay(), this.now());
    if (edition && !marker.editions.includes(edition.id)) {
      throw corpusNotImported(`tafsir edition ${edition.id}`, this.importCommand);
    }
    return marker;
  }

  private checkAyahs(surah: number, from: number, to: number): void {
    const count = AYAH_COUNTS[surah - 1];
    if (count === undefined) throw new NotFoundError(`There is no surah ${surah}; surahs are numbered 1 to 114`);
    if (to > count) throw new NotFoundError(`Surah ${surah} has ${count} ayahs; there is no ayah ${to}`);
    if (from > to) throw new InvalidInputError(`'from' (${from}) must not be after 'to' (${to})`);
  }

  /** A surah's commentaries in an edition, read once and kept (one read shared by concurrent requests). */
  private wholeSurah(marker: TafsirMarker, edition: string, surah: number): Promise<StoredCommentary[]> {
    return sharedRead(
      this.keptSurahs,
      `${marker.version}#${edition}#${surah}`,
      async () => (await this.repository.surah(edition, surah)).sort((a, b) => a.ayahFrom - b.ayahFrom),
      () => true,
      weightOf,
    );
  }

  /** The commentaries on ayahs from..to: a long range from the kept surah, a short one read as asked. */
  private async commentariesOn(marker: TafsirMarker, edition: string, surah: number, from: number, to: number) {
    if (to - from + 1 <= KEPT_SURAH_AYAHS) return this.repository.onAyahs(edition, surah, from, to);
    return commentariesOn(await this.wholeSurah(marker, edition, surah), from, to);
  }

  /** An edition's commentary on ayahs from..to of a surah: each commentary once, the first covering `from`. */
  async onAyahs(edition: TafsirEdition, surah: number, from: number, to: number) {
    this.checkAyahs(surah, from, to);
    const marker = await this.servedMarker(edition);
    const found = await this.commentariesOn(marker, edition.id, surah, from, to);
    return { edition: summaryOf(edition), surah, ayah_from: from, ayah_to: to, total: found.length, results: found.map(commentaryOf) };
  }

  /**
   * The UTF-8 bytes of the commentaries' texts on a long range (the least an answer carrying them takes), from the
   * kept surah, without building the answer; 0 for a short range (never large) or one that does not exist.
   */
  async textBytes(edition: TafsirEdition, surah: number, from: number, to: number): Promise<number> {
    if (to - from + 1 <= KEPT_SURAH_AYAHS || AYAH_COUNTS[surah - 1] === undefined || to > AYAH_COUNTS[surah - 1]) return 0;
    const marker = await this.marker();
    if (!marker?.editions.includes(edition.id)) return 0;
    const found = commentariesOn(await this.wholeSurah(marker, edition.id, surah), from, to);
    return found.reduce((bytes, commentary) => bytes + Buffer.byteLength(commentary.text), 0);
  }

  /**
   * The JSON forRanges' answer takes, without building it (issue 48, finding 5): each edition as it stands with no
   * commentary (`empty`), and the commentaries on the long ranges (those read from kept surahs) as JSON, the commas
   * between them counted. A short range's commentaries are not read for this, and count as none: the least the answer
   * takes, exact when every range is long.
   */
  async leastJson(editions: readonly TafsirEdition[], ranges: readonly AyahRange[]) {
    const empty = editions.map((edition) => ({ edition: summaryOf(edition), commentaries: [] as Commentary[] }));
    const commentaries: JsonText = { bytes: 0, quotes: 0, backslashes: 0 };
    const marker = await this.marker();
    const long = ranges.filter((range) => range.to - range.from + 1 > KEPT_SURAH_AYAHS && range.to <= (AYAH_COUNTS[range.surah - 1] ?? 0));
    for (const edition of editions) {
      if (!marker?.editions.includes(edition.id)) continue;
      const found = (
        await Promise.all(long.map(async (r) => commentariesOn(await this.wholeSurah(marker, edition.id, r.surah), r.from, r.to)))
      ).flat();
      const once = [...new Map(found.map((c) => [`${c.surah}:${c.ayahFrom}`, c])).values()];
      for (const stored of once) addJsonText(commentaries, this.measuredCommentary(stored));
      commentaries.bytes += Math.max(0, once.length - 1);
    }
    return { empty, commentaries };
  }

  /** A kept commentary's JSON as served (commentaryOf), measured once: the kept surah's items are the same objects. */
  private measuredCommentary(stored: StoredCommentary): JsonText {
    let measured = this.commentaryMeasures.get(stored);
    if (!measured) {
      measured = jsonTextOf(commentaryOf(stored));
      this.commentaryMeasures.set(stored, measured);
    }
    return measured;
  }

  /** A surah's commentaries, paged (a long surah's in Qurtubi is megabytes). */
  async surah(edition: TafsirEdition, surah: number, page: PageRequest) {
    this.checkAyahs(surah, 1, 1);
    const marker = await this.servedMarker(edition);
    const all = await this.wholeSurah(marker, edition.id, surah);
    return {
      edition: summaryOf(edition),
      surah,
      total: all.length,
      limit: page.limit,
      offset: page.offset,
      results: all.slice(page.offset, page.offset + page.limit).map(commentaryOf),
    };
  }

  /** Search inside one edition, with its language's analyser; `surah` narrows to one surah. */
  async search(edition: TafsirEdition, text: string, page: PageRequest, surah?: number) {
    if (surah !== undefined) this.checkAyahs(surah, 1, 1);
    const marker = await this.servedMarker(edition);
    const analyzer = LANGUAGE_ANALYZERS[edition.language];
    const { read, outcome } = await searchByMatch(
      text,
      'auto',
      async () => marker.indexVersion,
      async (asRead, version) => {
        const found = await this.repository.searchEdition(edition.id, version, asRead.query, asRead.match, surah);
        if (!found) throw corpusNotImported(`tafsir edition ${edition.id}`, this.importCommand);
        return { ...found, hits: found.ranked };
      },
      { analyzer },
    );
    const hits = outcome.ranked.slice(page.offset, page.offset + page.limit);
    const stored = await this.repository.starting(
      edition.id,
      hits.map((hit) => ({ surah: hit.group, ayahFrom: hit.id })),
    );
    const highlight = highlighterFor(read.query, outcome.searched, analyzer);
    return {
      query: text,
      edition: summaryOf(edition),
      match: read.match,
      ignored_terms: ignoredWords(read.query, outcome.ignored),
      total: outcome.ranked.length,
      limit: page.limit,
      offset: page.offset,
      results: stored.map((commentary, i) => {
        const flat = commentary.text.replace(/\s+/g, ' ');
        const first = highlight({ text: flat }).text?.[0]?.[0];
        return {
          surah: commentary.surah,
          ayah_from: commentary.ayahFrom,
          ayah_to: commentary.ayahTo,
          verse_key: verseKeyOf(commentary.surah, commentary.ayahFrom, commentary.ayahTo),
          score: Math.round(hits[i].score * 1000) / 1000,
          excerpt: excerptAround(flat, first),
        };
      }),
    };
  }

  /** Commentaries of several editions on ayah ranges (the Quran endpoint's `tafsir=`): each commentary once per edition. */
  async forRanges(editions: readonly TafsirEdition[], ranges: readonly AyahRange[]) {
    const [marker] = await Promise.all(editions.map((edition) => this.servedMarker(edition)));
    return Promise.all(
      editions.map(async (edition) => {
        const found = (await Promise.all(ranges.map((r) => this.commentariesOn(marker, edition.id, r.surah, r.from, r.to)))).flat();
        const once = [...new Map(found.map((c) => [`${c.surah}:${c.ayahFrom}`, c])).values()];
        return { edition: summaryOf(edition), commentaries: once.map(commentaryOf) };
      }),
    );
  }

  /**
   * Commentary ranges of `language` ranked for a question (question retrieval), or none where the table has no
   * commentary index for it (not imported, or another language): retrieval then rests on the verses' own words.
   */
  async rankedCommentaries(question: SearchQuery, language: string): Promise<RankedCommentary[]> {
    const marker = await this.marker();
    if (!marker?.retrieval[language] || question.words.length === 0) return [];
    const [outcome, ranges] = await Promise.all([
      this.repository.searchCommentaries(language, marker.indexVersion, question),
      sharedRead(
        this.keptRanges,
        `${language}#${marker.indexVersion}`,
        async () => {
          const list = await this.repository.commentaryRanges(language, marker.indexVersion);
          return list && new Map(list.map((range) => [`${range.surah}:${range.from}`, range]));
        },
        (ranges) => ranges !== undefined,
      ),
    ]);
    if (!outcome || !ranges) return [];
    return outcome.ranked.flatMap((hit) => {
      const range = ranges.get(`${hit.group}:${hit.id}`);
      return range ? [{ group: range.surah, from: range.from, to: range.to, score: hit.score, coverage: hit.coverage }] : [];
    });
  }

  /** The edition's commentary covering an ayah, if the edition is imported (grounding's excerpts). */
  async covering(edition: TafsirEdition, surah: number, ayah: number): Promise<Commentary | undefined> {
    const marker = await this.marker();
    if (!marker?.editions.includes(edition.id)) return undefined;
    return sharedRead(this.keptCovering, `${marker.version}#${edition.id}#${surah}:${ayah}`, async () => {
      const [found] = await this.repository.onAyahs(edition.id, surah, ayah, ayah);
      return found && commentaryOf(found);
    });
  }
}

const servicesByContext = new WeakMap<object, TafsirService>();

/**
 * The tafsir service as the functions use it: the context's table and import command, one per context, so that the
 * Quran's question retrieval and the chat's excerpts keep one marker and one set of commentary ranges.
 */
export function tafsirService(context: Pick<EndpointContext, 'settings' | 'table'>): TafsirService {
  let service = servicesByContext.get(context);
  if (!service) {
    service = new TafsirService(new TafsirRepository(context.table), context.settings.CORPUS_IMPORT_COMMAND);
    servicesByContext.set(context, service);
  }
  return service;
}
