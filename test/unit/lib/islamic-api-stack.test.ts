import { App, Aspects } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EDGE_ROUTE, methodsOf, routes } from '../../../functions/routes';
import { IslamicApiStack } from '../../../lib/islamic-api-stack';

// Bundling is skipped here (it is exercised by `npx cdk synth`); everything else is synthesised for real.
const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
const stack = new IslamicApiStack(app, 'TestStack', { functionEnvironment: { QURAN_RECITER: 'Configured Reciter' } });
const template = Template.fromStack(stack);

/**
 * A stack of its own, synthesised at most once for the file (each synthesis is seconds of a core, cdk-nag's more) and
 * with cdk-nag's checks, which only annotate: the default one, named as `npx cdk deploy` names it (bin/app.ts), and the
 * one whose functions identify callers.
 */
function nagCheckedStack(id: string, props?: ConstructorParameters<typeof IslamicApiStack>[2]) {
  let built: IslamicApiStack | undefined;
  return () => {
    if (!built) {
      const nagApp = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
      built = new IslamicApiStack(nagApp, id, props);
      Aspects.of(nagApp).add(new AwsSolutionsChecks());
      nagApp.synth();
    }
    return built;
  };
}
const deployedStack = nagCheckedStack('IslamicApiStack');
const directStack = nagCheckedStack('DirectStack', { callerIdentification: 'functions' });

type Resource = { Type: string; Properties: Record<string, unknown> };
const resourcesOfType = (type: string) => Object.entries(template.findResources(type) as Record<string, Resource>);

type Statement = { Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, string[]>> };

/** The policy statements attached to the execution role of one route's function (or of the authorizer). */
function statementsFor(routeId: string): Statement[] {
  const fn = routeId === 'authorizer' ? stack.authorizerFunction! : routeId === 'edge' ? stack.edgeFunction : stack.functions[routeId];
  const roleLogicalId = stack.getLogicalId(fn.role!.node.defaultChild as never);
  return resourcesOfType('AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(roleLogicalId))
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: never[] }).Statement);
}

const actionsOf = (statements: Statement[]) => statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
const leadingKeysOf = (statement: Statement) => statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
/** Table actions not confined to a key prefix: the corpus access a route declares. */
const corpusActionsFor = (routeId: string) =>
  actionsOf(statementsFor(routeId).filter((s) => !leadingKeysOf(s))).filter((action) => action.startsWith('dynamodb:'));
const confinedActionsFor = (routeId: string, prefix: string) =>
  actionsOf(statementsFor(routeId).filter((s) => JSON.stringify(leadingKeysOf(s)) === JSON.stringify([`${prefix}*`])));

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
    expect(functions).toHaveLength(routes.length + 2); // and the authorizer and the edge function
    for (const [, fn] of functions) {
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.Handler).toBe('index.handler');
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.TABLE_NAME).toEqual({ Ref: expect.stringMatching(/^Table/) });
      expect(variables.QURAN_RECITER).toBe('Configured Reciter');
    }
    for (const route of routes) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: Match.stringLikeRegexp(`^${route.method} ${route.path.replace(/[{}+]/g, (character) => `\\${character}`)}:`),
        MemorySize: route.memoryMb,
        Timeout: route.timeoutSeconds,
      });
    }
  });

  it('reads source maps only when a deployment asks for them (-c sourceMaps=true), since they slow every cold start', () => {
    const nodeOptionsOf = (source: IslamicApiStack) =>
      Object.entries(Template.fromStack(source).findResources('AWS::Lambda::Function') as Record<string, Resource>)
        .filter(([, r]) => r.Properties.Runtime === 'nodejs22.x')
        .map(([, r]) => (r.Properties.Environment as { Variables: Record<string, unknown> }).Variables.NODE_OPTIONS);
    expect(new Set(nodeOptionsOf(stack))).toEqual(new Set([undefined]));
    const debugging = new IslamicApiStack(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), 'MapsStack', { sourceMaps: true });
    const withMaps = nodeOptionsOf(debugging);
    expect(withMaps).toHaveLength(routes.length + 2);
    expect(new Set(withMaps)).toEqual(new Set(['--enable-source-maps']));
  });

  it('exposes every route of the route table under /api/v1 with its method, through a Lambda proxy', () => {
    const pathParts = resourcesOfType('AWS::ApiGateway::Resource').map(([, r]) => r.Properties.PathPart);
    expect(pathParts).toEqual(
      expect.arrayContaining(['api', 'v1', 'chat', 'quran', 'hadith', 'duas', 'utilities', 'openapi.json', 'docs']),
    );
    for (const route of routes) {
      // The resource whose path part and parent's path part end the route's path (a greedy route's {proxy+} has namesakes).
      const [parentPart, lastPart] = route.path.split('/').slice(-2);
      const resources = template.findResources('AWS::ApiGateway::Resource');
      const resourceId = Object.entries(resources).find(
        ([, resource]) =>
          resource.Properties.PathPart === lastPart && resources[resource.Properties.ParentId?.Ref]?.Properties.PathPart === parentPart,
      )![0];
      for (const method of methodsOf(route)) {
        template.hasResourceProperties('AWS::ApiGateway::Method', {
          HttpMethod: method,
          ResourceId: { Ref: resourceId },
          Integration: { Type: 'AWS_PROXY', IntegrationHttpMethod: 'POST' },
        });
      }
    }
    const methods = resourcesOfType('AWS::ApiGateway::Method').map(([, m]) => m.Properties.HttpMethod);
    expect(methods.filter((m) => m !== 'ANY').sort()).toEqual(routes.flatMap(methodsOf).sort());
    expect(methods.filter((m) => m === 'HEAD')).toHaveLength(routes.filter((r) => methodsOf(r).includes('HEAD')).length);
  });

  it('serves a POST route that also answers GET (the inheritance relations) from its one function', () => {
    const inheritance = routes.find((route) => route.id === 'inheritance')!;
    expect(methodsOf(inheritance)).toEqual(['POST', 'GET', 'HEAD']);
    const resources = template.findResources('AWS::ApiGateway::Resource');
    const resourceId = Object.entries(resources).find(([, resource]) => resource.Properties.PathPart === 'inheritance')![0];
    const uris = resourcesOfType('AWS::ApiGateway::Method')
      .filter(
        ([, method]) => (method.Properties.ResourceId as { Ref?: string })?.Ref === resourceId && method.Properties.HttpMethod !== 'ANY',
      )
      .map(([, method]) => JSON.stringify((method.Properties.Integration as { Uri: unknown }).Uri));
    expect(uris).toHaveLength(3);
    expect(new Set(uris).size).toBe(1);
    expect(uris[0]).toContain('Inheritance');
  });

  it("streams the chat's answers (REST response streaming to Lambda's response stream), and only the chat's", () => {
    type Integration = { ResponseTransferMode?: string; Uri?: unknown };
    const integrationOf = (method: { Properties: Record<string, unknown> }) => method.Properties.Integration as Integration | undefined;
    const streamed = resourcesOfType('AWS::ApiGateway::Method').filter(([, m]) => integrationOf(m)?.ResponseTransferMode === 'STREAM');
    expect(streamed).toHaveLength(2);
    const resourceOf = (pathPart: string) =>
      Object.keys(template.findResources('AWS::ApiGateway::Resource', { Properties: { PathPart: pathPart } }))[0];
    expect(streamed.map(([, method]) => method.Properties)).toEqual([
      expect.objectContaining({ HttpMethod: 'POST', ResourceId: { Ref: resourceOf('chat') } }),
      expect.objectContaining({ HttpMethod: 'POST', ResourceId: { Ref: resourceOf('completions') } }),
    ]);
    for (const [, method] of streamed) expect(JSON.stringify(integrationOf(method)?.Uri)).toContain('/response-streaming-invocations');
    expect(routes.filter((route) => route.streaming).map((route) => route.id)).toEqual(['chat', 'chatcompletions']);
  });

  it('passes the compressed bytes the functions answer through unchanged: every media type is binary', () => {
    template.hasResourceProperties('AWS::ApiGateway::RestApi', { BinaryMediaTypes: ['*/*'] });
  });

  it('sends preflights, other methods and unknown paths to the edge function: ANY on every resource and on {proxy+}', () => {
    const edgeArn = { 'Fn::GetAtt': [stack.getLogicalId(stack.edgeFunction.node.defaultChild as never), 'Arn'] };
    const resources = resourcesOfType('AWS::ApiGateway::Resource');
    const anyMethods = resourcesOfType('AWS::ApiGateway::Method').filter(([, m]) => m.Properties.HttpMethod === 'ANY');
    // The root, /api, /api/v1, each route's resource and /{proxy+}.
    expect(anyMethods).toHaveLength(resources.length + 1);
    const covered = new Set(anyMethods.map(([, m]) => JSON.stringify(m.Properties.ResourceId)));
    for (const [id] of resources) expect(covered.has(JSON.stringify({ Ref: id }))).toBe(true);
    expect(resources.map(([, r]) => r.Properties.PathPart)).toContain('{proxy+}');
    for (const [, method] of anyMethods) {
      expect(JSON.stringify(method.Properties.Integration)).toContain(JSON.stringify(edgeArn));
    }
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: EDGE_ROUTE.description,
      MemorySize: EDGE_ROUTE.memoryMb,
      Timeout: EDGE_ROUTE.timeoutSeconds,
    });
    // It reads and counts rate-limit windows and reads keys, and touches no corpus.
    expect(corpusActionsFor('edge')).toEqual([]);
    expect(confinedActionsFor('edge', 'RATE#').sort()).toEqual(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem']);
    expect(confinedActionsFor('edge', 'APIKEY#')).toEqual(['dynamodb:GetItem']);
  });

  it('blocks a flooding address at the edge with AWS WAF: a per-address rate rule on the stage, answering the JSON 429', () => {
    template.resourceCountIs('AWS::WAFv2::WebACL', 1);
    const [[aclId, acl]] = resourcesOfType('AWS::WAFv2::WebACL');
    expect(acl.Properties).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Allow: {} } });
    const [rule] = acl.Properties.Rules as Array<Record<string, any>>;
    // Twice the largest per-minute limit (pro, 300), floored at 1,000: never below what the functions admit.
    expect(rule.Statement).toEqual({ RateBasedStatement: { AggregateKeyType: 'IP', Limit: 1000, EvaluationWindowSec: 60 } });
    expect(rule.Action.Block.CustomResponse).toMatchObject({ ResponseCode: 429, CustomResponseBodyKey: 'TooManyRequests' });
    const headers = Object.fromEntries(
      (rule.Action.Block.CustomResponse.ResponseHeaders as Array<{ Name: string; Value: string }>).map((h) => [h.Name, h.Value]),
    );
    expect(headers).toMatchObject({
      'Retry-After': '60',
      'X-RateLimit-Limit': '1000',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': '60',
    });
    const body = (acl.Properties.CustomResponseBodies as Record<string, { ContentType: string; Content: string }>).TooManyRequests;
    expect(body.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body.Content)).toMatchObject({ status: 429, error: 'Too Many Requests', retry_after_seconds: 60 });

    const [[, association]] = resourcesOfType('AWS::WAFv2::WebACLAssociation');
    expect(association.Properties.WebACLArn).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    const [[stageId]] = resourcesOfType('AWS::ApiGateway::Stage');
    expect(JSON.stringify(association.Properties.ResourceArn)).toContain(JSON.stringify({ Ref: stageId }));
    expect(JSON.stringify(association.Properties.ResourceArn)).toMatch(/:apigateway:.*\/restapis\//);

    // Raised per-minute limits raise the firewall with them; an explicit figure wins.
    const limitOf = (props: ConstructorParameters<typeof IslamicApiStack>[2]) => {
      const synthesized = Template.fromStack(
        new IslamicApiStack(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), 'WafStack', props),
      );
      const [[, waf]] = Object.entries(synthesized.findResources('AWS::WAFv2::WebACL') as Record<string, Resource>);
      return (waf.Properties.Rules as Array<Record<string, any>>)[0].Statement.RateBasedStatement.Limit;
    };
    expect(limitOf({ functionEnvironment: { RATE_LIMIT_PRO_PER_MINUTE: '5000' } })).toBe(10000);
    expect(limitOf({ wafRequestsPerAddressPerMinute: 2500 })).toBe(2500);
  });

  it('grants each function exactly the corpus access its route declares, plus its own rate-limit and key items', () => {
    for (const route of routes) {
      const corpusActions = corpusActionsFor(route.id);
      if (route.tableAccess === 'none') expect(corpusActions).toEqual([]);
      if (route.tableAccess === 'read') {
        expect(corpusActions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem']));
        expect(corpusActions.filter((a) => /Put|Update|Delete|BatchWrite/.test(a))).toEqual([]);
      }
      // Writes only to RATE#... partitions, and reads keys only by their APIKEY#... partition.
      expect(confinedActionsFor(route.id, 'RATE#').sort()).toEqual(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem']);
      expect(confinedActionsFor(route.id, 'APIKEY#')).toEqual(['dynamodb:GetItem']);
    }
    expect(routes.find((r) => r.id === 'quran')?.tableAccess).toBe('read');
    expect(routes.find((r) => r.id === 'utilities')?.tableAccess).toBe('none');
    // The authorizer reads keys and nothing else.
    expect(actionsOf(statementsFor('authorizer')).filter((a) => a.startsWith('dynamodb:'))).toEqual(['dynamodb:GetItem']);
    expect(confinedActionsFor('authorizer', 'APIKEY#')).toEqual(['dynamodb:GetItem']);
  });

  it('puts a REQUEST authorizer with no identity source and no caching in front of every route, and requires a usage key', () => {
    template.resourceCountIs('AWS::ApiGateway::Authorizer', 1);
    const [[authorizerId, authorizer]] = resourcesOfType('AWS::ApiGateway::Authorizer');
    expect(authorizer.Properties).toMatchObject({ Type: 'REQUEST', AuthorizerResultTtlInSeconds: 0 });
    expect(authorizer.Properties.IdentitySource ?? '').toBe('');
    template.hasResourceProperties('AWS::ApiGateway::RestApi', { ApiKeySourceType: 'AUTHORIZER' });
    const methods = resourcesOfType('AWS::ApiGateway::Method');
    // Preflights too: browsers send them without credentials, and the authorizer admits anonymous callers.
    for (const [, method] of methods) {
      expect(method.Properties).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: { Ref: authorizerId }, ApiKeyRequired: true });
    }
    // API Gateway may invoke the authorizer.
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'apigateway.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [stack.getLogicalId(stack.authorizerFunction!.node.defaultChild as never), 'Arn'] },
    });
  });

  it('puts no authorizer in front when the functions identify callers (-c callerIdentification=functions): one invocation a request', () => {
    const direct = directStack();
    const synthesized = Template.fromStack(direct);
    synthesized.resourceCountIs('AWS::ApiGateway::Authorizer', 0);
    expect(direct.authorizerFunction).toBeUndefined();
    const functions = Object.values(synthesized.findResources('AWS::Lambda::Function') as Record<string, Resource>);
    expect(functions.map((fn) => String(fn.Properties.Description)).filter((d) => d.startsWith('REQUEST authorizer'))).toEqual([]);
    expect(functions).toHaveLength(routes.length + 1); // the routes and the edge
    const methods = Object.values(synthesized.findResources('AWS::ApiGateway::Method') as Record<string, Resource>);
    expect(methods.length).toBe(resourcesOfType('AWS::ApiGateway::Method').length);
    for (const method of methods) {
      expect(method.Properties.AuthorizationType).toBe('NONE');
      expect(method.Properties.ApiKeyRequired ?? false).toBe(false);
    }
    // Each function reads the key records it identifies callers by, and nothing more of them.
    const policies = Object.values(synthesized.findResources('AWS::IAM::Policy') as Record<string, Resource>);
    const keyReaders = policies.filter((policy) => JSON.stringify(policy.Properties.PolicyDocument).includes('APIKEY#*'));
    expect(keyReaders).toHaveLength(routes.length + 1);
    // cdk-nag: the accepted finding for a method without an authorizer is said, and nothing else is new.
    const nagStack = direct;
    const findings = [
      ...Annotations.fromStack(nagStack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*')),
      ...Annotations.fromStack(nagStack).findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*')),
    ];
    expect(findings.map((finding) => String(finding.entry.data).split('\n')[0])).toEqual([]);
    const nagMetadata = nagStack.templateOptions.metadata?.cdk_nag as { rules_to_suppress: Array<{ id: string; reason: string }> };
    expect(nagMetadata.rules_to_suppress.map((rule) => rule.id)).toContain('AwsSolutions-APIG4');
  });

  it('sizes every limit layer so that none refuses what the next one admits', () => {
    for (const props of [{}, { functionEnvironment: { RATE_LIMIT_PRO_PER_MINUTE: '5000', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '60' } }]) {
      const synthesized = Template.fromStack(
        props.functionEnvironment
          ? new IslamicApiStack(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), 'LayersStack', props)
          : deployedStack(),
      );
      const limits = {
        anonymous: Number(props.functionEnvironment?.RATE_LIMIT_ANONYMOUS_PER_MINUTE ?? 30),
        standard: 120,
        pro: Number(props.functionEnvironment?.RATE_LIMIT_PRO_PER_MINUTE ?? 300),
      };
      const resources = <T>(type: string) => Object.values(synthesized.findResources(type)) as Array<{ Properties: T }>;
      const [stage] = resources<{ MethodSettings: Array<{ ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> }>(
        'AWS::ApiGateway::Stage',
      );
      const stageThrottle = {
        rate: stage.Properties.MethodSettings[0].ThrottlingRateLimit,
        burst: stage.Properties.MethodSettings[0].ThrottlingBurstLimit,
      };
      const plans = new Map(
        resources<{ UsagePlanName: string; Throttle: { RateLimit: number; BurstLimit: number } }>('AWS::ApiGateway::UsagePlan').map(
          ({ Properties }) => [Properties.UsagePlanName.replace('islamic-api-', ''), Properties.Throttle],
        ),
      );
      // A token bucket (burst B, rate r per second, starting full) against the worst a sliding window of L per 60 s
      // admits: L at once, then L again as soon as the first leave, four times over.
      const bucketAdmitsWindow = (throttle: { RateLimit: number; BurstLimit: number }, perMinute: number) => {
        let tokens = throttle.BurstLimit;
        let last = 0;
        for (let round = 0; round < 4; round += 1) {
          const at = round * 60;
          tokens = Math.min(throttle.BurstLimit, tokens + (at - last) * throttle.RateLimit);
          last = at;
          if (tokens < perMinute) return false;
          tokens -= perMinute;
        }
        return true;
      };
      for (const plan of ['standard', 'pro'] as const)
        expect([plan, bucketAdmitsWindow(plans.get(plan)!, limits[plan])]).toEqual([plan, true]);
      // The anonymous key is everyone's: its throttle is no smaller than the stage's, so only the stage caps them all.
      expect(plans.get('anonymous')).toEqual({ RateLimit: stageThrottle.rate, BurstLimit: stageThrottle.burst });

      const [acl] = resources<{ Rules: Array<Record<string, any>> }>('AWS::WAFv2::WebACL');
      const rule = (name: string) => acl.Properties.Rules.find((candidate) => candidate.Name === name)!.Statement.RateBasedStatement;
      // One address with the largest plan's key at its limit, each request after a preflight: the general rule admits it.
      expect(rule('RequestsPerAddress').Limit).toBeGreaterThanOrEqual(2 * Math.max(...Object.values(limits)));
      // Without a key: the anonymous window and the documentation's (60) from one address, twice over.
      const anonymous = rule('AnonymousRequestsPerAddress');
      expect(anonymous.Limit).toBeGreaterThanOrEqual(2 * (limits.anonymous + 60));
      // Only requests without a key, and no preflights (which browsers send before keyed requests too).
      const scope = JSON.stringify(anonymous.ScopeDownStatement);
      for (const part of ['"x-api-key"', '"authorization"', '"OPTIONS"', '"NotStatement"']) expect(scope).toContain(part);
      // A flood without a key needs hundreds of addresses to reach the stage's limit (was about 30 for the shared plan).
      expect((stageThrottle.rate * 60) / anonymous.Limit).toBeGreaterThanOrEqual(100);
    }
  });

  it('has usage plans per tier on the stage, and one shared anonymous key the authorizer names', () => {
    const plans = resourcesOfType('AWS::ApiGateway::UsagePlan').map(([, plan]) => plan.Properties);
    expect(plans.map((plan) => plan.UsagePlanName).sort()).toEqual(['islamic-api-anonymous', 'islamic-api-pro', 'islamic-api-standard']);
    for (const plan of plans) expect(plan.ApiStages).toEqual([expect.objectContaining({ Stage: expect.anything() })]);
    // The anonymous plan's key is shared by every anonymous caller: its throttle is the stage's.
    expect(plans.find((plan) => plan.UsagePlanName === 'islamic-api-anonymous')?.Throttle).toEqual({ RateLimit: 1000, BurstLimit: 2000 });
    expect(plans.find((plan) => plan.UsagePlanName === 'islamic-api-standard')?.Throttle).toEqual({ RateLimit: 4, BurstLimit: 240 });
    expect(plans.find((plan) => plan.UsagePlanName === 'islamic-api-pro')?.Throttle).toEqual({ RateLimit: 10, BurstLimit: 600 });

    const [[keyId, key]] = resourcesOfType('AWS::ApiGateway::ApiKey');
    const anonymousPlanId = resourcesOfType('AWS::ApiGateway::UsagePlan').find(
      ([, plan]) => plan.Properties.UsagePlanName === 'islamic-api-anonymous',
    )![0];
    template.hasResourceProperties('AWS::ApiGateway::UsagePlanKey', {
      KeyId: { Ref: keyId },
      KeyType: 'API_KEY',
      UsagePlanId: { Ref: anonymousPlanId },
    });
    const authorizerFunction = resourcesOfType('AWS::Lambda::Function').find(([, fn]) =>
      String(fn.Properties.Description).startsWith('REQUEST authorizer'),
    )!;
    const variables = (authorizerFunction[1].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.ANONYMOUS_USAGE_KEY).toEqual(key.Properties.Value);
  });

  it('throttles the stage and writes JSON access logs', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'prod',
      MethodSettings: Match.arrayWith([Match.objectLike({ ThrottlingRateLimit: 1000, ThrottlingBurstLimit: 2000, MetricsEnabled: true })]),
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

  it('uses the configured CORS origin for the preflight (the edge function), gateway errors and the firewall too', () => {
    const configured = Template.fromStack(
      new IslamicApiStack(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), 'OriginStack', {
        functionEnvironment: { CORS_ALLOWED_ORIGIN: 'https://app.example' },
      }),
    );
    configured.hasResourceProperties('AWS::Lambda::Function', {
      Description: EDGE_ROUTE.description,
      Environment: { Variables: Match.objectLike({ CORS_ALLOWED_ORIGIN: 'https://app.example' }) },
    });
    // Both firewall rules' refusals carry it.
    const blockedWithOrigin = Match.objectLike({
      Action: {
        Block: {
          CustomResponse: Match.objectLike({
            ResponseHeaders: Match.arrayWith([{ Name: 'Access-Control-Allow-Origin', Value: 'https://app.example' }]),
          }),
        },
      },
    });
    configured.hasResourceProperties('AWS::WAFv2::WebACL', { Rules: [blockedWithOrigin, blockedWithOrigin] });
    configured.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'MISSING_AUTHENTICATION_TOKEN',
      ResponseParameters: { 'gatewayresponse.header.Access-Control-Allow-Origin': "'https://app.example'" },
    });
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'MISSING_AUTHENTICATION_TOKEN',
      ResponseParameters: { 'gatewayresponse.header.Access-Control-Allow-Origin': "'*'" },
    });
  });

  it('gives the chat function the provider key only by reference to a Secrets Manager secret it may read', () => {
    const chat = resourcesOfType('AWS::Lambda::Function').find(([, fn]) =>
      String(fn.Properties.Description).startsWith('POST /api/v1/chat'),
    )!;
    const variables = (chat[1].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.CHAT_API_KEY_SECRET_ID).toBe('islamic-api/chat-provider-key');
    expect(variables.CHAT_API_KEY).toBeUndefined();
    expect(JSON.stringify(template.toJSON())).not.toMatch(/gsk_/);
    const secretStatements = statementsFor('chat').filter((s) => actionsOf([s]).includes('secretsmanager:GetSecretValue'));
    expect(JSON.stringify(secretStatements)).toMatch(/secret:islamic-api\/chat-provider-key-\?\?\?\?\?\?/);
    for (const route of routes.filter((r) => !r.chatProvider)) {
      expect(actionsOf(statementsFor(route.id)).filter((a) => a.startsWith('secretsmanager:'))).toEqual([]);
    }
  });

  it('answers authorizer, key and quota refusals in the API error shape, with CORS', () => {
    for (const [type, status, error] of [
      ['UNAUTHORIZED', '401', 'Unauthorized'],
      ['ACCESS_DENIED', '403', 'Forbidden'],
      ['INVALID_API_KEY', '403', 'Forbidden'],
      ['AUTHORIZER_FAILURE', '503', 'Service Unavailable'],
      ['AUTHORIZER_CONFIGURATION_ERROR', '503', 'Service Unavailable'],
      ['QUOTA_EXCEEDED', '429', 'Too Many Requests'],
    ]) {
      template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
        ResponseType: type,
        StatusCode: status,
        ResponseParameters: Match.objectLike({ 'gatewayresponse.header.Access-Control-Allow-Origin': "'*'" }),
        ResponseTemplates: { 'application/json': Match.stringLikeRegexp(`"error":"${error}","message":"[^"]+"`) },
      });
    }
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'QUOTA_EXCEEDED',
      ResponseTemplates: { 'application/json': Match.stringLikeRegexp('^\\{"status":429,.*"retry_after_seconds":60\\}$') },
    });
  });

  it('keeps the logical IDs of the deployed firewall, authorizer and usage plans: a new ID would replace the resource', () => {
    // As `npx cdk deploy` names the stack (bin/app.ts): some of these IDs embed its name.
    const deployed = Template.fromStack(deployedStack());
    const typesById = Object.fromEntries(
      Object.entries(deployed.toJSON().Resources as Record<string, Resource>).map(([id, resource]) => [id, resource.Type]),
    );
    expect(typesById).toMatchObject({
      PerAddressFirewall: 'AWS::WAFv2::WebACL',
      PerAddressFirewallAssociation: 'AWS::WAFv2::WebACLAssociation',
      CallerAuthorizer06CA8F09: 'AWS::ApiGateway::Authorizer',
      AuthorizerFunctionB4DBAA43: 'AWS::Lambda::Function',
      AuthorizerFunctionServiceRole5B2A061B: 'AWS::IAM::Role',
      AuthorizerFunctionServiceRoleDefaultPolicy2C75A4EA: 'AWS::IAM::Policy',
      AuthorizerFunctionIslamicApiStackCallerAuthorizer3C713326PermissionsAA316219: 'AWS::Lambda::Permission',
      AuthorizerLogsBA5DABC9: 'AWS::Logs::LogGroup',
      ApiAnonymousUsagePlanC15AECDA: 'AWS::ApiGateway::UsagePlan',
      ApiStandardUsagePlan35CEFB81: 'AWS::ApiGateway::UsagePlan',
      ApiProUsagePlan931FD00C: 'AWS::ApiGateway::UsagePlan',
      ApiAnonymousUsageKeyC0180DE9: 'AWS::ApiGateway::ApiKey',
      ApiAnonymousUsagePlanUsagePlanKeyResourceIslamicApiStackApiAnonymousUsageKey3CF9B7234AAC6942: 'AWS::ApiGateway::UsagePlanKey',
    });
  });

  it('outputs the API base URL, the table name and the usage plan ids for the import and key steps', () => {
    template.hasOutput('ApiBaseUrl', {});
    template.hasOutput('TableName', { Value: { Ref: Match.stringLikeRegexp('^Table') } });
    template.hasOutput('UsagePlanStandardId', { Value: { Ref: Match.stringLikeRegexp('StandardUsagePlan') } });
    template.hasOutput('UsagePlanProId', { Value: { Ref: Match.stringLikeRegexp('ProUsagePlan') } });
  });
});

describe('operations', () => {
  it('gives every function its Powertools settings and the exact import command for its table', () => {
    for (const [, fn] of resourcesOfType('AWS::Lambda::Function').filter(([, r]) => r.Properties.Runtime === 'nodejs22.x')) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables).toMatchObject({
        POWERTOOLS_SERVICE_NAME: 'islamic-knowledge-api',
        POWERTOOLS_METRICS_NAMESPACE: 'IslamicKnowledgeApi',
        POWERTOOLS_LOG_LEVEL: 'INFO',
      });
      // "npm run corpus:import -- --table <the table's name> --region <the stack's region>", resolved at deploy.
      const command = JSON.stringify(variables.CORPUS_IMPORT_COMMAND);
      expect(command).toContain('npm run corpus:import -- --table ');
      expect(command).toContain(stack.getLogicalId(stack.table.node.defaultChild as never));
      expect(command).toContain('AWS::Region');
    }
  });

  it('has a dashboard and alarms on the 5xx rate, on throttled functions and on chat with no model', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const alarms = resourcesOfType('AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
    // A metric-math alarm sums at most ten metrics: the throttles take one alarm per ten functions.
    const throttleAlarms = alarms.filter((alarm) => String(alarm.AlarmDescription).includes('throttled'));
    expect(throttleAlarms).toHaveLength(Math.ceil((routes.length + 2) / 10));
    expect(alarms).toHaveLength(2 + throttleAlarms.length);
    const byDescription = (text: string) => alarms.find((alarm) => String(alarm.AlarmDescription).includes(text))!;
    const rate = byDescription('5xx');
    expect(rate).toMatchObject({ Threshold: 5, EvaluationPeriods: 3, DatapointsToAlarm: 2, ComparisonOperator: 'GreaterThanThreshold' });
    expect(JSON.stringify(rate.Metrics)).toContain('100 * errors / requests');
    expect(JSON.stringify(rate.Metrics)).toContain('5XXError');
    // Every function's Throttles metric is in one of the sums: the route functions, the authorizer and the edge function.
    for (const alarm of throttleAlarms)
      expect(JSON.stringify(alarm.Metrics).match(/"MetricName":"Throttles"/g)!.length).toBeLessThanOrEqual(10);
    expect(JSON.stringify(throttleAlarms.map((alarm) => alarm.Metrics)).match(/"MetricName":"Throttles"/g)).toHaveLength(routes.length + 2);
    // One alarm says "any function": a composite of them once there is more than one.
    if (throttleAlarms.length > 1) {
      const [[, composite]] = resourcesOfType('AWS::CloudWatch::CompositeAlarm');
      expect(JSON.stringify(composite.Properties.AlarmRule).match(/ALARM\(/g)).toHaveLength(throttleAlarms.length);
    }
    expect(byDescription('no model could answer')).toMatchObject({
      MetricName: 'ChatAllModelsFailed',
      Namespace: 'IslamicKnowledgeApi',
      Dimensions: [{ Name: 'service', Value: 'islamic-knowledge-api' }],
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it("passes cdk-nag's AwsSolutions rules, every accepted finding justified", () => {
    const nagStack = deployedStack();
    const findings = [
      ...Annotations.fromStack(nagStack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*')),
      ...Annotations.fromStack(nagStack).findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*')),
    ].map((finding) => `${finding.id}: ${String(finding.entry.data).split('\n')[0]}`);
    expect(findings).toEqual([]);
    // The suppressions are few, and each says why.
    const nagMetadata = nagStack.templateOptions.metadata?.cdk_nag as { rules_to_suppress: Array<{ id: string; reason: string }> };
    const suppressed = nagMetadata.rules_to_suppress;
    expect(suppressed.map((rule) => rule.id).sort()).toEqual([
      'AwsSolutions-APIG2',
      'AwsSolutions-COG4',
      'AwsSolutions-IAM4',
      'AwsSolutions-L1',
    ]);
    for (const rule of suppressed) expect(rule.reason.length).toBeGreaterThan(40);
  });
});
