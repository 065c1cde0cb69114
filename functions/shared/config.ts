import * as z from 'zod';

/**
 * Runtime configuration, read and validated once per cold start from environment variables.
 * Every variable has a documented default (docs/operations.md, "Configuration") except TABLE_NAME in AWS,
 * which the CDK stack always sets.
 */
const urlTemplate = (allowed: string[], fallback: string) =>
  z
    .string()
    .min(1)
    .default(fallback)
    .refine((template) => [...template.matchAll(/\{(\w+)\}/g)].every(([, name]) => allowed.includes(name)), {
      message: `placeholders must be among ${allowed.map((name) => `{${name}}`).join(', ')}`,
    });

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
  // Named in the 503 of a corpus not imported yet: the stack and `npm start` set the exact command for their table.
  CORPUS_IMPORT_COMMAND: z.string().min(1).default('npm run corpus:import -- --table <the stack output TableName>'),
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: perMinute(30),
  RATE_LIMIT_STANDARD_PER_MINUTE: perMinute(120),
  RATE_LIMIT_PRO_PER_MINUTE: perMinute(300),
  // Said at the end of every 429 (npm start sets it: how to raise the local limits or make a local key).
  RATE_LIMIT_EXCEEDED_HINT: z.string().min(1).optional(),
  // Chat: an OpenAI-compatible provider (Groq by default). Without a key chat answers in retrieval-only mode.
  CHAT_API_BASE_URL: z.url().default('https://api.groq.com/openai/v1'),
  CHAT_API_KEY: z.string().min(1).optional(),
  // In AWS the key comes from Secrets Manager (the stack passes the secret's ARN, never the key).
  CHAT_API_KEY_SECRET_ID: z.string().min(1).optional(),
  CHAT_PROVIDER_NAME: z.string().min(1).default('groq'),
  CHAT_ATTEMPT_TIMEOUT_MS: z.coerce.number().int().min(100).max(28_000).default(12_000),
  // The whole call, all failovers included, stays under API Gateway's 29 s integration limit.
  CHAT_DEADLINE_MS: z.coerce.number().int().min(100).max(28_000).default(25_000),
  CHAT_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // JSON object overriding public model id -> upstream model id (see functions/chat/chat-models.ts).
  // Parsed here, once: the rest of the code sees a record (empty when unset).
  CHAT_MODEL_MAP: z
    .string()
    .optional()
    .transform((value, context): Record<string, string> => {
      if (value === undefined) return {};
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        parsed = undefined;
      }
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        !Array.isArray(parsed) &&
        Object.values(parsed).every((v) => typeof v === 'string')
      ) {
        return { ...(parsed as Record<string, string>) };
      }
      context.addIssue({ code: 'custom', message: 'must be a JSON object of model id -> upstream model id' });
      return z.NEVER;
    }),
  // The usage-plan key the authorizer names for callers without a key (set by the stack in AWS).
  ANONYMOUS_USAGE_KEY: z.string().min(20).default('anonymous-local-usage-key'),
});

export type Config = z.infer<typeof configSchema>;

export function parseConfig(env: Record<string, string | undefined>): Config {
  const blankToUndefined = Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]));
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
