import type { Stack } from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';

/**
 * The cdk-nag AwsSolutions findings this stack accepts, each with the reason in one line. The
 * infrastructure test (test/unit/lib/islamic-api-stack.test.ts) fails on any finding not listed here.
 */
export function applyNagSuppressions(stack: Stack, { authorizer }: { authorizer: boolean }): void {
  NagSuppressions.addStackSuppressions(stack, [
    ...(authorizer
      ? []
      : [
          {
            id: 'AwsSolutions-APIG4',
            reason:
              'A public API deployed with callerIdentification=functions: each function checks the API key, if any, itself (one invocation per request).',
          },
        ]),
    {
      id: 'AwsSolutions-APIG2',
      reason: "The functions validate every request with zod, so that each refusal has the API's JSON shape and rate-limit headers.",
    },
    {
      id: 'AwsSolutions-COG4',
      reason: `A public API: anonymous callers are served, and API keys are checked by ${authorizer ? 'the REQUEST authorizer' : 'the functions'}, not Cognito users.`,
    },
    {
      id: 'AwsSolutions-IAM4',
      reason:
        "AWSLambdaBasicExecutionRole writes only the functions' own logs; API Gateway's account logging role needs its managed policy.",
      appliesTo: [
        'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
        'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs',
      ],
    },
    {
      id: 'AwsSolutions-L1',
      reason: 'Node.js 22 is the runtime the project builds and tests for (esbuild target, CI); a runtime upgrade is a change of its own.',
    },
  ]);
}

/** What CDK Pipelines' own roles hold on the pipeline's artifact bucket: the S3 grants of aws-cdk-lib's grantReadWrite. */
const ARTIFACT_BUCKET_GRANTS = [
  'Action::s3:GetObject*',
  'Action::s3:GetBucket*',
  'Action::s3:List*',
  'Action::s3:DeleteObject*',
  'Action::s3:Abort*',
  { regex: '/^Resource::<PipelineArtifactsBucket[0-9A-F]{8}\\.Arn>\\/\\*$/g' },
];

/** A CodeBuild project's own log streams and test reports, named after the project (`<project>:*`, `<project>-*`). */
const OWN_BUILD_OUTPUTS = [
  { regex: '/^Resource::arn:<AWS::Partition>:logs:[a-z0-9-]+:\\d{12}:log-group:\\/aws\\/codebuild\\/<Pipeline[A-Za-z0-9]+>:\\*$/g' },
  { regex: '/^Resource::arn:<AWS::Partition>:codebuild:[a-z0-9-]+:\\d{12}:report-group\\/<Pipeline[A-Za-z0-9]+>-\\*$/g' },
];

/**
 * The cdk-nag AwsSolutions findings the delivery pipeline's stack accepts, each with its reason
 * (test/unit/lib/pipeline-stack.test.ts fails on any other). `stageTables` are the import steps' table patterns
 * (lib/pipeline-steps.ts), accepted one by one.
 */
export function applyPipelineNagSuppressions(stack: Stack, { stageTables }: { stageTables: string[] }): void {
  NagSuppressions.addStackSuppressions(stack, [
    {
      id: 'AwsSolutions-S1',
      reason:
        "The artifact bucket holds only the pipeline's own build artifacts (source zip, cloud assembly), private and SSL-only; CodePipeline's execution history records who changed what.",
    },
    {
      id: 'AwsSolutions-CB4',
      reason:
        'The build artifacts are encrypted at rest with the S3-managed key; a customer-managed KMS key per project adds cost and is needed only for cross-account deployment, which this pipeline does not do.',
    },
    {
      id: 'AwsSolutions-IAM5',
      reason:
        "CDK Pipelines' grants to its CodeBuild projects: read and write of the pipeline's own artifact bucket's objects, and each project's own log group and report groups.",
      appliesTo: [...ARTIFACT_BUCKET_GRANTS, ...OWN_BUILD_OUTPUTS],
    },
    {
      id: 'AwsSolutions-IAM5',
      reason:
        "The corpus import step's table: named by CloudFormation in the stage's stack, which the pipeline cannot reference; the pattern is that stack's table only, and dynamodb:LeadingKeys confines it to the corpora's items.",
      appliesTo: stageTables.map((table) => `Resource::${table}`),
    },
  ]);
  for (const path of [
    'Pipeline/Assets/FileRole/DefaultPolicy/Resource',
    'Pipeline/UpdatePipeline/SelfMutation/Role/DefaultPolicy/Resource',
  ]) {
    NagSuppressions.addResourceSuppressionsByPath(stack, `/${stack.node.path}/${path}`, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "CDK Pipelines' asset-publishing and self-mutation roles: they assume only the CDK bootstrap roles (by their aws-cdk:bootstrap-role tag), read stack states, and write the logs and reports of projects they create.",
        appliesTo: [
          'Resource::*',
          { regex: '/^Resource::arn:\\*:iam::\\d{12}:role\\/\\*$/g' },
          { regex: '/^Resource::arn:<AWS::Partition>:logs:[a-z0-9-]+:\\d{12}:log-group:\\/aws\\/codebuild\\/\\*$/g' },
          { regex: '/^Resource::arn:<AWS::Partition>:codebuild:[a-z0-9-]+:\\d{12}:report-group\\/\\*$/g' },
        ],
      },
    ]);
  }
}
