import { GetCommand, PutCommand, paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { QURAN_CORPUS, type CorpusMarkerItem } from '../functions/quran/quran-items';
import { AYAH_COUNTS, SURAH_COUNT, TOTAL_AYAHS } from '../functions/quran/structure';
import { keys } from '../functions/shared/table';
import { loadPinnedSource, sha256Hex, type SourceLocation } from './load-source';
import { CorpusError, parseQuranSource } from './quran-corpus';
import { quranItems } from './quran-items';
import { putItems, type TableItem } from './table-writer';
import { QURAN_SOURCE } from './sources';

/** Bump when the item layout or the search tokenizer changes, so that existing tables re-import. */
export const QURAN_ITEM_SCHEMA = 2;

export function quranCorpusVersion(sourceSha256: string): string {
  return `s${QURAN_ITEM_SCHEMA}-${sourceSha256.slice(0, 12)}`;
}

export interface ImportTarget {
  client: DynamoDBDocumentClient;
  tableName: string;
}

export interface ImportProgress {
  /** Called once with the number of items to write, then with the running total. */
  start?: (total: number) => void;
  update?: (written: number) => void;
  stop?: () => void;
}

export type ImportReport =
  | { status: 'up-to-date'; version: string }
  | { status: 'imported'; version: string; surahs: number; ayahs: number; searchTerms: number; items: number };

export async function readCorpusMarker(target: ImportTarget, corpus: string): Promise<CorpusMarkerItem | undefined> {
  const result = await target.client.send(
    new GetCommand({ TableName: target.tableName, Key: keys.corpusMarker(corpus), ConsistentRead: true }),
  );
  return result.Item as CorpusMarkerItem | undefined;
}

export async function countPartition(target: ImportTarget, partition: string): Promise<number> {
  let count = 0;
  const pages = paginateQuery(
    { client: target.client },
    {
      TableName: target.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      Select: 'COUNT',
      ConsistentRead: true,
    },
  );
  for await (const page of pages) count += page.Count ?? 0;
  return count;
}

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
  return quranCorpusVersion(sha256Hex(await loadPinnedSource(QURAN_SOURCE, location)));
}

/**
 * Loads the Quran into the table. Idempotent: every item has a deterministic key and is simply
 * overwritten, and the corpus marker is written only after the counts were read back and checked.
 * Skips the work when the marker already names this version, unless `force` is set.
 */
export async function importQuran(
  target: ImportTarget,
  options: { location: SourceLocation; force?: boolean; progress?: ImportProgress },
): Promise<ImportReport> {
  const bytes = await loadPinnedSource(QURAN_SOURCE, options.location);
  const sourceSha256 = sha256Hex(bytes);
  const version = quranCorpusVersion(sourceSha256);
  const marker = await readCorpusMarker(target, QURAN_CORPUS);
  if (!options.force && marker?.version === version) return { status: 'up-to-date', version };

  const surahs = parseQuranSource(bytes);
  const items = quranItems(surahs, version);
  // Content first, index statistics and postings next; the marker that makes it live comes last.
  const all: TableItem[] = [...items.surahs, ...items.ayahs, ...items.postings, items.searchStats];
  options.progress?.start?.(all.length);
  try {
    await putItems(target.client, target.tableName, all, { onProgress: options.progress?.update });
  } finally {
    options.progress?.stop?.();
  }
  const counts = await verifyQuranCounts(target);
  const newMarker: CorpusMarkerItem = {
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
