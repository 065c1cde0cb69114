/**
 * The roles GitHub Actions assumes to deploy (.github/workflows/deploy.yml), one stack per environment and account:
 * `npm run github-roles -- deploy -c repository=owner/name -c environment=staging [-c oidcProviderArn=ARN]`
 * (docs/operations.md, "Deploying from GitHub Actions").
 */
import { App } from 'aws-cdk-lib';
import { GitHubDeployRolesStack } from '../lib/github-deploy-roles-stack';

const app = new App();
const repository = String(app.node.tryGetContext('repository') ?? '');
const environment = String(app.node.tryGetContext('environment') ?? '');
if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repository) || !/^[A-Za-z0-9_.-]+$/.test(environment)) {
  throw new Error('Pass -c repository=owner/name and -c environment=NAME (the GitHub environment, e.g. staging)');
}
new GitHubDeployRolesStack(app, `IslamicApiGitHubRoles-${environment}`, {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  repository,
  environment,
  oidcProviderArn: app.node.tryGetContext('oidcProviderArn'),
});
