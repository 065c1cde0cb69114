import { Aws, Duration } from 'aws-cdk-lib';
import * as codebuild from 'aws-cdk-lib/aws-codebuild';
import * as iam from 'aws-cdk-lib/aws-iam';
import { CodeBuildStep, type IFileSetProducer } from 'aws-cdk-lib/pipelines';
import { CORPUS_KEY_PATTERNS } from '../functions/shared/table';
import type { IslamicApiStack } from './islamic-api-stack';

/** Every call a corpus import makes (data/support: markers, progress, batch writes, counts read back). */
export const CORPUS_IMPORT_ACTIONS = [
  'dynamodb:BatchWriteItem',
  'dynamodb:DeleteItem',
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:Query',
] as const;

/**
 * The stage's table as an IAM resource. Its name is made by CloudFormation in the stage's stack
 * (`<stack name>-<logical id>-<suffix>`), which the pipeline's stack cannot reference: the pattern names that
 * stack's table and nothing else. `partition` as cdk-nag writes it, for its suppressions.
 */
export function stageTableArnPattern(api: IslamicApiStack, partition: string = Aws.PARTITION): string {
  const logicalId = api.getLogicalId(api.table.node.defaultChild as never);
  return `arn:${partition}:dynamodb:${api.region}:${api.account}:table/${api.stackName}-${logicalId}-*`;
}

/** The import may write the corpora's items of the table `tableArn` (a pattern) and nothing else: never an API key or a rate-limit window. */
export function corpusImportStatement(tableArn: string): iam.PolicyStatement {
  return new iam.PolicyStatement({
    actions: [...CORPUS_IMPORT_ACTIONS],
    resources: [tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...CORPUS_KEY_PATTERNS] } },
  });
}

/**
 * After a stage's deploy: the corpus import into its table (a no-op when the table already holds this
 * version), then the smoke test against its URL. Each step has a role of its own; the smoke test's grants
 * nothing beyond what CodeBuild needs to run (logs, the source artifact), since it only calls the public API.
 */
export function postDeploySteps(stageName: string, api: IslamicApiStack, source: IFileSetProducer): CodeBuildStep[] {
  const importCorpora = new CodeBuildStep(`${stageName}CorpusImport`, {
    input: source,
    envFromCfnOutputs: { TABLE_NAME: api.outputs.tableName },
    installCommands: ['npm ci'],
    commands: ['npm run corpus:import -- --table "$TABLE_NAME"'],
    rolePolicyStatements: [corpusImportStatement(stageTableArnPattern(api))],
    // The hadith and tafsir sources are downloaded (about 70 MB) and written in batches: minutes, not seconds.
    buildEnvironment: { computeType: codebuild.ComputeType.MEDIUM },
    timeout: Duration.minutes(60),
  });
  const smoke = new CodeBuildStep(`${stageName}SmokeTest`, {
    input: source,
    envFromCfnOutputs: { API_BASE_URL: api.outputs.apiBaseUrl },
    installCommands: ['npm ci'],
    commands: ['npm run smoke -- --base-url "$API_BASE_URL"'],
    timeout: Duration.minutes(15),
  });
  smoke.addStepDependency(importCorpora);
  return [importCorpora, smoke];
}
