import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { ApiKeyStore } from '../../../functions/shared/api-keys/api-key-store';
import { hashApiKey } from '../../../functions/shared/api-keys/api-keys';
import { createApiKey, type KeyAdmin, listApiKeys, revokeApiKey } from '../../../lib/api-key-admin';
import { type EmbeddedTable, startEmbeddedTable } from '../../support/embedded-table';
import { type FakeApiGateway, startFakeApiGateway } from '../../support/fake-api-gateway';
import { runScript } from '../../support/run-script';

let table: EmbeddedTable;
let gateway: FakeApiGateway;
let store: ApiKeyStore;
let gatewayClient: APIGatewayClient;

beforeAll(async () => {
  table = await startEmbeddedTable('keys-table');
  gateway = await startFakeApiGateway(['plan-standard', 'plan-pro']);
  store = new ApiKeyStore(table.client, table.tableName);
  gatewayClient = new APIGatewayClient({
    region: 'us-east-1',
    endpoint: gateway.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});

afterAll(async () => {
  gatewayClient?.destroy();
  await gateway?.close();
  await table?.close();
});

const withGateway = (usagePlanIds = { standard: 'plan-standard', pro: 'plan-pro' }): KeyAdmin => ({
  store,
  gateway: { client: gatewayClient, usagePlanIds },
});

describe('key administration', () => {
  it('stores only the hash of a new key, with plan, owner and creation time', async () => {
    const { key, record } = await createApiKey({ store, now: () => new Date('2026-11-22T10:00:00Z') }, 'pro', 'Masjid app');
    expect(record).toEqual({
      keyHash: hashApiKey(key),
      keyId: hashApiKey(key).slice(0, 16),
      plan: 'pro',
      owner: 'Masjid app',
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    expect(JSON.stringify(await listApiKeys({ store }))).not.toContain(key);
    expect(await store.find(hashApiKey(key))).toEqual(record);
  });

  it('registers a key with its plan usage plan in API Gateway, under the same value', async () => {
    const { key, record } = await createApiKey(withGateway(), 'standard', 'Partner');
    const registered = gateway.apiKeys.get(record.gatewayKeyId!);
    expect(registered).toMatchObject({ value: key, enabled: true, name: `islamic-api-${record.keyId}`, description: 'Partner' });
    expect(gateway.usagePlanKeys.get('plan-standard')).toContain(record.gatewayKeyId);
    expect((await store.find(hashApiKey(key)))?.gatewayKeyId).toBe(record.gatewayKeyId);
  });

  it('revokes a key that the gateway refuses to register, so it is usable nowhere', async () => {
    await expect(createApiKey(withGateway({ standard: 'no-such-plan', pro: 'plan-pro' }), 'standard', 'Broken')).rejects.toThrow(
      /API Gateway registration failed, so key [0-9a-f]{16} was revoked: Invalid Usage Plan ID specified/,
    );
    const broken = (await listApiKeys({ store })).find((r) => r.owner === 'Broken')!;
    expect(broken.revokedAt).toBeDefined();
  });

  it('revokes by key id or by the key itself, and disables it in API Gateway', async () => {
    const { key, record } = await createApiKey(withGateway(), 'pro', 'Leaving');
    const revoked = await revokeApiKey(withGateway(), record.keyId);
    expect(revoked.revokedAt).toBeDefined();
    expect(gateway.apiKeys.get(record.gatewayKeyId!)?.enabled).toBe(false);
    // Revoking again keeps the first time; the key itself also names it.
    expect((await revokeApiKey({ store }, key)).revokedAt).toBe(revoked.revokedAt);
    await expect(revokeApiKey({ store }, 'ffffffffffffffff')).rejects.toThrow('No API key with id ffffffffffffffff');
  });
});

const runKeys = (args: string[], env: Record<string, string> = {}) => runScript('bin/keys.ts', args, env);

describe('npm run keys', () => {
  it('says what to start when nothing listens for --local (npm start, LOCAL_DYNAMODB_PORT), not only ECONNREFUSED', async () => {
    // A port nothing listens on: one the system just gave and took back.
    const { createServer } = await import('node:net');
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const listed = await runKeys(['list', '--local'], { LOCAL_DYNAMODB_PORT: String(port) });
    expect(listed.code).toBe(1);
    expect(listed.stderr).toContain(`keys failed: Nothing answers at http://127.0.0.1:${port} (ECONNREFUSED)`);
    expect(listed.stderr).toMatch(/Start `npm start` in another terminal first.*LOCAL_DYNAMODB_PORT/);
  });

  it('creates (printing the key once), lists and revokes, registering with the usage plan', async () => {
    const target = ['--table', table.tableName, '--region', 'us-east-1', '--endpoint', table.endpoint];
    const gatewayArgs = [
      '--usage-plan-standard',
      'plan-standard',
      '--usage-plan-pro',
      'plan-pro',
      '--apigateway-endpoint',
      gateway.endpoint,
    ];
    const created = await runKeys(['create', '--plan', 'pro', '--owner', 'CLI team', ...target, ...gatewayArgs]);
    expect(created.code).toBe(0);
    const key = created.stdout.trim().split('\n').at(-1)!;
    expect(key).toMatch(/^ika_[A-Za-z0-9_-]{43}$/);
    const keyId = hashApiKey(key).slice(0, 16);
    expect(created.stdout).toContain(`Created key ${keyId} (pro plan) for CLI team, registered with API Gateway as`);
    expect([...gateway.apiKeys.values()].some((registered) => registered.value === key)).toBe(true);

    const listed = await runKeys(['list', ...target, '--no-gateway']);
    expect(listed.stdout).toMatch(new RegExp(`${keyId}\\s+pro\\s+active\\s+created \\S+\\s+CLI team`));
    expect(listed.stdout).not.toContain(key);

    const revoked = await runKeys(['revoke', keyId, ...target, ...gatewayArgs]);
    expect(revoked.stdout).toContain(`Revoked key ${keyId} (CLI team)`);
    expect((await store.find(hashApiKey(key)))?.revokedAt).toBeDefined();
  });

  it('lists a label with control characters escaped, so that it cannot forge a line or drive the terminal', async () => {
    const target = ['--table', table.tableName, '--region', 'us-east-1', '--endpoint', table.endpoint, '--no-gateway'];
    const { record } = await createApiKey({ store }, 'standard', 'Masjid\n1234abcd  pro  active  \u001b[31mred');
    const listed = await runKeys(['list', ...target]);
    expect(listed.code).toBe(0);
    const line = listed.stdout.split('\n').find((l) => l.startsWith(record.keyId))!;
    expect(line).toMatch(/created \S+\s+Masjid\\u000a1234abcd {2}pro {2}active {2}\\u001b\[31mred$/);
    expect(listed.stdout).not.toContain('\u001b');
  });

  it('refuses to issue a key against AWS that API Gateway would not know', async () => {
    const result = await runKeys([
      'create',
      '--plan',
      'standard',
      '--owner',
      'x',
      '--table',
      'deployed-table',
      '--outputs-file',
      '/dev/null/none.json',
    ]);
    expect(result.code).toBe(1);
    const withoutPlans = await runKeys(['create', '--plan', 'standard', '--owner', 'x', '--table', 'deployed-table']);
    expect(withoutPlans.code).toBe(1);
    expect(withoutPlans.stderr).toContain('Usage plan ids are needed to register keys with API Gateway');
    const badPlan = await runKeys(['create', '--plan', 'gold', '--owner', 'x', '--endpoint', table.endpoint, '--table', table.tableName]);
    expect(badPlan.stderr).toContain('--plan must be one of standard, pro');
  });
});
