import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { authorizerContextOf, identifyCaller } from '../shared/api-keys/identify-caller';
import { environmentContext, type EndpointContext } from '../shared/endpoint-context';

/**
 * REQUEST authorizer, with no identity source and no caching so that anonymous calls reach it too.
 * It always allows: its job is to name the usage-plan key (the caller's own, or the one shared
 * anonymous key) and to pass the identification on. Unusable keys are refused by the function,
 * after rate limiting, so that the 401 carries the rate-limit headers. A table it cannot read makes
 * it fail, which API Gateway answers with the 503 configured for AUTHORIZER_FAILURE (fail closed).
 */
export const createHandler =
  ({ settings, keyStore }: Pick<EndpointContext, 'settings' | 'keyStore'>) =>
  async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
    const sourceIp = event.requestContext?.identity?.sourceIp ?? 'unknown';
    const identification = await identifyCaller(event.headers, sourceIp, (hash) => keyStore.find(hash));
    return {
      principalId: identification.clientId,
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
      },
      usageIdentifierKey: identification.apiKey ?? settings.ANONYMOUS_USAGE_KEY,
      context: authorizerContextOf(identification),
    };
  };

export const handler = createHandler(environmentContext());
