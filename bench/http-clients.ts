import http from 'node:http';

/** One keep-alive connection through node:http, for GETs (undici's fetch adds its own tail latency): the status. */
export function keepAliveGetter(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (path: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ host: hostname, port, path, agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        })
        .on('error', reject);
    });
}

/** One keep-alive connection through node:http, for JSON POSTs (undici's fetch adds its own tail latency): the status. */
export function keepAlivePoster(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (path: string, body: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: hostname,
          port,
          path,
          method: 'POST',
          agent,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}
