import type { HadithCollectionId } from '../hadith/hadith-collections';
import type { Grade } from '../hadith/hadith-items';
import type { CorpusMarker } from '../shared/corpus-marker';
import type { DuaCategorySlug } from './dua-categories';

/**
 * How duas are laid out as DynamoDB items (keys in shared/table.ts), shared by the importer and the
 * repository. Search documents are numbered (category ordinal, dua id).
 */
export const DUAS_CORPUS = 'duas';
export const DUA_INDEX = 'DUA';

type TableKey = { PK: string; SK: string };

/** A hadith a dua's source cites, checked against the narration it names. */
export interface DuaReference {
  collection: HadithCollectionId;
  /** As cited ("6306"); absent when the source names only the collection. */
  number?: string;
  /** Whether the cited narration was found and contains the supplication (its Arabic, diacritics aside). */
  verified: boolean;
  /** Why it is not verified, or how it was (e.g. the hadith names the surah recited). */
  note?: string;
  /** The cited narration's grades or collection status: only for a verified reference, as its evidence. */
  grades?: Grade[];
  collectionStatus?: string;
}

export interface DuaRecord {
  id: number;
  title: string;
  category: DuaCategorySlug;
  /** The original chapter (Hisn al-Muslim) or list (fitrahive) the dua comes from. */
  chapter: string;
  /** The supplication's words, without the source's quotation marks (data/duas/arabic-formatting.ts). */
  arabic: string;
  /** The source's instructions around the words (how often, when, the evening's variant), in Arabic. */
  arabicNotes?: string[];
  transliteration?: string;
  translation: string;
  repeat: number;
  repeatNote?: string;
  virtue?: string;
  source?: string;
  references: DuaReference[];
  audioUrl?: string;
  origins: string[];
}
export type DuaItem = DuaRecord & TableKey;

export interface DuaCategoryItem extends TableKey {
  slug: string;
  name: string;
  ordinal: number;
  count: number;
}

export type DuaCorpusMarker = CorpusMarker;
