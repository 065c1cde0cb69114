import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { indexDocuments } from '../../functions/search/index-builder';
import { searchIndexItemStream } from '../../functions/search/index-items';
import { LANGUAGE_ANALYZERS } from '../../functions/search/language-analyzers';
import { SURAH_COUNT } from '../../functions/shared/quran-structure';
import { keys } from '../../functions/shared/table';
import { COMMENTARY_DISTINCTIVE_TERMS, COMMENTARY_RETRIEVAL } from '../../functions/tafsir/commentary-retrieval';
import { TAFSIR_EDITIONS, type TafsirEdition } from '../../functions/tafsir/tafsir-editions';
import {
  type CommentaryUnitsItem,
  commentaryIndexName,
  encodeRanges,
  TAFSIR_CORPUS,
  type TafsirMarker,
  tafsirIndexName,
  tafsirItem,
} from '../../functions/tafsir/tafsir-items';
import { CorpusError } from '../support/corpus-error';
import { countPartition, type ImportProgress, type ImportTarget, readCorpusMarker, recordedProgress } from '../support/import-target';
import {
  type CacheFillReport,
  type FileSources,
  fillDownloadCache,
  loadPinnedFiles,
  manifestOf,
  sha256Hex,
} from '../support/pinned-sources';
import { TAFSIR_API } from '../support/sources';
import { putItems, type TableItem } from '../support/table-writer';
import { buildCommentaryIndex } from './commentary-index';
import { parseTafsirSurah, type TafsirUnit } from './corpus';

/** Bump when the items, the indexes or their analysers change, so that existing tables import again. */
export const TAFSIR_ITEM_SCHEMA = 3;

/**
 * The commentaries' indexes keep no positions (a quoted phrase is searched as its words: positions of 150 MB of text
 * would be most of the table) and fold their small terms into shared items (most of a commentary's vocabulary is
 * words used once or twice: an item each was 300,000 items for five editions).
 */
const INDEX_LAYOUT = { positions: false, bucketSmallTerms: true } as const;

export type TafsirImportReport =
  | { status: 'up-to-date'; version: string }
  | {
      status: 'imported';
      version: string;
      editions: number;
      /** Commentaries stored (each once for the ayahs it covers), by edition. */
      commentaries: Record<string, number>;
      /** Ranges of each language's commentary index, and the postings it keeps. */
      retrieval: Record<string, { ranges: number; postings: number }>;
      items: number;
    };

export interface TafsirImportOptions {
  location: FileSources;
  /** The editions to import (ids); omitted: all sixteen. The commentary indexes use those of theirs imported. */
  editions?: readonly string[];
  force?: boolean;
  progress?: ImportProgress;
  /** Batches in flight (default 4); one where the import shares its database with requests being served. */
  concurrency?: number;
  signal?: AbortSignal;
}

const filesOf = (edition: TafsirEdition) => Array.from({ length: SURAH_COUNT }, (_, i) => `tafsir/${edition.slug}/${i + 1}.json`);

function chosenEditions(ids: readonly string[] | undefined): TafsirEdition[] {
  if (!ids) return [...TAFSIR_EDITIONS];
  return ids.map((id) => {
    const edition = TAFSIR_EDITIONS.find((e) => e.id === id);
    if (!edition) throw new CorpusError(`No tafsir edition '${id}'; the editions are ${TAFSIR_EDITIONS.map((e) => e.id).join(', ')}`);
    return edition;
  });
}

/** The commentary indexes' editions among those imported, by language. */
function retrievalOf(editions: readonly TafsirEdition[]): Record<string, string[]> {
  const imported = new Set(editions.map((e) => e.id));
  return Object.fromEntries(
    Object.entries(COMMENTARY_RETRIEVAL)
      .map(([language, ids]) => [language, ids.filter((id) => imported.has(id))] as const)
      .filter(([, ids]) => ids.length > 0),
  );
}

/**
 * The version a table should hold: the schema, the pinned checksums of the editions' files (from the manifest, so
 * that an up-to-date table is known without reading 1,824 files), and what the commentary indexes are built from.
 */
export async function expectedTafsirVersion(options: Pick<TafsirImportOptions, 'location' | 'editions'>): Promise<string> {
  const editions = chosenEditions(options.editions);
  const manifest = await manifestOf(TAFSIR_API, options.location.manifests);
  const lines = editions.flatMap((edition) =>
    filesOf(edition).map((path) => {
      const sha = manifest.get(path);
      if (!sha) throw new CorpusError(`${TAFSIR_API.name}: ${path} is not in the pinned manifest`);
      return `${edition.id} ${path} ${sha}`;
    }),
  );
  lines.push(`schema ${TAFSIR_ITEM_SCHEMA}`, `retrieval ${JSON.stringify(retrievalOf(editions))} ${COMMENTARY_DISTINCTIVE_TERMS}`);
  return `t${TAFSIR_ITEM_SCHEMA}-${sha256Hex(new TextEncoder().encode(lines.join('\n'))).slice(0, 12)}`;
}

/** What the tafsir import's progress counts (the 503 meanwhile says it): steps, not items. */
export const TAFSIR_PROGRESS_UNIT = 'steps done (each an edition or a search index)';

/**
 * Loads the commentaries into the table, one edition at a time (its files read, verified, parsed, written, then
 * let go, so that the 150 MB of texts never stand in memory at once): each commentary once with the ayahs it covers,
 * each edition's full-text index, then one commentary index per question language. Idempotent, with the marker
 * written last after the counts were read back, as every corpus's import.
 */
export async function importTafsir(target: ImportTarget, options: TafsirImportOptions): Promise<TafsirImportReport> {
  options.signal?.throwIfAborted();
  const editions = chosenEditions(options.editions);
  const version = await expectedTafsirVersion(options);
  const progress = recordedProgress(target, [TAFSIR_CORPUS], options.progress, Date.now, {
    corpus: 'tafsir',
    unit: TAFSIR_PROGRESS_UNIT,
  });
  // The marker first: while a table serves the commentaries, nothing may say they are being imported.
  const marker = await readCorpusMarker<TafsirMarker>(target, TAFSIR_CORPUS);
  if (!options.force && marker?.version === version) return { status: 'up-to-date', version };
  await progress.begin();
  try {
    const retrieval = retrievalOf(editions);
    const kept = new Map<string, TafsirUnit[]>();
    const commentaries: Record<string, number> = {};
    let items = 0;
    const write = async (all: Iterable<TableItem>) => {
      items += await putItems(target.client, target.tableName, all, { concurrency: options.concurrency, signal: options.signal });
    };
    const built: Record<string, { ranges: number; postings: number }> = {};
    let step = 0;
    // A language's commentary index, once every edition it is built from has been read: their texts are then let go,
    // not kept until the last edition (the Arabic three through the thirteen after them; issue 51).
    const writeCommentaryIndex = async (language: string, ids: readonly string[]) => {
      await new Promise((resolve) => setImmediate(resolve));
      options.signal?.throwIfAborted();
      options.progress?.note?.(`tafsir: the ${language} commentary index, for questions (${ids.join(', ')})`);
      const { index, ranges } = buildCommentaryIndex(
        ids.flatMap((id) => kept.get(id) ?? []),
        { distinctiveTerms: COMMENTARY_DISTINCTIVE_TERMS, analyzer: LANGUAGE_ANALYZERS[language] },
      );
      for (const id of ids) kept.delete(id);
      const units: CommentaryUnitsItem = { ...keys.tafsirUnits(language, version), ranges: encodeRanges(ranges) };
      await write(
        (function* () {
          yield* searchIndexItemStream(commentaryIndexName(language), version, index, INDEX_LAYOUT);
          yield units;
        })(),
      );
      built[language] = { ranges: ranges.length, postings: index.postingCount };
      progress.update(++step);
    };
    // Progress counts steps: each edition, and each commentary index.
    progress.start(editions.length + Object.keys(retrieval).length);
    try {
      for (const [position, edition] of editions.entries()) {
        // The event loop free between editions: under npm start this import shares the process with requests.
        await new Promise((resolve) => setImmediate(resolve));
        options.signal?.throwIfAborted();
        options.progress?.note?.(`tafsir: ${edition.id} (${position + 1} of ${editions.length})`);
        const files = await loadPinnedFiles(TAFSIR_API, filesOf(edition), options.location);
        const units = filesOf(edition).flatMap((path, i) => parseTafsirSurah(files.get(path)!, i + 1, edition.slug));
        files.clear();
        commentaries[edition.id] = units.length;
        if (Object.values(retrieval).some((ids) => ids.includes(edition.id))) kept.set(edition.id, units);
        const index = indexDocuments(
          units.map((unit) => ({ group: unit.surah, id: unit.ayahFrom, fields: [unit.text] })),
          LANGUAGE_ANALYZERS[edition.language],
          { positions: false },
        );
        await write(
          (function* () {
            for (const u of units) yield tafsirItem(edition.id, u.surah, u.ayahFrom, u.ayahTo, u.text);
            yield* searchIndexItemStream(tafsirIndexName(edition.id), version, index, INDEX_LAYOUT);
          })(),
        );
        progress.update(++step);
        const read = new Set(editions.slice(0, position + 1).map((e) => e.id));
        for (const [language, ids] of Object.entries(retrieval)) {
          if (ids.includes(edition.id) && ids.every((id) => read.has(id))) await writeCommentaryIndex(language, ids);
        }
      }
      await verifyTafsirCounts(target, commentaries);
      options.signal?.throwIfAborted();
      const newMarker: TafsirMarker = {
        ...keys.corpusMarker(TAFSIR_CORPUS),
        version,
        indexVersion: version,
        editions: editions.map((e) => e.id),
        retrieval,
        importedAt: new Date().toISOString(),
      };
      await target.client.send(new PutCommand({ TableName: target.tableName, Item: newMarker }));
      return { status: 'imported', version, editions: editions.length, commentaries, retrieval: built, items: items + 1 };
    } finally {
      progress.stop();
    }
  } finally {
    await progress.end();
  }
}

/** Reads back every edition's commentaries, surah by surah: each must hold what was parsed. */
async function verifyTafsirCounts(target: ImportTarget, expected: Record<string, number>): Promise<void> {
  for (const [edition, count] of Object.entries(expected)) {
    let stored = 0;
    for (let start = 1; start <= SURAH_COUNT; start += 16) {
      const counts = await Promise.all(
        Array.from({ length: Math.min(16, SURAH_COUNT - start + 1) }, (_, i) =>
          countPartition(target, keys.tafsirPartition(edition, start + i)),
        ),
      );
      stored += counts.reduce((sum, n) => sum + n, 0);
    }
    if (stored !== count) throw new CorpusError(`Table holds ${stored} commentaries of ${edition} after import; expected ${count}`);
  }
}

/**
 * What `npm start` and `corpus:import` run: the commentaries' files first fetched into the download cache when the
 * mirror lacks them (about 200 MB, resumable, each verified), then imported.
 */
export async function fetchAndImportTafsir(
  target: ImportTarget,
  options: TafsirImportOptions & { downloadProgress?: ImportProgress },
): Promise<{ report: TafsirImportReport; download?: CacheFillReport; importMs: number }> {
  const { location } = options;
  // An up-to-date table needs no file: the version comes from the manifest.
  const marker = await readCorpusMarker<TafsirMarker>(target, TAFSIR_CORPUS);
  const upToDate = !options.force && marker?.version === (await expectedTafsirVersion(options));
  const download =
    !upToDate && location.download && location.cache
      ? await fillDownloadCache([TAFSIR_API], location, options.downloadProgress)
      : undefined;
  const started = Date.now();
  const report = await importTafsir(target, options);
  return { report, importMs: Date.now() - started, ...(download ? { download } : {}) };
}
