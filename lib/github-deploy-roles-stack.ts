import { Aws, type CfnElement, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { API_TABLE_ID } from './islamic-api-stack';
import { corpusImportStatement } from './pipeline-steps';

export const GITHUB_OIDC_ISSUER = 'token.actions.githubusercontent.com';

/** The logical id the API stack's table has (CloudFormation names the table `<stack>-<logical id>-<suffix>`). */
export function apiTableLogicalId(): string {
  const probe = new Stack(undefined, 'Probe');
  const table = new dynamodb.Table(probe, API_TABLE_ID, { partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING } });
  return probe.getLogicalId(table.node.defaultChild as CfnElement);
}

export interface GitHubDeployRolesProps extends StackProps {
  /** owner/name of the repository whose workflow may assume the roles. */
  repository: string;
  /** The GitHub environment (staging, production) whose jobs may assume them: the OIDC token's `sub`. */
  environment: string;
  /** The API stack these roles deploy and import into, in this account and region. Default: IslamicApiStack. */
  apiStackName?: string;
  /** The account's GitHub OIDC provider when it has one already (one per account); omitted: this stack makes it. */
  oidcProviderArn?: string;
  /** The CDK bootstrap qualifier. Default: hnb659fds, `cdk bootstrap`'s. */
  bootstrapQualifier?: string;
}

/**
 * The two roles .github/workflows/deploy-stage.yml assumes through GitHub's OIDC token, for one repository and
 * environment: the deploy role, which can do nothing but assume the CDK bootstrap roles (which deploy the stack),
 * and the import role, which can write the corpora's items of the API stack's table and nothing else.
 */
export class GitHubDeployRolesStack extends Stack {
  readonly deployRole: iam.Role;
  readonly importRole: iam.Role;

  constructor(scope: Construct, id: string, props: GitHubDeployRolesProps) {
    super(scope, id, props);
    const providerArn =
      props.oidcProviderArn ??
      new iam.CfnOIDCProvider(this, 'GitHubOidcProvider', { url: `https://${GITHUB_OIDC_ISSUER}`, clientIdList: ['sts.amazonaws.com'] })
        .attrArn;
    const github = () =>
      new iam.WebIdentityPrincipal(providerArn, {
        StringEquals: {
          [`${GITHUB_OIDC_ISSUER}:aud`]: 'sts.amazonaws.com',
          [`${GITHUB_OIDC_ISSUER}:sub`]: `repo:${props.repository}:environment:${props.environment}`,
        },
      });
    const qualifier = props.bootstrapQualifier ?? 'hnb659fds';
    const bootstrapRoles = `arn:${Aws.PARTITION}:iam::${Aws.ACCOUNT_ID}:role/cdk-${qualifier}-*-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.deployRole = new iam.Role(this, 'DeployRole', {
      assumedBy: github(),
      description: `GitHub Actions (${props.repository}, ${props.environment}): cdk deploy through the CDK bootstrap roles`,
      maxSessionDuration: Duration.hours(2),
    });
    this.deployRole.addToPolicy(new iam.PolicyStatement({ actions: ['sts:AssumeRole', 'sts:TagSession'], resources: [bootstrapRoles] }));

    const apiStackName = props.apiStackName ?? 'IslamicApiStack';
    const tableArn = `arn:${Aws.PARTITION}:dynamodb:${Aws.REGION}:${Aws.ACCOUNT_ID}:table/${apiStackName}-${apiTableLogicalId()}-*`;
    this.importRole = new iam.Role(this, 'ImportRole', {
      assumedBy: github(),
      description: `GitHub Actions (${props.repository}, ${props.environment}): corpus import into ${apiStackName}'s table`,
      maxSessionDuration: Duration.hours(2),
    });
    this.importRole.addToPolicy(corpusImportStatement(tableArn));

    new CfnOutput(this, 'DeployRoleArn', { value: this.deployRole.roleArn, description: 'The environment variable AWS_DEPLOY_ROLE_ARN' });
    new CfnOutput(this, 'ImportRoleArn', { value: this.importRole.roleArn, description: 'The environment variable AWS_IMPORT_ROLE_ARN' });

    NagSuppressions.addResourceSuppressions(
      [this.deployRole, this.importRole],
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "The deploy role may assume only the CDK bootstrap roles of this account and region (deploy, file publishing, lookup), named by cdk bootstrap's pattern; the import role only the API stack's table, whose name CloudFormation generates, confined by dynamodb:LeadingKeys to the corpora's items.",
          appliesTo: [
            `Resource::arn:<AWS::Partition>:iam::<AWS::AccountId>:role/cdk-${qualifier}-*-<AWS::AccountId>-<AWS::Region>`,
            `Resource::arn:<AWS::Partition>:dynamodb:<AWS::Region>:<AWS::AccountId>:table/${apiStackName}-${apiTableLogicalId()}-*`,
          ],
        },
      ],
      true,
    );
  }
}
