import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { keyPolicyAt } from '../routes';
import { authorizerContextOf, identifyCaller } from '../shared/api-keys/identify-caller';
import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { correlateWithRequest } from '../shared/observability';

/**
 * REQUEST authorizer, with no identity source and no caching so that anonymous calls reach it too.
 * It always allows: its job is to name the usage-plan key (the caller's own, or the one shared
 * anonymous key) and to pass the identification on. Unusable keys are refused by the function,
 * after rate limiting, so that the 401 carries the rate-limit headers. A table it cannot read makes
 * it fail, which API Gateway answers with the 503 configured for AUTHORIZER_FAILURE (fail closed).
 */
export const createHandler =
  ({ settings, keyStore, observability }: Pick<EndpointContext, 'settings' | 'keyStore' | 'observability'>) =>
  async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
    // The same correlation id as the function's logs for this request: API Gateway's request id.
    correlateWithRequest(observability.logger, event);
    const sourceIp = event.requestContext?.identity?.sourceIp ?? 'unknown';
    let identification: Awaited<ReturnType<typeof identifyCaller>>;
    try {
      identification = await identifyCaller(
        event.headers,
        sourceIp,
        (hash) => keyStore.find(hash),
        event.multiValueHeaders,
        keyPolicyAt(event.resource),
      );
    } catch (error) {
      observability.logger.error('Could not look up the API key; API Gateway answers 503 (fail closed)', { error });
      throw error;
    }
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
