// A worker thread does not inherit tsx's loader from npm start's thread (Node.js 20): register it, then
// load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./background-import-worker.ts');
