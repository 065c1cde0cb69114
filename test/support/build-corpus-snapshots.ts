/** Run by the integration project's globalSetup in a process of its own (tsx): prints the snapshot root last. */
import { buildCorpusSnapshots } from './corpus-snapshot';

const root = await buildCorpusSnapshots((line) => console.error(line));
console.log(root);
