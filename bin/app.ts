/**
 * The CDK app: `npx cdk synth` / `npx cdk deploy`. Synthesis works offline without credentials;
 * functions are bundled by the locally installed esbuild, never in Docker.
 */
import { App } from 'aws-cdk-lib';
import { CALLER_IDENTIFICATIONS, type CallerIdentification } from '../functions/routes';
import { IslamicApiStack } from '../lib/islamic-api-stack';

// Function settings taken from the deploying environment, when set (see docs/operations.md, "Configuration").
const FORWARDED_ENV = [
  'QURAN_RECITER',
  'QURAN_AUDIO_SURAH_URL_TEMPLATE',
  'QURAN_AUDIO_AYAH_URL_TEMPLATE',
  'CORS_ALLOWED_ORIGIN',
  'RATE_LIMIT_ANONYMOUS_PER_MINUTE',
  'RATE_LIMIT_STANDARD_PER_MINUTE',
  'RATE_LIMIT_PRO_PER_MINUTE',
  'CHAT_API_BASE_URL',
  'CHAT_PROVIDER_NAME',
  'CHAT_MODEL_MAP',
  'CHAT_ATTEMPT_TIMEOUT_MS',
  'CHAT_DEADLINE_MS',
  'CHAT_COOLDOWN_SECONDS',
];

const app = new App();

// `-c callerIdentification=functions`: one Lambda invocation per request, no per-key usage-plan throttles.
const callerIdentification = String(app.node.tryGetContext('callerIdentification') ?? 'authorizer');
if (!CALLER_IDENTIFICATIONS.includes(callerIdentification as CallerIdentification)) {
  throw new Error(`-c callerIdentification must be one of ${CALLER_IDENTIFICATIONS.join(', ')}, not "${callerIdentification}"`);
}
new IslamicApiStack(app, 'IslamicApiStack', {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  stageName: app.node.tryGetContext('stageName') ?? 'prod',
  chatApiKeySecretName: app.node.tryGetContext('chatApiKeySecretName'),
  // `-c sourceMaps=true`: readable stack traces, at a slower cold start (lib/function-bundling.ts).
  sourceMaps: String(app.node.tryGetContext('sourceMaps') ?? 'false') === 'true',
  callerIdentification: callerIdentification as CallerIdentification,
  functionEnvironment: Object.fromEntries(
    FORWARDED_ENV.filter((name) => process.env[name]).map((name) => [name, process.env[name] as string]),
  ),
});
