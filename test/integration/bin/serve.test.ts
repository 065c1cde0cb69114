import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `npm start` as a user runs it: the real entry point in its own process, data kept on disk. */
function startServe(dataDirectory: string): { child: ChildProcess; output: () => string; ready: Promise<string> } {
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['bin/serve.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      LOCAL_DYNAMODB_PORT: '0',
      LOCAL_DATA_DIR: dataDirectory,
      // This suite is about the Quran import and restarts; the hadith import has suites of its own.
      CORPUS_MIRROR_DIR: join(dataDirectory, 'no-mirror-here'),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
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

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('npm start (bin/serve.ts)', () => {
  let dataDirectory: string;
  beforeAll(async () => {
    dataDirectory = await mkdtemp(join(tmpdir(), 'serve-test-'));
  });
  afterAll(() => rm(dataDirectory, { recursive: true, force: true }));

  it('imports on first start, serves the API, shuts down cleanly and reuses its data on restart', async () => {
    const first = startServe(dataDirectory);
    const baseUrl = await first.ready;
    expect(first.output()).toMatch(/Quran corpus s\d+-[0-9a-f]{12} imported \(114 surahs, 6236 ayahs\)/);
    const response = await fetch(`${baseUrl}/api/v1/quran?surah=1&ayah=2`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { ayah: { translation: string } }).ayah.translation).toBe(
      '[All] praise is [due] to Allah, Lord of the worlds',
    );
    expect(await stop(first.child)).toBe(0);

    const second = startServe(dataDirectory);
    const secondUrl = await second.ready;
    expect(second.output()).toMatch(/Quran corpus s\d+-[0-9a-f]{12} already imported/);
    const again = await fetch(`${secondUrl}/api/v1/quran?search=kursi`);
    expect(((await again.json()) as { results: Array<{ ayah: { reference: string } }> }).results[0].ayah.reference).toBe('2:255');
    expect(await stop(second.child)).toBe(0);
  });

  it('refuses an invalid PORT with a clear message', async () => {
    const child = spawn(join('node_modules', '.bin', 'tsx'), ['bin/serve.ts'], {
      env: { ...process.env, PORT: 'eighty', LOCAL_DATA_DIR: dataDirectory },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("PORT must be a port number, not 'eighty'");
  });
});
