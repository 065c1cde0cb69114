import { fileURLToPath } from 'node:url';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { API_BASE_PATH, routes, type Route } from '../functions/routes';
import { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS, CORS_MAX_AGE_SECONDS } from '../functions/shared/cors';
import { TABLE_PARTITION_KEY, TABLE_SORT_KEY, TABLE_TTL_ATTRIBUTE } from '../functions/shared/table';

const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url));

export interface IslamicApiStackProps extends StackProps {
  stageName?: string;
  /** Stage-wide API Gateway throttling, requests per second and burst. */
  throttle?: { rateLimit: number; burstLimit: number };
  /** Extra environment for every function (reciter, audio URL templates, CORS origin...). */
  functionEnvironment?: Record<string, string>;
  /** What happens to the table when the stack is deleted; RETAIN by default, it holds the imported corpora. */
  tableRemovalPolicy?: RemovalPolicy;
}

// Minified ESM bundles still meet CommonJS dependencies that call require().
const ESM_REQUIRE_SHIM = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export class IslamicApiStack extends Stack {
  readonly table: dynamodb.Table;
  readonly api: apigw.RestApi;
  readonly functions: Record<string, NodejsFunction> = {};

  constructor(scope: Construct, id: string, props: IslamicApiStackProps = {}) {
    super(scope, id, props);

    // Corpora and rate-limit counters share one table; key layout in functions/shared/table.ts.
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_PARTITION_KEY, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_SORT_KEY, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_TTL_ATTRIBUTE,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      removalPolicy: props.tableRemovalPolicy ?? RemovalPolicy.RETAIN,
    });

    // One origin for function responses, the gateway's preflight and its own error responses.
    const corsOrigin = props.functionEnvironment?.CORS_ALLOWED_ORIGIN ?? '*';
    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', { retention: logs.RetentionDays.ONE_MONTH });
    const throttle = props.throttle ?? { rateLimit: 50, burstLimit: 100 };
    this.api = new apigw.RestApi(this, 'Api', {
      restApiName: 'islamic-knowledge-api',
      description: 'Islamic Knowledge and Utilities REST API',
      endpointTypes: [apigw.EndpointType.REGIONAL],
      cloudWatchRole: true, // access logging needs the account-level API Gateway logging role
      deployOptions: {
        stageName: props.stageName ?? 'prod',
        throttlingRateLimit: throttle.rateLimit,
        throttlingBurstLimit: throttle.burstLimit,
        metricsEnabled: true,
        accessLogDestination: new apigw.LogGroupLogDestination(accessLogs),
        accessLogFormat: apigw.AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: false,
        }),
      },
      defaultCorsPreflightOptions: {
        allowOrigins: [corsOrigin],
        allowMethods: CORS_ALLOW_METHODS,
        allowHeaders: CORS_ALLOW_HEADERS,
        maxAge: Duration.seconds(CORS_MAX_AGE_SECONDS),
      },
    });
    this.addJsonGatewayResponses(corsOrigin);

    for (const route of routes) {
      const fn = this.addRouteFunction(route, props.functionEnvironment ?? {});
      this.functions[route.id] = fn;
      this.api.root.resourceForPath(route.path).addMethod(route.method, new apigw.LambdaIntegration(fn));
    }

    new CfnOutput(this, 'ApiBaseUrl', { value: this.api.urlForPath(API_BASE_PATH), description: 'Base URL of /api/v1' });
    new CfnOutput(this, 'TableName', { value: this.table.tableName, description: 'Table for corpus import (corpus:import --table)' });
  }

  /** Errors produced by API Gateway itself use the same { error, message } body as the functions. */
  private addJsonGatewayResponses(corsOrigin: string): void {
    const cors = { 'Access-Control-Allow-Origin': `'${corsOrigin}'` };
    const jsonError = (error: string) => ({ 'application/json': `{"error":"${error}","message":$context.error.messageString}` });
    // API Gateway answers an unknown path or method with 403 "Missing Authentication Token".
    this.api.addGatewayResponse('NoRoute', {
      type: apigw.ResponseType.MISSING_AUTHENTICATION_TOKEN,
      statusCode: '404',
      responseHeaders: cors,
      templates: jsonError('Not Found'),
    });
    // Other gateway-made errors keep their status; the response type (e.g. REQUEST_TOO_LARGE) names the cause.
    for (const [id, type] of [
      ['Default4xx', apigw.ResponseType.DEFAULT_4XX],
      ['Default5xx', apigw.ResponseType.DEFAULT_5XX],
    ] as const) {
      this.api.addGatewayResponse(id, { type, responseHeaders: cors, templates: jsonError('$context.error.responseType') });
    }
    this.api.addGatewayResponse('Throttled', {
      type: apigw.ResponseType.THROTTLED,
      statusCode: '429',
      responseHeaders: { ...cors, 'Retry-After': "'1'" },
      templates: {
        'application/json':
          '{"status":429,"error":"Too Many Requests","message":$context.error.messageString,"retry_after_seconds":1}',
      },
    });
  }

  private addRouteFunction(route: Route, environment: Record<string, string>): NodejsFunction {
    const name = route.id.charAt(0).toUpperCase() + route.id.slice(1);
    const fn = new NodejsFunction(this, `${name}Function`, {
      description: `${route.method} ${route.path}: ${route.description}`,
      entry: `${PROJECT_ROOT}${route.entry}`,
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: `${PROJECT_ROOT}package-lock.json`,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: route.memoryMb,
      timeout: Duration.seconds(route.timeoutSeconds),
      logGroup: new logs.LogGroup(this, `${name}Logs`, { retention: logs.RetentionDays.ONE_MONTH }),
      environment: { ...environment, TABLE_NAME: this.table.tableName, NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_SHIM,
        // Bundle the AWS SDK too, so production runs the version the tests ran.
        externalModules: [],
        forceDockerBundling: false,
      },
    });
    if (route.tableAccess === 'read') this.table.grantReadData(fn);
    if (route.tableAccess === 'readWrite') this.table.grantReadWriteData(fn);
    return fn;
  }
}
