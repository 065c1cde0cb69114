import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

export interface DynamoTarget {
  region: string;
  endpoint?: string;
}

export function createDocumentClient(target: DynamoTarget): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: target.region,
    endpoint: target.endpoint,
    // An unreachable table must fail fast (a 503) rather than hold the request until API Gateway's 29 s.
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000 },
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

let shared: DynamoDBDocumentClient | undefined;

/** One client per container, created on first use so that cold start stays cheap. */
export function documentClient(): DynamoDBDocumentClient {
  const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
  shared ??= createDocumentClient({ region: AWS_REGION, endpoint: DYNAMODB_ENDPOINT });
  return shared;
}
