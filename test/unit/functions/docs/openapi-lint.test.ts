import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openApiDocument } from '../../../../functions/docs/openapi';

/**
 * The OpenAPI document through the two linters clients and API catalogues run on it, installed from npm and run as their
 * command-line tools do, offline: Redocly's recommended rules and Spectral's `spectral:oas`. Both must find nothing, not
 * even a warning (issue 39: 52 Redocly warnings and 16 Spectral errors, from string examples of integer parameters and an
 * AlAdhan example the document's own schema refused).
 */
const run = promisify(execFile);
const OFFLINE = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_UPDATE_NOTIFIER: '1' };
let directory: string;
let file: string;

beforeAll(() => {
  mkdirSync('test-output', { recursive: true });
  directory = mkdtempSync(join('test-output', 'openapi-lint-'));
  file = join(directory, 'openapi.json');
  writeFileSync(file, JSON.stringify(openApiDocument('/prod'), null, 2));
  writeFileSync(join(directory, '.spectral.yaml'), 'extends: ["spectral:oas"]\n');
});

afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** A linter's findings as "rule: message (where)", for a failure that says what to fix. */
const listed = (problems: Array<{ rule: string; message: string; where: string }>) =>
  problems.map(({ rule, message, where }) => `${rule}: ${message} (${where})`);

describe('the OpenAPI document under the linters', () => {
  it("has no error and no warning under Redocly's recommended rules", async () => {
    const { stdout } = await run(join('node_modules', '.bin', 'redocly'), ['lint', file, '--format=json'], {
      env: OFFLINE,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const problems = listed(report.problems.map((p) => ({ rule: p.ruleId, message: p.message, where: p.location[0]?.pointer ?? '' })));
    console.log(`Redocly: ${report.totals.errors} errors, ${report.totals.warnings} warnings`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it("has no finding of any severity under Spectral's spectral:oas", async () => {
    const { stdout } = await run(
      join('node_modules', '.bin', 'spectral'),
      ['lint', file, '--ruleset', join(directory, '.spectral.yaml'), '--format', 'json', '--fail-severity', 'hint'],
      { env: OFFLINE, maxBuffer: 16 * 1024 * 1024 },
    ).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }));
    // Spectral prints its JSON, then a line of its own when nothing reached the failure severity.
    const results = JSON.parse(stdout.slice(0, stdout.lastIndexOf(']') + 1)) as Array<{
      code: string;
      message: string;
      severity: number;
      path: string[];
    }>;
    const count = (severity: number) => results.filter((r) => r.severity === severity).length;
    console.log(`Spectral: ${count(0)} errors, ${count(1)} warnings, ${count(2)} infos, ${count(3)} hints`);
    expect(listed(results.map((r) => ({ rule: r.code, message: r.message, where: r.path.join('.') })))).toEqual([]);
  });
});
