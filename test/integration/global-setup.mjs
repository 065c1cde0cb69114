// Builds (or finds) the imported corpora once for the whole integration run; see test/support/corpus-snapshot.ts.
import { startSnapshotBuild } from '../support/snapshot-build.mjs';

export default async function globalSetup() {
  const started = Date.now();
  const { code, stdout, stderr } = await startSnapshotBuild('  ').outcome;
  if (code !== 0) throw new Error(`Could not build the test corpus snapshots (exit ${code}):\n${stderr}${stdout}`);
  const lines = stdout.trim().split('\n');
  process.env.TEST_CORPUS_SNAPSHOTS = lines[lines.length - 1];
  process.stdout.write(`corpus snapshots ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
