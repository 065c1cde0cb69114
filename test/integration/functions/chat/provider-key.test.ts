import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { providerKeyResolver } from '../../../../functions/chat/provider-key';
import { parseConfig } from '../../../../functions/shared/config';
import { capturingConsole, loggedMessages } from '../../../support/captured-console';

/** A loopback stand-in for Secrets Manager's JSON protocol (X-Amz-Target: secretsmanager.GetSecretValue). */
let server: Server;
let endpoint: string;
const secrets = new Map<string, string>();
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      requests.push(String(request.headers['x-amz-target']));
      const { SecretId } = JSON.parse(text) as { SecretId: string };
      const value = secrets.get(SecretId);
      response.writeHead(value === undefined ? 400 : 200, { 'Content-Type': 'application/x-amz-json-1.1' });
      response.end(
        JSON.stringify(
          value === undefined
            ? { __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." }
            : {
                ARN: `arn:aws:secretsmanager:us-east-1:000000000000:secret:${SecretId}-AbCdEf`,
                Name: SecretId,
                SecretString: value,
                VersionId: 'v1',
              },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const client = () =>
  new SecretsManagerClient({ region: 'us-east-1', endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

describe('providerKeyResolver', () => {
  it('prefers CHAT_API_KEY and has no key when nothing is configured', async () => {
    expect(await providerKeyResolver(parseConfig({ CHAT_API_KEY: 'gsk_env' }))()).toBe('gsk_env');
    expect(await providerKeyResolver(parseConfig({}))()).toBeUndefined();
  });

  it('reads the key from the secret once per container, as plain text or JSON', async () => {
    secrets.set('plain', 'gsk_plain');
    secrets.set('json', '{"apiKey":"gsk_json"}');
    requests.length = 0;
    const plain = providerKeyResolver(parseConfig({ CHAT_API_KEY_SECRET_ID: 'plain' }), { secrets: client() });
    expect(await plain()).toBe('gsk_plain');
    expect(await plain()).toBe('gsk_plain');
    expect(requests).toEqual(['secretsmanager.GetSecretValue']);
    expect(await providerKeyResolver(parseConfig({ CHAT_API_KEY_SECRET_ID: 'json' }), { secrets: client() })()).toBe('gsk_json');
  });

  it('answers retrieval-only while the secret does not exist, and looks again after five minutes', async () => {
    let clock = 0;
    const resolve = providerKeyResolver(parseConfig({ CHAT_API_KEY_SECRET_ID: 'later' }), { secrets: client(), now: () => clock });
    const missing = await capturingConsole('warn', resolve);
    expect(missing.result).toBeUndefined();
    expect(loggedMessages(missing.lines)).toEqual(['Secret later does not exist: chat answers in retrieval-only mode']);
    secrets.set('later', 'gsk_later');
    expect(await resolve()).toBeUndefined(); // still remembered as missing
    clock += 5 * 60_000 + 1;
    expect(await resolve()).toBe('gsk_later');
  });

  it('answers a 503 (details logged, not sent) for a JSON secret without an apiKey', async () => {
    secrets.set('bad', '{"key":"x"}');
    const logged: string[] = [];
    const original = console.error;
    console.error = (line: string) => logged.push(line);
    try {
      await expect(providerKeyResolver(parseConfig({ CHAT_API_KEY_SECRET_ID: 'bad' }), { secrets: client() })()).rejects.toMatchObject({
        statusCode: 503,
        message: "The chat provider's key cannot be read right now; try again shortly",
      });
      expect(logged.join('\n')).toMatch(/without an apiKey/);
    } finally {
      console.error = original;
    }
  });
});
