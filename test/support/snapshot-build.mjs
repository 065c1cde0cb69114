// The corpus snapshots' build (test/support/build-corpus-snapshots.ts) as a child process, shared by `npm test`'s runner
// (test/run-tests.mjs), which starts it early, and the integration project's globalSetup, which finds it done.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Starts the build. Its progress (stderr) is printed as it goes, each line after `prefix` (a build takes minutes on a
 * busy machine, and a run that prints nothing for that long looks hung); `outcome` resolves with its exit code (1 when
 * it could not start or a signal ended it) and what it wrote, its last stdout line being the snapshots' root.
 */
export function startSnapshotBuild(prefix) {
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
    process.stdout.write(chunk.replace(/^(?=.)/gm, prefix));
  });
  const outcome = new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: 1, stdout, stderr: `${stderr}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
  return { outcome, stop: () => child.kill('SIGTERM') };
}
