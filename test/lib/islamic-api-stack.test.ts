import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { routes } from '../../functions/routes';
import { IslamicApiStack } from '../../lib/islamic-api-stack';

// Bundling is skipped here (it is exercised by `npx cdk synth`); everything else is synthesised for real.
const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
const stack = new IslamicApiStack(app, 'TestStack', { functionEnvironment: { QURAN_RECITER: 'Configured Reciter' } });
const template = Template.fromStack(stack);

type Resource = { Type: string; Properties: Record<string, unknown> };
const resourcesOfType = (type: string) => Object.entries(template.findResources(type) as Record<string, Resource>);

/** The policy statements attached to the execution role of one route's function. */
function statementsFor(routeId: string): Array<{ Action: string | string[]; Resource: unknown }> {
  const fn = stack.functions[routeId];
  const roleLogicalId = stack.getLogicalId(fn.role!.node.defaultChild as never);
  return resourcesOfType('AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(roleLogicalId))
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: never[] }).Statement);
}

const actionsFor = (routeId: string) => statementsFor(routeId).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

describe('IslamicApiStack', () => {
  it('has one DynamoDB table: on-demand, PITR, TTL, PK/SK string keys, retained', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'PK', AttributeType: 'S' },
          { AttributeName: 'SK', AttributeType: 'S' },
        ],
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      },
    });
  });

  it('has one Node.js 22 arm64 function per route, with the table name and forwarded settings', () => {
    const functions = resourcesOfType('AWS::Lambda::Function').filter(([, r]) => r.Properties.Runtime === 'nodejs22.x');
    expect(functions).toHaveLength(routes.length);
    for (const [, fn] of functions) {
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.Handler).toBe('index.handler');
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.TABLE_NAME).toEqual({ Ref: expect.stringMatching(/^Table/) });
      expect(variables.QURAN_RECITER).toBe('Configured Reciter');
    }
    for (const route of routes) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: Match.stringLikeRegexp(`^${route.method} ${route.path}:`),
        MemorySize: route.memoryMb,
        Timeout: route.timeoutSeconds,
      });
    }
  });

  it('exposes every route of the route table under /api/v1 with its method, through a Lambda proxy', () => {
    const pathParts = resourcesOfType('AWS::ApiGateway::Resource').map(([, r]) => r.Properties.PathPart);
    expect(pathParts).toEqual(expect.arrayContaining(['api', 'v1', 'chat', 'quran', 'hadith', 'duas', 'utilities']));
    for (const route of routes) {
      const resourceId = Object.entries(template.findResources('AWS::ApiGateway::Resource', { Properties: { PathPart: route.path.split('/').at(-1) } }))[0][0];
      template.hasResourceProperties('AWS::ApiGateway::Method', {
        HttpMethod: route.method,
        ResourceId: { Ref: resourceId },
        Integration: { Type: 'AWS_PROXY', IntegrationHttpMethod: 'POST' },
      });
    }
    // Plus one OPTIONS (CORS preflight) per resource.
    const methods = resourcesOfType('AWS::ApiGateway::Method').map(([, m]) => m.Properties.HttpMethod);
    expect(methods.filter((m) => m !== 'OPTIONS').sort()).toEqual(routes.map((r) => r.method).sort());
  });

  it('grants each function exactly the table access its route declares', () => {
    for (const route of routes) {
      const dynamoActions = actionsFor(route.id).filter((action) => action.startsWith('dynamodb:'));
      if (route.tableAccess === 'none') expect(dynamoActions).toEqual([]);
      if (route.tableAccess === 'read') {
        expect(dynamoActions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem']));
        expect(dynamoActions.filter((a) => /Put|Update|Delete|BatchWrite/.test(a))).toEqual([]);
      }
    }
    expect(routes.find((r) => r.id === 'quran')?.tableAccess).toBe('read');
    expect(routes.find((r) => r.id === 'utilities')?.tableAccess).toBe('none');
  });

  it('throttles the stage and writes JSON access logs', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'prod',
      MethodSettings: Match.arrayWith([Match.objectLike({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100, MetricsEnabled: true })]),
      AccessLogSetting: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"') },
    });
  });

  it('answers gateway-made errors in the API error shape', () => {
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'MISSING_AUTHENTICATION_TOKEN',
      StatusCode: '404',
      ResponseTemplates: { 'application/json': Match.stringLikeRegexp('"error":"Not Found"') },
    });
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'THROTTLED',
      StatusCode: '429',
      ResponseParameters: Match.objectLike({ 'gatewayresponse.header.Retry-After': "'1'" }),
      ResponseTemplates: { 'application/json': Match.stringLikeRegexp('"retry_after_seconds":1') },
    });
  });

  it('uses the configured CORS origin for the preflight and gateway errors too', () => {
    const configured = Template.fromStack(
      new IslamicApiStack(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), 'OriginStack', {
        functionEnvironment: { CORS_ALLOWED_ORIGIN: 'https://app.example' },
      }),
    );
    configured.hasResourceProperties('AWS::ApiGateway::Method', {
      HttpMethod: 'OPTIONS',
      Integration: {
        IntegrationResponses: [
          Match.objectLike({
            ResponseParameters: Match.objectLike({ 'method.response.header.Access-Control-Allow-Origin': "'https://app.example'" }),
          }),
        ],
      },
    });
    configured.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'MISSING_AUTHENTICATION_TOKEN',
      ResponseParameters: { 'gatewayresponse.header.Access-Control-Allow-Origin': "'https://app.example'" },
    });
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'MISSING_AUTHENTICATION_TOKEN',
      ResponseParameters: { 'gatewayresponse.header.Access-Control-Allow-Origin': "'*'" },
    });
  });

  it('outputs the API base URL and the table name for the import step', () => {
    template.hasOutput('ApiBaseUrl', {});
    template.hasOutput('TableName', { Value: { Ref: Match.stringLikeRegexp('^Table') } });
  });
});
