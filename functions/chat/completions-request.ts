import * as z from 'zod';
import { DEFAULT_MODEL } from './chat-models';
import type { ChatAsk } from './chat-service';

/**
 * POST /api/v1/chat/completions: OpenAI's Chat Completions request, as its SDKs send it. The standard settings this
 * service can honour are taken (and the sampling ones passed on to the provider); those it cannot (tools, several
 * choices, log probabilities, JSON mode) are refused with a 400 naming the parameter, so that a client is never
 * silently given less than it asked for. Their default values (null, false, 0, an empty list) are accepted.
 */
const MAX_CONTENT = 16_000;
const MAX_MESSAGES = 50;

const text = z
  .string({ error: 'must be a string or an array of text parts' })
  .refine((value) => value.length <= MAX_CONTENT, `must be at most ${MAX_CONTENT} characters`);

const textPart = z
  .object(
    {
      type: z.literal('text', { error: "must be 'text': this service reads text only (no images, audio or files)" }),
      text: z.string({ error: 'must be a string' }),
    },
    { error: 'must be a text part {type: "text", text}' },
  )
  .strict();

const message = z
  .object(
    {
      role: z.enum(['system', 'developer', 'user', 'assistant'], {
        error:
          'must be one of system, developer, user, assistant (tool and function messages are not supported: this service calls no tools)',
      }),
      content: z.union([text, z.array(textPart)], {
        error: 'must be a string or an array of text parts: this service reads text only (no images, audio or files)',
      }),
      name: z.string({ error: 'must be a string' }).max(256, 'must be at most 256 characters').optional(),
    },
    { error: 'must be an object with role and content' },
  )
  .strict()
  .transform((m) => ({ role: m.role, content: typeof m.content === 'string' ? m.content : m.content.map((part) => part.text).join('') }))
  .refine((m) => m.content.trim().length > 0, { message: 'must not be empty', path: ['content'] })
  .refine((m) => m.content.length <= MAX_CONTENT, { message: `must be at most ${MAX_CONTENT} characters`, path: ['content'] });

const tokens = z
  .number({ error: 'must be a whole number from 1 to 4096' })
  .int('must be a whole number from 1 to 4096')
  .min(1, 'must be a whole number from 1 to 4096')
  .max(4096, 'must be a whole number from 1 to 4096')
  .nullish();

/** A parameter this service cannot honour: accepted at its default value (`isDefault`), else refused with `why`. */
const unsupported = (why: string, isDefault: (value: unknown) => boolean) =>
  z
    .unknown()
    .refine((value) => value === undefined || value === null || isDefault(value), { message: `is not supported: ${why}` })
    .optional()
    .meta({ description: `Not supported (${why}); accepted only at its default value` });

const empty = (value: unknown) =>
  (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

export const completionsRequestSchema = z
  .object(
    {
      model: z
        .string({ error: 'must be a string' })
        .optional()
        .meta({ description: `A model id of GET /api/v1/models (default ${DEFAULT_MODEL})` }),
      messages: z
        .array(message, { error: 'must be an array of {role, content}' })
        .min(1, 'must have at least one message')
        .max(MAX_MESSAGES, `must have at most ${MAX_MESSAGES} messages`),
      max_tokens: tokens.meta({ description: 'The most tokens the reply may take, 1-4096 (default 4096)' }),
      max_completion_tokens: tokens.meta({ description: 'The same as max_tokens (the newer name); wins when both are sent' }),
      temperature: z
        .number({ error: 'must be a number from 0 to 2' })
        .min(0, 'must be a number from 0 to 2')
        .max(2, 'must be a number from 0 to 2')
        .nullish()
        .meta({ description: 'Sampling temperature, 0-2 (default 0.6)' }),
      top_p: z
        .number({ error: 'must be a number from 0 to 1' })
        .min(0, 'must be a number from 0 to 1')
        .max(1, 'must be a number from 0 to 1')
        .nullish()
        .meta({ description: 'Nucleus sampling, passed on to the provider' }),
      n: z.literal(1, { error: 'must be 1: this service gives one answer per request' }).nullish().meta({ description: 'Only 1' }),
      stop: z
        .union([z.string(), z.array(z.string()).min(1).max(4)], { error: 'must be a string or an array of 1 to 4 strings' })
        .nullish()
        .meta({ description: 'Up to four sequences where the reply stops, passed on to the provider' }),
      stream: z.boolean({ error: 'must be true or false' }).nullish().meta({ description: 'true: server-sent events of chunks' }),
      stream_options: z
        .object({ include_usage: z.boolean({ error: 'must be true or false' }).optional() }, { error: 'must be an object' })
        .strict()
        .nullish()
        .meta({ description: 'include_usage: a last chunk with the usage and no choices, before [DONE]' }),
      user: z.string({ error: 'must be a string' }).max(256, 'must be at most 256 characters').optional().meta({
        description: "The client's end-user id; accepted, and not passed on",
      }),
      seed: z
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .nullish()
        .meta({ description: 'Passed on to the provider, which may sample deterministically' }),
      frequency_penalty: unsupported('the providers served do not apply it', (value) => value === 0),
      presence_penalty: unsupported('the providers served do not apply it', (value) => value === 0),
      logprobs: unsupported('no log probabilities are returned', (value) => value === false),
      top_logprobs: unsupported('no log probabilities are returned', (value) => value === 0),
      logit_bias: unsupported('the providers served do not apply it', empty),
      response_format: unsupported(
        "answers are text with verified citations, not JSON; only {type: 'text'}",
        (value) => typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'text',
      ),
      tools: unsupported('this service calls no tools (its MCP server, POST /api/v1/mcp, offers them)', empty),
      tool_choice: unsupported('this service calls no tools', (value) => value === 'none' || value === 'auto'),
      parallel_tool_calls: unsupported('this service calls no tools', (value) => typeof value === 'boolean'),
      functions: unsupported('this service calls no functions', empty),
      function_call: unsupported('this service calls no functions', (value) => value === 'none' || value === 'auto'),
      store: unsupported('answers are not stored', (value) => value === false),
      metadata: unsupported('answers are not stored', empty),
    },
    { error: 'must be a JSON object' },
  )
  .strict()
  .refine((body) => body.messages.some((m) => m.role === 'user'), {
    message: 'needs at least one user message',
    path: ['messages'],
  });

export type CompletionsRequest = z.infer<typeof completionsRequestSchema>;

/** What the chat is asked: the conversation (`developer` messages are the client's system messages), the settings. */
export function chatAskOf(body: CompletionsRequest, model: ChatAsk['model']): ChatAsk {
  const stop = body.stop === null || body.stop === undefined ? undefined : typeof body.stop === 'string' ? [body.stop] : body.stop;
  const sampling = {
    ...(body.top_p === null || body.top_p === undefined ? {} : { topP: body.top_p }),
    ...(stop ? { stop } : {}),
    ...(body.seed === null || body.seed === undefined ? {} : { seed: body.seed }),
  };
  return {
    messages: body.messages.map((m) => ({ role: m.role === 'developer' ? 'system' : m.role, content: m.content })),
    model,
    max_tokens: body.max_completion_tokens ?? body.max_tokens ?? 4096,
    temperature: body.temperature ?? 0.6,
    stream: body.stream ?? false,
    ...(Object.keys(sampling).length ? { sampling } : {}),
  };
}
