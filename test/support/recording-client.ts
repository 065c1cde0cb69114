import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '../../functions/shared/dynamo';

/**
 * A document client on a test service's table that records the name of every command it sends
 * ("GetItemCommand", "QueryCommand"...): what a suite asserts when it says an answer needs no read.
 */
export function recordingClient(service: { region: string; dynamoEndpoint: string }): {
  client: DynamoDBDocumentClient;
  calls: string[];
} {
  const client = createDocumentClient({ region: service.region, endpoint: service.dynamoEndpoint });
  const calls: string[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      calls.push(context.commandName ?? '?');
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  return { client, calls };
}
