import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { expectedQuranVersion } from '../../../data/quran/import';
import { ensureTable } from '../../../data/support/local-table';
import { QURAN_CORPUS } from '../../../functions/quran/quran-items';
import { keys as tableKeys } from '../../../functions/shared/table';
import { type EmbeddedDynamo, startEmbeddedDynamo } from '../../../lib/local/embedded-dynamodb';
import { LOCAL_TABLE_NAME } from '../../../lib/local/local-stack';
import { runScript } from '../../support/run-script';

let dynamo: EmbeddedDynamo;

/** `npm run corpus:import -- ...` as a deployment pipeline runs it, against a DynamoDB endpoint. */
const runImport = (args: string[], env: Record<string, string | undefined> = {}) => runScript('bin/corpus-import.ts', args, env);

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
    // The Quran only: the hadith import is exercised in-process (test/data/import-hadith.test.ts, test/integration/handlers/hadith/).
    const args = ['--table', 'pipeline-table', '--region', 'eu-west-1', '--endpoint', dynamo.endpoint, '--only', 'quran'];
    const first = await runImport(args);
    expect(first.stderr).toMatch(/Quran: 0 of [\d,]+ items written/);
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
    const result = await runImport(['--table', 'no-such-table', '--region', 'eu-west-1', '--endpoint', dynamo.endpoint, '--only', 'quran']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/corpus:import failed: .*(not found|non-existent)/i);
  });

  it('explains its arguments', async () => {
    const noTable = await runImport([]);
    expect(noTable.code).toBe(1);
    expect(noTable.stderr).toContain('No table given: pass --table NAME');

    const unknown = await runImport(['--tabel', 'x']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown option '--tabel'");
    expect(unknown.stderr).toContain('Usage: npm run corpus:import');

    const only = await runImport(['--table', 'x', '--only', 'koran']);
    expect(only.stderr).toContain('--only must be one of quran, translations, hadith, tafsir');
    const both = await runImport(['--table', 'x', '--only', 'quran', '--skip', 'hadith']);
    expect(both.stderr).toContain('Choose one of --only and --skip');
  });

  it('takes the region from the AWS profile, and says what to do when there is none', async () => {
    const home = await mkdtemp(join(tmpdir(), 'aws-config-'));
    try {
      await writeFile(join(home, 'config'), '[profile pipeline]\nregion = eu-west-1\n');
      // dynalite accepts any credentials; these come from the profile, as a pipeline's would.
      await writeFile(join(home, 'credentials'), '[pipeline]\naws_access_key_id = pipeline\naws_secret_access_key = pipeline\n');
      const noRegion = {
        AWS_CONFIG_FILE: join(home, 'config'),
        AWS_SHARED_CREDENTIALS_FILE: join(home, 'credentials'),
        AWS_REGION: undefined,
        AWS_DEFAULT_REGION: undefined,
        AWS_PROFILE: undefined,
        AWS_ACCESS_KEY_ID: undefined,
        AWS_SECRET_ACCESS_KEY: undefined,
      };
      const args = ['--table', 'pipeline-table', '--endpoint', dynamo.endpoint, '--only', 'quran'];
      const fromProfile = await runImport([...args, '--profile', 'pipeline'], noRegion);
      expect(fromProfile.stdout).toMatch(/quran: (imported|table pipeline-table already holds)/);
      expect(fromProfile.code).toBe(0);
      const none = await runImport(args, noRegion);
      expect(none.code).toBe(1);
      expect(none.stderr).toContain('No AWS region: pass --region, set AWS_REGION, or give your profile a region');
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  });
});

describe('corpus:import of the hadith and duas: every corpus asked for, or a non-zero exit', () => {
  let empty: string;
  let server: Server;
  let unreachable: Record<string, string>;
  beforeAll(async () => {
    empty = await mkdtemp(join(tmpdir(), 'no-sources-'));
    // GitHub down: every file answers 503.
    server = createServer((_, response) => response.writeHead(503).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    unreachable = {
      CORPUS_MIRROR_DIR: empty,
      CORPUS_CACHE_DIR: join(empty, 'cache'),
      CORPUS_DOWNLOAD_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    };
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await rm(empty, { recursive: true, force: true });
  });
  const target = () => ['--table', 'pipeline-table', '--region', 'eu-west-1', '--endpoint', dynamo.endpoint];

  it('fails with the reason when the sources cannot be had, and writes no hadith', async () => {
    // Every corpus but the translations (imported in-process by test/integration/data/import-quran.test.ts).
    const result = await runImport([...target(), '--skip', 'translations'], unreachable);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/corpus:import failed: Could not download .*: HTTP 503/);
    const offline = await runImport([...target(), '--only', 'hadith', '--offline'], unreachable);
    expect(offline.code).toBe(1);
    expect(offline.stderr).toMatch(
      /corpus:import failed: .* is not in the mirror .* or the download cache .*, and downloading is turned off/,
    );
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: 'eu-west-1',
        endpoint: dynamo.endpoint,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    const marker = await client.send(new GetCommand({ TableName: 'pipeline-table', Key: { PK: 'META', SK: 'CORPUS#hadith' } }));
    client.destroy();
    expect(marker.Item).toBeUndefined();
  });

  it('leaves a corpus out only when told to', async () => {
    const result = await runImport([...target(), '--only', 'quran'], unreachable);
    expect(result.stdout).toContain('translations, hadith, tafsir: skipped, as asked');
    expect(result.code).toBe(0);
  });
});

describe('--local', () => {
  it('reaches the dynalite of LOCAL_DYNAMODB_PORT, as `npm start` sets it', async () => {
    const client = new DynamoDBClient({
      region: 'us-east-1',
      endpoint: dynamo.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await ensureTable(client, LOCAL_TABLE_NAME);
    // Marked as holding this version of the Quran, which only that table of that dynalite says: the import (the first
    // test's) is not done a second time, and the command's answer shows which table it read.
    const version = await expectedQuranVersion({ kind: 'npm' });
    await DynamoDBDocumentClient.from(client).send(
      new PutCommand({ TableName: LOCAL_TABLE_NAME, Item: { ...tableKeys.corpusMarker(QURAN_CORPUS), version } }),
    );
    client.destroy();
    const port = new URL(dynamo.endpoint).port;
    const imported = await runImport(['--local', '--only', 'quran'], { LOCAL_DYNAMODB_PORT: port });
    expect(imported.stdout).toContain(`quran: table ${LOCAL_TABLE_NAME} already holds corpus version ${version}; nothing to do`);
    expect(imported.code).toBe(0);
    const keys = await runScript('bin/keys.ts', ['list', '--local'], { LOCAL_DYNAMODB_PORT: port });
    expect(keys.stdout).toContain('No API keys.');
    expect(keys.code).toBe(0);
    const wrong = await runScript('bin/keys.ts', ['list', '--local'], { LOCAL_DYNAMODB_PORT: 'eighty' });
    expect(wrong.stderr).toContain("LOCAL_DYNAMODB_PORT must be a port number (0-65535), not 'eighty'");
  });
});
