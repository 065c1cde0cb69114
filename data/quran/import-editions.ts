import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { QURAN_EDITIONS_CORPUS, type QuranEditionsMarker } from '../../functions/quran/quran-items';
import type { QuranEdition } from '../../functions/quran/translations';
import { QURAN_EDITIONS, STORED_EDITIONS } from '../../functions/quran/translations';
import { AYAH_COUNTS, TOTAL_AYAHS } from '../../functions/shared/quran-structure';
import { keys } from '../../functions/shared/table';
import { CorpusError } from '../support/corpus-error';
import { countPartition, type ImportProgress, type ImportTarget, readCorpusMarker, recordedProgress } from '../support/import-target';
import { type FileSources, loadPinnedFiles, type SourceLocation, sha256Hex } from '../support/pinned-sources';
import { QURAN_FILE, QURAN_JSON, TANZIL_TRANSLATIONS } from '../support/sources';
import { putItems } from '../support/table-writer';
import { type EditionTexts, parseQuranEdition, parseQuranSource, parseTanzilEdition } from './corpus';
import { bridgeTargets, editionItems } from './items';

/**
 * The Quran's other editions (ten translations and the transliteration) are a corpus of their own, with its own
 * marker: `npm start` serves the Quran as soon as its Arabic and English are in, and imports these in the background.
 * Bump when their item layout or an analyser changes, so that existing tables re-import them.
 */
export const QURAN_EDITIONS_SCHEMA = 4;

/** The editions quran-json ships, and those from Tanzil's files (Pickthall, Yusuf Ali: pinned files of their own). */
const PACKAGE_EDITIONS = STORED_EDITIONS.filter((edition) => edition.origin !== 'tanzil');
const TANZIL_EDITIONS = STORED_EDITIONS.filter((edition) => edition.origin === 'tanzil');

/** The main file (each edition's Arabic is checked against it), then every packaged edition's. */
const FILES = [QURAN_FILE, ...PACKAGE_EDITIONS.map((edition) => edition.file)];

export type QuranEditionsImportReport =
  | { status: 'up-to-date'; version: string }
  | {
      status: 'imported';
      version: string;
      editions: number;
      /** Each edition's distinct search terms, by edition id. */
      searchTerms: Record<string, number>;
      items: number;
      /** Editions left out because their files could not be had (Tanzil's, offline without a mirror), and why. */
      skipped?: string[];
    };

/**
 * What `npm start` says when the editions are in, counted as the API and the guides count them: every edition of
 * QURAN_EDITIONS (`?list=translations`), the default one included, which comes with the Arabic.
 */
export function editionsServedMessage(report: Extract<QuranEditionsImportReport, { status: 'imported' }>): string {
  const served = report.editions + QURAN_EDITIONS.length - STORED_EDITIONS.length;
  const left = report.skipped ? ` (not imported: ${report.skipped.join('; ')})` : '';
  return `Quran editions ${report.version} imported: ${served} of the ${QURAN_EDITIONS.length} editions now served${left}`;
}

interface EditionFiles {
  files: Map<string, Uint8Array>;
  /** The editions whose files are here: every packaged one, and Tanzil's when they could be loaded. */
  editions: QuranEdition[];
  version: string;
  skipped?: string;
}

/**
 * The packaged files, and Tanzil's from `tanzil` (mirror, cache or download, verified): when these cannot be had the
 * other editions are imported without them (their requests say they are not imported), rather than none at all.
 */
async function loadEditionFiles(location: SourceLocation, tanzil: FileSources | undefined): Promise<EditionFiles> {
  const files = await loadPinnedFiles(QURAN_JSON, FILES, location);
  let editions: QuranEdition[] = [...PACKAGE_EDITIONS];
  let skipped: string | undefined;
  const paths = [...FILES];
  if (tanzil) {
    try {
      const tanzilFiles = await loadPinnedFiles(
        TANZIL_TRANSLATIONS,
        TANZIL_EDITIONS.map((edition) => edition.file),
        tanzil,
      );
      for (const [path, bytes] of tanzilFiles) files.set(`tanzil:${path}`, bytes);
      paths.push(...TANZIL_EDITIONS.map((edition) => `tanzil:${edition.file}`));
      editions = [...STORED_EDITIONS];
    } catch (error) {
      skipped = `${TANZIL_EDITIONS.map((edition) => edition.id).join(', ')}: ${(error as Error).message}`;
    }
  } else {
    skipped = `${TANZIL_EDITIONS.map((edition) => edition.id).join(', ')}: no location given for their files`;
  }
  const digest = sha256Hex(new TextEncoder().encode(paths.map((path) => sha256Hex(files.get(path)!)).join('\n')));
  return { files, editions, version: `e${QURAN_EDITIONS_SCHEMA}-${digest.slice(0, 12)}`, ...(skipped ? { skipped } : {}) };
}

/** The version a table should hold for the pinned files, without importing anything. */
export async function expectedQuranEditionsVersion(location: SourceLocation, tanzil?: FileSources): Promise<string> {
  return (await loadEditionFiles(location, tanzil)).version;
}

/** Reads back every edition's partition of every surah: each must hold the surah's canonical number of ayahs. */
export async function verifyEditionCounts(target: ImportTarget, editions: readonly QuranEdition[] = STORED_EDITIONS): Promise<number> {
  const partitions = editions.flatMap((edition) => AYAH_COUNTS.map((count, index) => ({ edition, surah: index + 1, count })));
  let total = 0;
  // Over a thousand small count queries: a few at a time, so that a real table is not throttled.
  for (let start = 0; start < partitions.length; start += 16) {
    const counts = await Promise.all(
      partitions.slice(start, start + 16).map(async ({ edition, surah, count }) => {
        const stored = await countPartition(target, keys.editionAyahPartition(edition.id, surah));
        if (stored !== count) {
          throw new CorpusError(`Table holds ${stored} ayahs of surah ${surah} in ${edition.id} after import; expected ${count}`);
        }
        return stored;
      }),
    );
    total += counts.reduce((sum, n) => sum + n, 0);
  }
  if (total !== editions.length * TOTAL_AYAHS) throw new CorpusError(`Table holds ${total} edition verses after import`);
  return total;
}

/**
 * Loads the other editions into the table, each with its own search index. Idempotent like the Quran's import:
 * deterministic keys, and the marker written only after every count was read back. Every file is parsed and
 * checked against the main source (the same Arabic, verse by verse) before anything is written.
 */
export async function importQuranEditions(
  target: ImportTarget,
  options: {
    location: SourceLocation;
    /** Where Tanzil's translation files come from (corpusFileSources); omitted: those editions are left out. */
    tanzil?: FileSources;
    force?: boolean;
    progress?: ImportProgress;
    /** Batches in flight (default 4); one where the import shares its database with requests being served. */
    concurrency?: number;
    /** Stops the import between batches, leaving no marker (the next import starts again). */
    signal?: AbortSignal;
  },
): Promise<QuranEditionsImportReport> {
  options.signal?.throwIfAborted();
  const progress = recordedProgress(target, [QURAN_EDITIONS_CORPUS], options.progress, Date.now, {
    corpus: 'Quran translations',
    unit: 'verses written',
  });
  // The marker first: while a table serves the editions, nothing may say they are being imported (issue 36).
  const marker = await readCorpusMarker<QuranEditionsMarker>(target, QURAN_EDITIONS_CORPUS);
  if (!marker) await progress.begin();
  try {
    const { files, version, editions, skipped } = await loadEditionFiles(options.location, options.tanzil);
    if (!options.force && marker?.version === version) return { status: 'up-to-date', version };
    if (marker) await progress.begin();

    const main = parseQuranSource(files.get(QURAN_FILE)!);
    const targets = bridgeTargets(main);
    // Every edition is parsed and checked against the main file before anything is written; each one's texts are let
    // go once it is written.
    const texts: Array<EditionTexts | undefined> = editions.map((edition) =>
      edition.origin === 'tanzil'
        ? parseTanzilEdition(files.get(`tanzil:${edition.file}`)!, edition)
        : parseQuranEdition(files.get(edition.file)!, edition, main),
    );
    files.clear();
    const searchTerms: Record<string, number> = {};
    let items = 0;
    // Progress counts verses: each edition's share moves as its items (verses, then postings) are written.
    progress.start(editions.length * TOTAL_AYAHS);
    try {
      for (const [index, edition] of editions.entries()) {
        // One edition's index is built (a few hundred milliseconds) and written at a time, the event loop free between:
        // under npm start this import shares the process with the requests being served.
        await new Promise((resolve) => setImmediate(resolve));
        options.signal?.throwIfAborted();
        options.progress?.note?.(`Quran translations: indexing ${edition.id} (${index + 1} of ${editions.length})`);
        const built = editionItems(edition, texts[index]!, version, targets);
        texts[index] = undefined;
        searchTerms[edition.id] = built.terms;
        // The index's items are made as they are written: its share is counted at one item a term.
        const estimate = built.verses + built.terms + 1;
        items += await putItems(target.client, target.tableName, built.items, {
          concurrency: options.concurrency,
          signal: options.signal,
          onProgress: (written) =>
            progress.update(index * TOTAL_AYAHS + Math.floor((Math.min(written, estimate) / estimate) * TOTAL_AYAHS)),
        });
      }
    } finally {
      progress.stop();
    }
    await verifyEditionCounts(target, editions);
    const newMarker: QuranEditionsMarker = {
      ...keys.corpusMarker(QURAN_EDITIONS_CORPUS),
      version,
      indexVersion: version,
      editions: editions.map((edition) => edition.id),
      importedAt: new Date().toISOString(),
    };
    await target.client.send(new PutCommand({ TableName: target.tableName, Item: newMarker }));
    return {
      status: 'imported',
      version,
      editions: editions.length,
      searchTerms,
      items: items + 1,
      ...(skipped ? { skipped: [skipped] } : {}),
    };
  } finally {
    await progress.end();
  }
}
