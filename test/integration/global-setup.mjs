// Builds (or finds) the imported corpora once for the whole integration run; see test/support/corpus-snapshot.ts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export default function globalSetup() {
  const started = Date.now();
  const result = spawnSync(`${root}node_modules/.bin/tsx`, ['test/support/build-corpus-snapshots.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  });
  if (result.status !== 0) {
    throw new Error(`Could not build the test corpus snapshots (exit ${result.status}):\n${result.stderr}${result.stdout}`);
  }
  const lines = result.stdout.trim().split('\n');
  process.env.TEST_CORPUS_SNAPSHOTS = lines[lines.length - 1];
  const notes = result.stderr.trim();
  process.stdout.write(
    `\ncorpus snapshots ready in ${((Date.now() - started) / 1000).toFixed(1)} s${notes ? `: ${notes.replace(/\n/g, '; ')}` : ''}\n`,
  );
}
