import type { EndpointContext } from '../shared/endpoint-context';
import { corpusNotImported } from '../shared/corpus-marker';
import { notFound } from '../shared/errors';
import { highlighterFor, type HighlightRange } from '../search/highlights';
import { ignoredWords, searchQueryOf } from '../search/query-terms';
import { ayahAudioUrl, surahAudioUrl } from './audio';
import type { AyahItem, SurahItem } from './quran-items';
import { QuranRepository } from './quran-repository';
import { SURAH_COUNT } from './structure';

export interface QuranSettings {
  /** Named in the 503 when the corpus is not imported. */
  importCommand: string;
  reciter: string;
  surahAudioUrlTemplate: string;
  ayahAudioUrlTemplate: string;
}

/** The spec's QuranResponse fields, plus the surah's translated name and revelation type. */
export interface SurahHeader {
  surah_number: number;
  name_arabic: string;
  name_english: string;
  name_translation: string;
  revelation_type: 'meccan' | 'medinan';
  total_ayahs: number;
  reciter: string;
  audio_url: string;
}

export interface Verse {
  ayah_number: number;
  /** "surah:ayah", the usual way to cite a verse. */
  reference: string;
  arabic: string;
  translation: string;
  audio_url: string;
}

export type SurahResponse = SurahHeader & { ayahs: Verse[] };
export type AyahResponse = SurahHeader & { ayah: Verse };
export type SearchHit = AyahResponse & { score: number; highlights: Record<string, HighlightRange[]> };

/** The catalogue of the 114 surahs, always whole. */
export interface SurahListResponse {
  total: number;
  reciter: string;
  results: SurahHeader[];
}

export interface SearchResponse {
  query: string;
  /** Words too common to take part within one search's budget (see functions/search/search-budget.ts). */
  ignored_terms: string[];
  total: number;
  limit: number;
  offset: number;
  results: SearchHit[];
}
const SURAH_LIST_TTL_MS = 5 * 60 * 1000;

export class QuranService {
  private surahList?: { loadedAt: number; surahs: SurahItem[] };

  constructor(
    private readonly repository: QuranRepository,
    private readonly settings: QuranSettings,
    private readonly now: () => number = Date.now,
  ) {}

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
    };
  }

  private verse(ayah: AyahItem): Verse {
    return {
      ayah_number: ayah.ayah,
      reference: `${ayah.surah}:${ayah.ayah}`,
      arabic: ayah.arabic,
      translation: ayah.translation,
      audio_url: ayahAudioUrl(this.settings.ayahAudioUrlTemplate, ayah),
    };
  }

  /** Surah headers change only on re-import, so a warm container keeps them a few minutes. */
  private async surahs(): Promise<SurahItem[]> {
    if (!this.surahList || this.now() - this.surahList.loadedAt > SURAH_LIST_TTL_MS) {
      const surahs = await this.repository.listSurahs();
      if (surahs.length !== SURAH_COUNT) throw corpusNotImported('Quran', this.settings.importCommand);
      this.surahList = { loadedAt: this.now(), surahs };
    }
    return this.surahList.surahs;
  }

  private async requireSurah(surah: number): Promise<SurahItem> {
    if (!Number.isInteger(surah) || surah < 1 || surah > SURAH_COUNT) {
      throw notFound(`Surah ${surah} does not exist; surahs are numbered 1 to ${SURAH_COUNT}`);
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
    const [ayahs, surahs] = await Promise.all([this.repository.getAyahs(refs), this.surahs()]);
    return ayahs.map((ayah) => ({ ...this.verse(ayah), surah: ayah.surah, surah_name: surahs[ayah.surah - 1].nameEnglish }));
  }

  async listSurahs(): Promise<SurahListResponse> {
    const surahs = await this.surahs();
    return { total: surahs.length, reciter: this.settings.reciter, results: surahs.map((s) => this.header(s)) };
  }

  async surah(number: number): Promise<SurahResponse> {
    const surah = await this.requireSurah(number);
    const ayahs = await this.repository.listAyahs(number);
    if (ayahs.length !== surah.totalAyahs) throw corpusNotImported('Quran', this.settings.importCommand);
    return { ...this.header(surah), ayahs: ayahs.map((a) => this.verse(a)) };
  }

  async ayah(surahNumber: number, ayahNumber: number): Promise<AyahResponse> {
    const surah = await this.requireSurah(surahNumber);
    if (ayahNumber > surah.totalAyahs) {
      throw notFound(`Surah ${surahNumber} (${surah.nameEnglish}) has ${surah.totalAyahs} ayahs; there is no ayah ${ayahNumber}`);
    }
    const ayah = await this.repository.getAyah(surahNumber, ayahNumber);
    if (!ayah) throw corpusNotImported('Quran', this.settings.importCommand);
    return { ...this.header(surah), ayah: this.verse(ayah) };
  }

  /** Ranked keyword search through the inverted index built at import time: no table scan. */
  async search(query: string, limit: number, offset: number): Promise<SearchResponse> {
    const parsed = searchQueryOf(query);
    const marker = await this.repository.corpusMarker();
    if (!marker) throw corpusNotImported('Quran', this.settings.importCommand);
    const outcome = await this.repository.search(marker.indexVersion, parsed);
    if (!outcome) throw corpusNotImported('Quran', this.settings.importCommand);
    const page = outcome.hits.slice(offset, offset + limit);
    const [ayahs, surahs] = await Promise.all([this.repository.getAyahs(page), this.surahs()]);
    const highlight = highlighterFor(parsed, outcome.searched);
    const ayahByRef = new Map(ayahs.map((a) => [`${a.surah}:${a.ayah}`, a]));
    const results = page.map((hit): SearchHit => {
      const ayah = ayahByRef.get(`${hit.surah}:${hit.ayah}`);
      if (!ayah) throw corpusNotImported('Quran', this.settings.importCommand);
      return {
        ...this.header(surahs[hit.surah - 1]),
        ayah: this.verse(ayah),
        score: Math.round(hit.score * 1000) / 1000,
        highlights: highlight({ arabic: ayah.arabic, translation: ayah.translation }),
      };
    });
    return { query, ignored_terms: ignoredWords(parsed, outcome.ignored), total: outcome.hits.length, limit, offset, results };
  }
}

/** The Quran service as the Quran and chat functions use it: the context's table, its audio settings. */
export function quranService({ settings, table }: Pick<EndpointContext, 'settings' | 'table'>): QuranService {
  return new QuranService(new QuranRepository(table), {
    importCommand: settings.CORPUS_IMPORT_COMMAND,
    reciter: settings.QURAN_RECITER,
    surahAudioUrlTemplate: settings.QURAN_AUDIO_SURAH_URL_TEMPLATE,
    ayahAudioUrlTemplate: settings.QURAN_AUDIO_AYAH_URL_TEMPLATE,
  });
}
