/**
 * What the delivery pipeline is told by context (`npm run pipeline -- deploy -c connectionArn=… -c repository=…`),
 * validated once: the values also go into the synth step's command line, so each is held to a strict pattern.
 */
export interface PipelineSettings {
  /** A CodeConnections (formerly CodeStar Connections) connection to GitHub, GitLab or Bitbucket. */
  connectionArn: string;
  /** owner/name of the repository the connection reads. */
  repository: string;
  branch: string;
  /** Where the pipeline and its stages live. */
  account: string;
  region: string;
  /** A second stage, Production, deployed after a person approves what Staging ran. */
  productionStage: boolean;
}

const PATTERNS: Record<Exclude<keyof PipelineSettings, 'productionStage'>, RegExp> = {
  connectionArn: /^arn:aws[a-z-]*:(codestar-connections|codeconnections):[a-z0-9-]+:\d{12}:connection\/[0-9a-f-]{36}$/,
  repository: /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/,
  branch: /^[A-Za-z0-9_.][A-Za-z0-9_./-]*$/,
  account: /^\d{12}$/,
  region: /^[a-z]{2}(-[a-z]+)+-\d+$/,
};

const EXAMPLES: Record<keyof typeof PATTERNS, string> = {
  connectionArn: 'arn:aws:codeconnections:eu-west-1:111111111111:connection/<uuid>',
  repository: 'owner/name',
  branch: 'main',
  account: 'a 12-digit account id',
  region: 'eu-west-1',
};

/**
 * The settings from the app's context (a `-c` flag or cdk.json), the account and region falling back to the
 * CLI's CDK_DEFAULT_ACCOUNT and CDK_DEFAULT_REGION (the credentials in use).
 */
export function pipelineSettingsOf(
  context: (key: string) => unknown,
  env: Record<string, string | undefined> = process.env,
): PipelineSettings {
  const text = (key: string) => {
    const value = context(key);
    return value === undefined || value === null || value === '' ? undefined : String(value);
  };
  const raw = {
    connectionArn: text('connectionArn'),
    repository: text('repository'),
    branch: text('branch') ?? 'main',
    account: text('account') ?? env.CDK_DEFAULT_ACCOUNT,
    region: text('region') ?? env.CDK_DEFAULT_REGION,
  };
  const problems = (Object.keys(PATTERNS) as Array<keyof typeof PATTERNS>)
    .filter((key) => !raw[key] || !PATTERNS[key].test(raw[key] as string))
    .map((key) => `-c ${key}=… (${raw[key] === undefined ? 'missing' : `not "${raw[key]}"`}; e.g. ${EXAMPLES[key]})`);
  const production = text('productionStage') ?? 'false';
  if (production !== 'true' && production !== 'false') problems.push(`-c productionStage=true|false (not "${production}")`);
  if (problems.length > 0) throw new Error(`The pipeline needs ${problems.join(', ')}`);
  return { ...(raw as Omit<PipelineSettings, 'productionStage'>), productionStage: production === 'true' };
}

/** The same settings as context flags: what the synth step passes to `cdk synth` so the pipeline rebuilds itself alike. */
export function contextFlagsOf(settings: PipelineSettings): string {
  const { productionStage, ...values } = settings;
  return [...Object.entries(values), ['productionStage', String(productionStage)]].map(([key, value]) => `-c ${key}=${value}`).join(' ');
}
