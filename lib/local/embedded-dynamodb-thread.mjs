// dynalite in a worker thread of the local server (embedded-dynamodb.ts, ownThread). A worker does not inherit
// tsx's loader from npm start's thread (Node.js 20): register it, then load the TypeScript module.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { serveDynalite } = await import('./embedded-dynamodb.ts');
try {
  const dynamo = await serveDynalite(workerData);
  parentPort.once('message', async () => {
    try {
      await dynamo.close();
      parentPort.postMessage({ closed: true });
    } catch (error) {
      parentPort.postMessage({ closed: true, error: String(error?.message ?? error) });
    }
  });
  parentPort.postMessage({ started: dynamo.endpoint });
} catch (error) {
  parentPort.postMessage({ failed: String(error?.message ?? error), code: error?.code });
}
