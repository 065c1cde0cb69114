import { Worker } from 'node:worker_threads';
import { derivedGazetteerPath } from '../../functions/places/gazetteer';
import { isGazetteerFileCurrent } from '../../functions/places/gazetteer-file';

/**
 * The gazetteer's compact file (functions/places/gazetteer-file.ts) derived as the local service starts, in a thread of
 * its own, when it is missing or stale: derived on the first request that named a city, it held the only thread, and
 * every other request, for 14-32 s (issue 51, finding 3). In Lambda it is bundled; it is not derived at install, since
 * `npm ci` must work with install scripts disabled. Resolves once the file can be read (a failure is logged, and the
 * first request that needs the file tries again and answers for itself).
 */
export function prepareGazetteerFile(log: (line: string) => void = () => undefined): Promise<void> {
  const path = derivedGazetteerPath();
  if (isGazetteerFileCurrent(path)) return Promise.resolve();
  log(`Deriving the place names' file ${path} (once, in the background: the routes that resolve places wait for it)`);
  const started = Date.now();
  const worker = new Worker(new URL('./gazetteer-worker.mjs', import.meta.url), { workerData: { path } });
  return new Promise<void>((resolve) => {
    let failed = false;
    worker.once('error', (error) => {
      failed = true;
      log(`Could not derive the place names' file: ${error.message}`);
    });
    worker.once('exit', () => {
      if (!failed) log(`The place names' file is derived (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve();
    });
  });
}
