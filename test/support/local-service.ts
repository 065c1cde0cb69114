import { startLocalStack, type LocalStack } from '../../lib/local/local-stack';

/** The service as `npm start` runs it (dynalite in memory, corpus imported, real HTTP server). */
export async function startTestService(): Promise<LocalStack & { get: (path: string) => Promise<TestResponse>; post: (path: string, body: string, headers?: Record<string, string>) => Promise<TestResponse> }> {
  const stack = await startLocalStack();
  const request = async (path: string, init?: RequestInit): Promise<TestResponse> => {
    const response = await fetch(`${stack.baseUrl}${path}`, init);
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json: json as never };
  };
  return {
    ...stack,
    get: (path) => request(path),
    post: (path, body, headers = { 'Content-Type': 'application/json' }) => request(path, { method: 'POST', body, headers }),
  };
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}
