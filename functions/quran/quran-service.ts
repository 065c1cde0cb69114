import type * as z from 'zod';
import type { RankedDocument } from '../search/bm25';
import { QUESTION_COVERAGE, type RankedCommentary, rankWithCommentary } from '../search/commentary-ranking';
import { type ConceptShare, PRINCIPAL_VERSES, withPrincipalVerses } from '../search/concept-verses';
import type { QuestionLanguage } from '../search/concepts';
import { documentKey } from '../search/documents';
import { asksInLanguage, bridgeTermsOf, readForeignQuestion } from '../search/foreign-question';
import { highlighterFor } from '../search/highlights';
import { type RequestedMatch, searchByMatch } from '../search/match-mode';
import { passagesOf } from '../search/passages';
import { answersQuestion, type MatchMode } from '../search/query-matching';
import { ignoredWords, parseSearchQuery, type QueryWord, type SearchQuery } from '../search/query-terms';
import { holdsWording, quotedWording, wordingMatch, wordingTerms } from '../search/quoted-wording';
import { fuseRankings } from '../search/rank-fusion';
import { DEFAULT_ANALYZER, isArabicTerm } from '../search/tokenizer';
import { addJsonText, type JsonText, jsonTextOf } from '../shared/answer-size';
import { corpusNotImported } from '../shared/corpus-marker';
import { NotFoundError } from '../shared/domain-errors';
import type { EndpointContext } from '../shared/endpoint-context';
import { KeptValues, sharedRead } from '../shared/kept-values';
import { AYAH_COUNTS, SURAH_COUNT } from '../shared/quran-structure';
import { queryLanguage } from '../tafsir/commentary-retrieval';
import { tafsirService } from '../tafsir/tafsir-service';
import { ayahAudioUrl, surahAudioUrl } from './audio';
import { editionAnalyzer } from './edition-analyzers';
import { DIVISIONS, type DivisionKind, divisionSpan, positionOf, surahDivisions } from './mushaf';
import type { AyahItem, AyahRef, EditionAyahItem, QuranCorpusMarker, QuranEditionsMarker, SurahItem } from './quran-items';
import { QuranRepository } from './quran-repository';
import type { quranResponses, surahHeaderSchema, verseSchema } from './quran-responses';
import { DEFAULT_EDITION_ID, QURAN_EDITIONS, type QuranEdition } from './translations';

/** The translation a question in one of the nine other languages is read in (one per language is served). */
export const editionOfLanguage = (language: string): QuranEdition | undefined =>
  QURAN_EDITIONS.find((edition) => edition.kind === 'translation' && edition.language === language);

const DIVISION_NAMES: Record<DivisionKind, string> = {
  juz: 'Juz',
  hizb: 'Hizb',
  rub_el_hizb: "Rub' al-hizb",
  manzil: 'Manzil',
  ruku: 'Ruku',
  page: 'Page',
};

export interface QuranSettings {
  /** Named in the 503 when the corpus is not imported. */
  importCommand: string;
  reciter: string;
  surahAudioUrlTemplate: string;
  ayahAudioUrlTemplate: string;
  /** `translations`: the editions every verse carries in its `translations` map, in the order named. */
  editions?: readonly QuranEdition[];
  /**
   * The commentaries a question is also matched against (question retrieval): verses are scored on their own words
   * and on their commentaries' (rankWithCommentary). Omitted: on their own words only.
   */
  commentaries?: CommentaryRetrieval;
}

/** Where question retrieval finds commentaries: the tafsir's commentary index of the question's language. */
export interface CommentaryRetrieval {
  rankedCommentaries(question: SearchQuery, language: 'ar' | 'en'): Promise<RankedCommentary[]>;
}

/** The answers' types are the response schemas' (quran-responses.ts): one description of each, never two that drift. */
export type SurahHeader = z.output<typeof surahHeaderSchema>;
export type Verse = z.output<typeof verseSchema>;
export type SurahResponse = z.output<typeof quranResponses.surah>;
/** Part of a surah: its header, the first and last ayah served, and those ayahs. */
export type SurahSliceResponse = z.output<typeof quranResponses.slice>;
/** The verses of one division of the mushaf (a juz, a page...), paged. */
export type DivisionResponse = z.output<typeof quranResponses.division>;
/** Verses named by key, in the order named, each with its surah's header. */
export type VersesResponse = z.output<typeof quranResponses.verses>;
export type AyahResponse = z.output<typeof quranResponses.ayah>;
/** The catalogue of the 114 surahs, always whole. */
export type SurahListResponse = z.output<typeof quranResponses.list>;
export type SearchResponse = z.output<typeof quranResponses.search>;
export type SearchHit = SearchResponse['results'][number];
/** A run of verses that answers a question, with a verse of context on each side (grounding). */
export interface QuranPassage {
  surah: number;
  surah_name: string;
  /** "surah:first-last" of the whole passage, context included (or "surah:ayah" for one verse). */
  reference: string;
  ayah_from: number;
  ayah_to: number;
  /** Its verses in order; `matched` marks those that matched the question, the others are context. */
  ayahs: Array<Verse & { matched: boolean }>;
  score: number;
  /** The share of the question the best verse holds (functions/search/bm25.ts, rankAnyDocuments). */
  coverage: number;
}

/** How long a container keeps what it read: the corpus changes only when it is re-imported. */
const KEPT_MS = 5 * 60 * 1000;
/** Surahs of other editions kept per container: about 2 500 verses, a few MB of text, at most. */
const EDITION_SURAHS_KEPT = 40;

type EditionVerse = Pick<EditionAyahItem, 'surah' | 'ayah' | 'text'>;

/** A surah read whole is kept only if it came back whole: one read during an import is read again next time. */
const whole = (surah: number) => (verses: readonly unknown[]) => verses.length === AYAH_COUNTS[surah - 1];

/**
 * A corpus marker, kept as the surah list is: an index version is never overwritten or deleted (a re-import writes
 * a new one, then the marker), so a search may go on reading the version it knows for a few minutes. An absent
 * marker is not kept: the import that writes it is served as soon as it ends.
 */
function keptMarker<K, T>(kept: KeptValues<K, Promise<T | undefined>>, key: K, read: () => Promise<T | undefined>) {
  return sharedRead(kept, key, read, (marker) => marker !== undefined);
}

/** Ranked verses gathered into passages: enough for the passages asked, few enough to gather cheaply. */
const PASSAGE_CANDIDATES = 60;

/** The texts of the requested editions by "surah:ayah", each a record by edition id. */
type EditionTexts = Map<string, Record<string, string>>;

const verseKey = (ref: AyahRef) => `${ref.surah}:${ref.ayah}`;

/** The recitation a request names: the reciter and the CDN's URL patterns for it. */
export type RecitationAudio = Pick<QuranSettings, 'reciter' | 'surahAudioUrlTemplate' | 'ayahAudioUrlTemplate'>;

/** What a container keeps between requests, shared by the services `withAudio` and `withEditions` derive. */
interface QuranServiceKept {
  surahList?: KeptValues<'surahs', Promise<SurahItem[]>>;
  /** Another edition's surah, by "edition#surah": what a second translation costs, read once per container. */
  editionSurahs?: KeptValues<string, Promise<EditionVerse[]>>;
  /** The Arabic and English of whole surahs read, by number: what every verse is answered from. */
  surahAyahs?: KeptValues<number, Promise<AyahItem[]>>;
  /** The corpus markers (keptMarker). */
  marker?: KeptValues<'quran', Promise<QuranCorpusMarker | undefined>>;
  editionsMarker?: KeptValues<'editions', Promise<QuranEditionsMarker | undefined>>;
}

export class QuranService {
  constructor(
    private readonly repository: QuranRepository,
    private readonly settings: QuranSettings,
    private readonly now: () => number = Date.now,
    /** Shared with the services `withAudio` derives, so that they keep one surah list. */
    private readonly kept: QuranServiceKept = {},
  ) {}

  /** The same service answering with another recitation's audio. */
  withAudio(audio: RecitationAudio): QuranService {
    return new QuranService(this.repository, { ...this.settings, ...audio }, this.now, this.kept);
  }

  /** The same service with each verse in these editions too (and searching the first of them). */
  withEditions(editions: readonly QuranEdition[]): QuranService {
    return new QuranService(this.repository, { ...this.settings, editions }, this.now, this.kept);
  }

  /**
   * The requested editions' texts of the verses `read` reads, read alongside the verses themselves; the
   * default translation comes from the ayah item. A verse missing from an edition is a 503 (not imported).
   */
  private async editionTexts(
    refs: AyahRef[],
    read: (edition: string) => Promise<Array<Pick<EditionAyahItem, 'surah' | 'ayah' | 'text'>>>,
  ): Promise<EditionTexts | undefined> {
    const editions = this.settings.editions;
    if (!editions || editions.length === 0) return undefined;
    const stored = editions.filter((edition) => edition.id !== DEFAULT_EDITION_ID);
    const lists = await Promise.all(stored.map((edition) => read(edition.id)));
    const texts: EditionTexts = new Map(refs.map((ref) => [verseKey(ref), {}]));
    stored.forEach((edition, index) => {
      for (const item of lists[index]) {
        const record = texts.get(verseKey(item));
        if (record) record[edition.id] = item.text;
      }
    });
    for (const record of texts.values()) {
      if (Object.keys(record).length !== stored.length) {
        throw await this.editionsNotImported();
      }
    }
    return texts;
  }

  /** The editions' texts of the verses named, from their whole surahs as this container keeps them (editionSurah). */
  private editionTextsOfRefs(refs: AyahRef[]): Promise<EditionTexts | undefined> {
    const surahs = [...new Set(refs.map((ref) => ref.surah))];
    return this.editionTexts(refs, async (edition) => (await Promise.all(surahs.map((surah) => this.editionSurah(edition, surah)))).flat());
  }

  get defaultReciter(): string {
    return this.settings.reciter;
  }

  private header(surah: SurahItem): SurahHeader {
    return {
      surah_number: surah.surah,
      name_arabic: surah.nameArabic,
      name_english: surah.nameEnglish,
      name_translation: surah.nameTranslation,
      revelation_type: surah.revelationType,
      total_ayahs: surah.totalAyahs,
      reciter: this.settings.reciter,
      audio_url: surahAudioUrl(this.settings.surahAudioUrlTemplate, surah.surah),
      ...surahDivisions(surah.surah),
    };
  }

  private verse(ayah: AyahItem, texts?: EditionTexts): Verse {
    const verse: Verse = {
      ayah_number: ayah.ayah,
      reference: `${ayah.surah}:${ayah.ayah}`,
      arabic: ayah.arabic,
      translation: ayah.translation,
      audio_url: ayahAudioUrl(this.settings.ayahAudioUrlTemplate, ayah),
      position: positionOf(ayah.surah, ayah.ayah),
    };
    const stored = texts?.get(verseKey(ayah));
    if (stored && this.settings.editions) {
      verse.translations = Object.fromEntries(
        this.settings.editions.map((edition) => [edition.id, edition.id === DEFAULT_EDITION_ID ? ayah.translation : stored[edition.id]]),
      );
    }
    return verse;
  }

  /**
   * One surah of another edition, kept as the surah list is (a surah's text changes only on re-import): a surah in a
   * second translation then costs one read, not two.
   */
  private editionSurah(edition: string, surah: number): Promise<EditionVerse[]> {
    this.kept.editionSurahs ??= new KeptValues(EDITION_SURAHS_KEPT, KEPT_MS, this.now);
    return sharedRead(this.kept.editionSurahs, `${edition}#${surah}`, () => this.repository.listEditionAyahs(edition, surah), whole(surah));
  }

  /**
   * One surah's verses, Arabic and English, kept as the surah list is: every surah, since the whole Quran is about
   * 2.6 MB. Surah 2 was 286 items and 23.5 read units on every request, and its verses asked one by one a read each.
   */
  private surahAyahs(surah: number): Promise<AyahItem[]> {
    this.kept.surahAyahs ??= new KeptValues(SURAH_COUNT, KEPT_MS, this.now);
    return sharedRead(this.kept.surahAyahs, surah, () => this.repository.listAyahs(surah), whole(surah));
  }

  /**
   * The verses named, in the order named, from their whole surahs as this container keeps them (surahAyahs): one
   * Query for each surah not kept yet, none once it is. A page of a juz, a search page or a list of keys then costs
   * nothing warm, where reading them by key cost half a read unit each, every time (juz 30's first 50: 25 units).
   */
  private async versesOf(refs: readonly AyahRef[]): Promise<AyahItem[]> {
    const surahs = [...new Set(refs.map((ref) => ref.surah))];
    const read = new Map(await Promise.all(surahs.map(async (surah) => [surah, await this.surahAyahs(surah)] as const)));
    return refs.flatMap((ref) => {
      const verses = read.get(ref.surah) ?? [];
      const inPlace = verses[ref.ayah - 1];
      // By number where a surah came back incomplete (an import under way): a missing verse, never the wrong one.
      return inPlace?.ayah === ref.ayah ? [inPlace] : verses.filter((ayah) => ayah.ayah === ref.ayah);
    });
  }

  /** Surah headers change only on re-import, so a warm container keeps them a few minutes. */
  private async surahs(): Promise<SurahItem[]> {
    this.kept.surahList ??= new KeptValues(1, KEPT_MS, this.now);
    return sharedRead(this.kept.surahList, 'surahs', async () => {
      const surahs = await this.repository.listSurahs();
      if (surahs.length !== SURAH_COUNT) throw corpusNotImported('Quran', this.settings.importCommand);
      return surahs;
    });
  }

  private async requireSurah(surah: number): Promise<SurahItem> {
    if (!Number.isInteger(surah) || surah < 1 || surah > SURAH_COUNT) {
      throw new NotFoundError(`Surah ${surah} does not exist; surahs are numbered 1 to ${SURAH_COUNT}`);
    }
    return (await this.surahs())[surah - 1];
  }

  /** Names of every surah (transliterated, translated, Arabic), e.g. for recognising references in text. */
  async surahNames(): Promise<Array<{ surah: number; transliteration: string; translation: string; arabic: string }>> {
    return (await this.surahs()).map((s) => ({
      surah: s.surah,
      transliteration: s.nameEnglish,
      translation: s.nameTranslation,
      arabic: s.nameArabic,
    }));
  }

  /** Several verses with their surah's English name, in the order asked, with one batch read. */
  async verses(refs: Array<{ surah: number; ayah: number }>): Promise<Array<Verse & { surah: number; surah_name: string }>> {
    const [ayahs, surahs] = await Promise.all([this.versesOf(refs), this.surahs()]);
    return ayahs.map((ayah) => ({ ...this.verse(ayah), surah: ayah.surah, surah_name: surahs[ayah.surah - 1].nameEnglish }));
  }

  /**
   * These verses' texts in these editions (the default translation's from the verse items), by "surah:ayah": what a
   * quotation is compared with when it may be in any of them. A 503 when an edition is not imported.
   */
  async textsIn(refs: AyahRef[], editions: readonly QuranEdition[]): Promise<Map<string, Record<string, string>>> {
    const service = this.withEditions(editions);
    const [ayahs, texts] = await Promise.all([service.versesOf(refs), service.editionTextsOfRefs(refs)]);
    return new Map(ayahs.map((ayah) => [verseKey(ayah), service.verse(ayah, texts).translations ?? {}]));
  }

  async listSurahs(): Promise<SurahListResponse> {
    const surahs = await this.surahs();
    return { total: surahs.length, reciter: this.settings.reciter, results: surahs.map((s) => this.header(s)) };
  }

  async surah(number: number): Promise<SurahResponse> {
    const surah = await this.requireSurah(number);
    const refs = Array.from({ length: surah.totalAyahs }, (_, i) => ({ surah: number, ayah: i + 1 }));
    const [ayahs, texts] = await Promise.all([
      this.surahAyahs(number),
      this.editionTexts(refs, (edition) => this.editionSurah(edition, number)),
    ]);
    if (ayahs.length !== surah.totalAyahs) throw corpusNotImported('Quran', this.settings.importCommand);
    return { ...this.header(surah), ayahs: ayahs.map((a) => this.verse(a, texts)) };
  }

  /** The surah, after checking that it has `ayahNumber` (a 404 naming both otherwise). */
  private async requireAyah(surahNumber: number, ayahNumber: number): Promise<SurahItem> {
    const surah = await this.requireSurah(surahNumber);
    if (ayahNumber > surah.totalAyahs) {
      throw new NotFoundError(`Surah ${surahNumber} (${surah.nameEnglish}) has ${surah.totalAyahs} ayahs; there is no ayah ${ayahNumber}`);
    }
    return surah;
  }

  /** The ayahs of each range, in order, read in batches; every one must exist. */
  private async ayahsOf(ranges: Array<{ surah: number; from: number; to: number }>): Promise<{ ayahs: AyahItem[]; texts?: EditionTexts }> {
    const refs = ranges.flatMap(({ surah, from, to }) => Array.from({ length: to - from + 1 }, (_, i) => ({ surah, ayah: from + i })));
    const [ayahs, texts] = await Promise.all([this.versesOf(refs), this.editionTextsOfRefs(refs)]);
    if (ayahs.length !== refs.length) throw corpusNotImported('Quran', this.settings.importCommand);
    return { ayahs, texts };
  }

  /** `surah=2&from=1&to=5`: part of a surah; `to` defaults to its last ayah. */
  async surahSlice(surahNumber: number, from: number, to?: number): Promise<SurahSliceResponse> {
    const surah = await this.requireAyah(surahNumber, from);
    const last = to ?? surah.totalAyahs;
    await this.requireAyah(surahNumber, last);
    const { ayahs, texts } = await this.ayahsOf([{ surah: surahNumber, from, to: last }]);
    return { ...this.header(surah), ayah_from: from, ayah_to: last, ayahs: ayahs.map((a) => this.verse(a, texts)) };
  }

  /** `juz=30`, `page=604`...: the verses of one division of the mushaf, a page of them at a time. */
  async division(kind: DivisionKind, number: number, limit: number, offset: number): Promise<DivisionResponse> {
    if (!Number.isInteger(number) || number < 1 || number > DIVISIONS[kind]) {
      throw new NotFoundError(`${DIVISION_NAMES[kind]} ${number} does not exist; they are numbered 1 to ${DIVISIONS[kind]}`);
    }
    const { first, last } = divisionSpan(kind, number);
    const refs: Array<{ surah: number; ayah: number }> = [];
    for (let surah = first.surah; surah <= last.surah; surah += 1) {
      const [from, to] = [surah === first.surah ? first.ayah : 1, surah === last.surah ? last.ayah : AYAH_COUNTS[surah - 1]];
      for (let ayah = from; ayah <= to; ayah += 1) refs.push({ surah, ayah });
    }
    const page = refs.slice(offset, offset + limit);
    const [ayahs, texts, surahs] = await Promise.all([this.versesOf(page), this.editionTextsOfRefs(page), this.surahs()]);
    if (ayahs.length !== page.length) throw corpusNotImported('Quran', this.settings.importCommand);
    return {
      division: kind,
      number,
      first: `${first.surah}:${first.ayah}`,
      last: `${last.surah}:${last.ayah}`,
      total: refs.length,
      limit,
      offset,
      results: ayahs.map((ayah) => ({ ...this.header(surahs[ayah.surah - 1]), ayah: this.verse(ayah, texts) })),
    };
  }

  /** `verse_key=1:1,2:255-257`: the verses named, in the order named. */
  async versesByKey(ranges: Array<{ surah: number; from: number; to: number }>): Promise<VersesResponse> {
    const surahs = new Map<number, SurahItem>();
    for (const range of ranges) surahs.set(range.surah, await this.requireAyah(range.surah, range.to));
    const { ayahs, texts } = await this.ayahsOf(ranges);
    return {
      total: ayahs.length,
      results: ayahs.map((ayah) => ({ ...this.header(surahs.get(ayah.surah)!), ayah: this.verse(ayah, texts) })),
    };
  }

  /**
   * The least versesByKey's answer takes as JSON, from the verses as kept, without building it (issue 48, finding 5):
   * each verse's texts (the Arabic, the default translation, the editions asked) measured as JSON writes them, and its
   * place around them (its surah's header, its reference, audio and position) as the first verse's, less a tenth for
   * the names and numbers that differ from one verse to the next. The array's commas and the envelope are left out.
   */
  async leastVersesJson(ranges: Array<{ surah: number; from: number; to: number }>): Promise<JsonText> {
    const surahs = new Map<number, SurahItem>();
    for (const range of ranges) surahs.set(range.surah, await this.requireAyah(range.surah, range.to));
    const { ayahs, texts } = await this.ayahsOf(ranges);
    const defaultTwice = this.settings.editions?.some((edition) => edition.id === DEFAULT_EDITION_ID) ?? false;
    const textsOf = (ayah: AyahItem): JsonText => {
      const measured: JsonText = { bytes: 0, quotes: 0, backslashes: 0 };
      const strings = [ayah.arabic, ayah.translation, ...(defaultTwice ? [ayah.translation] : [])];
      for (const text of [...strings, ...Object.values(texts?.get(verseKey(ayah)) ?? {})]) addJsonText(measured, jsonTextOf(text));
      return measured;
    };
    const least: JsonText = { bytes: 0, quotes: 0, backslashes: 0 };
    for (const ayah of ayahs) addJsonText(least, textsOf(ayah));
    const [first] = ayahs;
    if (!first) return least;
    const whole = jsonTextOf({ ...this.header(surahs.get(first.surah)!), ayah: this.verse(first, texts) });
    const own = textsOf(first);
    least.bytes += Math.floor(0.9 * Math.max(0, whole.bytes - own.bytes)) * ayahs.length;
    least.quotes += Math.floor(0.9 * Math.max(0, whole.quotes - own.quotes)) * ayahs.length;
    return least;
  }

  async ayah(surahNumber: number, ayahNumber: number): Promise<AyahResponse> {
    const surah = await this.requireAyah(surahNumber, ayahNumber);
    const [[ayah], texts] = await Promise.all([
      this.versesOf([{ surah: surahNumber, ayah: ayahNumber }]),
      this.editionTextsOfRefs([{ surah: surahNumber, ayah: ayahNumber }]),
    ]);
    if (!ayah) throw corpusNotImported('Quran', this.settings.importCommand);
    return { ...this.header(surah), ayah: this.verse(ayah, texts) };
  }

  private async editionsNotImported() {
    return corpusNotImported('Quran translations', this.settings.importCommand, await this.repository.editionsImportUnderWay(), this.now());
  }

  /** The index version of the searched edition: the Quran's own, or the other editions' corpus's. */
  private async indexVersionOf(edition: QuranEdition | undefined): Promise<string> {
    if (!edition) return this.indexVersion();
    this.kept.editionsMarker ??= new KeptValues(1, KEPT_MS, this.now);
    const marker = await keptMarker(this.kept.editionsMarker, 'editions', () => this.repository.editionsMarker());
    if (!marker?.editions.includes(edition.id)) throw await this.editionsNotImported();
    return marker.indexVersion;
  }

  private async indexVersion(): Promise<string> {
    this.kept.marker ??= new KeptValues(1, KEPT_MS, this.now);
    const marker = await keptMarker(this.kept.marker, 'quran', () => this.repository.corpusMarker());
    if (!marker) throw corpusNotImported('Quran', this.settings.importCommand);
    return marker.indexVersion;
  }

  private async searchIndex(version: string, query: SearchQuery, match: MatchMode, edition?: QuranEdition, minimumCoverage?: number) {
    const outcome = await this.repository.search(version, query, match, edition?.id, minimumCoverage);
    if (!outcome) throw edition ? await this.editionsNotImported() : corpusNotImported('Quran', this.settings.importCommand);
    return outcome;
  }

  /**
   * A question's verses: read from the index down to the lowest coverage a verse of an answered question may hold,
   * then ranked on their own words and their commentaries' (rankWithCommentary), when the settings name where the
   * commentaries are; a commentary index that cannot be read leaves the verses' own words to answer.
   */
  private async questionVerses(version: string, query: SearchQuery, conceptShares: readonly ConceptShare[] = []) {
    const [outcome, commentaries] = await Promise.all([
      this.searchIndex(version, query, 'any', undefined, QUESTION_COVERAGE.own),
      this.settings.commentaries?.rankedCommentaries(query, queryLanguage(query)).catch(() => []),
    ]);
    const ranked = withPrincipalVerses(rankWithCommentary(outcome.ranked, commentaries ?? []), conceptShares, PRINCIPAL_VERSES);
    return { ...outcome, ranked, hits: hitsOf(ranked) };
  }

  /**
   * A query's verses, best first, read as `match` asks (searchByMatch): what a search pages through and what a
   * question's passages are built around, so that the chat's grounding finds first what search finds first. A
   * question in the default texts is matched against the commentaries too; words to find are matched as typed.
   */
  private async rankedVerses(
    text: string,
    match: RequestedMatch,
    edition: QuranEdition | undefined,
    earlierTurns: readonly string[] = [],
    language?: QuestionLanguage,
  ) {
    if (language && edition?.language === language && match !== 'all') {
      if (match === 'any' || asksInLanguage(text, language)) return this.foreignVerses(text, language, edition);
      // Words to find, not a question ("prescrit aux croyants comme à ceux avant vous"): read as any search in that
      // translation reads them; as a question in the language when no verse holds nearly all of them. Weighed one by
      // one instead, «сокращение намаза в дороге» (shortening the prayer on a journey) ranked "on the road" (15:76,
      // a third of the words) over 4:101, which the question reading finds through the concept it names.
      const words = await this.readVerses(text, match, edition, earlierTurns);
      const [best] = words.outcome.hits;
      if (best && (words.read.match === 'all' || (best.coverage ?? 0) >= WORDS_HELD)) return words;
      const asQuestion = await this.foreignVerses(text, language, edition);
      return asQuestion.outcome.hits.length > 0 ? asQuestion : words;
    }
    return this.readVerses(text, match, edition, earlierTurns);
  }

  private readVerses(text: string, match: RequestedMatch, edition: QuranEdition | undefined, earlierTurns: readonly string[] = []) {
    return searchByMatch(
      text,
      match,
      () => this.indexVersionOf(edition),
      async (asRead, version) => {
        if (asRead.match === 'any' && !edition) {
          const outcome = await this.questionVerses(version, asRead.query, asRead.conceptShares);
          return this.withQuotedVerses(text, version, outcome);
        }
        return this.searchIndex(version, asRead.query, asRead.match, edition);
      },
      { analyzer: edition ? editionAnalyzer(edition) : DEFAULT_ANALYZER, earlierTurns },
    );
  }

  /**
   * A question that quotes a verse's wording ("which verse says this day I have perfected your religion"): the verses
   * that hold the wording (quoted-wording.ts) come first, best held first, then the question's own ranking. The
   * candidates are the verses the wording's words rank first as any search ranks them, so a rare word of the wording
   * ("compulsion") counts for more than "there is"; their translations are read as a search page's are.
   */
  private async withQuotedVerses<Outcome extends { ranked: RankedDocument[] }>(text: string, version: string, outcome: Outcome) {
    const wording = quotedWording(text);
    if (!wording) return outcome;
    const words: QueryWord[] = [...new Set(wording)].map((term) => ({ terms: [term], typed: term }));
    const found = await this.searchIndex(version, { words, phrases: [] }, 'any', undefined, 0);
    const candidates = found.ranked.slice(0, QUOTED_CANDIDATES);
    if (candidates.length === 0) return outcome;
    const verses = await this.versesOf(candidates.map((candidate) => ({ surah: candidate.group, ayah: candidate.id })));
    // By reference: a verse missing during an import leaves its candidate unread, never another's text in its place.
    const translationOf = new Map(verses.map((verse) => [documentKey(verse.surah, verse.ayah), verse.translation]));
    const top = candidates[0].score || 1;
    const quoted = candidates
      .map((candidate) => {
        const match = wordingMatch(wording, wordingTerms(translationOf.get(documentKey(candidate.group, candidate.id)) ?? ''));
        return { candidate, match, closeness: QUOTED_WEIGHTS.wording * match.score + QUOTED_WEIGHTS.rank * (candidate.score / top) };
      })
      .filter(({ match }) => holdsWording(match))
      .sort((a, b) => b.closeness - a.closeness)
      .slice(0, QUOTED_FIRST);
    if (quoted.length === 0) return outcome;
    const first = outcome.ranked[0]?.score ?? 0;
    const taken = new Set(quoted.map(({ candidate }) => documentKey(candidate.group, candidate.id)));
    const ranked: RankedDocument[] = [
      ...quoted.map(({ candidate, closeness }) => ({ group: candidate.group, id: candidate.id, score: first + closeness, coverage: 1 })),
      ...outcome.ranked.filter((hit) => !taken.has(documentKey(hit.group, hit.id))),
    ];
    return { ...outcome, ranked, hits: hitsOf(ranked) };
  }

  /**
   * A question in one of the nine other languages (issue 53), read three ways and fused (rank-fusion.ts): its own
   * words in its language's translation, less its question phrases, names of the Quran and function words
   * (foreign-question.ts); the concepts it names in that language, as the English and Arabic texts and their
   * commentaries word them (questionVerses); and its other words through the translation's bridge to the English and
   * Arabic words (bridgedWords), read as those texts and commentaries are. A question no reading answers gets no verse.
   */
  private async foreignVerses(text: string, language: QuestionLanguage, edition: QuranEdition) {
    const read = readForeignQuestion(text, language);
    const query: SearchQuery = { words: read.native, phrases: [] };
    const bridged = await this.bridgedWords(read.unbridged, language, edition);
    const [native, concepts, viaBridge] = await Promise.all([
      read.native.length
        ? this.indexVersionOf(edition).then((version) => this.searchIndex(version, query, 'any', edition, QUESTION_COVERAGE.own))
        : undefined,
      read.conceptWords.length
        ? this.indexVersion().then((version) => this.questionVerses(version, { words: read.conceptWords, phrases: [] }))
        : undefined,
      bridged.length
        ? this.indexVersion().then((version) => this.questionVerses(version, { words: [...bridged, ...read.conceptWords], phrases: [] }))
        : undefined,
    ]);
    // One reading must hold half the question, the gate English and Arabic questions have: "video games" in Swedish
    // gets no verse either.
    const fused =
      answersQuestion(native?.ranked ?? []) || answersQuestion(concepts?.ranked ?? []) || answersQuestion(viaBridge?.ranked ?? [])
        ? fuseRankings([
            { ranked: native?.ranked ?? [], weight: 1 },
            { ranked: concepts?.ranked ?? [], weight: FOREIGN_CONCEPT_WEIGHT },
            { ranked: viaBridge?.ranked ?? [], weight: FOREIGN_BRIDGE_WEIGHT },
          ])
        : [];
    const ranked = withPrincipalVerses(fused, read.conceptShares, PRINCIPAL_VERSES);
    return {
      read: { query, match: 'any' as const, concepts: read.concepts },
      outcome: { ranked, hits: hitsOf(ranked), searched: native?.searched ?? [], ignored: native?.ignored ?? [] },
    };
  }

  /**
   * A question's words the concept table does not know, each as the English and Arabic words its language's translation
   * stands beside (translation-bridge.ts): «riba» as interest, usury and «ربا». None before the bridge is imported.
   */
  private async bridgedWords(words: readonly string[], language: QuestionLanguage, edition: QuranEdition): Promise<QueryWord[]> {
    if (words.length === 0) return [];
    const termsOfWord = words.map((word) => bridgeTermsOf(word, language));
    const version = await this.indexVersionOf(edition);
    const bridged = await this.repository.bridged(edition.id, version, termsOfWord.flat());
    // A word the bridge does not know stays in the query as typed, so that it counts against a verse's coverage: "Python"
    // in a question is not left out to make the rest of it look answered.
    if (!termsOfWord.flat().some((term) => bridged.has(term))) return [];
    return words.map((typed, index) => {
      const terms = [...new Set(termsOfWord[index].flatMap((term) => bridged.get(term) ?? []))];
      return terms.length > 0 ? { terms, typed: `${typed} (${terms.join(', ')})` } : { terms: termsOfWord[index], typed };
    });
  }

  /**
   * Ranked search through the inverted index built at import time: no table scan. `language`: the query's language
   * (given or detected); one of the nine others, with its translation the edition searched, reads it as a question
   * in that language (foreignVerses).
   */
  async search(
    query: string,
    limit: number,
    offset: number,
    match: RequestedMatch = 'auto',
    language?: QuestionLanguage,
  ): Promise<SearchResponse> {
    const edition = this.searchedEdition(query);
    const analyzer = edition ? editionAnalyzer(edition) : DEFAULT_ANALYZER;
    const { read, outcome } = await this.rankedVerses(query, match, edition, [], language);
    const page = outcome.hits.slice(offset, offset + limit);
    const [ayahs, texts, surahs] = await Promise.all([this.versesOf(page), this.editionTextsOfRefs(page), this.surahs()]);
    const highlight = highlighterFor(read.query, outcome.searched, analyzer);
    const ayahByRef = new Map(ayahs.map((a) => [`${a.surah}:${a.ayah}`, a]));
    const results = page.map((hit): SearchHit => {
      const ayah = ayahByRef.get(`${hit.surah}:${hit.ayah}`);
      if (!ayah) throw corpusNotImported('Quran', this.settings.importCommand);
      const verse = this.verse(ayah, texts);
      return {
        ...this.header(surahs[hit.surah - 1]),
        ayah: verse,
        score: Math.round(hit.score * 1000) / 1000,
        highlights: highlight(
          edition ? { [edition.id]: verse.translations?.[edition.id] } : { arabic: ayah.arabic, translation: ayah.translation },
        ),
      };
    });
    return {
      query,
      searched: edition ? [edition.id] : [DEFAULT_EDITION_ID, 'arabic'],
      match: read.match,
      ...(read.match === 'any' ? { concepts: read.concepts } : {}),
      ignored_terms: ignoredWords(read.query, outcome.ignored),
      total: outcome.hits.length,
      limit,
      offset,
      results,
    };
  }

  /**
   * The edition a search runs in: the first one `translations` names, unless that is the default English
   * (whose index holds the Arabic too). A query written only in Arabic script searches the Arabic text,
   * unless the edition is itself in Arabic script (Urdu).
   */
  private searchedEdition(query: string): QuranEdition | undefined {
    const first = this.settings.editions?.[0];
    if (!first || first.id === DEFAULT_EDITION_ID) return undefined;
    if (first.direction !== 'rtl') {
      const words = parseSearchQuery(query).words.flatMap((word) => word.terms);
      if (words.length > 0 && words.every(isArabicTerm)) return undefined;
    }
    return first;
  }

  /**
   * The passages that answer a question, in the order search ranks their verses (functions/search/passages.ts): each
   * built around a verse search found, with the matched verses near it, and a verse of context on either side.
   * `earlierTurns`: the conversation's earlier user messages (searchByMatch).
   */
  async passages(
    question: string,
    count: number,
    earlierTurns: readonly string[] = [],
    language?: QuestionLanguage,
  ): Promise<QuranPassage[]> {
    const edition = language ? editionOfLanguage(language) : undefined;
    const { outcome } = await this.rankedVerses(question, 'auto', edition, earlierTurns, language);
    const passages = passagesOf(outcome.ranked.slice(0, PASSAGE_CANDIDATES)).slice(0, count);
    const spans = passages.map((passage) => ({
      passage,
      from: Math.max(1, passage.from - 1),
      to: Math.min(AYAH_COUNTS[passage.group - 1], passage.to + 1),
    }));
    const refs = spans.flatMap(({ passage, from, to }) =>
      Array.from({ length: to - from + 1 }, (_, i) => ({ surah: passage.group, ayah: from + i })),
    );
    const inLanguage = edition ? this.withEditions([edition]) : undefined;
    const [ayahs, surahs, texts] = await Promise.all([this.versesOf(refs), this.surahs(), inLanguage?.editionTextsOfRefs(refs)]);
    if (ayahs.length !== refs.length) throw corpusNotImported('Quran', this.settings.importCommand);
    let next = 0;
    return spans.map(({ passage, from, to }) => {
      const matched = new Set(passage.hits);
      const verses = ayahs
        .slice(next, next + (to - from + 1))
        .map((ayah) => ({ ...(inLanguage ?? this).verse(ayah, texts), matched: matched.has(ayah.ayah) }));
      next += to - from + 1;
      return {
        surah: passage.group,
        surah_name: surahs[passage.group - 1].nameEnglish,
        reference: from === to ? `${passage.group}:${from}` : `${passage.group}:${from}-${to}`,
        ayah_from: from,
        ayah_to: to,
        ayahs: verses,
        score: Math.round(passage.score * 1000) / 1000,
        coverage: passage.coverage,
      };
    });
  }
}

/** The concepts a question names count for more than its other words: they were read as the language says them. */
const FOREIGN_CONCEPT_WEIGHT = 3;
/** The bridged reading's (issue 53, item 3): 1, 2, 3 and 5 gave found@1 0.520, 0.542, 0.551, 0.551 on the tuning set. */
const FOREIGN_BRIDGE_WEIGHT = 3;

/**
 * Words in another language that no verse holds all of are still words to find when a verse holds this share of them
 * («prescrit aux croyants comme à ceux avant vous»: 2:183, 0.87, lacking only «aux»); else they are read as a question.
 */
const WORDS_HELD = 0.8;

/** The verses the wording's words rank first, read for the wording (withQuotedVerses). */
const QUOTED_CANDIDATES = 40;
/** At most this many verses holding a quoted wording go first: "be and it is" is in eight. */
const QUOTED_FIRST = 8;
/** A candidate's closeness to the wording: how closely it holds it, and, less, how its words rank. */
const QUOTED_WEIGHTS = { wording: 0.7, rank: 0.3 } as const;

const hitsOf = (ranked: readonly RankedDocument[]) =>
  ranked.map((hit) => ({ surah: hit.group, ayah: hit.id, score: hit.score, coverage: hit.coverage }));

/** The Quran service as the Quran and chat functions use it: the context's table, its audio settings, the commentaries. */
export function quranService(context: Pick<EndpointContext, 'settings' | 'table'>): QuranService {
  const { settings, table } = context;
  return new QuranService(new QuranRepository(table), {
    commentaries: tafsirService(context),
    importCommand: settings.CORPUS_IMPORT_COMMAND,
    reciter: settings.QURAN_RECITER,
    surahAudioUrlTemplate: settings.QURAN_AUDIO_SURAH_URL_TEMPLATE,
    ayahAudioUrlTemplate: settings.QURAN_AUDIO_AYAH_URL_TEMPLATE,
  });
}
