import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { ApiKeyStore } from '../shared/api-keys/api-key-store';
import { config } from '../shared/config';
import { documentClient } from '../shared/dynamo';
import { authorizerContextOf, identifyCaller } from './identify-caller';

const settings = config();
const store = new ApiKeyStore(documentClient(), settings.TABLE_NAME);

/**
 * REQUEST authorizer, with no identity source and no caching so that anonymous calls reach it too.
 * It always allows: its job is to name the usage-plan key (the caller's own, or the one shared
 * anonymous key) and to pass the identification on. Unusable keys are refused by the function,
 * after rate limiting, so that the 401 carries the rate-limit headers. A table it cannot read makes
 * it fail, which API Gateway answers with the 503 configured for AUTHORIZER_FAILURE (fail closed).
 */
export const handler = async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  const sourceIp = event.requestContext?.identity?.sourceIp ?? 'unknown';
  const identification = await identifyCaller(event.headers, sourceIp, (hash) => store.find(hash));
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
