import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { AUTHORIZER_ENTRY, EDGE_ROUTE, routes } from '../functions/routes';
import { esbuildOptionsOf, sourceMapEnvironment, type FunctionBundling } from '../lib/function-bundling';
import { median, percentile } from './statistics';

const RUNS = 11;

/** Milliseconds a new node process takes to import `file` (its module code included: clients, handler), `RUNS` times. */
function importTimes(file: string, bundling: FunctionBundling): number[] {
  const samples: number[] = [];
  const flags = sourceMapEnvironment(bundling).NODE_OPTIONS?.split(' ') ?? [];
  const probe = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
  for (let i = 0; i < RUNS; i += 1) {
    const run = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', probe], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        TABLE_NAME: 'bench-table',
        AWS_REGION: 'us-east-1',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    });
    if (run.status !== 0) throw new Error(`importing ${file} failed: ${run.stderr}`);
    samples.push(Number(run.stdout.trim()));
  }
  return samples;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const ms = (value: number) => value.toFixed(0).padStart(4);

/**
 * Issue 28, cold start: every function bundled as the stack bundles it (lib/function-bundling.ts), then imported by a
 * new node process, as Lambda's runtime does on a cold start; against the same bundle with source maps read
 * (`-c sourceMaps=true`) and a new process importing an empty module (node's own floor), in the same run.
 */
export async function benchColdStart(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'cold-start-'));
  try {
    const empty = path.join(folder, 'empty.mjs');
    writeFileSync(empty, 'export {};\n');
    const floor = importTimes(empty, { sourceMaps: false });
    console.log(`\nCold start: a new node process imports each function's bundle (${RUNS} runs each, milliseconds)`);
    console.log(`baseline, an empty module: median ${ms(median(floor))}, p99 ${ms(percentile(floor, 0.99))}`);
    console.log('function      | bundle  | import: median | p99  | with source maps: map    | median | p99  | ratio');
    console.log('--------------|---------|----------------|------|--------------------------|--------|------|------');
    const entries = [
      ...routes.map((route) => [route.id, route.entry] as const),
      [EDGE_ROUTE.id, EDGE_ROUTE.entry] as const,
      ['authorizer', AUTHORIZER_ENTRY] as const,
    ];
    for (const [id, entry] of entries) {
      const bundles = await Promise.all(
        [false, true].map(async (sourceMaps) => {
          const outfile = path.join(folder, `${id}-${sourceMaps ? 'maps' : 'plain'}.mjs`);
          await build({ ...esbuildOptionsOf({ sourceMaps }), entryPoints: [entry], outfile, logLevel: 'error' });
          return outfile;
        }),
      );
      const plain = importTimes(bundles[0], { sourceMaps: false });
      const mapped = importTimes(bundles[1], { sourceMaps: true });
      console.log(
        `${id.padEnd(13)} | ${kb(statSync(bundles[0]).size).padStart(7)} | ${ms(median(plain)).padStart(14)} | ${ms(percentile(plain, 0.99))} | ` +
          `${kb(statSync(`${bundles[1]}.map`).size).padStart(24)} | ${ms(median(mapped)).padStart(6)} | ${ms(percentile(mapped, 0.99))} | ` +
          `${(median(mapped) / median(plain)).toFixed(2)}`,
      );
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
