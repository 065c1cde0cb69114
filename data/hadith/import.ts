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
import { type IndexedDocument, indexDocuments } from '../../functions/search/index-builder';
import { searchIndexItemStream } from '../../functions/search/index-items';
import { ITEMS_WRITTEN } from '../../functions/shared/corpus-marker';
import { keys } from '../../functions/shared/table';
import { DUA_FILES, type DuaCorpus, loadDuaCorpus } from '../duas/corpus';
import { CorpusError } from '../support/corpus-error';
import { countPartition, type ImportProgress, type ImportTarget, readCorpusMarker, recordedProgress } from '../support/import-target';
import { type CacheFillReport, type FilesLocation, fillDownloadCache, localFileSize, type PinnedSource } from '../support/pinned-sources';
import { HADITH_AND_DUA_SOURCES, HADITH_JSON } from '../support/sources';
import { putItems, type TableItem } from '../support/table-writer';
import { type HadithCorpus, loadHadithCorpus, sixCollectionFiles } from './corpus';
import { evidenceFingerprint, furtherBookFiles, numberingEvidenceOf } from './further-books';

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
export function hadithSearchDocuments(corpus: Pick<HadithCorpus, 'records'>): IndexedDocument[] {
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

/** The narrations, their number and reference items, books and collections: made as they are written. */
function* hadithContentItems(corpus: HadithCorpus, pointers: readonly TableItem[]): Generator<TableItem> {
  for (const record of corpus.records) {
    yield { ...keys.hadith(record.collection, record.bookOrdinal, record.idInBook), ...record } satisfies HadithItem;
  }
  yield* pointers;
  for (const book of corpus.books) yield { ...keys.hadithBook(book.collection, book.ordinal), ...book } satisfies HadithBookItem;
  for (const [i, collection] of HADITH_COLLECTIONS.entries()) {
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
    yield item;
  }
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
  return [...items, ...searchIndexItemStream(DUA_INDEX, version, indexDocuments(duaSearchDocuments(corpus)))];
}

/** How many narrations each book partition holds: what the table must hold once they are written. */
type ExpectedBooks = Array<{ collection: HadithCollectionId; partitions: string[]; narrations: number }>;

function expectedBooks(hadith: HadithCorpus): ExpectedBooks {
  return HADITH_COLLECTIONS.map((collection) => ({
    collection: collection.id,
    partitions: hadith.books
      .filter((book) => book.collection === collection.id)
      .map((book) => keys.hadithBookPartition(collection.id, book.ordinal)),
    narrations: hadith.records.filter((record) => record.collection === collection.id).length,
  }));
}

async function verifyHadithCounts(target: ImportTarget, expected: ExpectedBooks): Promise<void> {
  for (const { collection, partitions, narrations } of expected) {
    let stored = 0;
    for (const partition of partitions) stored += await countPartition(target, partition);
    if (stored !== narrations) throw new CorpusError(`Table holds ${stored} ${collection} hadith after import; expected ${narrations}`);
  }
}

async function verifyDuaCounts(target: ImportTarget, duas: DuaCorpus): Promise<void> {
  let storedDuas = 0;
  for (const category of DUA_CATEGORIES) storedDuas += await countPartition(target, keys.duaPartition(category.slug));
  if (storedDuas !== duas.duas.length) throw new CorpusError(`Table holds ${storedDuas} duas after import; expected ${duas.duas.length}`);
}

async function writeMarker(target: ImportTarget, corpus: string, version: string, importedAt: string): Promise<void> {
  const marker: HadithCorpusMarker & DuaCorpusMarker = { ...keys.corpusMarker(corpus), version, indexVersion: version, importedAt };
  await target.client.send(new PutCommand({ TableName: target.tableName, Item: marker }));
}

/**
 * Imports the hadith collections (the six and the further books) and the duas (whose grades come from the hadith): every file
 * checksum-verified before anything is written, counts read back, each corpus's marker written last. The duas go first
 * (a few thousand items, served as soon as they are in), then the narrations as they are made, then the hadith's index
 * (built compactly, its items made as they are written), so that neither the items nor the index's lists are ever
 * held whole: what a 2 GB machine can run (issue 51).
 */
export async function importHadithAndDuas(
  target: ImportTarget,
  options: { location: FilesLocation; force?: boolean; progress?: ImportProgress; signal?: AbortSignal },
): Promise<HadithImportReport> {
  const hadithProgress = recordedProgress(target, [HADITH_CORPUS], options.progress);
  const duaProgress = recordedProgress(target, [DUAS_CORPUS], options.progress, Date.now, { corpus: 'duas', unit: ITEMS_WRITTEN });
  // The markers first: while a table serves these corpora, nothing may say they are being imported (issue 36).
  const [hadithMarker, duaMarker] = await Promise.all([readCorpusMarker(target, HADITH_CORPUS), readCorpusMarker(target, DUAS_CORPUS)]);
  await Promise.all([hadithMarker ? undefined : hadithProgress.begin(), duaMarker ? undefined : duaProgress.begin()]);
  try {
    // Up to date, known from the sources' sizes alone: nothing is read or numbered (a restart's check, once 25 s of CPU).
    const expected = options.force ? undefined : await expectedHadithVersion(options.location);
    if (expected && hadithMarker?.version === expected && duaMarker?.version === expected)
      return { status: 'up-to-date', version: expected };
    options.progress?.note?.(`hadith and duas: reading and numbering the sources (${sourcesNamed(options.location)})`);
    let hadith: HadithCorpus | undefined = await loadHadithCorpus(options.location, options.progress?.note);
    const duas = await loadDuaCorpus(options.location, hadith.lookup);
    options.signal?.throwIfAborted();
    const version = hadithCorpusVersion([...hadith.fingerprint, ...duas.fingerprint]);
    const writeDuas = options.force || duaMarker?.version !== version;
    const writeHadith = options.force || hadithMarker?.version !== version;
    if (!writeDuas && !writeHadith) return { status: 'up-to-date', version };
    const importedAt = new Date().toISOString();

    let items = 0;
    if (writeDuas) {
      if (duaMarker) await duaProgress.begin();
      const all = duaItems(duas, version);
      duaProgress.start(all.length);
      try {
        items += await putItems(target.client, target.tableName, all, {
          onProgress: duaProgress.update,
          concurrency: 8,
          signal: options.signal,
        });
      } finally {
        duaProgress.stop();
      }
      await verifyDuaCounts(target, duas);
      options.signal?.throwIfAborted();
      await writeMarker(target, DUAS_CORPUS, version, importedAt);
      await duaProgress.end();
      options.progress?.note?.(`duas: ${duas.duas.length} imported, now served`);
    }

    const report = {
      hadith: hadith.records.length,
      coverage: HADITH_COLLECTIONS.map((collection) => ({ collection: collection.id, ...hadith!.coverage.get(collection.id)! })),
    };
    if (writeHadith) {
      if (hadithMarker) await hadithProgress.begin();
      options.progress?.note?.(`hadith: indexing ${hadith.records.length.toLocaleString('en-US')} narrations for search`);
      const index = indexDocuments(hadithSearchDocuments(hadith));
      options.signal?.throwIfAborted();
      const pointers = pointerItems(hadith);
      const contentCount = hadith.records.length + pointers.length + hadith.books.length + HADITH_COLLECTIONS.length;
      const expected = expectedBooks(hadith);
      // The index's items are made as they are written: counted as one a term until they are, an estimate.
      const written = recordedProgress(target, [HADITH_CORPUS], options.progress, Date.now, {
        corpus: 'hadith',
        unit: ITEMS_WRITTEN,
        approximate: true,
      });
      written.start(contentCount + index.termCount + 1);
      try {
        // Handed over without a local of its own: a `const` naming the corpus kept every narration alive through the
        // index's writes below (an async function's locals live until it returns), some 200 MB of the import's heap
        // for most of its minutes (issue 51).
        items += await putItems(target.client, target.tableName, hadithContentItems(hadith, pointers), {
          onProgress: written.update,
          concurrency: 8,
          signal: options.signal,
        });
        // The narrations are in the table; only the index's compact lists are kept from here.
        hadith = undefined;
        items += await putItems(target.client, target.tableName, searchIndexItemStream(HADITH_INDEX, version, index), {
          onProgress: (n) => written.update(contentCount + n),
          concurrency: 8,
          signal: options.signal,
        });
      } finally {
        written.stop();
      }
      await verifyHadithCounts(target, expected);
      // A stopped import leaves no marker: the next one starts again.
      options.signal?.throwIfAborted();
      await writeMarker(target, HADITH_CORPUS, version, importedAt);
    }
    return {
      status: 'imported',
      version,
      hadith: report.hadith,
      duas: duas.duas.length,
      duplicatesMerged: duas.duplicatesMerged,
      coverage: report.coverage,
      duaReferences: duas.referenceChecks,
      items: items + (writeHadith ? 1 : 0) + (writeDuas ? 1 : 0),
    };
  } finally {
    await Promise.all([hadithProgress.end(), duaProgress.end()]);
  }
}

/** The version of the corpus made from sources of these sizes (`path:bytes` lines, as the loaders list them). */
function hadithCorpusVersion(fingerprint: readonly string[]): string {
  const digest = createHash('sha256')
    .update([`schema:${HADITH_ITEM_SCHEMA}`, ...fingerprint].join('\n'))
    .digest('hex');
  return `h${HADITH_ITEM_SCHEMA}-${digest.slice(0, 12)}`;
}

/**
 * The version an import of the sources on this machine would write, from the files' sizes (what the version is made
 * of) without reading them; undefined when a file is not on this machine yet (the import then fetches and reads it).
 */
export async function expectedHadithVersion(location: FilesLocation): Promise<string | undefined> {
  const sizes = async (files: ReadonlyArray<readonly [PinnedSource, string]>) => {
    const lines = await Promise.all(files.map(async ([source, path]) => [path, await localFileSize(source, path, location)] as const));
    return lines.some(([, size]) => size === undefined) ? undefined : lines.map(([path, size]) => `${path}:${size}`).sort();
  };
  try {
    const [six, further, duas] = await Promise.all([
      sixCollectionFiles(location).then(sizes),
      sizes(furtherBookFiles().map((path) => [HADITH_JSON, path] as const)),
      sizes(DUA_FILES),
    ]);
    if (!six || !further || !duas) return undefined;
    return hadithCorpusVersion([...six, ...further, evidenceFingerprint(await numberingEvidenceOf(location)), ...duas]);
  } catch {
    return undefined; // a book index not here yet: the import reads what it can and says what it cannot
  }
}

/** Where the sources are read from, for the console. */
const sourcesNamed = (location: FilesLocation) =>
  [location.mirror && `the mirror ${location.mirror}`, location.cache && `the download cache ${location.cache}`]
    .filter(Boolean)
    .join(', then ') || 'downloads';

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
