import { type BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

// Minified ESM bundles still meet CommonJS dependencies that call require().
const ESM_REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * How every function is bundled, read by the stack (through NodejsFunction) and by `npm run bench -- cold-start`
 * (through esbuild itself), so that the import times the bench reports are those of the deployed bundles.
 *
 * Source maps are off unless asked for (`npx cdk deploy -c sourceMaps=true`): `--enable-source-maps` parses every
 * bundle's map as it loads, about 75 ms of each cold start on this machine (bench, "cold-start"), to make stack
 * traces readable. The AWS SDK is bundled, so that production runs the version the tests ran, but for the credential
 * providers a function never loads in Lambda (PROVIDERS_LAMBDA_NEVER_LOADS).
 */
export interface FunctionBundling {
  sourceMaps: boolean;
}

/**
 * The AWS SDK's credential providers that read shared config files, SSO caches, web identity token files or a
 * credential process, and the STS/SSO/sign-in clients only they use. Lambda hands a function its role's credentials in
 * AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN, which the default chain reads first, so these are
 * never loaded there; the SDK reaches them only through `import()`. Left out of the bundles, they are not parsed at
 * every cold start (about 120 KB of each, a twentieth of its import time; bench, "cold-start"). The container and
 * instance-metadata providers stay.
 */
export const PROVIDERS_LAMBDA_NEVER_LOADS = [
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/token-providers',
  '@aws-sdk/nested-clients',
];

const TARGET = 'node22';
const MAIN_FIELDS = ['module', 'main'];

export function cdkBundlingOf({ sourceMaps }: FunctionBundling): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    target: TARGET,
    minify: true,
    sourceMap: sourceMaps,
    mainFields: MAIN_FIELDS,
    banner: ESM_REQUIRE_SHIM,
    externalModules: [...PROVIDERS_LAMBDA_NEVER_LOADS],
    forceDockerBundling: false,
  };
}

/** The same bundle as cdkBundlingOf, as esbuild's own options. */
export function esbuildOptionsOf({ sourceMaps }: FunctionBundling): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: TARGET,
    minify: true,
    sourcemap: sourceMaps,
    mainFields: MAIN_FIELDS,
    banner: { js: ESM_REQUIRE_SHIM },
    external: [...PROVIDERS_LAMBDA_NEVER_LOADS],
  };
}

/** What the function's environment needs for its bundle's source maps to be read. */
export function sourceMapEnvironment({ sourceMaps }: FunctionBundling): Record<string, string> {
  return sourceMaps ? { NODE_OPTIONS: '--enable-source-maps' } : {};
}
