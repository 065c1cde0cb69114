import { Worker } from 'node:worker_threads';
import type { HadithImportReport } from '../../data/hadith/import';
import type { QuranEditionsImportReport } from '../../data/quran/import-editions';
import type { ImportProgress, ProgressSubject } from '../../data/support/import-target';
import type { CacheFillReport, FilesLocation } from '../../data/support/pinned-sources';
import type { TafsirImportReport } from '../../data/tafsir/import';
import { DUAS_CORPUS } from '../../functions/duas/dua-items';
import { HADITH_CORPUS } from '../../functions/hadith/hadith-items';
import { QURAN_EDITIONS_CORPUS } from '../../functions/quran/quran-items';
import { TAFSIR_CORPUS } from '../../functions/tafsir/tafsir-items';

/** The corpora each background import brings (the names of their markers and import records). */
export const HADITH_IMPORT_CORPORA = [HADITH_CORPUS, DUAS_CORPUS];
export const EDITIONS_IMPORT_CORPORA = [QURAN_EDITIONS_CORPUS];
export const TAFSIR_IMPORT_CORPORA = [TAFSIR_CORPUS];

/** What each import is called where another waits for it (CorpusImportProgress.waitingFor), by its first corpus. */
export const IMPORT_NAMES: Record<string, string> = {
  [HADITH_CORPUS]: 'the hadith and duas',
  [QURAN_EDITIONS_CORPUS]: "the Quran's translations",
  [TAFSIR_CORPUS]: 'the commentaries',
};

/**
 * Which of the two import threads imports these corpora (BackgroundImportRequest.imports): the hadith and duas in one,
 * the Quran's translations then the commentaries in the other. Only an import behind another of its thread waits.
 */
export const importThreadOf = (corpora: readonly string[]): 'hadith' | 'editions-and-tafsir' =>
  corpora.includes(HADITH_CORPUS) ? 'hadith' : 'editions-and-tafsir';

/** How the hadith and dua import of a local service ended. */
export type HadithImportOutcome =
  | { status: 'skipped' }
  | { status: 'done'; report: HadithImportReport; download?: CacheFillReport }
  | { status: 'failed'; error: Error };

/** How the import of the Quran's other editions of a local service ended. */
export type EditionsImportOutcome = { status: 'done'; report: QuranEditionsImportReport } | { status: 'failed'; error: Error };

/** How the import of the commentaries (tafsir) of a local service ended: last, from the same sources as the hadith. */
export type TafsirImportOutcome =
  | { status: 'skipped' }
  | {
      status: 'done';
      report: TafsirImportReport;
      download?: CacheFillReport;
      /** How long the import took, without the download. */
      importMs: number;
    }
  | { status: 'failed'; error: Error };

/** What a worker is given: plain data, since it crosses threads. */
export interface BackgroundImportRequest {
  endpoint: string;
  region: string;
  tableName: string;
  /** Which of the two threads: the hadith and duas, or the Quran's other editions then the commentaries. */
  imports: 'hadith' | 'editions-and-tafsir';
  /** Where the hadith and dua sources come from (false: not imported). */
  hadithSources: FilesLocation | false;
  /** Where the commentaries' come from (false: not imported). */
  tafsirSources: FilesLocation | false;
  /** The commentaries' editions to import (ids); omitted: all. */
  tafsirEditions?: readonly string[];
  /** Where Tanzil's translation files come from (false: those editions are left out). */
  tanzilSources: FilesLocation | false;
}

export type WorkerMessage =
  | { type: 'progress'; bar: 'import' | 'download'; event: 'start' | 'update' | 'stop'; value?: number; subject?: ProgressSubject }
  | { type: 'note'; line: string }
  | { type: 'hadith'; outcome: HadithImportOutcome }
  | { type: 'editions'; outcome: EditionsImportOutcome }
  | { type: 'tafsir'; outcome: TafsirImportOutcome }
  | { type: 'stopped' };

export interface BackgroundImports {
  hadithImport: Promise<HadithImportOutcome>;
  editionsImport: Promise<EditionsImportOutcome>;
  tafsirImport: Promise<TafsirImportOutcome>;
  /** Stops them all; resolves once no write of theirs can reach the database (their threads have ended). */
  stop: () => Promise<void>;
}

/**
 * A worker that answers a stop within this has finished its writes in flight; one that does not is in a long
 * stretch of loading and indexing, with none in flight, and is terminated.
 */
const STOP_ANSWER_MS = 1_000;

/**
 * The import threads' young generation. Indexing makes millions of short-lived strings and arrays: with V8's default
 * (16 MB on 64-bit) most of the import's CPU went to collecting garbage, promoted early and collected again.
 */
const YOUNG_GENERATION_MB = 64;

interface ImportThread {
  stop: () => Promise<void>;
}

/** One worker thread running `request.imports`, its messages handed to `onMessage`; `failed` when it ends early. */
function startImportThread(
  request: BackgroundImportRequest,
  onMessage: (message: WorkerMessage) => void,
  ended: (error: Error) => void,
): ImportThread {
  // The environment as this module sees it (the credentials and settings the local stack set), passed explicitly: a
  // host that gives modules an environment of their own (a test runner's sandbox) would otherwise hand the worker another.
  const worker = new Worker(new URL('./background-import-worker.mjs', import.meta.url), {
    workerData: request,
    env: { ...process.env },
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  let answeredStop: () => void = () => undefined;
  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'stopped') answeredStop();
    else onMessage(message);
  });
  worker.on('error', ended);
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      ended(new Error(`the import stopped (its thread exited with code ${code})`));
      resolve();
    }),
  );
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      const answered = new Promise<void>((resolve) => (answeredStop = resolve));
      worker.postMessage('stop');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([answered, exited, new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_ANSWER_MS)))]);
      clearTimeout(timer);
      // Terminated, not merely asked: a thread in a long stretch of indexing cannot hear the stop, and one that writes
      // no more may still hold work it would send. Once it has exited, none of its writes can reach the database.
      await worker.terminate();
      await exited;
    })());
  return { stop };
}

/**
 * Runs the background imports in two worker threads (background-import-worker.ts): the hadith and duas in one, the
 * Quran's editions then the commentaries in the other, at once.
 */
export function startBackgroundImports(
  request: Omit<BackgroundImportRequest, 'imports'>,
  progress: { import?: ImportProgress; download?: ImportProgress; note?: (line: string) => void },
): BackgroundImports {
  let settleHadith!: (outcome: HadithImportOutcome) => void;
  let settleEditions!: (outcome: EditionsImportOutcome) => void;
  let settleTafsir!: (outcome: TafsirImportOutcome) => void;
  const hadithImport = new Promise<HadithImportOutcome>((resolve) => (settleHadith = resolve));
  const editionsImport = new Promise<EditionsImportOutcome>((resolve) => (settleEditions = resolve));
  const tafsirImport = new Promise<TafsirImportOutcome>((resolve) => (settleTafsir = resolve));

  const onMessage = (message: WorkerMessage) => {
    if (message.type === 'progress') {
      const bar = progress[message.bar];
      if (message.event === 'start') bar?.start?.(message.value ?? 0, message.subject);
      else if (message.event === 'update') bar?.update?.(message.value ?? 0, message.subject);
      else bar?.stop?.(message.subject);
    } else if (message.type === 'note') (progress.import?.note ?? progress.note)?.(message.line);
    else if (message.type === 'hadith') settleHadith(message.outcome);
    else if (message.type === 'editions') settleEditions(message.outcome);
    else if (message.type === 'tafsir') settleTafsir(message.outcome);
  };
  const threads = [
    startImportThread({ ...request, imports: 'hadith' }, onMessage, (error) => settleHadith({ status: 'failed', error })),
    startImportThread({ ...request, imports: 'editions-and-tafsir' }, onMessage, (error) => {
      settleEditions({ status: 'failed', error });
      settleTafsir({ status: 'failed', error });
    }),
  ];
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= Promise.all(threads.map((thread) => thread.stop())).then(() => undefined));
  return { hadithImport, editionsImport, tafsirImport, stop };
}
