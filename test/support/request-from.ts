import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: any;
}

/**
 * One HTTP request from a loopback address of the caller's choice (127.0.0.2, 127.0.0.3, ...), so that each test
 * of a suite has an anonymous rate-limit window of its own; headers may repeat (given as [name, value] pairs).
 */
export function requestFrom(
  baseUrl: string,
  localAddress: string,
  options: { method?: string; path: string; headers?: Array<[string, string]>; body?: string },
): Promise<RawAnswer> {
  const url = new URL(options.path, baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        localAddress,
        // Given as a list (raw headers, repeats kept), Node adds no Host of its own.
        headers: [['Host', url.host], ...(options.headers ?? [])].flat(),
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, json });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
