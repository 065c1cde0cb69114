// Builds (or finds) the imported corpora once for the whole integration run; see test/support/corpus-snapshot.ts.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The build prints its progress on stderr as it goes (a snapshot takes minutes to build on a busy machine, and a run
 * that prints nothing for that long looks hung); its last stdout line is the snapshots' root.
 */
export default async function globalSetup() {
  const started = Date.now();
  const child = spawn(`${root}node_modules/.bin/tsx`, ['test/support/build-corpus-snapshots.ts'], {
    cwd: root,
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    stderr += chunk;
    process.stdout.write(chunk.replace(/^(?=.)/gm, '  '));
  });
  const status = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (status !== 0) throw new Error(`Could not build the test corpus snapshots (exit ${status}):\n${stderr}${stdout}`);
  const lines = stdout.trim().split('\n');
  process.env.TEST_CORPUS_SNAPSHOTS = lines[lines.length - 1];
  process.stdout.write(`corpus snapshots ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
