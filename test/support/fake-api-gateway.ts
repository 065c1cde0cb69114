import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for the API Gateway control plane (unreachable from here), speaking its
 * REST-JSON protocol for the three calls key administration makes: CreateApiKey (POST /apikeys),
 * CreateUsagePlanKey (POST /usageplans/{id}/keys) and UpdateApiKey (PATCH /apikeys/{id}), with
 * API Gateway's status codes, x-amzn-ErrorType header and error bodies.
 */
export interface FakeApiGateway {
  endpoint: string;
  apiKeys: Map<string, { id: string; name: string; value: string; enabled: boolean; description?: string }>;
  usagePlanKeys: Map<string, string[]>;
  requests: Array<{ method: string; path: string; body: unknown }>;
  close: () => Promise<void>;
}

export async function startFakeApiGateway(usagePlanIds: string[]): Promise<FakeApiGateway> {
  const apiKeys: FakeApiGateway['apiKeys'] = new Map();
  const usagePlanKeys = new Map(usagePlanIds.map((id) => [id, [] as string[]]));
  const requests: FakeApiGateway['requests'] = [];
  let nextId = 1;
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = text ? JSON.parse(text) : undefined;
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      requests.push({ method: request.method ?? '', path, body });
      const send = (status: number, payload: unknown, errorType?: string) => {
        response.writeHead(status, {
          'Content-Type': 'application/json',
          'x-amzn-RequestId': `req-${requests.length}`,
          ...(errorType
            ? { 'x-amzn-ErrorType': `${errorType}:http://internal.amazon.com/coral/com.amazonaws.backplane.controlplane/` }
            : {}),
        });
        response.end(JSON.stringify(payload));
      };
      if (request.method === 'POST' && path === '/apikeys') {
        if (typeof body?.value !== 'string' || body.value.length < 20)
          return send(400, { message: 'API Key value should be at least 20 characters' }, 'BadRequestException');
        const id = `k${nextId++}`;
        const key = { id, name: body.name, value: body.value, enabled: body.enabled ?? false, description: body.description };
        apiKeys.set(id, key);
        return send(201, { ...key, createdDate: Math.floor(Date.now() / 1000) });
      }
      const planKeys = /^\/usageplans\/([^/]+)\/keys$/.exec(path);
      if (request.method === 'POST' && planKeys) {
        const plan = usagePlanKeys.get(decodeURIComponent(planKeys[1]));
        if (!plan) return send(404, { message: 'Invalid Usage Plan ID specified' }, 'NotFoundException');
        const key = apiKeys.get(body?.keyId);
        if (!key) return send(404, { message: 'Invalid API Key identifier specified' }, 'NotFoundException');
        plan.push(key.id);
        return send(201, { id: key.id, name: key.name, type: 'API_KEY' });
      }
      const update = /^\/apikeys\/([^/]+)$/.exec(path);
      if (request.method === 'PATCH' && update) {
        const key = apiKeys.get(decodeURIComponent(update[1]));
        if (!key) return send(404, { message: 'Invalid API Key identifier specified' }, 'NotFoundException');
        for (const operation of body?.patchOperations ?? []) {
          if (operation.op === 'replace' && operation.path === '/enabled') key.enabled = operation.value === 'true';
        }
        return send(200, key);
      }
      return send(404, { message: `No route ${request.method} ${path}` }, 'NotFoundException');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKeys,
    usagePlanKeys,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
