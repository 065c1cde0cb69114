import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
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

/** What an import process is given: plain data, since it crosses processes. */
export interface BackgroundImportRequest {
  endpoint: string;
  region: string;
  tableName: string;
  /** Which of the two processes: the hadith and duas, or the Quran's other editions then the commentaries. */
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
  /** Stops them all; resolves once no write of theirs can reach the database (their processes have ended). */
  stop: () => Promise<void>;
}

/**
 * A child that answers a stop within this has finished its writes in flight; one that does not is in a long stretch
 * of loading and indexing, with none in flight, and is killed.
 */
const STOP_ANSWER_MS = 1_000;

/**
 * The import processes' V8 settings. Indexing makes millions of short-lived strings and arrays: with V8's default
 * young generation (16 MB on 64-bit) most of the import's CPU went to collecting garbage, promoted early and collected
 * again; 32 MB semi-spaces give it the 64 MB it had as a thread. A heap may grow 50 % past what its last full
 * collection kept, not V8's two to four times (the hadith's import reached 1.3 GB for 240 MB alive; issue 51).
 */
const IMPORT_V8_FLAGS = ['--max-semi-space-size=32', '--heap-growing-percent=50'];

/**
 * The import processes' niceness: below the server's, so that a request never waits for a core behind them. Two
 * imports and the server's threads are more runnable threads than a small machine has cores; at equal priority a
 * request waited for its share (a first request 3.1-3.7 s at load 13-15, the deadline 2.5 s; 1.8-2.3 s at 10).
 * Niceness weighs only within a session's scheduling group (Linux's autogroup): against other programs the imports
 * keep their share, and on an idle machine they have the cores the server leaves.
 */
const IMPORT_NICENESS = 10;

interface ImportProcess {
  stop: () => Promise<void>;
}

/**
 * One child process running `request.imports`, its messages handed to `onMessage`; `ended` when it ends early. A
 * process, not a thread: what an import held (its sources, its indexes, and the allocator's arenas they fragmented)
 * goes back to the system when it exits, where a thread's left the server at 650 MB once everything was served
 * against 180 MB after a restart (issue 51).
 */
function startImportProcess(
  request: BackgroundImportRequest,
  onMessage: (message: WorkerMessage) => void,
  ended: (error: Error) => void,
): ImportProcess {
  // The environment as this module sees it (the credentials and settings the local stack set), passed explicitly: a
  // host that gives modules an environment of their own (a test runner's sandbox) would otherwise hand the child another.
  const child = fork(fileURLToPath(new URL('./background-import-worker.ts', import.meta.url)), [], {
    env: { ...process.env },
    execArgv: ['--disable-warning=ExperimentalWarning', '--import', 'tsx', ...IMPORT_V8_FLAGS],
    // Errors cross as errors (structured clone), as they did between threads.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    if (child.pid !== undefined) setPriority(child.pid, IMPORT_NICENESS);
  } catch {
    // A system that refuses (none known) leaves the import at the server's priority: slower answers, not wrong ones.
  }
  let answeredStop: () => void = () => undefined;
  child.on('message', (message: WorkerMessage) => {
    if (message.type === 'stopped') answeredStop();
    else onMessage(message);
  });
  child.on('error', ended);
  // 'close', not 'exit': it comes once the channel too has closed, after every message the process sent.
  const exited = new Promise<void>((resolve) =>
    child.once('close', (code, signal) => {
      ended(new Error(`the import stopped (its process exited with ${signal ?? `code ${code}`})`));
      resolve();
    }),
  );
  child.send({ type: 'request', request });
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const answered = new Promise<void>((resolve) => (answeredStop = resolve));
      if (child.connected) child.send('stop');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([answered, exited, new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_ANSWER_MS)))]);
      clearTimeout(timer);
      // Killed, not merely asked: a process in a long stretch of indexing cannot hear the stop, and one that writes no
      // more may still hold work it would send. Once it has exited, none of its writes can reach the database.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    })());
  return { stop };
}

/**
 * Runs the background imports in two child processes (background-import-worker.ts): the hadith and duas in one, the
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
  const processes = [
    startImportProcess({ ...request, imports: 'hadith' }, onMessage, (error) => settleHadith({ status: 'failed', error })),
    startImportProcess({ ...request, imports: 'editions-and-tafsir' }, onMessage, (error) => {
      settleEditions({ status: 'failed', error });
      settleTafsir({ status: 'failed', error });
    }),
  ];
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= Promise.all(processes.map((child) => child.stop())).then(() => undefined));
  return { hadithImport, editionsImport, tafsirImport, stop };
}
