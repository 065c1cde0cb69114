import { App, Aspects } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { CORPUS_KEY_PATTERNS, keys, RATE_LIMIT_KEY_PREFIX } from '../../../functions/shared/table';
import { contextFlagsOf, type PipelineSettings, pipelineSettingsOf } from '../../../lib/pipeline-settings';
import { PipelineStack, pinnedCdkCliVersion } from '../../../lib/pipeline-stack';
import { CORPUS_IMPORT_ACTIONS } from '../../../lib/pipeline-steps';

const SETTINGS: PipelineSettings = {
  connectionArn: 'arn:aws:codeconnections:eu-west-1:111111111111:connection/12345678-1234-1234-1234-123456789012',
  repository: 'example-org/islamic-api',
  branch: 'main',
  account: '111111111111',
  region: 'eu-west-1',
  productionStage: true,
};

// The stages' functions are not bundled here (`npx cdk synth` bundles them); everything else is synthesised, cdk-nag
// included where a test reads its findings (its checks only annotate, and cost a good part of a synthesis).
function synthesize(settings: PipelineSettings, { nagChecks = true } = {}): { stack: PipelineStack; template: Template; app: App } {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new PipelineStack(app, 'IslamicApiPipeline', { env: { account: settings.account, region: settings.region }, settings });
  if (nagChecks) Aspects.of(app).add(new AwsSolutionsChecks());
  app.synth();
  return { stack, template: Template.fromStack(stack), app };
}

const { stack, template } = synthesize(SETTINGS);

type Resource = { Type: string; Properties: Record<string, any> };
const resourcesOfType = (source: Template, type: string) => Object.entries(source.findResources(type) as Record<string, Resource>);
type Action = { Name: string; ActionTypeId: { Provider: string }; RunOrder: number; Configuration?: Record<string, any> };
const stagesOf = (source: Template) =>
  (resourcesOfType(source, 'AWS::CodePipeline::Pipeline')[0][1].Properties.Stages as Array<{ Name: string; Actions: Action[] }>).map(
    ({ Name, Actions }) => ({ name: Name, actions: Actions }),
  );
const actionNamed = (name: string) =>
  stagesOf(template)
    .flatMap((stage) => stage.actions)
    .find((action) => action.Name === name) as Action;

/** The CodeBuild project an action runs, its build spec and the statements of its role. */
function projectOf(actionName: string): { commands: string[]; install: string[]; statements: Array<Record<string, any>> } {
  const projectId = actionNamed(actionName).Configuration?.ProjectName.Ref as string;
  const project = template.toJSON().Resources[projectId] as Resource;
  const spec = JSON.parse(project.Properties.Source.BuildSpec);
  const roleId = project.Properties.ServiceRole['Fn::GetAtt'][0];
  const statements = resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
  return { commands: spec.phases.build.commands, install: spec.phases.install.commands, statements };
}
const actionsOf = (statements: Array<Record<string, any>>) => statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

describe('PipelineStack', () => {
  it('is cdk-nag clean (AwsSolutions), every accepted finding with its reason', () => {
    const findings = [
      ...Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*')),
      ...Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*')),
    ].map((finding) => `${finding.id}: ${String(finding.entry.data).split('\n')[0]}`);
    expect(findings).toEqual([]);
    for (const staged of stack.stages) {
      const stageFindings = Annotations.fromStack(staged.api).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'));
      expect([staged.stageName, stageFindings]).toEqual([staged.stageName, []]);
    }
    const accepted = (stack.templateOptions.metadata!.cdk_nag as { rules_to_suppress: Array<{ id: string; reason: string }> })
      .rules_to_suppress;
    expect(accepted.map((rule) => rule.id).sort()).toEqual([
      'AwsSolutions-CB4',
      'AwsSolutions-IAM5',
      'AwsSolutions-IAM5',
      'AwsSolutions-S1',
    ]);
    for (const rule of accepted) expect(rule.reason.length).toBeGreaterThan(60);
  });

  it('reads the branch through the repository connection named by context', () => {
    const [source] = stagesOf(template);
    expect(source.actions).toHaveLength(1);
    expect(source.actions[0].ActionTypeId.Provider).toBe('CodeStarSourceConnection');
    expect(source.actions[0].Configuration).toMatchObject({
      ConnectionArn: SETTINGS.connectionArn,
      FullRepositoryId: SETTINGS.repository,
      BranchName: SETTINGS.branch,
    });
  });

  it('synthesises after npm ci and the unit tests, this app with the same context, on Node.js 22', () => {
    const synth = projectOf('Synth');
    expect(synth.install).toEqual(['npm ci']);
    expect(synth.commands).toEqual(['npm run test:unit', `npx cdk synth --app 'npx tsx bin/pipeline.ts' ${contextFlagsOf(SETTINGS)}`]);
    const projects = resourcesOfType(template, 'AWS::CodeBuild::Project');
    for (const [, project] of projects) expect(project.Properties.Environment.PrivilegedMode).toBe(false); // no Docker anywhere
    // The asset publisher's build spec is a file of the cloud assembly; every other is inline.
    const inline = projects.map(([, project]) => project.Properties.Source.BuildSpec).filter((spec) => spec.startsWith('{'));
    expect(inline).toHaveLength(projects.length - 1);
    for (const spec of inline) expect(JSON.parse(spec).phases.install['runtime-versions']).toEqual({ nodejs: '22' });
    // The pipeline rebuilds itself with the project's pinned CDK CLI, not the registry's latest.
    expect(projectOf('SelfMutate').install).toEqual([`npm install -g aws-cdk@${pinnedCdkCliVersion()}`]);
  });

  it('deploys Staging, then imports its corpora and smoke-tests it, in that order, from its outputs', () => {
    const staging = stagesOf(template).find((stage) => stage.name === 'Staging')!;
    expect(staging.actions.map((action) => [action.Name, action.RunOrder])).toEqual([
      ['IslamicApiStack.Prepare', 1],
      ['IslamicApiStack.Deploy', 2],
      ['StagingCorpusImport', 3],
      ['StagingSmokeTest', 4],
    ]);
    expect(actionNamed('IslamicApiStack.Deploy').Configuration?.StackName).toBe('Staging-IslamicApiStack');
    const variables = (name: string) => JSON.parse(actionNamed(name).Configuration?.EnvironmentVariables);
    expect(variables('StagingCorpusImport')).toEqual([
      { name: 'TABLE_NAME', type: 'PLAINTEXT', value: expect.stringMatching(/^#\{.+\.TableName\}$/) },
    ]);
    expect(variables('StagingSmokeTest')).toEqual([
      { name: 'API_BASE_URL', type: 'PLAINTEXT', value: expect.stringMatching(/^#\{.+\.ApiBaseUrl\}$/) },
    ]);
    expect(projectOf('StagingCorpusImport').commands).toEqual(['npm run corpus:import -- --table "$TABLE_NAME"']);
    expect(projectOf('StagingSmokeTest').commands).toEqual(['npm run smoke -- --base-url "$API_BASE_URL"']);
  });

  it("lets the import step write the corpora of its own stage's table only: no key, no rate-limit window, no other table", () => {
    const tableLogicalId = stack.stages[0].api.getLogicalId(stack.stages[0].api.table.node.defaultChild as never);
    const dynamo = projectOf('StagingCorpusImport').statements.filter((s) => actionsOf([s]).some((a: string) => a.startsWith('dynamodb:')));
    expect(dynamo).toHaveLength(1);
    expect(dynamo[0].Action).toEqual([...CORPUS_IMPORT_ACTIONS]);
    expect(JSON.stringify(dynamo[0].Resource)).toContain(
      `:dynamodb:eu-west-1:111111111111:table/Staging-IslamicApiStack-${tableLogicalId}-*`,
    );
    expect(dynamo[0].Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...CORPUS_KEY_PATTERNS] } });
    // The patterns cover what an import writes and exclude what it must never touch.
    const like = (key: string) => CORPUS_KEY_PATTERNS.some((pattern) => new RegExp(`^${pattern.replace('*', '.*')}$`).test(key));
    const corpusKeys = [
      keys.corpusMarker('quran'),
      keys.corpusImport('hadith'),
      keys.surah(2),
      keys.ayah(2, 255),
      keys.editionAyah('en.pickthall', 1, 1),
      keys.hadithCollection(1),
      keys.hadithBook('bukhari', 1),
      keys.hadith('bukhari', 1, 1),
      keys.hadithNumbers('bukhari', 1),
      keys.hadithEnglishReferences('bukhari', 1),
      keys.duaCategory(1),
      keys.dua('morning', 1),
      keys.tafsir('en.ibnkathir', 2, 255),
      keys.tafsirUnits('en', 'v1'),
      ...['QURAN', 'QURAN@en.sahih', 'HADITH', 'DUA', 'TAFSIR@en.ibnkathir', 'TAFSIR~en'].flatMap((index) => [
        keys.indexStats(index, 'v1'),
        keys.indexTermChunk(index, 'v1', 'mercy', 0),
        keys.indexTermBucket(index, 'v1', 7),
      ]),
    ].map((key) => key.PK);
    for (const key of corpusKeys) expect([key, like(key)]).toEqual([key, true]);
    for (const key of [keys.apiKey('ab'.repeat(32)).PK, keys.rateLimitWindow('ip#127.0.0.1').PK, `${RATE_LIMIT_KEY_PREFIX}x`]) {
      expect([key, like(key)]).toEqual([key, false]);
    }
  });

  it('gives the smoke step no AWS permission beyond running its build: it calls only the public API', () => {
    const actions = new Set(actionsOf(projectOf('StagingSmokeTest').statements));
    expect([...actions].sort()).toEqual(
      [
        'codebuild:BatchPutCodeCoverages',
        'codebuild:BatchPutTestCases',
        'codebuild:CreateReport',
        'codebuild:CreateReportGroup',
        'codebuild:UpdateReport',
        'logs:CreateLogGroup',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        's3:GetBucket*',
        's3:GetObject*',
        's3:List*',
      ].sort(),
    );
  });

  it('deploys Production, with -c productionStage=true, only after a manual approval, and checks it the same way', () => {
    const production = stagesOf(template).find((stage) => stage.name === 'Production')!;
    expect(production.actions.map((action) => [action.Name, action.ActionTypeId.Provider, action.RunOrder])).toEqual([
      ['PromoteToProduction', 'Manual', 1],
      ['IslamicApiStack.Prepare', 'CloudFormation', 2],
      ['IslamicApiStack.Deploy', 'CloudFormation', 3],
      ['ProductionCorpusImport', 'CodeBuild', 4],
      ['ProductionSmokeTest', 'CodeBuild', 5],
    ]);
    expect(JSON.stringify(projectOf('ProductionCorpusImport').statements)).toContain('table/Production-IslamicApiStack-');
    expect(JSON.stringify(projectOf('ProductionCorpusImport').statements)).not.toContain('table/Staging-');

    const single = synthesize({ ...SETTINGS, productionStage: false }, { nagChecks: false }).template;
    expect(stagesOf(single).map((stage) => stage.name)).toEqual(['Source', 'Build', 'UpdatePipeline', 'Assets', 'Staging']);
  });
});

describe('the pipeline settings (context)', () => {
  const contextOf = (values: Record<string, string>) => (key: string) => values[key];
  const valid = {
    connectionArn: SETTINGS.connectionArn,
    repository: SETTINGS.repository,
    account: SETTINGS.account,
    region: SETTINGS.region,
  };

  it('takes the connection, repository and branch from context, the account and region from the CLI when not given', () => {
    expect(
      pipelineSettingsOf(contextOf({ connectionArn: valid.connectionArn, repository: valid.repository }), {
        CDK_DEFAULT_ACCOUNT: '222222222222',
        CDK_DEFAULT_REGION: 'us-east-1',
      }),
    ).toEqual({ ...valid, account: '222222222222', region: 'us-east-1', branch: 'main', productionStage: false });
    expect(pipelineSettingsOf(contextOf({ ...valid, branch: 'release/1.x', productionStage: 'true' }), {})).toMatchObject({
      branch: 'release/1.x',
      productionStage: true,
    });
  });

  it('refuses what is missing or malformed, naming every flag, so that nothing odd reaches the synth command line', () => {
    expect(() => pipelineSettingsOf(contextOf({}), {})).toThrow(
      /-c connectionArn=… \(missing.*-c repository=… \(missing.*-c account=… \(missing.*-c region=… \(missing/,
    );
    for (const [key, value] of [
      ['connectionArn', 'arn:aws:iam::111111111111:role/x'],
      ['repository', 'owner/name; rm -rf /'],
      ['branch', "main' && curl evil"],
      ['branch', '--help'],
      ['account', '1234'],
      ['region', 'eu west 1'],
      ['productionStage', 'yes'],
    ]) {
      expect(() => pipelineSettingsOf(contextOf({ ...valid, [key]: value }), {})).toThrow(new RegExp(`-c ${key}=`));
    }
  });
});
