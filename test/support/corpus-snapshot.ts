import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, cp, link, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { build } from 'esbuild';
import { type HadithImportReport, importHadithAndDuas } from '../../data/hadith/import';
import { importQuran, type QuranImportReport } from '../../data/quran/import';
import { importQuranEditions } from '../../data/quran/import-editions';
import { ensureTable } from '../../data/support/local-table';
import type { FileSources } from '../../data/support/pinned-sources';
import { importTafsir } from '../../data/tafsir/import';
import { BATCH_TIMEOUTS, createDocumentClient } from '../../functions/shared/dynamo';
import { COMMENTARY_RETRIEVAL } from '../../functions/tafsir/commentary-retrieval';
import { startEmbeddedDynamo } from '../../lib/local/embedded-dynamodb';
import { LOCAL_REGION, LOCAL_TABLE_NAME } from '../../lib/local/local-stack';
import { writeFixtureCorpus } from './fixture-corpus';
import { realCorpusSources, realTafsirSources, tanzilSources } from './real-corpus';

/**
 * The imported corpora, built once per change of the code that shapes them and shared by every
 * integration suite: dynalite's LevelDB directories under node_modules/.cache, one with the Quran
 * and its translations only ("quran"), one with the synthetic fixture's hadith and duas too ("fixture", always built), and
 * one with the real hadith and duas ("full", built when the real sources are on this machine). A suite
 * never opens them: it starts dynalite on a copy of its own (copyCorpusSnapshot), so writes stay its own.
 */
export type SnapshotKind = 'quran' | 'fixture' | 'full';

export interface SnapshotReports {
  quran: QuranImportReport;
  hadith?: HadithImportReport;
}

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SNAPSHOT_ROOT_VARIABLE = 'TEST_CORPUS_SNAPSHOTS';

/**
 * Everything that decides what the import writes: the code the snapshot build loads (this module bundled by esbuild,
 * as Lambda's bundles are, comments and whitespace left out), the manifests it reads, the lockfile and the sources on
 * this machine. A change to a handler, the MCP tools, the docs or a comment does not rebuild the snapshots; a change
 * to an importer, an item layout or the search code they use does.
 */
async function inputsFingerprint(real: FileSources | undefined, tafsir: FileSources | undefined): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(import.meta.url)],
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const hash = createHash('sha256');
  for (const output of outputFiles) hash.update(output.contents);
  for (const manifest of (await readdir(join(PROJECT_ROOT, 'data', 'manifests'))).sort()) {
    hash.update(`${manifest}\n`).update(await readFile(join(PROJECT_ROOT, 'data', 'manifests', manifest)));
  }
  hash.update(await readFile(join(PROJECT_ROOT, 'package-lock.json')));
  hash.update(real ? `hadith:${JSON.stringify(real)}` : 'hadith:none');
  hash.update(tafsir ? `tafsir:${JSON.stringify(tafsir)}` : 'tafsir:none');
  hash.update((await tanzilSources()) ? 'tanzil:present' : 'tanzil:none');
  return hash.digest('hex').slice(0, 16);
}

/**
 * The commentaries a snapshot holds: those question retrieval reads (five of the sixteen), so that the suites see the
 * retrieval the service does; the others are imported by the same code and measured in the bench.
 */
export const SNAPSHOT_TAFSIR_EDITIONS = [...new Set(Object.values(COMMENTARY_RETRIEVAL).flat())];

async function importInto(
  directory: string,
  kind: SnapshotKind,
  hadithSources?: FileSources,
  tafsirSources?: FileSources,
): Promise<SnapshotReports> {
  // dynalite in a thread of its own, as under npm start: it stores one batch while this thread prepares the next, so
  // the build is not bound to one core (measured on the Quran at load 20: 53 s alone, 45 s in its own thread).
  const dynamo = await startEmbeddedDynamo({ dataDirectory: directory, ownThread: true });
  const raw = new DynamoDBClient({
    region: LOCAL_REGION,
    endpoint: dynamo.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const client = createDocumentClient({ region: LOCAL_REGION, endpoint: dynamo.endpoint }, BATCH_TIMEOUTS);
  try {
    await ensureTable(raw, LOCAL_TABLE_NAME);
    const target = { client, tableName: LOCAL_TABLE_NAME };
    const quran = await importQuran(target, { location: { kind: 'npm' } });
    await importQuranEditions(target, { location: { kind: 'npm' }, tanzil: await tanzilSources() });
    if (kind === 'quran' && tafsirSources) await importTafsir(target, { location: tafsirSources, editions: SNAPSHOT_TAFSIR_EDITIONS });
    if (kind === 'quran' || !hadithSources) return { quran };
    return { quran, hadith: await importHadithAndDuas(target, { location: hadithSources }) };
  } finally {
    raw.destroy();
    client.destroy();
    await dynamo.close();
  }
}

/**
 * Builds the snapshots unless this fingerprint's are there already; returns their root. A build goes to
 * a temporary name and is renamed when complete, so an interrupted run never leaves a half snapshot.
 */
export async function buildCorpusSnapshots(log: (line: string) => void = () => undefined): Promise<string> {
  process.env.AWS_ACCESS_KEY_ID ||= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ||= 'local';
  const cache = join(PROJECT_ROOT, 'node_modules', '.cache', 'islamic-api-test-corpus');
  const real = await realCorpusSources();
  const tafsir = await realTafsirSources();
  const fingerprint = await inputsFingerprint(real, tafsir);
  const root = join(cache, fingerprint);
  await mkdir(root, { recursive: true });
  // Snapshots of other code are about 200 MB each and never used again: only the current one is kept.
  for (const entry of await readdir(cache)) if (entry !== fingerprint) await rm(join(cache, entry), { recursive: true, force: true });
  for (const kind of ['quran', 'fixture', 'full'] as const) {
    const final = join(root, kind);
    if (existsSync(join(final, 'reports.json'))) continue;
    if (kind === 'full' && !real) {
      log('corpus snapshot: the real hadith and dua sources are not on this machine; the suites about them are skipped and say so');
      continue;
    }
    const started = Date.now();
    log(`corpus snapshot '${kind}': building (minutes on a busy machine; reused until the code it loads or the lockfile changes)`);
    const building = join(root, `${kind}.building-${process.pid}`);
    await rm(building, { recursive: true, force: true });
    const hadithSources =
      kind === 'fixture' ? await writeFixtureCorpus(join(building, 'fixture-sources')) : kind === 'full' ? real : undefined;
    // The hadith snapshots start from the Quran one: only the hadith and duas are imported again.
    if (kind !== 'quran') await cp(join(root, 'quran', 'dynamodb'), join(building, 'dynamodb'), { recursive: true });
    const reports = await importInto(join(building, 'dynamodb'), kind, hadithSources, tafsir);
    if (kind !== 'quran')
      reports.quran = (JSON.parse(await readFile(join(root, 'quran', 'reports.json'), 'utf8')) as SnapshotReports).quran;
    await writeFile(join(building, 'reports.json'), JSON.stringify(reports));
    await rm(final, { recursive: true, force: true });
    await rename(building, final);
    log(`corpus snapshot '${kind}' built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return root;
}

export interface SnapshotCopy {
  /** dynalite's data directory, a private copy. */
  dataDirectory: string;
  reports: SnapshotReports;
  remove: () => Promise<void>;
}

/** A private copy of a snapshot, or undefined when the run has none (then the suite imports for itself). */
export async function copyCorpusSnapshot(kind: SnapshotKind): Promise<SnapshotCopy | undefined> {
  const root = process.env[SNAPSHOT_ROOT_VARIABLE];
  if (!root || !existsSync(join(root, kind, 'reports.json'))) return undefined;
  const source = join(root, kind, 'dynamodb');
  const copy = await mkdtemp(join(tmpdir(), `corpus-${kind}-`));
  // LevelDB never rewrites a table file (*.ldb) once written, it only deletes it after a compaction:
  // those are hard-linked, cheaply; the log, manifest and lock files, which it does write, are copied.
  for (const entry of await readdir(source)) {
    const from = join(source, entry);
    const to = join(copy, entry);
    if (entry.endsWith('.ldb')) await link(from, to).catch(() => copyFile(from, to));
    else await copyFile(from, to);
  }
  return {
    dataDirectory: copy,
    reports: JSON.parse(await readFile(join(root, kind, 'reports.json'), 'utf8')) as SnapshotReports,
    remove: () => rm(copy, { recursive: true, force: true }),
  };
}
