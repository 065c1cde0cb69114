/**
 * One process of `npm start`'s background imports (background-imports.ts): the hadith and duas in one, the Quran's
 * other editions then the commentaries in another. Loading and indexing the sources is minutes of CPU that, on the
 * server's thread, held every request for as long (a request waited 15 s after "listening"); two processes keep both
 * of a small machine's cores busy while dynalite, in a thread of the server, writes what they send; and what they
 * held goes back to the system as they exit.
 */
import { fetchAndImportHadithAndDuas } from '../../data/hadith/import';
import { importQuranEditions } from '../../data/quran/import-editions';
import { type ImportProgress, keepWaitingRecords, type ProgressSubject, recordedProgress } from '../../data/support/import-target';
import { fetchAndImportTafsir } from '../../data/tafsir/import';
import { BATCH_TIMEOUTS, closeTableConnections, createDocumentClient } from '../../functions/shared/dynamo';
import {
  type BackgroundImportRequest,
  EDITIONS_IMPORT_CORPORA,
  HADITH_IMPORT_CORPORA,
  TAFSIR_IMPORT_CORPORA,
  type WorkerMessage,
} from './background-imports';

// The server gone (killed, or crashed), nothing this process could write would be served: it ends with it.
process.on('disconnect', () => process.exit(1));
const request = await new Promise<BackgroundImportRequest>((resolve) => {
  const onRequest = (message: { type?: string; request?: BackgroundImportRequest }) => {
    if (message?.type !== 'request' || !message.request) return;
    process.off('message', onRequest);
    // The channel does not keep the process alive once it has its work: it ends when its imports have (messages being
    // sent are written first).
    process.channel?.unref();
    resolve(message.request);
  };
  process.on('message', onRequest);
});
const post = (message: WorkerMessage) => {
  if (process.connected) process.send!(message);
};
const stop = new AbortController();
let inFlight = 0;
let settled: () => void = () => undefined;

const client = createDocumentClient({ region: request.region, endpoint: request.endpoint }, BATCH_TIMEOUTS);
// Counted so that a stop waits for the writes dynalite is serving before its database may close.
client.middlewareStack.add(
  (next) => async (args) => {
    // Once stopped, nothing new reaches the database (the server may close it).
    stop.signal.throwIfAborted();
    inFlight += 1;
    try {
      return await next(args);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) settled();
    }
  },
  { step: 'initialize', name: 'countRequestsInFlight' },
);

const progress = (bar: 'import' | 'download'): ImportProgress => ({
  start: (total, subject?: ProgressSubject) => post({ type: 'progress', bar, event: 'start', value: total, subject }),
  update: (value, subject?: ProgressSubject) => post({ type: 'progress', bar, event: 'update', value, subject }),
  stop: (subject?: ProgressSubject) => post({ type: 'progress', bar, event: 'stop', subject }),
  note: (line) => post({ type: 'note', line }),
});

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

process.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  stop.abort(new Error('the local service is closing'));
  const done = () => post({ type: 'stopped' });
  if (inFlight === 0) done();
  else settled = done;
});

const target = { client, tableName: request.tableName };
/**
 * npm start said in the table that these imports are under way (local-stack.ts); one that failed, perhaps before
 * it began, takes that back so that requests are told to run it. (After a stop nothing more is written.)
 */
const withdraw = (corpora: readonly string[]) => recordedProgress(target, corpora).end();

async function importHadith(): Promise<void> {
  if (!request.hadithSources) return post({ type: 'hadith', outcome: { status: 'skipped' } });
  try {
    const imported = await fetchAndImportHadithAndDuas(target, {
      location: request.hadithSources,
      progress: progress('import'),
      downloadProgress: progress('download'),
      signal: stop.signal,
    });
    post({ type: 'hadith', outcome: { status: 'done', ...imported } });
  } catch (error) {
    await withdraw(HADITH_IMPORT_CORPORA);
    post({ type: 'hadith', outcome: { status: 'failed', error: asError(error) } });
  }
}

async function importEditionsThenTafsir(): Promise<void> {
  try {
    const report = await importQuranEditions(target, {
      location: { kind: 'npm' },
      // Tanzil's translations (Pickthall, Yusuf Ali) come from where the hadith do: the mirror, the cache or a download.
      tanzil: request.tanzilSources || undefined,
      progress: progress('import'),
      concurrency: 2,
      signal: stop.signal,
    });
    post({ type: 'editions', outcome: { status: 'done', report } });
  } catch (error) {
    await withdraw(EDITIONS_IMPORT_CORPORA);
    post({ type: 'editions', outcome: { status: 'failed', error: asError(error) } });
  }
  if (!request.tafsirSources) return post({ type: 'tafsir', outcome: { status: 'skipped' } });
  try {
    const imported = await fetchAndImportTafsir(target, {
      location: request.tafsirSources,
      editions: request.tafsirEditions,
      progress: progress('import'),
      downloadProgress: progress('download'),
      concurrency: 2,
      signal: stop.signal,
    });
    post({ type: 'tafsir', outcome: { status: 'done', ...imported } });
  } catch (error) {
    await withdraw(TAFSIR_IMPORT_CORPORA);
    post({ type: 'tafsir', outcome: { status: 'failed', error: asError(error) } });
  }
}

// The commentaries wait their turn behind the translations, in this process, and say so for as long as they wait (a
// first download takes minutes). The hadith's process has nothing waiting.
const waiting = request.imports === 'hadith' ? undefined : keepWaitingRecords(target, TAFSIR_IMPORT_CORPORA);
await (request.imports === 'hadith' ? importHadith() : importEditionsThenTafsir());
waiting?.stop();
// The SDK's client does not close the connections it was given; they are closed here, as the process's imports end.
closeTableConnections(client);
