import { DUA_CATEGORIES, type DuaCategorySlug } from '../../functions/duas/dua-categories';
import type { DuaRecord, DuaReference } from '../../functions/duas/dua-items';
import { collectionById, type HadithCollectionId } from '../../functions/hadith/hadith-collections';
import type { HadithRecord } from '../../functions/hadith/hadith-items';
import { normalizeArabic } from '../../functions/search/arabic';
import { CorpusError } from '../support/corpus-error';
import { expectedCountsOf } from '../support/expected-counts';
import { type FilesLocation, loadPinnedFiles, type PinnedSource } from '../support/pinned-sources';
import { FITRAHIVE_DUAS, HISN_AL_MUSLIM } from '../support/sources';
import { unwrapDuaArabic } from './arabic-formatting';
import { verifyDuaInNarrations } from './reference-verification';
import { parseDuaReferences } from './references';

export type { DuaRecord } from '../../functions/duas/dua-items';

/** The narrations a collection's number names (several for a lettered group), from the hadith corpus. */
export type HadithLookup = (collection: HadithCollectionId, number: string) => HadithRecord[];

/** Hisn al-Muslim's 132 chapters in the user-facing categories; every chapter must be placed. */
const HISN_CHAPTER_CATEGORIES: Record<DuaCategorySlug, number[]> = {
  'morning-evening': [27],
  'waking-sleeping': [1, 28, 29, 30, 31],
  'prayer-mosque': [8, 9, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 32, 33, 42],
  'daily-life': [2, 3, 4, 5, 6, 7, 10, 11, 77, 78, 98, 110, 111],
  'anxiety-sorrow': [34, 35, 41, 43, 46, 122, 124, 126],
  protection: [36, 37, 38, 39, 40, 45, 48, 88, 92, 94, 125, 128],
  traveling: [95, 96, 97, 99, 100, 101, 102, 103, 104, 105],
  'food-fasting': [68, 69, 70, 71, 72, 73, 74, 75, 76],
  'illness-death': [49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60],
  'weather-nature': [61, 62, 63, 64, 65, 66, 67],
  'hajj-umrah': [115, 116, 117, 118, 119, 120, 121],
  'family-social': [47, 79, 80, 81, 82, 83, 84, 85, 86, 87, 89, 90, 91, 93, 106, 108, 109, 112, 113, 114, 123, 127, 132],
  'forgiveness-remembrance': [44, 107, 129, 130, 131],
};

const FITRAHIVE_LISTS: Array<{ slug: string; name: string; category: DuaCategorySlug }> = [
  { slug: 'morning-dhikr', name: 'Morning Dhikr', category: 'morning-evening' },
  { slug: 'evening-dhikr', name: 'Evening Dhikr', category: 'morning-evening' },
  { slug: 'dhikr-after-salah', name: 'Dhikr After Salah', category: 'prayer-mosque' },
  { slug: 'daily-dua', name: 'Daily Dua', category: 'daily-life' },
  { slug: 'selected-dua', name: 'Selected Dua', category: 'forgiveness-remembrance' },
];

interface HisnFile {
  English: Array<{
    ID: number;
    TITLE: string;
    TEXT: Array<{
      ID: number;
      ARABIC_TEXT?: string;
      Text?: string;
      LANGUAGE_ARABIC_TRANSLATED_TEXT?: string;
      TRANSLATED_TEXT?: string;
      REPEAT?: number;
      AUDIO?: string;
    }>;
  }>;
}

interface FitrahiveItem {
  title: string;
  arabic: string;
  latin?: string | null;
  translation: string;
  notes?: string | null;
  fawaid?: string | null;
  benefits?: string | null;
  source?: string | null;
}

const decoder = new TextDecoder('utf-8');
const json = <T>(bytes: Uint8Array): T => JSON.parse(decoder.decode(bytes).replace(/^\uFEFF/, '')) as T;
const present = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);
const sentenceCase = (title: string) => {
  const trimmed = title.trim().replace(/^vocation\b/i, 'Invocation'); // chapter 86's typo
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
};

/** Letters only, without vowel marks or tatweel: the same supplication written with other diacritics is one. */
export function arabicKey(arabic: string): string {
  return normalizeArabic(arabic).replace(/[^\u0621-\u064A]/g, '');
}

/** "Recite 3x", "Read 33x", "Recite 100x a day": the first count named, and the note when it says more. */
export function repeatCountOf(note: string | null | undefined): number {
  const match = /(\d+)\s*x\b/i.exec(note ?? '') ?? /(\d+)\s*times\b/i.exec(note ?? '');
  return match ? Number(match[1]) : 1;
}

export function categoryOfHisnChapter(chapterId: number): DuaCategorySlug {
  const entry = Object.entries(HISN_CHAPTER_CATEGORIES).find(([, chapters]) => chapters.includes(chapterId));
  if (!entry) throw new CorpusError(`Hisn al-Muslim chapter ${chapterId} has no category`);
  return entry[0] as DuaCategorySlug;
}

/** The hadith a dua's source cites, each checked against the narration it names (reference-verification.ts). */
function checkReferences(source: string | undefined, arabic: string, lookup: HadithLookup): DuaReference[] {
  return parseDuaReferences(source).map(({ collection, number }): DuaReference => {
    const status = collectionById(collection)!.collectionStatus;
    if (number === undefined)
      return { collection, verified: false, note: 'the source names the collection without a hadith number, so it cannot be checked' };
    const narrations = lookup(collection, number);
    if (narrations.length === 0)
      return {
        collection,
        number,
        verified: false,
        note: `${collectionById(collection)!.name} ${number} is not served by this API, so it cannot be checked`,
      };
    const verification = verifyDuaInNarrations(
      arabic,
      narrations.map((n) => n.arabic),
    );
    if (!verification.verified) return { collection, number, verified: false, note: verification.note };
    const graded = narrations.find((n) => n.grades.length > 0);
    return {
      collection,
      number,
      verified: true,
      ...(verification.note ? { note: verification.note } : {}),
      ...(status ? { collectionStatus: status } : graded ? { grades: graded.grades } : {}),
    };
  });
}

export interface DuaCorpus {
  duas: DuaRecord[];
  duplicatesMerged: number;
  /** References checked against the narrations they cite: how many hold and why the others do not. */
  referenceChecks: { total: number; verified: number; notVerified: number; withoutNumber: number; notFound: number };
  fingerprint: string[];
}

const HISN_FILE = 'husn_en.json';
const fitrahivePaths = FITRAHIVE_LISTS.map((list) => `data/dua-dhikr/${list.slug}/en.json`);

/** Every file the duas are read from. */
export const DUA_FILES: ReadonlyArray<[PinnedSource, string]> = [
  [HISN_AL_MUSLIM, HISN_FILE],
  ...fitrahivePaths.map((path): [PinnedSource, string] => [FITRAHIVE_DUAS, path]),
];

/** Hisn al-Muslim and fitrahive's lists merged, duplicates (same Arabic letters) removed, references resolved. */
export async function loadDuaCorpus(location: FilesLocation, lookup: HadithLookup): Promise<DuaCorpus> {
  const expected = (await expectedCountsOf(location)).hisnAlMuslim;
  const [hisnFiles, fitrahiveFiles] = await Promise.all([
    loadPinnedFiles(HISN_AL_MUSLIM, [HISN_FILE], location),
    loadPinnedFiles(FITRAHIVE_DUAS, fitrahivePaths, location),
  ]);
  const byKey = new Map<string, DuaRecord>();
  const duas: DuaRecord[] = [];
  let duplicatesMerged = 0;
  // `written`: the text as the source has it. Duplicates are found on it, as before the book's instructions were moved
  // beside the words, so that merging, and with it every dua's public id, stays as it was.
  const add = (dua: Omit<DuaRecord, 'id'>, written = dua.arabic) => {
    const key = arabicKey(written);
    const existing = byKey.get(key);
    if (existing) {
      // The first source keeps its text; the other fills what it lacks and adds its references.
      existing.transliteration ??= dua.transliteration;
      existing.virtue ??= dua.virtue;
      existing.source ??= dua.source;
      existing.audioUrl ??= dua.audioUrl;
      const seen = new Set(existing.references.map((r) => `${r.collection}:${r.number ?? ''}`));
      existing.references.push(...dua.references.filter((r) => !seen.has(`${r.collection}:${r.number ?? ''}`)));
      existing.origins.push(...dua.origins);
      duplicatesMerged += 1;
      return;
    }
    const record = { ...dua, id: duas.length + 1 };
    byKey.set(key, record);
    duas.push(record);
  };

  const hisn = json<HisnFile>(hisnFiles.get(HISN_FILE)!);
  const chapters = [...hisn.English].sort((a, b) => a.ID - b.ID);
  if (chapters.length !== expected.chapters)
    throw new CorpusError(`Hisn al-Muslim: ${chapters.length} chapters, expected ${expected.chapters}`);
  let hisnItems = 0;
  for (const chapter of chapters) {
    for (const item of chapter.TEXT) {
      hisnItems += 1;
      const written = present(item.ARABIC_TEXT ?? item.Text);
      if (!written) throw new CorpusError(`Hisn al-Muslim item ${item.ID} has no Arabic text`);
      // The words without the book's quotation marks, its instructions beside them (the same words are one dua).
      const { arabic, notes } = unwrapDuaArabic(written);
      add(
        {
          title: sentenceCase(chapter.TITLE),
          category: categoryOfHisnChapter(chapter.ID),
          chapter: sentenceCase(chapter.TITLE),
          arabic,
          ...(notes.length ? { arabicNotes: notes } : {}),
          transliteration: present(item.LANGUAGE_ARABIC_TRANSLATED_TEXT),
          translation: present(item.TRANSLATED_TEXT) ?? '',
          repeat: item.REPEAT && item.REPEAT > 0 ? item.REPEAT : 1,
          references: [],
          audioUrl: present(item.AUDIO)?.replace(/^http:/, 'https:'),
          origins: [`hisn-al-muslim:${item.ID}`],
        },
        written,
      );
    }
  }
  if (hisnItems !== expected.items) throw new CorpusError(`Hisn al-Muslim: ${hisnItems} items, expected ${expected.items}`);

  FITRAHIVE_LISTS.forEach((list, index) => {
    json<FitrahiveItem[]>(fitrahiveFiles.get(fitrahivePaths[index])!).forEach((item, position) => {
      const source = present(item.source);
      add({
        title: item.title.trim(),
        category: list.category,
        chapter: list.name,
        arabic: item.arabic.trim(),
        transliteration: present(item.latin),
        translation: item.translation.trim(),
        repeat: repeatCountOf(item.notes),
        repeatNote: present(item.notes),
        virtue: present(item.fawaid ?? item.benefits),
        source,
        references: checkReferences(source, item.arabic, lookup),
        origins: [`fitrahive:${list.slug}:${position + 1}`],
      });
    });
  });
  for (const dua of duas)
    if (!DUA_CATEGORIES.some((category) => category.slug === dua.category)) throw new CorpusError(`dua ${dua.id} has no category`);
  const references = duas.flatMap((dua) => dua.references);
  return {
    duas,
    duplicatesMerged,
    referenceChecks: {
      total: references.length,
      verified: references.filter((r) => r.verified).length,
      notVerified: references.filter((r) => !r.verified).length,
      withoutNumber: references.filter((r) => r.number === undefined).length,
      notFound: references.filter((r) => r.note?.includes('is not served')).length,
    },
    fingerprint: [...hisnFiles, ...fitrahiveFiles].map(([path, bytes]) => `${path}:${bytes.length}`).sort(),
  };
}
