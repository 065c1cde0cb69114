import { App, Aspects } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { CORPUS_KEY_PATTERNS } from '../../../functions/shared/table';
import { apiTableLogicalId, GitHubDeployRolesStack } from '../../../lib/github-deploy-roles-stack';
import { IslamicApiStack } from '../../../lib/islamic-api-stack';
import { CORPUS_IMPORT_ACTIONS } from '../../../lib/pipeline-steps';

const app = new App();
const stack = new GitHubDeployRolesStack(app, 'Roles', { repository: 'example-org/islamic-api', environment: 'staging' });
Aspects.of(app).add(new AwsSolutionsChecks());
app.synth();
const template = Template.fromStack(stack);

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Principal?: unknown };
const policyOf = (role: 'deployRole' | 'importRole') => {
  const roleId = stack.getLogicalId(stack[role].node.defaultChild as never);
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
};
const trustOf = (role: 'deployRole' | 'importRole') =>
  template.toJSON().Resources[stack.getLogicalId(stack[role].node.defaultChild as never)].Properties.AssumeRolePolicyDocument.Statement;

describe('GitHubDeployRolesStack', () => {
  it('is cdk-nag clean (AwsSolutions), its one accepted finding with its reason', () => {
    const findings = [
      ...Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*')),
      ...Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*')),
    ].map((finding) => `${finding.id}: ${String(finding.entry.data).split('\n')[0]}`);
    expect(findings).toEqual([]);
  });

  it("lets only this repository's jobs in this GitHub environment assume either role, through GitHub's OIDC provider", () => {
    template.hasResourceProperties('AWS::IAM::OIDCProvider', {
      Url: 'https://token.actions.githubusercontent.com',
      ClientIdList: ['sts.amazonaws.com'],
    });
    for (const role of ['deployRole', 'importRole'] as const) {
      expect(trustOf(role)).toEqual([
        {
          Action: 'sts:AssumeRoleWithWebIdentity',
          Effect: 'Allow',
          Principal: { Federated: { 'Fn::GetAtt': [expect.stringMatching(/^GitHubOidcProvider/), 'Arn'] } },
          Condition: {
            StringEquals: {
              'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
              'token.actions.githubusercontent.com:sub': 'repo:example-org/islamic-api:environment:staging',
            },
          },
        },
      ]);
    }
  });

  it('gives the deploy role nothing but the CDK bootstrap roles to assume', () => {
    const statements = policyOf('deployRole');
    expect(statements).toHaveLength(1);
    expect(statements[0].Action).toEqual(['sts:AssumeRole', 'sts:TagSession']);
    expect(JSON.stringify(statements[0].Resource)).toContain(':role/cdk-hnb659fds-*-');
  });

  it("gives the import role the corpora's items of the API stack's table, and nothing else", () => {
    const statements = policyOf('importRole');
    expect(statements).toHaveLength(1);
    expect(statements[0].Action).toEqual([...CORPUS_IMPORT_ACTIONS]);
    expect(JSON.stringify(statements[0].Resource)).toContain(`:table/IslamicApiStack-${apiTableLogicalId()}-*`);
    expect(statements[0].Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...CORPUS_KEY_PATTERNS] } });
    // The table's logical id is the one the API stack gives it.
    const api = new IslamicApiStack(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), 'IslamicApiStack');
    expect(api.getLogicalId(api.table.node.defaultChild as never)).toBe(apiTableLogicalId());
  });

  it("uses the account's own OIDC provider when given one, and makes none", () => {
    const given = new GitHubDeployRolesStack(new App(), 'Given', {
      repository: 'o/r',
      environment: 'production',
      oidcProviderArn: 'arn:aws:iam::111111111111:oidc-provider/token.actions.githubusercontent.com',
    });
    const synthesized = Template.fromStack(given);
    synthesized.resourceCountIs('AWS::IAM::OIDCProvider', 0);
    expect(JSON.stringify(synthesized.toJSON())).toContain('repo:o/r:environment:production');
  });
});
