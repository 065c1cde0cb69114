import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the project's TypeScript command-line scripts as a real process, as `npm run` does,
 * with dummy AWS credentials (dynalite and the loopback stand-ins accept any) and no table or
 * endpoint inherited from the test's environment; a variable passed as undefined is removed.
 */
export function runScript(script: string, args: string[], env: Record<string, string | undefined> = {}): Promise<ScriptResult> {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    TABLE_NAME: '',
    DYNAMODB_ENDPOINT: '',
    ...env,
  };
  // A variable given as undefined is not set at all (as on a machine that never had it).
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  return new Promise((resolve) => {
    const child = spawn(join('node_modules', '.bin', 'tsx'), [script, ...args], {
      env: merged,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
