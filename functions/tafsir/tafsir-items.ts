import type { CorpusMarker } from '../shared/corpus-marker';
import { keys } from '../shared/table';

/**
 * How commentaries are laid out as items: the importer writes these shapes and the repository reads them back.
 * A commentary on a group of ayahs is one item for the whole group (from its first ayah to its last), never one
 * copy per ayah.
 */
export const TAFSIR_CORPUS = 'tafsir';

/** Each edition's full-text index, e.g. TAFSIR@en.ibnkathir: search inside one commentary. */
export const tafsirIndexName = (editionId: string) => `TAFSIR@${editionId}`;

/**
 * A language's commentary index for question retrieval, e.g. TAFSIR~ar: the commentaries of that language that
 * explain questions best, merged over the ayah ranges they share, each range indexed once by its most distinctive
 * words (data/tafsir/commentary-index.ts).
 */
export const commentaryIndexName = (language: string) => `TAFSIR~${language}`;

export interface TafsirItem {
  PK: string;
  SK: string;
  edition: string;
  surah: number;
  ayahFrom: number;
  ayahTo: number;
  text: string;
}

/** The ayah ranges of a commentary index's documents, in document order: "surah:from-to" joined by ";". */
export interface CommentaryUnitsItem {
  PK: string;
  SK: string;
  ranges: string;
}

export interface TafsirMarker extends CorpusMarker {
  /** The edition ids imported. */
  editions: string[];
  /** The languages with a commentary index for question retrieval, and the editions merged into each. */
  retrieval: Record<string, string[]>;
}

export function tafsirItem(edition: string, surah: number, ayahFrom: number, ayahTo: number, text: string): TafsirItem {
  return { ...keys.tafsir(edition, surah, ayahFrom), edition, surah, ayahFrom, ayahTo, text };
}

/** One document range of a commentary index. */
export interface AyahRange {
  surah: number;
  from: number;
  to: number;
}

export const encodeRanges = (ranges: readonly AyahRange[]) => ranges.map((r) => `${r.surah}:${r.from}-${r.to}`).join(';');

export function decodeRanges(encoded: string): AyahRange[] {
  return encoded
    .split(';')
    .filter(Boolean)
    .map((entry) => {
      const [surah, span] = entry.split(':');
      const [from, to] = span.split('-').map(Number);
      return { surah: Number(surah), from, to };
    });
}
