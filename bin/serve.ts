/**
 * npm start: the whole service on this machine, no AWS account needed. dynalite keeps its data
 * in .local/dynamodb (gitignored), so restarts skip the corpus import unless the corpus changed.
 * The Quran is imported before the server listens; the hadith and duas (downloaded once into
 * .local/corpus-cache when no mirror has them) are imported while it already serves.
 */
import { resolve } from 'node:path';
import { editionsServedMessage } from '../data/quran/import-editions';
import { DEFAULT_CACHE } from '../data/support/corpus-locations';
import { isDiskFull } from '../data/support/disk-full';
import { progressBar } from '../data/support/progress-bar';
import { routes } from '../functions/routes';
import {
  type HadithImportOutcome,
  localDynamoPort,
  localRateLimitWindows,
  startLocalStack,
  type TafsirImportOutcome,
} from '../lib/local/local-stack';

// The AWS SDK warns, on Node.js 20, that its releases of 2027 will need Node.js 22: about its future versions, not the
// one locked here, which the project supports on Node.js 20 (package.json's engines). It printed once per thread.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not '${process.env.PORT}'`);
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
let dynamoPort: number;
let rateLimitWindows: ReturnType<typeof localRateLimitWindows>;
try {
  dynamoPort = localDynamoPort();
  rateLimitWindows = localRateLimitWindows();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const dataDirectory = resolve(process.env.LOCAL_DATA_DIR ?? '.local/dynamodb');
// An import stopped by a shutdown is not a failure to report: the next start resumes it.
let closing = false;

try {
  const stack = await startLocalStack({
    dataDirectory,
    port,
    host,
    dynamoPort,
    importProgress: progressBar('corpus import'),
    downloadProgress: progressBar('downloading the corpus sources', 'files fetched'),
    hadithInBackground: true,
    rateLimitWindows,
    log: (line) => console.log(line),
  });
  const report = stack.importReport;
  console.log(
    report.status === 'imported'
      ? `Quran corpus ${report.version} imported (${report.surahs} surahs, ${report.ayahs} ayahs)`
      : `Quran corpus ${report.version} already imported`,
  );
  console.log(`DynamoDB (dynalite) at ${stack.dynamoEndpoint}, table ${stack.tableName}, data in ${dataDirectory}`);
  console.log(
    rateLimitWindows === 'process'
      ? 'Rate limits: sliding windows kept in this process (LOCAL_RATE_LIMIT_WINDOWS=table keeps them in the table, as deployed)'
      : 'Rate limits: sliding windows kept in the table, as deployed',
  );
  for (const route of routes) console.log(`  ${route.method.padEnd(4)} ${stack.baseUrl}${route.path}${route.alsoGet ? ' (and GET)' : ''}`);
  console.log(`Islamic Knowledge API listening on ${stack.baseUrl}`);
  console.log(
    'The hadith and duas, the Quran translations and the tafsir are checked, and imported where missing, in the background: ' +
      'each says here when it is served; until then its requests answer 503 with how far it is',
  );
  void stack.hadithImport.then(reportHadithImport);
  void stack.editionsImport.then((outcome) => {
    if (closing) return;
    if (outcome.status === 'failed') console.error(`The Quran's translations are not served: ${failureOf(outcome.error)}`);
    else if (outcome.report.status === 'imported') {
      console.log(editionsServedMessage(outcome.report));
    } else console.log(`Quran editions ${outcome.report.version} already imported`);
  });
  void stack.tafsirImport.then(reportTafsirImport);
  const shutdown = () => {
    closing = true;
    stack.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error(`Could not start the local service: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/**
 * A failed import's cause as the log gives it: a full disk says so, with what to free, and nothing about the
 * network or the sources, which are not at fault (issue 48: the advice was "network back" below an ENOSPC).
 */
function failureOf(error: Error): string {
  if (!isDiskFull(error)) return error.message;
  const cache = resolve(process.env.CORPUS_CACHE_DIR || DEFAULT_CACHE);
  return (
    `the disk is full (${error.message}).\nFree space on the disk holding ${dataDirectory} (the table) and ${cache} (the downloaded ` +
    'sources, about 68 MB for the hadith and duas), then restart npm start: it serves what it has and imports the rest, ' +
    'resuming a download where it stopped.'
  );
}

function reportTafsirImport(outcome: TafsirImportOutcome): void {
  if (outcome.status === 'skipped' || closing) return;
  if (outcome.status === 'failed') {
    console.error(`The commentaries (tafsir) are not served: ${failureOf(outcome.error)}`);
    return;
  }
  const { report } = outcome;
  if (report.status === 'imported') {
    const commentaries = Object.values(report.commentaries).reduce((sum, n) => sum + n, 0);
    console.log(`Tafsir ${report.version} imported (${report.editions} editions, ${commentaries} commentaries): now served`);
  } else console.log(`Tafsir ${report.version} already imported`);
}

function reportHadithImport(outcome: HadithImportOutcome): void {
  if (outcome.status === 'skipped' || closing) return;
  if (outcome.status === 'failed' && isDiskFull(outcome.error)) {
    console.error(`Hadith and duas are not served: ${failureOf(outcome.error)}\nThe Quran, utilities and chat are.`);
    return;
  }
  if (outcome.status === 'failed') {
    console.error(
      `Hadith and duas are not served: ${outcome.error.message}\n` +
        'The Quran, utilities and chat are. Once the sources can be had (network back, or CORPUS_MIRROR_DIR set), run, ' +
        `while this server runs:\n  ${process.env.CORPUS_IMPORT_COMMAND}\nor restart npm start.`,
    );
    return;
  }
  const { report, download } = outcome;
  if (download && download.downloaded > 0) {
    console.log(
      `Downloaded ${download.downloaded} hadith and dua source files (${(download.bytesDownloaded / 1e6).toFixed(1)} MB), checksums verified`,
    );
  }
  console.log(
    report.status === 'imported'
      ? `Hadith and dua corpora ${report.version} imported (${report.hadith} hadith, ${report.duas} duas): now served`
      : `Hadith and dua corpora ${report.version} already imported`,
  );
}
