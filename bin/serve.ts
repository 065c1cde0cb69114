/**
 * npm start: the whole service on this machine, no AWS account needed. dynalite keeps its data
 * in .local/dynamodb (gitignored), so restarts skip the corpus import unless the corpus changed.
 */
import { resolve } from 'node:path';
import { progressBar } from '../data/support/progress-bar';
import { routes } from '../functions/routes';
import { DEFAULT_LOCAL_DYNAMODB_PORT, startLocalStack } from '../lib/local/local-stack';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not '${process.env.PORT}'`);
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const dynamoPort = Number(process.env.LOCAL_DYNAMODB_PORT ?? DEFAULT_LOCAL_DYNAMODB_PORT);
if (!Number.isInteger(dynamoPort) || dynamoPort < 0 || dynamoPort > 65535) {
  console.error(`LOCAL_DYNAMODB_PORT must be a port number, not '${process.env.LOCAL_DYNAMODB_PORT}'`);
  process.exit(1);
}
const dataDirectory = resolve(process.env.LOCAL_DATA_DIR ?? '.local/dynamodb');

try {
  const stack = await startLocalStack({
    dataDirectory,
    port,
    host,
    dynamoPort,
    importProgress: progressBar('corpus import'),
    log: (line) => console.log(line),
  });
  const report = stack.importReport;
  console.log(
    report.status === 'imported'
      ? `Quran corpus ${report.version} imported (${report.surahs} surahs, ${report.ayahs} ayahs)`
      : `Quran corpus ${report.version} already imported`,
  );
  const hadith = stack.hadithImportReport;
  if (hadith) {
    console.log(
      hadith.status === 'imported'
        ? `Hadith and dua corpora ${hadith.version} imported (${hadith.hadith} hadith, ${hadith.duas} duas)`
        : `Hadith and dua corpora ${hadith.version} already imported`,
    );
  }
  console.log(`DynamoDB (dynalite) at ${stack.dynamoEndpoint}, table ${stack.tableName}, data in ${dataDirectory}`);
  for (const route of routes) console.log(`  ${route.method.padEnd(4)} ${stack.baseUrl}${route.path}`);
  console.log(`Islamic Knowledge API listening on ${stack.baseUrl}`);
  const shutdown = () => {
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
