import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Stack, type StackProps, Stage, type StageProps } from 'aws-cdk-lib';
import * as codebuild from 'aws-cdk-lib/aws-codebuild';
import { PipelineType } from 'aws-cdk-lib/aws-codepipeline';
import { CodeBuildStep, CodePipeline, CodePipelineSource, ManualApprovalStep } from 'aws-cdk-lib/pipelines';
import type { Construct } from 'constructs';
import { IslamicApiStack } from './islamic-api-stack';
import { applyPipelineNagSuppressions } from './nag-suppressions';
import { contextFlagsOf, type PipelineSettings } from './pipeline-settings';
import { postDeploySteps, stageTableArnPattern } from './pipeline-steps';

const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The app the synth step runs: this pipeline's own entry, never the default app of cdk.json. */
export const PIPELINE_APP = 'npx tsx bin/pipeline.ts';

/**
 * The CDK CLI the pipeline's own steps (self-mutation) use: the project's pinned one, since the latest
 * (3.x) does not work with aws-cdk-lib 2.x.
 */
export function pinnedCdkCliVersion(): string {
  const { devDependencies } = JSON.parse(readFileSync(`${PROJECT_ROOT}package.json`, 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const version = devDependencies['aws-cdk'];
  if (!/^\d+\.\d+\.\d+$/.test(version ?? '')) throw new Error(`package.json must pin aws-cdk to an exact version, not "${version}"`);
  return version;
}

/** One deployment of the API: the stack as `npx cdk deploy` makes it, under the stage's name. */
export class ApiStage extends Stage {
  readonly api: IslamicApiStack;

  constructor(scope: Construct, id: string, props: StageProps & { apiStageName: string }) {
    super(scope, id, props);
    this.api = new IslamicApiStack(this, 'IslamicApiStack', { stageName: props.apiStageName });
  }
}

export interface PipelineStackProps extends StackProps {
  settings: PipelineSettings;
}

/**
 * The delivery pipeline (CDK Pipelines on CodePipeline): the repository's branch through a CodeConnections
 * connection; a synth step that installs, runs the unit tests and synthesises this app; the API deployed to
 * Staging, its corpora imported and a smoke test run; and, with `-c productionStage=true`, the same for
 * Production after a manual approval. Deployed only when asked (`npm run pipeline -- deploy`), never by the
 * default app.
 */
export class PipelineStack extends Stack {
  readonly pipeline: CodePipeline;
  readonly stages: ApiStage[] = [];
  readonly synthStep: CodeBuildStep;

  constructor(scope: Construct, id: string, props: PipelineStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const source = CodePipelineSource.connection(settings.repository, settings.branch, { connectionArn: settings.connectionArn });
    this.synthStep = new CodeBuildStep('Synth', {
      input: source,
      installCommands: ['npm ci'],
      commands: ['npm run test:unit', `npx cdk synth --app '${PIPELINE_APP}' ${contextFlagsOf(settings)}`],
      // Unit tests and the functions' bundles (esbuild, never Docker).
      buildEnvironment: { computeType: codebuild.ComputeType.MEDIUM },
    });
    this.pipeline = new CodePipeline(this, 'Pipeline', {
      pipelineType: PipelineType.V2,
      synth: this.synthStep,
      cliVersion: pinnedCdkCliVersion(),
      // One asset-publishing project for all the functions' bundles, not one per bundle.
      publishAssetsInParallel: false,
      codeBuildDefaults: {
        buildEnvironment: { buildImage: codebuild.LinuxBuildImage.STANDARD_7_0 },
        // The project's runtime (Lambda runs Node.js 22; package.json's engines).
        partialBuildSpec: codebuild.BuildSpec.fromObject({ phases: { install: { 'runtime-versions': { nodejs: '22' } } } }),
      },
    });

    const env = { account: settings.account, region: settings.region };
    const staging = new ApiStage(this, 'Staging', { env, apiStageName: 'staging' });
    this.pipeline.addStage(staging, { post: postDeploySteps('Staging', staging.api, source) });
    this.stages.push(staging);
    if (settings.productionStage) {
      const production = new ApiStage(this, 'Production', { env, apiStageName: 'prod' });
      this.pipeline.addStage(production, {
        pre: [
          new ManualApprovalStep('PromoteToProduction', { comment: 'Staging passed its smoke test: deploy this revision to Production?' }),
        ],
        post: postDeploySteps('Production', production.api, source),
      });
      this.stages.push(production);
    }
    // Built now so that cdk-nag's suppressions can name what the pipeline made.
    this.pipeline.buildPipeline();
    applyPipelineNagSuppressions(this, { stageTables: this.stages.map((stage) => stageTableArnPattern(stage.api, '<AWS::Partition>')) });
  }
}
