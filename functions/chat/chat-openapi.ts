import { documentOperation, example, inputSchema } from '../shared/openapi-parts';
import { chatRequestSchema } from './chat-request';
import { chatResponseSchema } from './chat-responses';
import { completionsRequestSchema } from './completions-request';
import { modelListSchema, openAiCompletionSchema } from './completions-responses';

/** POST /api/v1/chat in the OpenAPI document: grounding, citations and streaming, with an example body. */
documentOperation('chat', {
  summary: 'Answers under Islamic guardrails, with verified citations',
  description:
    'An OpenAI-style chat request. The question (with the earlier turns, for a short follow-up) is grounded on the Quran passages, ' +
    'narrations and, when it asks what to say, duas that answer it; `sources` lists them, most relevant first, each saying whether ' +
    'the reply cites it. Without a model configured the reply is those passages, grouped, and says nothing was generated. ' +
    'Quran and hadith citations in the reply are filled from the corpus and checked; `warnings` says what could not be verified. ' +
    'With `"stream": true` the 200 answer is `text/event-stream`: OpenAI-style `chat.completion.chunk` events as the model writes, ' +
    'a last chunk with `finish_reason: "stop"` carrying the citations, sources, usage and warnings, then `data: [DONE]`; ' +
    'failures before the first text are the JSON errors below, a break after it an `error` event.',
  body: {
    schema: inputSchema(chatRequestSchema),
    examples: { prompt: example('A single question', { prompt: 'What does the Quran say about patience?', max_tokens: 512 }) },
  },
  answers: [chatResponseSchema],
  errors: [413, 415],
});

/** POST /api/v1/chat/completions in the OpenAPI document: the chat in OpenAI's contract, what it passes on and refuses. */
documentOperation('chatcompletions', {
  summary: "The chat behind OpenAI's Chat Completions contract",
  description: [
    'For OpenAI SDKs and tools built on them: give the SDK this API’s base URL (`…/api/v1`) and an API key of this API.',
    'The same answer as POST /api/v1/chat (grounding, guardrails, failover, citations checked against the corpus) in',
    'OpenAI’s shape: `choices[0].message.content` is the reply, `finish_reason` is `stop` or `length`; what this API adds',
    '(`quran_citations`, `hadith_citations`, `sources`, `provider`, `warnings`) stands beside `choices`. `model` is an id of',
    'GET /api/v1/models (an unknown one is a 404, code `model_not_found`). `top_p`, `stop` and `seed` are passed on to the',
    'provider; `n` must be 1; `user` is accepted; tools, functions, log probabilities, penalties and JSON mode are refused',
    'with a 400 naming the parameter (accepted at their default values). `developer` messages are read as system messages:',
    'like those of POST /chat they reach the model only as quoted client preferences, under the service’s guardrails.',
    'With `"stream": true` the 200 answer is `text/event-stream`: `chat.completion.chunk` events, the last with',
    '`finish_reason` and this API’s additions, then (with `stream_options.include_usage`) a chunk with `usage` and no',
    'choices, then `data: [DONE]`. When no model can answer (the provider unreachable, every model failing or cooling',
    'down), the answer is the retrieval-only one (`model` and `provider` `offline_retrieval`: the sources, nothing',
    'generated) with a warning naming each model tried and why. Errors are OpenAI’s `{error: {message, type, param, code}}`.',
  ].join('\n'),
  body: {
    schema: inputSchema(completionsRequestSchema),
    examples: {
      messages: example('A question', {
        model: 'alpha-3.3-70b-versatile',
        messages: [{ role: 'user', content: 'What does the Quran say about patience?' }],
        max_tokens: 512,
      }),
    },
  },
  answers: [openAiCompletionSchema],
  errors: [404, 413, 415],
  errorSchema: 'OpenAIError',
  streams: true,
});

/** GET /api/v1/models in the OpenAPI document. */
documentOperation('models', {
  summary: "The chat's model ids, in OpenAI's list shape",
  description:
    'The public model ids `model` takes (POST /api/v1/chat and /chat/completions), as OpenAI SDKs list models; ' +
    '`in_rotation` says which ones failover tries when another fails.',
  answers: [modelListSchema],
  errors: [],
  errorSchema: 'OpenAIError',
});
