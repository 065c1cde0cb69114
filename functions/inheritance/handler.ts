import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { SCRIPTURE_CACHE_CONTROL } from '../shared/representation';
import { inheritanceBodySchema, inheritanceQuerySchema } from './inheritance-request';
import { inheritanceAnswer, relationsList } from './inheritance-service';

/**
 * POST /api/v1/inheritance: every heir's share of an estate, with the working; GET (and HEAD) ?list=relations: the
 * heirs it knows, reference data cached for a day. One function, each method through the shared chain.
 */
export function createHandler(context: EndpointContext) {
  const distribution = httpEndpoint(context, { body: inheritanceBodySchema }, async ({ body }) =>
    jsonResponse(200, inheritanceAnswer(body)),
  );
  const relations = httpEndpoint(context, { query: inheritanceQuerySchema, cacheControl: SCRIPTURE_CACHE_CONTROL }, async () =>
    jsonResponse(200, relationsList()),
  );
  return (event: APIGatewayProxyEvent, lambdaContext: Context) =>
    event.httpMethod === 'POST' ? distribution(event, lambdaContext) : relations(event, lambdaContext);
}

export const handler = createHandler(environmentContext());
