import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { cdkBundlingOf, esbuildOptionsOf, PROVIDERS_LAMBDA_NEVER_LOADS } from '../../../lib/function-bundling';

describe('function bundling', () => {
  it('gives the stack and the cold-start bench the same bundle options', () => {
    for (const sourceMaps of [false, true]) {
      const cdk = cdkBundlingOf({ sourceMaps });
      const esbuild = esbuildOptionsOf({ sourceMaps });
      expect([cdk.format, cdk.target, cdk.minify, cdk.sourceMap, cdk.mainFields, cdk.banner]).toEqual([
        esbuild.format,
        esbuild.target,
        esbuild.minify,
        esbuild.sourcemap,
        esbuild.mainFields,
        esbuild.banner?.js,
      ]);
      expect(cdk.externalModules).toEqual(esbuild.external);
      expect(cdk.externalModules).toEqual(PROVIDERS_LAMBDA_NEVER_LOADS);
    }
  });

  it("bundles the shared request validation without zod's locales", async () => {
    // The named `z` export of zod carries every locale (about 370 KB minified); the namespace import leaves them out.
    const result = await build({
      ...esbuildOptionsOf({ sourceMaps: false }),
      entryPoints: ['functions/shared/config.ts'],
      write: false,
      outfile: 'config.mjs',
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(Object.values(result.metafile.outputs)[0].inputs);
    expect(inputs.some((input) => input.includes('node_modules/zod/v4/core/'))).toBe(true);
    expect(inputs.filter((input) => input.includes('node_modules/zod/v4/locales/'))).toEqual(['node_modules/zod/v4/locales/en.js']);
  });

  it("leaves out the credential providers Lambda never loads, and still reads the role's credentials from the environment", async () => {
    // Bundled as a function is, then imported by a new node process from a folder with no node_modules, as in Lambda.
    const folder = mkdtempSync(path.join(tmpdir(), 'bundle-'));
    try {
      const outfile = path.join(folder, 'table-client.mjs');
      const result = await build({
        ...esbuildOptionsOf({ sourceMaps: false }),
        entryPoints: ['functions/shared/dynamo.ts'],
        outfile,
        metafile: true,
        logLevel: 'silent',
      });
      const inputs = Object.keys(Object.values(result.metafile.outputs)[0].inputs);
      expect(inputs.some((input) => input.includes('node_modules/@aws-sdk/client-dynamodb/'))).toBe(true);
      expect(inputs.some((input) => input.includes('node_modules/@aws-sdk/credential-provider-env/'))).toBe(true);
      for (const left of PROVIDERS_LAMBDA_NEVER_LOADS)
        expect(inputs.filter((input) => input.includes(`node_modules/${left}/`))).toEqual([]);
      // Reached only through import(), so that the bundle loads without them.
      const text = readFileSync(outfile, 'utf8');
      const staticImports = [...text.matchAll(/(?:from\s*|require\()"(@aws-sdk\/[^"]+)"/g)].map((match) => match[1]);
      expect(staticImports).toEqual([]);
      expect([...text.matchAll(/import\("(@aws-sdk\/[^"]+)"\)/g)].map((match) => match[1]).sort()).toEqual([
        '@aws-sdk/credential-provider-ini',
        '@aws-sdk/credential-provider-process',
        '@aws-sdk/credential-provider-sso',
        '@aws-sdk/credential-provider-web-identity',
      ]);
      const probe = `const { createDocumentClient } = await import(${JSON.stringify(outfile)});
        const client = createDocumentClient({ region: 'eu-west-1' });
        const credentials = await client.config.credentials();
        console.log(JSON.stringify({ accessKeyId: credentials.accessKeyId, sessionToken: credentials.sessionToken }));`;
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe], {
        cwd: folder,
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          // What Lambda sets for the function's role.
          AWS_ACCESS_KEY_ID: 'ASIAEXAMPLEROLEKEY',
          AWS_SECRET_ACCESS_KEY: 'example-secret',
          AWS_SESSION_TOKEN: 'example-session-token',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        },
      });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual({ accessKeyId: 'ASIAEXAMPLEROLEKEY', sessionToken: 'example-session-token' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
