import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { AUTHORIZER_ENTRY, EDGE_ROUTE, routes } from '../functions/routes';
import { esbuildOptionsOf, type FunctionBundling, sourceMapEnvironment } from '../lib/function-bundling';
import { median, percentile } from './statistics';

const RUNS = 15;

/** One replacement in the project's own files, refusing to build if it no longer finds what it replaces. */
function rewrite(name: string, file: RegExp, from: RegExp | string, to: string, prepend = ''): Plugin {
  return {
    name,
    setup(builder) {
      builder.onLoad({ filter: file }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        const contents = prepend + text.replace(from, to);
        if (typeof from === 'string' && !text.includes(from)) throw new Error(`${name}: ${args.path} no longer holds ${from}`);
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * The project's files as they were before issue 28's change: zod's named `z` export, which carries every locale. What
 * the bundles were, rebuilt in the same run, so that the ratio is not one between two runs of a busy machine.
 */
const namedZodImport = rewrite(
  'named-zod-import',
  /\/(functions|lib)\/.*\.ts$/,
  /^import \* as z from 'zod';$/m,
  "import { z } from 'zod';",
);

/** The log's correlation id read by Powertools' JMESPath search, as before (its engine bundled with every function). */
const jmespathCorrelation = rewrite(
  'jmespath-correlation',
  /\/functions\/shared\/observability\.ts$/,
  'new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME })',
  'new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME, correlationIdSearchFn: jmespathSearch })',
  "import { search as jmespathSearch } from '@aws-lambda-powertools/logger/correlationId';\n",
);

interface Variant {
  name: string;
  bundling: FunctionBundling;
  plugins: Plugin[];
  /** Every credential provider bundled, as before (lib/function-bundling.ts, PROVIDERS_LAMBDA_NEVER_LOADS). */
  allProviders?: boolean;
}

const VARIANTS: Variant[] = [
  { name: 'deployed', bundling: { sourceMaps: false }, plugins: [] },
  { name: 'source maps', bundling: { sourceMaps: true }, plugins: [] },
  // As deployed by the previous stop: zod without locales, no maps, every provider and the JMESPath engine. (The
  // first plugin to answer for a file wins: observability.ts has no zod import.)
  { name: 'last stop', bundling: { sourceMaps: false }, plugins: [jmespathCorrelation], allProviders: true },
  { name: 'before', bundling: { sourceMaps: true }, plugins: [jmespathCorrelation, namedZodImport], allProviders: true },
];

/** Milliseconds a new node process takes to import `file` (its module code included: clients, handler). */
function importTime(file: string, bundling: FunctionBundling): number {
  const flags = sourceMapEnvironment(bundling).NODE_OPTIONS?.split(' ') ?? [];
  const probe = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
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
  return Number(run.stdout.trim());
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)}`;
const ms = (values: number[]) => `${median(values).toFixed(0)} / ${percentile(values, 0.99).toFixed(0)}`;

/**
 * Issue 28, cold start: every function bundled as the stack bundles it (lib/function-bundling.ts), then imported by a
 * new node process, as Lambda's runtime does on a cold start; against the same bundle with its source maps read
 * (`-c sourceMaps=true`), the bundle as it was before (zod's named import, source maps read) and a process importing
 * an empty module (node's own floor), in the same run, the variants' runs interleaved.
 */
export async function benchColdStart(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'cold-start-'));
  try {
    const empty = path.join(folder, 'empty.mjs');
    writeFileSync(empty, 'export {};\n');
    const floor = Array.from({ length: RUNS }, () => importTime(empty, { sourceMaps: false }));
    console.log(`\nCold start: a new node process imports each function's bundle (${RUNS} runs each; milliseconds, median / p99)`);
    console.log(`baseline, an empty module: ${ms(floor)}`);
    console.log(
      'function     | KB: deployed | last stop | before | import: deployed | source maps | last stop | before    | last stop / deployed | before / deployed',
    );
    console.log(
      '-------------|--------------|-----------|--------|------------------|-------------|-----------|-----------|----------------------|------------------',
    );
    const entries = [
      ...routes.map((route) => [route.id, route.entry] as const),
      [EDGE_ROUTE.id, EDGE_ROUTE.entry] as const,
      ['authorizer', AUTHORIZER_ENTRY] as const,
    ];
    for (const [id, entry] of entries) {
      const files = await Promise.all(
        VARIANTS.map(async (variant, index) => {
          const outfile = path.join(folder, `${id}-${index}.mjs`);
          await build({
            ...esbuildOptionsOf(variant.bundling),
            ...(variant.allProviders ? { external: [] } : {}),
            entryPoints: [entry],
            outfile,
            plugins: variant.plugins,
            logLevel: 'error',
          });
          return outfile;
        }),
      );
      const times: number[][] = VARIANTS.map(() => []);
      for (let run = 0; run < RUNS; run += 1) {
        for (const [index, variant] of VARIANTS.entries()) times[index].push(importTime(files[index], variant.bundling));
      }
      const size = (index: number) => kb(statSync(files[index]).size);
      console.log(
        `${id.padEnd(12)} | ${size(0).padStart(12)} | ${size(2).padStart(9)} | ${size(3).padStart(6)} | ` +
          `${ms(times[0]).padStart(16)} | ${ms(times[1]).padStart(11)} | ${ms(times[2]).padStart(9)} | ${ms(times[3]).padStart(9)} | ` +
          `${(median(times[2]) / median(times[0])).toFixed(2).padStart(20)} | ${(median(times[3]) / median(times[0])).toFixed(2)}`,
      );
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
