import * as z from 'zod';
import type { HttpError } from '../shared/errors';
import { chatResponseSchema } from './chat-responses';

/**
 * The answers of the OpenAI-compatible routes in OpenAI's shapes (Chat Completions, Models, errors), so that its SDKs
 * read them unchanged; what this service adds (citations checked against the corpus, sources, warnings, provider)
 * stands beside `choices`, as the /chat answer carries it.
 */
const extras = chatResponseSchema.shape;

export const openAiCompletionSchema = z
  .object({
    id: z.string(),
    object: z.literal('chat.completion'),
    created: z.number().int().meta({ description: 'Unix seconds' }),
    model: z.string().meta({ description: 'The public id of the model that answered, or offline_retrieval' }),
    choices: z
      .array(
        z.object({
          index: z.number().int(),
          message: z.object({ role: z.literal('assistant'), content: z.string(), refusal: z.null() }),
          logprobs: z.null(),
          finish_reason: z.enum(['stop', 'length']),
        }),
      )
      .meta({ description: 'One choice: the reply' }),
    usage: extras.usage,
    provider: extras.provider,
    quran_citations: extras.quran_citations,
    hadith_citations: extras.hadith_citations,
    sources: extras.sources,
    warnings: extras.warnings,
  })
  .meta({ id: 'OpenAIChatCompletion' });

export const openAiErrorSchema = z
  .object({
    error: z.object({
      message: z.string(),
      type: z.string().meta({ description: 'invalid_request_error, authentication_error, requests, server_error...' }),
      param: z.string().nullable().meta({ description: 'The request field at fault, when one is' }),
      code: z.string().nullable(),
    }),
  })
  .meta({ id: 'OpenAIError' });

export const modelListSchema = z
  .object({
    object: z.literal('list'),
    data: z.array(
      z.object({
        id: z.string(),
        object: z.literal('model'),
        created: z.number().int(),
        owned_by: z.string(),
        in_rotation: z.boolean().meta({ description: 'Whether failover tries it when another model fails' }),
      }),
    ),
  })
  .meta({ id: 'OpenAIModelList' });

/** An error as OpenAI answers it, so that its SDKs raise the right error class with the message. */
export function openAiErrorBody(error: HttpError): z.infer<typeof openAiErrorSchema> {
  const status = error.statusCode;
  const code = (error as HttpError & { code?: string }).code;
  const type =
    status === 401
      ? 'authentication_error'
      : status === 403
        ? 'permission_error'
        : status === 429
          ? 'requests'
          : status >= 500
            ? 'server_error'
            : 'invalid_request_error';
  const fallbackCode =
    status === 401 ? 'invalid_api_key' : status === 429 ? 'rate_limit_exceeded' : status === 503 ? 'service_unavailable' : null;
  return { error: { message: error.message, type, param: error.param ?? null, code: code ?? fallbackCode } };
}
