import { Duration } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { AUTHORIZER_ENTRY } from '../functions/routes';
import { API_KEY_KEY_PREFIX } from '../functions/shared/table';
import { grantKeyedAccess } from './keyed-table-access';

/** What a function needs beyond what every function of the stack has (bundling, table name, logs). */
export interface FunctionOptions {
  entry: string;
  description: string;
  memoryMb: number;
  timeoutSeconds: number;
  environment: Record<string, string>;
}

export interface ApiKeyAuthorizerProps {
  /** The table holding the API keys (functions/shared/table.ts). */
  table: dynamodb.ITable;
  /** Environment every function receives; the authorizer's adds the anonymous usage key. */
  environment: Record<string, string>;
  /** The usage identifier it names for every caller without a key (the anonymous usage plan's key). */
  anonymousUsageKey: string;
  /**
   * Builds the authorizer's function as the stack builds all of them, in the stack's scope: the function keeps
   * the logical IDs it had before this construct existed (a new logical ID replaces the deployed function).
   */
  addFunction: (name: string, options: FunctionOptions) => NodejsFunction;
}

/**
 * The REQUEST authorizer in front of every method: its function identifies the caller (API key or anonymous) and
 * names the caller's usage-plan key, its own or the shared anonymous one.
 *
 * The API Gateway authorizer is this construct's default child, so that with the id `CallerAuthorizer` it keeps
 * the logical ID, name and invoke permission it had when the stack built it itself.
 */
export class ApiKeyAuthorizer extends Construct {
  readonly function: NodejsFunction;
  /** What every method behind the authorizer is given: the authorizer, and a usage key required. */
  readonly methodOptions: apigw.MethodOptions;

  constructor(scope: Construct, id: string, props: ApiKeyAuthorizerProps) {
    super(scope, id);
    this.function = props.addFunction('Authorizer', {
      entry: AUTHORIZER_ENTRY,
      description: 'REQUEST authorizer: identifies the caller (API key or anonymous) and names its usage-plan key',
      memoryMb: 256,
      timeoutSeconds: 10,
      environment: { ...props.environment, ANONYMOUS_USAGE_KEY: props.anonymousUsageKey },
    });
    grantKeyedAccess(this.function, props.table, API_KEY_KEY_PREFIX, ['dynamodb:GetItem']);
    // No identity source and so no caching: anonymous calls (no header at all) must reach it too (CallerIdentification).
    const authorizer = new apigw.RequestAuthorizer(this, 'Default', {
      handler: this.function,
      identitySources: [],
      resultsCacheTtl: Duration.seconds(0),
    });
    this.methodOptions = { authorizer, apiKeyRequired: true };
  }
}
