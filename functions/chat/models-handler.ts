import { keyPolicyAt } from '../routes';
import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { PUBLIC_MODELS, ROTATION } from './chat-models';
import { openAiErrorBody } from './completions-responses';

/** When the public model ids were first served (the spec's list is fixed): OpenAI's `created`, in Unix seconds. */
const MODELS_CREATED = Date.UTC(2026, 10, 20) / 1000;

/** GET /api/v1/models: the public model ids in OpenAI's list shape (its SDKs' `models.list()`). */
export function createHandler(context: EndpointContext) {
  return httpEndpoint(
    context,
    { errorBody: openAiErrorBody, cacheControl: 'public, max-age=300', keyPolicy: (event) => keyPolicyAt(event.resource) },
    async () =>
      jsonResponse(200, {
        object: 'list',
        data: PUBLIC_MODELS.map((id) => ({
          id,
          object: 'model',
          created: MODELS_CREATED,
          owned_by: 'islamic-knowledge-api',
          in_rotation: ROTATION.includes(id),
        })),
      }),
  );
}

export const handler = createHandler(environmentContext());
