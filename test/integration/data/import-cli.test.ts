import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '../../../data/support/local-table';
import { startEmbeddedDynamo, type EmbeddedDynamo } from '../../../lib/local/embedded-dynamodb';
import { runScript } from '../../support/run-script';

let dynamo: EmbeddedDynamo;

/** `npm run corpus:import -- ...` as a deployment pipeline runs it, against a DynamoDB endpoint. */
const runImport = (args: string[], env: Record<string, string> = {}) => runScript('bin/corpus-import.ts', args, env);

beforeAll(async () => {
  dynamo = await startEmbeddedDynamo();
  const client = new DynamoDBClient({
    region: 'eu-west-1',
    endpoint: dynamo.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await ensureTable(client, 'pipeline-table');
  client.destroy();
});

afterAll(() => dynamo?.close());

describe('corpus:import command', () => {
  it('imports into the named table, then finds it up to date', async () => {
    // The Quran only: the hadith import is exercised in-process (test/data/import-hadith.test.ts, test/handlers/hadith-duas.test.ts).
    const args = ['--table', 'pipeline-table', '--region', 'eu-west-1', '--endpoint', dynamo.endpoint, '--only', 'quran'];
    const first = await runImport(args);
    expect(first.stderr).toMatch(/quran: writing \d+ items/);
    expect(first.stdout).toMatch(/imported version s\d+-[0-9a-f]{12} into pipeline-table: 114 surahs, 6236 ayahs, \d+ search terms/);
    expect(first.code).toBe(0);

    // Table and endpoint may come from the environment instead, as in a pipeline step.
    const second = await runImport(['--region', 'eu-west-1', '--only', 'quran'], {
      TABLE_NAME: 'pipeline-table',
      DYNAMODB_ENDPOINT: dynamo.endpoint,
    });
    expect(second.stdout).toMatch(/already holds corpus version s\d+-[0-9a-f]{12}; nothing to do/);
    expect(second.code).toBe(0);
  });

  it('fails with a clear message when the table does not exist', async () => {
    const result = await runImport(['--table', 'no-such-table', '--endpoint', dynamo.endpoint, '--only', 'quran']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/corpus:import failed: .*(not found|non-existent)/i);
  });

  it('explains its arguments', async () => {
    const noTable = await runImport([]);
    expect(noTable.code).toBe(1);
    expect(noTable.stderr).toContain('No table given: pass --table NAME or set TABLE_NAME');

    const unknown = await runImport(['--tabel', 'x']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown option '--tabel'");
    expect(unknown.stderr).toContain('Usage: npm run corpus:import');

    const both = await runImport(['--table', 'x', '--download', '--source-dir', '/tmp']);
    expect(both.stderr).toContain('Choose one of --source-dir and --download');

    const only = await runImport(['--table', 'x', '--only', 'tafsir']);
    expect(only.stderr).toContain("--only must be 'quran' or 'hadith'");
  });
});
