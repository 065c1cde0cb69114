import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/** `npm start` as a user runs it: the real entry point (bin/serve.ts) in a process of its own. */
export interface ServeProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output: () => string;
  /** Its base URL once it listens; rejects if it exits first. */
  ready: Promise<string>;
}

/**
 * Starts bin/serve.ts with its data in `dataDirectory` (dynalite's files in `dynamodb/`, unless LOCAL_DATA_DIR is
 * given), on free ports, on a machine without the sources (an empty mirror at `empty-mirror/`, no downloads) unless
 * `env` says otherwise.
 */
export function startServe(dataDirectory: string, env: Record<string, string> = {}): ServeProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/serve.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      LOCAL_DYNAMODB_PORT: '0',
      LOCAL_DATA_DIR: join(dataDirectory, 'dynamodb'),
      CORPUS_MIRROR_DIR: join(dataDirectory, 'empty-mirror'),
      CORPUS_CACHE_DIR: join(dataDirectory, 'cache'),
      CORPUS_OFFLINE: 'true',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/\S+)/);
      if (match) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve exited with ${code} before it was ready:\n${output}`)));
  });
  return { child, output: () => output, ready };
}

/** Stops it as Ctrl-C would (SIGTERM), and resolves with its exit code. */
export function stopServe(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}
