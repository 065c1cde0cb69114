import { fileURLToPath } from 'node:url';
import { Aws, CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { ensureGazetteerFile } from '../functions/places/gazetteer-file';
import { API_BASE_PATH, type CallerIdentification, EDGE_ROUTE, GAZETTEER_FILES, methodsOf, type Route, routes } from '../functions/routes';
import { parseConfig } from '../functions/shared/config';
import { AUTHORIZER_FAILURE_MESSAGE, failClosedHeaders } from '../functions/shared/gateway-responses';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../functions/shared/observability';
import { planLimitsOf } from '../functions/shared/rate-limit/middleware';
import {
  API_KEY_KEY_PREFIX,
  RATE_LIMIT_KEY_PREFIX,
  TABLE_PARTITION_KEY,
  TABLE_SORT_KEY,
  TABLE_TTL_ATTRIBUTE,
} from '../functions/shared/table';
import { ApiFirewall } from './api-firewall';
import { ApiKeyAuthorizer } from './api-key-authorizer';
import { cdkBundlingOf, type FunctionBundling, sourceMapEnvironment } from './function-bundling';
import { grantKeyedAccess } from './keyed-table-access';
import { applyNagSuppressions } from './nag-suppressions';
import { OperationsDashboard } from './operations-dashboard';
import { type Throttle, UsagePlans, type UsagePlanTier } from './usage-plans';

const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url));

export interface IslamicApiStackProps extends StackProps {
  stageName?: string;
  /**
   * Stage-wide API Gateway throttling, requests per second and burst: the expected total load of the
   * deployment, well below the account's regional limit (10,000 rps by default).
   */
  throttle?: { rateLimit: number; burstLimit: number };
  /**
   * Requests one source address may make per 60 s before AWS WAF blocks it at the edge. Default: twice
   * the largest per-minute limit of the functions, and at least 1,000, so that it never refuses a caller
   * the functions would admit (several keys behind one address included) but stops a flood from one
   * address long before it can use up the shared anonymous throttle.
   */
  wafRequestsPerAddressPerMinute?: number;
  /** Extra environment for every function (reciter, audio URL templates, CORS origin...). */
  functionEnvironment?: Record<string, string>;
  /** What happens to the table when the stack is deleted; RETAIN by default, it holds the imported corpora. */
  tableRemovalPolicy?: RemovalPolicy;
  /**
   * Per-key API Gateway throttles of the usage plans, a coarse backstop: the exact per-minute limits
   * are enforced by the functions against the table. The anonymous plan's key is shared by every
   * anonymous caller, so its throttle bounds all anonymous traffic together.
   */
  usagePlanThrottles?: Partial<Record<UsagePlanTier, { rateLimit: number; burstLimit: number }>>;
  /**
   * Name of the Secrets Manager secret holding the chat provider's API key (the key itself, or JSON
   * with `apiKey`). Referenced, not created: the key never appears in the template. Until the secret
   * exists, chat answers in retrieval-only mode.
   */
  chatApiKeySecretName?: string;
  /**
   * Bundle source maps and enable them (`--enable-source-maps`), for readable stack traces at about 75 ms more per
   * cold start (lib/function-bundling.ts). Default: off.
   */
  sourceMaps?: boolean;
  /**
   * Who identifies callers (functions/routes.ts, CallerIdentification): a REQUEST authorizer in front of every method
   * (default; per-key usage-plan throttles, two invocations per request) or the functions themselves
   * (`-c callerIdentification=functions`; one invocation per request, usage plans metering nothing).
   */
  callerIdentification?: CallerIdentification;
}

/** The table's construct id: with the stack's name, what CloudFormation names the table by (lib/github-deploy-roles-stack.ts). */
export const API_TABLE_ID = 'Table';

export const DEFAULT_CHAT_SECRET_NAME = 'islamic-api/chat-provider-key';

export const DEFAULT_STAGE_THROTTLE: Throttle = { rateLimit: 1000, burstLimit: 2000 };

export class IslamicApiStack extends Stack {
  readonly table: dynamodb.Table;
  readonly api: apigw.RestApi;
  readonly functions: Record<string, NodejsFunction> = {};
  /** Absent when the functions identify callers themselves (callerIdentification: 'functions'). */
  readonly authorizerFunction?: NodejsFunction;
  readonly usagePlans: Record<UsagePlanTier, apigw.UsagePlan>;
  private readonly bundling: FunctionBundling;
  readonly edgeFunction: NodejsFunction;
  readonly operations: OperationsDashboard;
  readonly webAcl: wafv2.CfnWebACL;
  /** What a deployment step reads back: the base URL (smoke test) and the table (corpus import, keys). */
  readonly outputs: { apiBaseUrl: CfnOutput; tableName: CfnOutput };

  constructor(scope: Construct, id: string, props: IslamicApiStackProps = {}) {
    super(scope, id, props);
    this.bundling = { sourceMaps: props.sourceMaps ?? false };

    // Corpora and rate-limit counters share one table; key layout in functions/shared/table.ts.
    this.table = new dynamodb.Table(this, API_TABLE_ID, {
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
    const throttle = props.throttle ?? DEFAULT_STAGE_THROTTLE;
    const limits = parseConfig(props.functionEnvironment ?? {});
    this.api = new apigw.RestApi(this, 'Api', {
      restApiName: 'islamic-knowledge-api',
      description: 'Islamic Knowledge and Utilities REST API',
      endpointTypes: [apigw.EndpointType.REGIONAL],
      cloudWatchRole: true, // access logging needs the account-level API Gateway logging role
      // Usage plans meter the key the authorizer names: the caller's own, or the shared anonymous one.
      apiKeySourceType: apigw.ApiKeySourceType.AUTHORIZER,
      // The functions compress (br or gzip, representation.ts) and answer base64 with isBase64Encoded; every
      // media type is binary so API Gateway sends those bytes as they are (request bodies arrive base64, which
      // the JSON body parser decodes). API Gateway's own compression (minimumCompressionSize) has no br.
      binaryMediaTypes: ['*/*'],
      deployOptions: {
        stageName: props.stageName ?? 'prod',
        throttlingRateLimit: throttle.rateLimit,
        throttlingBurstLimit: throttle.burstLimit,
        metricsEnabled: true,
        // Execution logs of failures only (integration errors, authorizer failures); access logs cover the rest.
        loggingLevel: apigw.MethodLoggingLevel.ERROR,
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
      // No gateway-made preflight: OPTIONS goes to the edge function, which adds the rate-limit headers.
    });
    this.addJsonGatewayResponses(corsOrigin, limits.RATE_LIMIT_ANONYMOUS_PER_MINUTE);

    // The anonymous usage identifier: not a secret (the authorizer, not the caller, chooses it), unique per stack and region.
    const anonymousUsageKey = Fn.join('-', ['anonymous', Aws.STACK_NAME, Aws.REGION, 'usage']);
    const environment = props.functionEnvironment ?? {};
    let behindAuthorizer: apigw.MethodOptions = {};
    if ((props.callerIdentification ?? 'authorizer') === 'authorizer') {
      const authorizer = new ApiKeyAuthorizer(this, 'CallerAuthorizer', {
        table: this.table,
        environment,
        anonymousUsageKey,
        addFunction: (name, options) => this.addBundledFunction(name, options),
      });
      this.authorizerFunction = authorizer.function;
      behindAuthorizer = authorizer.methodOptions;
    }
    const chatSecret = secretsmanager.Secret.fromSecretNameV2(
      this,
      'ChatProviderKey',
      props.chatApiKeySecretName ?? DEFAULT_CHAT_SECRET_NAME,
    );
    // The gazetteer's compact file, derived from its npm packages, is copied beside the functions that resolve places.
    ensureGazetteerFile(`${PROJECT_ROOT}${GAZETTEER_FILES[0].from}`);
    for (const route of routes) {
      const fn = this.addRouteFunction(
        route,
        route.chatProvider ? { ...environment, CHAT_API_KEY_SECRET_ID: chatSecret.secretName } : environment,
      );
      if (route.chatProvider) chatSecret.grantRead(fn);
      this.functions[route.id] = fn;
      // Chat's server-sent events leave as they are written: REST API response streaming to Lambda's response stream.
      const integration = new apigw.LambdaIntegration(
        fn,
        route.streaming ? { responseTransferMode: apigw.ResponseTransferMode.STREAM } : {},
      );
      for (const method of methodsOf(route)) this.api.root.resourceForPath(route.path).addMethod(method, integration, behindAuthorizer);
    }

    // Everything else (preflights, other methods, unknown paths) goes to the edge function, so that
    // those answers carry the rate-limit headers too. An explicit method wins over ANY on a resource,
    // and a resource wins over {proxy+}; ANY on the root and on every resource leaves no gap.
    this.edgeFunction = this.addBundledFunction('Edge', {
      entry: EDGE_ROUTE.entry,
      description: EDGE_ROUTE.description,
      memoryMb: EDGE_ROUTE.memoryMb,
      timeoutSeconds: EDGE_ROUTE.timeoutSeconds,
      environment,
    });
    this.grantRateLimiting(this.edgeFunction);
    const edge = new apigw.LambdaIntegration(this.edgeFunction);
    const resources: apigw.IResource[] = [this.api.root];
    for (let i = 0; i < resources.length; i++) {
      resources[i].addMethod('ANY', edge, behindAuthorizer);
      resources.push(...resources[i].node.children.filter((child): child is apigw.Resource => child instanceof apigw.Resource));
    }
    this.api.root.addResource('{proxy+}').addMethod('ANY', edge, behindAuthorizer);

    this.webAcl = new ApiFirewall(this, 'PerAddressFirewall', {
      stage: this.api.deploymentStage,
      limits: planLimitsOf(limits),
      requestsPerAddressPerMinute: props.wafRequestsPerAddressPerMinute,
      corsOrigin,
    }).webAcl;
    this.usagePlans = new UsagePlans(this, 'UsagePlans', {
      api: this.api,
      limits: planLimitsOf(limits),
      stageThrottle: throttle,
      throttles: props.usagePlanThrottles,
      anonymousUsageKey,
    }).plans;

    this.operations = new OperationsDashboard(this, 'Operations', {
      api: this.api,
      functions: [...(this.authorizerFunction ? [this.authorizerFunction] : []), this.edgeFunction, ...Object.values(this.functions)],
      dashboardName: Fn.join('-', [Aws.STACK_NAME, 'operations']),
    });
    applyNagSuppressions(this, { authorizer: this.authorizerFunction !== undefined });

    this.outputs = {
      apiBaseUrl: new CfnOutput(this, 'ApiBaseUrl', { value: this.api.urlForPath(API_BASE_PATH), description: 'Base URL of /api/v1' }),
      tableName: new CfnOutput(this, 'TableName', {
        value: this.table.tableName,
        description: 'Table for corpus import (corpus:import --table)',
      }),
    };
    new CfnOutput(this, 'UsagePlanStandardId', {
      value: this.usagePlans.standard.usagePlanId,
      description: 'Usage plan for standard keys (npm run keys)',
    });
    new CfnOutput(this, 'UsagePlanProId', {
      value: this.usagePlans.pro.usagePlanId,
      description: 'Usage plan for pro keys (npm run keys)',
    });
  }

  /** Errors produced by API Gateway itself use the same { error, message } body as the functions. */
  private addJsonGatewayResponses(corsOrigin: string, anonymousLimit: number): void {
    const cors = { 'Access-Control-Allow-Origin': `'${corsOrigin}'` };
    const jsonError = (error: string) => ({ 'application/json': `{"error":"${error}","message":$context.error.messageString}` });
    // API Gateway answers an unknown path or method with 403 "Missing Authentication Token".
    this.api.addGatewayResponse('NoRoute', {
      type: apigw.ResponseType.MISSING_AUTHENTICATION_TOKEN,
      statusCode: '404',
      responseHeaders: cors,
      templates: jsonError('Not Found'),
    });
    const fixed = (
      id: string,
      type: apigw.ResponseType,
      statusCode: string,
      error: string,
      message: string,
      headers: Record<string, string> = {},
    ) =>
      this.api.addGatewayResponse(id, {
        type,
        statusCode,
        responseHeaders: { ...cors, ...headers },
        templates: { 'application/json': JSON.stringify({ error, message }) },
      });
    // The authorizer itself allows every request (the functions refuse bad keys, with rate-limit
    // headers), so these answer only when something upstream of the functions refuses.
    fixed('Unauthorized', apigw.ResponseType.UNAUTHORIZED, '401', 'Unauthorized', 'The API key is unknown, revoked or malformed');
    fixed('AccessDenied', apigw.ResponseType.ACCESS_DENIED, '403', 'Forbidden', 'This caller may not use this resource');
    fixed(
      'InvalidApiKey',
      apigw.ResponseType.INVALID_API_KEY,
      '403',
      'Forbidden',
      'The API key is not registered with a usage plan of this deployment',
    );
    // The authorizer could not decide (its table unreachable, say): fail closed, like the functions.
    const closedDoor = Object.fromEntries(Object.entries(failClosedHeaders(anonymousLimit)).map(([name, value]) => [name, `'${value}'`]));
    for (const [id, type] of [
      ['AuthorizerFailure', apigw.ResponseType.AUTHORIZER_FAILURE],
      ['AuthorizerConfigurationError', apigw.ResponseType.AUTHORIZER_CONFIGURATION_ERROR],
    ] as const) {
      fixed(id, type, '503', 'Service Unavailable', AUTHORIZER_FAILURE_MESSAGE, closedDoor);
    }
    this.api.addGatewayResponse('QuotaExceeded', {
      type: apigw.ResponseType.QUOTA_EXCEEDED,
      statusCode: '429',
      responseHeaders: { ...cors, 'Retry-After': "'60'" },
      templates: {
        'application/json':
          '{"status":429,"error":"Too Many Requests","message":"The usage plan quota of this key is exhausted","retry_after_seconds":60}',
      },
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
        'application/json': '{"status":429,"error":"Too Many Requests","message":$context.error.messageString,"retry_after_seconds":1}',
      },
    });
  }

  private addRouteFunction(route: Route, environment: Record<string, string>): NodejsFunction {
    const fn = this.addBundledFunction(route.id.charAt(0).toUpperCase() + route.id.slice(1), {
      entry: route.entry,
      description: `${route.method} ${route.path}: ${route.description}`,
      memoryMb: route.memoryMb,
      timeoutSeconds: route.timeoutSeconds,
      environment,
      bundledFiles: route.bundledFiles,
    });
    if (route.tableAccess === 'read') this.table.grantReadData(fn);
    if (route.tableAccess === 'readWrite') this.table.grantReadWriteData(fn);
    this.grantRateLimiting(fn);
    return fn;
  }

  /** Every function rate limits its callers (their admission slots) and may identify them itself. */
  private grantRateLimiting(fn: NodejsFunction): void {
    grantKeyedAccess(fn, this.table, RATE_LIMIT_KEY_PREFIX, ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem']);
    grantKeyedAccess(fn, this.table, API_KEY_KEY_PREFIX, ['dynamodb:GetItem']);
  }

  private addBundledFunction(
    name: string,
    options: {
      entry: string;
      description: string;
      memoryMb: number;
      timeoutSeconds: number;
      environment: Record<string, string>;
      bundledFiles?: Route['bundledFiles'];
    },
  ): NodejsFunction {
    const copies = (options.bundledFiles ?? []).map(
      ({ from, to }) =>
        (inputDir: string, outputDir: string) =>
          `mkdir -p "$(dirname "${outputDir}/${to}")" && cp "${inputDir}/${from}" "${outputDir}/${to}"`,
    );
    return new NodejsFunction(this, `${name}Function`, {
      description: options.description,
      entry: `${PROJECT_ROOT}${options.entry}`,
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: `${PROJECT_ROOT}package-lock.json`,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: options.memoryMb,
      timeout: Duration.seconds(options.timeoutSeconds),
      logGroup: new logs.LogGroup(this, `${name}Logs`, { retention: logs.RetentionDays.ONE_MONTH }),
      environment: {
        ...options.environment,
        TABLE_NAME: this.table.tableName,
        ...sourceMapEnvironment(this.bundling),
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        // Named in the 503 of a corpus not imported yet: exactly what imports it into this table.
        CORPUS_IMPORT_COMMAND: `npm run corpus:import -- --table ${this.table.tableName} --region ${Aws.REGION}`,
      },
      bundling: {
        ...cdkBundlingOf(this.bundling),
        // Files read at run time (the docs page's Swagger UI), copied beside the bundle.
        ...(copies.length > 0
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir: string, outputDir: string) => copies.map((copy) => copy(inputDir, outputDir)),
              },
            }
          : {}),
      },
    });
  }
}
