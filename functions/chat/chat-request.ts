import * as z from 'zod';
import { DEFAULT_MODEL, PUBLIC_MODELS } from './chat-models';

const MAX_CONTENT = 16_000;
const MAX_MESSAGES = 50;

const message = z
  .object(
    {
      role: z.enum(['system', 'user', 'assistant'], { error: 'must be one of system, user, assistant' }),
      content: z
        .string({ error: 'must be a string' })
        .refine((value) => value.trim().length > 0, 'must not be empty')
        .refine((value) => value.length <= MAX_CONTENT, `must be at most ${MAX_CONTENT} characters`),
    },
    { error: 'must be an object with role and content' },
  )
  .strict();

/** POST /api/v1/chat body (spec 2.1). When both are sent, `prompt` is appended as the last user turn. */
export const chatRequestSchema = z
  .object(
    {
      prompt: z
        .string({ error: 'must be a string' })
        .refine((value) => value.trim().length > 0, 'must not be empty')
        .refine((value) => value.length <= MAX_CONTENT, `must be at most ${MAX_CONTENT} characters`)
        .optional(),
      messages: z
        .array(message, { error: 'must be an array of {role, content}' })
        .max(MAX_MESSAGES, `must have at most ${MAX_MESSAGES} messages`)
        .optional(),
      model: z.enum(PUBLIC_MODELS, { error: `must be one of ${PUBLIC_MODELS.join(', ')}` }).default(DEFAULT_MODEL),
      max_tokens: z
        .number({ error: 'must be a whole number from 1 to 4096' })
        .int('must be a whole number from 1 to 4096')
        .min(1, 'must be a whole number from 1 to 4096')
        .max(4096, 'must be a whole number from 1 to 4096')
        .default(4096),
      temperature: z
        .number({ error: 'must be a number from 0 to 1' })
        .min(0, 'must be a number from 0 to 1')
        .max(1, 'must be a number from 0 to 1')
        .default(0.6),
      stream: z
        .boolean({ error: 'must be true or false' })
        .optional()
        .meta({ description: 'true: the answer as server-sent events (OpenAI-style chunks, then [DONE])' }),
    },
    { error: 'must be a JSON object' },
  )
  .strict()
  .refine((body) => body.prompt !== undefined || (body.messages?.length ?? 0) > 0, {
    message: "needs 'prompt' or a non-empty 'messages' array",
  })
  .refine((body) => body.prompt !== undefined || body.messages?.some((m) => m.role === 'user'), {
    message: "'messages' needs at least one user message when there is no 'prompt'",
  });

export type ChatRequest = z.infer<typeof chatRequestSchema>;
