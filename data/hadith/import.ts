import { createHash } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { DUA_CATEGORIES } from '../../functions/duas/dua-categories';
import { DUA_INDEX, DUAS_CORPUS, type DuaCategoryItem, type DuaCorpusMarker, type DuaItem } from '../../functions/duas/dua-items';
import { HADITH_COLLECTIONS, type HadithCollectionId } from '../../functions/hadith/hadith-collections';
import {
  HADITH_CORPUS,
  HADITH_INDEX,
  type HadithBookItem,
  type HadithCollectionItem,
  type HadithCorpusMarker,
  type HadithCoverage,
  type HadithEnglishReferencesItem,
  type HadithItem,
  type HadithLocation,
  type HadithNumbersItem,
  hadithDocument,
} from '../../functions/hadith/hadith-items';
import { encodeLocations } from '../../functions/hadith/location-codec';
import { buildSearchIndex, type IndexedDocument, type SearchIndex } from '../../functions/search/in-memory-index';
import { searchIndexItems } from '../../functions/search/index-items';
import { keys } from '../../functions/shared/table';
import { type DuaCorpus, loadDuaCorpus } from '../duas/corpus';
import { CorpusError } from '../support/corpus-error';
import { countPartition, type ImportProgress, type ImportTarget, readCorpusMarker, recordedProgress } from '../support/import-target';
import { type CacheFillReport, type FilesLocation, fillDownloadCache } from '../support/pinned-sources';
import { HADITH_AND_DUA_SOURCES } from '../support/sources';
import { putItems, type TableItem } from '../support/table-writer';
import { type HadithCorpus, loadHadithCorpus } from './corpus';

/** Bump when the item layout, numbering derivation or tokenizer changes: the next import rewrites everything. */
export const HADITH_ITEM_SCHEMA = 5;

export type HadithImportReport =
  | { status: 'up-to-date'; version: string }
  | {
      status: 'imported';
      version: string;
      hadith: number;
      duas: number;
      duplicatesMerged: number;
      coverage: Array<{ collection: HadithCollectionId } & HadithCoverage>;
      duaReferences: DuaCorpus['referenceChecks'];
      items: number;
    };

function indexItems(name: string, version: string, index: SearchIndex): TableItem[] {
  const { postings, stats } = searchIndexItems(name, version, index);
  return [...postings, stats];
}

/** Numbers in items of one hundred, English references in items of one book: a few hundred items, not tens of thousands. */
function pointerItems(corpus: HadithCorpus): TableItem[] {
  const numbers = new Map<
    string,
    { key: { PK: string; SK: string }; entries: Array<[string, HadithLocation[]]>; refused: Record<string, string> }
  >();
  for (const pointer of corpus.numbers) {
    const key = keys.hadithNumbers(pointer.collection, pointer.digits);
    const group = numbers.get(`${key.PK}|${key.SK}`) ?? { key, entries: [], refused: {} };
    if (pointer.refusal) group.refused[pointer.cited] = pointer.refusal;
    else group.entries.push([pointer.cited, pointer.entries]);
    numbers.set(`${key.PK}|${key.SK}`, group);
  }
  const references = new Map<string, { key: { PK: string; SK: string }; entries: Array<[string, HadithLocation[]]> }>();
  for (const pointer of corpus.englishReferences) {
    const key = keys.hadithEnglishReferences(pointer.collection, pointer.book);
    const group = references.get(`${key.PK}|${key.SK}`) ?? { key, entries: [] };
    group.entries.push([pointer.key, pointer.entries]);
    references.set(`${key.PK}|${key.SK}`, group);
  }
  return [
    ...[...numbers.values()].map(
      ({ key, entries, refused }): HadithNumbersItem => ({
        ...key,
        entries: encodeLocations(entries),
        ...(Object.keys(refused).length ? { refused } : {}),
      }),
    ),
    ...[...references.values()].map(({ key, entries }): HadithEnglishReferencesItem => ({ ...key, entries: encodeLocations(entries) })),
  ];
}

/** What the hadith search indexes: each narration's narrator, English and Arabic texts. */
export function hadithSearchDocuments(corpus: HadithCorpus): IndexedDocument[] {
  const ordinalOf = new Map(HADITH_COLLECTIONS.map((c, i) => [c.id, i + 1]));
  return corpus.records.map((record) => ({
    ...hadithDocument(ordinalOf.get(record.collection)!, record.bookOrdinal, record.idInBook),
    fields: [record.narrator, record.english, record.arabic],
  }));
}

/** What the dua search indexes: each dua's title, translation, transliteration and Arabic (category = group). */
export function duaSearchDocuments(corpus: DuaCorpus): IndexedDocument[] {
  const ordinalOf = new Map(DUA_CATEGORIES.map((c, i) => [c.slug as string, i + 1]));
  return corpus.duas.map((dua) => ({
    group: ordinalOf.get(dua.category)!,
    id: dua.id,
    fields: [dua.title, dua.translation, dua.transliteration ?? '', dua.arabic],
  }));
}

function hadithItems(corpus: HadithCorpus, version: string): TableItem[] {
  const items: TableItem[] = [];
  for (const record of corpus.records) {
    const item: HadithItem = { ...keys.hadith(record.collection, record.bookOrdinal, record.idInBook), ...record };
    items.push(item);
  }
  items.push(...pointerItems(corpus));
  for (const book of corpus.books) {
    const item: HadithBookItem = { ...keys.hadithBook(book.collection, book.ordinal), ...book };
    items.push(item);
  }
  HADITH_COLLECTIONS.forEach((collection, i) => {
    const coverage = corpus.coverage.get(collection.id)!;
    const item: HadithCollectionItem = {
      ...keys.hadithCollection(i + 1),
      id: collection.id,
      name: collection.name,
      nameArabic: collection.nameArabic,
      total: coverage.records,
      coverage,
      collectionStatus: collection.collectionStatus,
      books: corpus.books.filter((b) => b.collection === collection.id).length,
    };
    items.push(item);
  });
  return [...items, ...indexItems(HADITH_INDEX, version, buildSearchIndex(hadithSearchDocuments(corpus)))];
}

function duaItems(corpus: DuaCorpus, version: string): TableItem[] {
  const items: TableItem[] = corpus.duas.map((dua) => ({ ...keys.dua(dua.category, dua.id), ...dua }) satisfies DuaItem);
  DUA_CATEGORIES.forEach((category, i) => {
    const item: DuaCategoryItem = {
      ...keys.duaCategory(i + 1),
      slug: category.slug,
      name: category.name,
      ordinal: i + 1,
      count: corpus.duas.filter((dua) => dua.category === category.slug).length,
    };
    items.push(item);
  });
  return [...items, ...indexItems(DUA_INDEX, version, buildSearchIndex(duaSearchDocuments(corpus)))];
}

async function verifyCounts(target: ImportTarget, hadith: HadithCorpus, duas: DuaCorpus): Promise<void> {
  for (const collection of HADITH_COLLECTIONS) {
    let stored = 0;
    const books = hadith.books.filter((book) => book.collection === collection.id);
    for (const book of books) stored += await countPartition(target, keys.hadithBookPartition(collection.id, book.ordinal));
    const expected = hadith.records.filter((record) => record.collection === collection.id).length;
    if (stored !== expected) throw new CorpusError(`Table holds ${stored} ${collection.id} hadith after import; expected ${expected}`);
  }
  let storedDuas = 0;
  for (const category of DUA_CATEGORIES) storedDuas += await countPartition(target, keys.duaPartition(category.slug));
  if (storedDuas !== duas.duas.length) throw new CorpusError(`Table holds ${storedDuas} duas after import; expected ${duas.duas.length}`);
}

/**
 * Imports the hadith collections (the six and the further books) and the duas (whose grades come from the hadith): every file
 * checksum-verified before anything is written, counts read back, the markers written last.
 */
export async function importHadithAndDuas(
  target: ImportTarget,
  options: { location: FilesLocation; force?: boolean; progress?: ImportProgress; signal?: AbortSignal },
): Promise<HadithImportReport> {
  const progress = recordedProgress(target, [HADITH_CORPUS, DUAS_CORPUS], options.progress);
  // The markers first: while a table serves these corpora, nothing may say they are being imported (issue 36).
  const [hadithMarker, duaMarker] = await Promise.all([readCorpusMarker(target, HADITH_CORPUS), readCorpusMarker(target, DUAS_CORPUS)]);
  const served = hadithMarker !== undefined && duaMarker !== undefined;
  if (!served) await progress.begin();
  try {
    const hadith = await loadHadithCorpus(options.location);
    const duas = await loadDuaCorpus(options.location, hadith.lookup);
    options.signal?.throwIfAborted();
    const fingerprint = createHash('sha256')
      .update([`schema:${HADITH_ITEM_SCHEMA}`, ...hadith.fingerprint, ...duas.fingerprint].join('\n'))
      .digest('hex');
    const version = `h${HADITH_ITEM_SCHEMA}-${fingerprint.slice(0, 12)}`;
    if (!options.force && hadithMarker?.version === version && duaMarker?.version === version) return { status: 'up-to-date', version };
    if (served) await progress.begin();

    const all = [...hadithItems(hadith, version), ...duaItems(duas, version)];
    progress.start(all.length);
    try {
      await putItems(target.client, target.tableName, all, { onProgress: progress.update, concurrency: 8, signal: options.signal });
    } finally {
      progress.stop();
    }
    await verifyCounts(target, hadith, duas);
    // A stopped import leaves no marker: the next one starts again.
    options.signal?.throwIfAborted();
    const importedAt = new Date().toISOString();
    for (const corpus of [HADITH_CORPUS, DUAS_CORPUS]) {
      const marker: HadithCorpusMarker & DuaCorpusMarker = { ...keys.corpusMarker(corpus), version, indexVersion: version, importedAt };
      await target.client.send(new PutCommand({ TableName: target.tableName, Item: marker }));
    }
    return {
      status: 'imported',
      version,
      hadith: hadith.records.length,
      duas: duas.duas.length,
      duplicatesMerged: duas.duplicatesMerged,
      coverage: HADITH_COLLECTIONS.map((collection) => ({ collection: collection.id, ...hadith.coverage.get(collection.id)! })),
      duaReferences: duas.referenceChecks,
      items: all.length + 2,
    };
  } finally {
    await progress.end();
  }
}

/**
 * What `npm start` and `corpus:import` run: the sources that may be downloaded are first fetched into the
 * download cache (all of them, with their own progress), then imported.
 */
export async function fetchAndImportHadithAndDuas(
  target: ImportTarget,
  options: { location: FilesLocation; force?: boolean; progress?: ImportProgress; downloadProgress?: ImportProgress; signal?: AbortSignal },
): Promise<{ report: HadithImportReport; download?: CacheFillReport; importMs: number }> {
  const { location } = options;
  const download =
    location.download && location.cache ? await fillDownloadCache(HADITH_AND_DUA_SOURCES, location, options.downloadProgress) : undefined;
  const started = Date.now();
  const report = await importHadithAndDuas(target, options);
  return { report, importMs: Date.now() - started, ...(download ? { download } : {}) };
}

const counts = (record: Partial<Record<string, number>>) =>
  Object.entries(record)
    .map(([reason, n]) => `${n} ${reason.replace(/_/g, ' ')}`)
    .join(', ') || 'none';

/** The per-collection coverage the import prints: numbers served, aliases, conflicts, what is not served and why. */
export function coverageLines(coverage: Array<{ collection: string } & HadithCoverage>): string[] {
  return coverage.map(
    (c) =>
      `  ${c.collection.padEnd(9)} ${c.recordsNumbered}/${c.records} narrations numbered (${c.byBookRange} by book range), ${c.numbersServed} numbers served ` +
      `(${c.aliases} aliases, ${c.groups} answering several entries); numbers not served: ${counts(c.numbersNotServed)}; ` +
      `unnumbered: ${counts(c.recordsWithoutNumber)}; ${c.graded} graded; texts: ${c.textsRestored} restored, ${c.textsFlagged} flagged`,
  );
}
