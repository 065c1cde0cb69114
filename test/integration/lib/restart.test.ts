import { join } from 'node:path';
import { type LocalStack, startLocalStack } from '../../../lib/local/local-stack';
import { copyCorpusSnapshot, SNAPSHOT_ROOT_VARIABLE, type SnapshotCopy } from '../../support/corpus-snapshot';
import { fixtureSources } from '../../support/fixture-corpus';
import { tanzilSources } from '../../support/real-corpus';

/**
 * A restart of a fully imported server (issue 36, finding 6): as `npm start` does, it listens at once and checks
 * its corpora in the background; meanwhile every corpus the table holds stays served, none answered 503.
 */
let snapshot: SnapshotCopy | undefined;
let stack: LocalStack | undefined;

afterAll(async () => {
  await stack?.close();
  await snapshot?.remove();
});

const PATHS = [
  '/api/v1/quran?surah=1&ayah=1',
  '/api/v1/quran?surah=2&ayah=255&translations=ur,fr',
  '/api/v1/quran?search=paradise&translations=fr',
  '/api/v1/quran?list=translations',
  '/api/v1/hadith?collection=bukhari&number=1',
  '/api/v1/hadith?search=prayer',
  '/api/v1/duas',
];

it('serves every corpus it holds from its first request while the background imports find them up to date', async () => {
  snapshot = await copyCorpusSnapshot('fixture');
  if (!snapshot) throw new Error('No fixture corpus snapshot in this run (test/integration/global-setup.mjs builds it)');
  const sources = fixtureSources(join(process.env[SNAPSHOT_ROOT_VARIABLE]!, 'fixture', 'fixture-sources'));
  Object.assign(process.env, { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '5000' });
  // The Tanzil translations from where the snapshot had them (local-service.ts does the same).
  stack = await startLocalStack({
    dataDirectory: snapshot.dataDirectory,
    hadithSources: sources,
    tanzilSources: (await tanzilSources()) ?? false,
    hadithInBackground: true,
  });
  let settled = false;
  void Promise.all([stack.hadithImport, stack.editionsImport]).then(() => (settled = true));
  const statuses = new Map<string, number[]>();
  let rounds = 0;
  // Until both background imports have ended, and at least three rounds.
  while (!settled || rounds < 3) {
    for (const path of PATHS) {
      const response = await fetch(`${stack.baseUrl}${path}`);
      await response.arrayBuffer();
      statuses.set(path, [...(statuses.get(path) ?? []), response.status]);
    }
    rounds += 1;
  }
  for (const path of PATHS) expect([path, [...new Set(statuses.get(path))]]).toEqual([path, [200]]);
  const [hadith, editions] = await Promise.all([stack.hadithImport, stack.editionsImport]);
  if (hadith.status === 'failed') throw hadith.error;
  expect(hadith).toMatchObject({ status: 'done', report: { status: 'up-to-date' } });
  expect(editions).toMatchObject({ status: 'done', report: { status: 'up-to-date' } });
});
