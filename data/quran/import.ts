import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { QURAN_CORPUS, type QuranCorpusMarker } from '../../functions/quran/quran-items';
import { ITEMS_WRITTEN } from '../../functions/shared/corpus-marker';
import { AYAH_COUNTS, SURAH_COUNT, TOTAL_AYAHS } from '../../functions/shared/quran-structure';
import { keys } from '../../functions/shared/table';
import { CorpusError } from '../support/corpus-error';
import { countPartition, type ImportProgress, type ImportTarget, readCorpusMarker } from '../support/import-target';
import { loadPinnedFile, type SourceLocation, sha256Hex } from '../support/pinned-sources';
import { QURAN_FILE, QURAN_JSON } from '../support/sources';
import { putItems, type TableItem } from '../support/table-writer';
import { parseQuranSource } from './corpus';
import { quranItems } from './items';

/** Bump when the item layout or the search tokenizer changes, so that existing tables re-import. */
export const QURAN_ITEM_SCHEMA = 3;

export function quranCorpusVersion(sourceSha256: string): string {
  return `s${QURAN_ITEM_SCHEMA}-${sourceSha256.slice(0, 12)}`;
}

export type QuranImportReport =
  | { status: 'up-to-date'; version: string }
  | { status: 'imported'; version: string; surahs: number; ayahs: number; searchTerms: number; items: number };

/** Reads the counts back from the table: 114 surah headers and each surah's canonical number of ayahs. */
export async function verifyQuranCounts(target: ImportTarget): Promise<{ surahs: number; ayahs: number }> {
  const surahs = await countPartition(target, keys.surahsPartition);
  if (surahs !== SURAH_COUNT) throw new CorpusError(`Table holds ${surahs} surahs after import; expected ${SURAH_COUNT}`);
  let ayahs = 0;
  for (let surah = 1; surah <= SURAH_COUNT; surah += 1) {
    const count = await countPartition(target, keys.ayahPartition(surah));
    if (count !== AYAH_COUNTS[surah - 1]) {
      throw new CorpusError(`Table holds ${count} ayahs of surah ${surah} after import; expected ${AYAH_COUNTS[surah - 1]}`);
    }
    ayahs += count;
  }
  if (ayahs !== TOTAL_AYAHS) throw new CorpusError(`Table holds ${ayahs} ayahs after import; expected ${TOTAL_AYAHS}`);
  return { surahs, ayahs };
}

/** The version a table should hold for the pinned source, without importing anything. */
export async function expectedQuranVersion(location: SourceLocation): Promise<string> {
  return quranCorpusVersion(sha256Hex(await loadPinnedFile(QURAN_JSON, QURAN_FILE, location)));
}

/**
 * Loads the Quran into the table. Idempotent: every item has a deterministic key and is simply
 * overwritten, and the corpus marker is written only after the counts were read back and checked.
 * Skips the work when the marker already names this version, unless `force` is set.
 */
export async function importQuran(
  target: ImportTarget,
  options: { location: SourceLocation; force?: boolean; progress?: ImportProgress },
): Promise<QuranImportReport> {
  const bytes = await loadPinnedFile(QURAN_JSON, QURAN_FILE, options.location);
  const sourceSha256 = sha256Hex(bytes);
  const version = quranCorpusVersion(sourceSha256);
  const marker = await readCorpusMarker<QuranCorpusMarker>(target, QURAN_CORPUS);
  if (!options.force && marker?.version === version) return { status: 'up-to-date', version };

  const surahs = parseQuranSource(bytes);
  const items = quranItems(surahs, version);
  // Content first, index statistics and postings next; the marker that makes it live comes last.
  const all: TableItem[] = [...items.surahs, ...items.ayahs, ...items.postings, items.searchStats];
  const subject = { corpus: 'Quran', unit: ITEMS_WRITTEN };
  options.progress?.start?.(all.length, subject);
  try {
    await putItems(target.client, target.tableName, all, { onProgress: (written) => options.progress?.update?.(written, subject) });
  } finally {
    options.progress?.stop?.(subject);
  }
  const counts = await verifyQuranCounts(target);
  const newMarker: QuranCorpusMarker = {
    ...keys.corpusMarker(QURAN_CORPUS),
    version,
    indexVersion: version,
    sourceSha256,
    surahCount: counts.surahs,
    ayahCount: counts.ayahs,
    importedAt: new Date().toISOString(),
  };
  await target.client.send(new PutCommand({ TableName: target.tableName, Item: newMarker }));
  return {
    status: 'imported',
    version,
    surahs: counts.surahs,
    ayahs: counts.ayahs,
    searchTerms: items.searchStats.termCount,
    items: all.length + 1,
  };
}
