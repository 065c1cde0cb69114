import { build } from 'esbuild';
import { cdkBundlingOf, esbuildOptionsOf } from '../../../lib/function-bundling';

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
      expect(cdk.externalModules).toEqual([]);
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
});
