// `npm test`: the type check, the lint, the unit tests and the integration tests, in that order, the first failure
// ending the run with its exit code, as `a && b && c && d` did. The integration tests' corpus snapshots (minutes of
// one core, test/support/corpus-snapshot.ts) are built meanwhile, where they used to be built by the integration
// project's globalSetup after everything else: the other core was idle through the build, and the checks before it are
// no longer waited for twice. The globalSetup then finds them built; a build that failed fails the run, with its output.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startSnapshotBuild } from './support/snapshot-build.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const env = { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

/** Runs a command with this terminal; resolves with its exit code (1 when a signal ended it). */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const extraArguments = process.argv.slice(2); // `npm test -- <pattern>`: for the integration tests, as before
const started = Date.now();
const snapshots = startSnapshotBuild('[corpus snapshots] ');
const stages = [
  ['tsc', ['node_modules/.bin/tsc', '--noEmit']],
  ['lint', ['npm', 'run', 'lint']],
  ['unit', ['npm', 'run', 'test:unit']],
];
for (const [name, [command, ...args]] of stages) {
  const stageStarted = Date.now();
  const code = await run(command, args);
  console.log(
    `npm test: ${name} ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${((Date.now() - stageStarted) / 1000).toFixed(1)} s`,
  );
  if (code !== 0) {
    snapshots.stop();
    process.exit(code);
  }
}
const built = await snapshots.outcome;
if (built.code !== 0) {
  console.error(`npm test: could not build the test corpus snapshots (exit ${built.code}):\n${built.stderr}${built.stdout}`);
  process.exit(1);
}
console.log(`npm test: corpus snapshots ready ${((Date.now() - started) / 1000).toFixed(1)} s after the start`);
const integrationStarted = Date.now();
const code = await run('npm', ['run', 'test:integration', '--', ...extraArguments]);
console.log(
  `npm test: integration ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${((Date.now() - integrationStarted) / 1000).toFixed(1)} s`,
);
process.exit(code);
