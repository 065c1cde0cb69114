// Derives the gazetteer's compact file off the server's thread (gazetteer-preparation.ts). A worker does not inherit
// tsx's loader from npm start's thread (Node.js 20): register it, then load the TypeScript module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { ensureGazetteerFile } = await import('../../functions/places/gazetteer-file.ts');
ensureGazetteerFile(workerData.path);
