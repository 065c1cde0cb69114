import { z } from 'zod';

/**
 * Runtime configuration, read and validated once per cold start from environment variables.
 * Every variable has a documented default (README, "Configuration") except TABLE_NAME in AWS,
 * which the CDK stack always sets.
 */
const urlTemplate = (allowed: string[], fallback: string) =>
  z
    .string()
    .min(1)
    .default(fallback)
    .refine(
      (template) => [...template.matchAll(/\{(\w+)\}/g)].every(([, name]) => allowed.includes(name)),
      { message: `placeholders must be among ${allowed.map((name) => `{${name}}`).join(', ')}` },
    );

export const MAX_RATE_LIMIT_PER_MINUTE = 5000;
const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(MAX_RATE_LIMIT_PER_MINUTE).default(fallback);

const configSchema = z.object({
  TABLE_NAME: z.string().min(1).default('islamic-api-local'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  // Set only for a local or self-hosted DynamoDB-compatible engine (dynalite in `npm start`).
  DYNAMODB_ENDPOINT: z.url().optional(),
  QURAN_RECITER: z.string().min(1).default('Mishary Rashid Alafasy'),
  // Placeholders: {surah}, {surah3} (zero-padded to 3 digits).
  QURAN_AUDIO_SURAH_URL_TEMPLATE: urlTemplate(
    ['surah', 'surah3'],
    'https://cdn.islamic.network/quran/audio-surah/128/ar.alafasy/{surah}.mp3',
  ),
  // Placeholders: {surah}, {ayah}, {surah3}, {ayah3} (zero-padded), {global} (1..6236 across the mushaf).
  QURAN_AUDIO_AYAH_URL_TEMPLATE: urlTemplate(
    ['surah', 'surah3', 'ayah', 'ayah3', 'global'],
    'https://cdn.islamic.network/quran/audio/128/ar.alafasy/{global}.mp3',
  ),
  CORS_ALLOWED_ORIGIN: z.string().min(1).default('*'),
  // Requests per sliding 60 s. Each tier's limit is also the number of admission slots stored per
  // client (one DynamoDB item), hence the cap.
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: perMinute(30),
  RATE_LIMIT_STANDARD_PER_MINUTE: perMinute(120),
  RATE_LIMIT_PRO_PER_MINUTE: perMinute(300),
  // The usage-plan key the authorizer names for callers without a key (set by the stack in AWS).
  ANONYMOUS_USAGE_KEY: z.string().min(20).default('anonymous-local-usage-key'),
});

export type Config = z.infer<typeof configSchema>;

export function parseConfig(env: Record<string, string | undefined>): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = configSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

let cached: Config | undefined;

/** The process-wide configuration, validated on first use (at cold start). */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
