import { request } from 'node:http';
import { connect } from 'node:net';

/**
 * A hostile or heavy client in a process of its own (client-process.ts starts it): in the test's own process it
 * would share the server's event loop, so that it could neither fill the server before the test's probes nor send
 * its requests while the server is busy. Told what to do over IPC; answers over IPC.
 *
 * - `burst`: sends every request at once (a GET, or a method with a JSON body), each from its loopback address, and answers each one's status,
 *   Retry-After and message (or the error that ended it).
 * - `hold`: keeps `perAddress` connections open from each address whatever the server does (what it closes is opened
 *   again 200 ms later); half send nothing, half send a request's headers, announce a large body and trickle it a
 *   byte a second (a slowloris). Answers `held` with how many are open, and closes them all at `stop`.
 */

function send(baseUrl, { address, path, method = 'GET', body }) {
  const url = new URL(path, baseUrl);
  const headers = body === undefined ? {} : { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
  return new Promise((resolve) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers, localAddress: address, agent: false },
      (incoming) => {
        const chunks = [];
        incoming.on('data', (chunk) => chunks.push(chunk));
        incoming.on('end', () => {
          let message;
          try {
            message = JSON.parse(Buffer.concat(chunks).toString('utf8')).message;
          } catch {
            message = undefined;
          }
          resolve({ status: incoming.statusCode, retryAfter: incoming.headers['retry-after'], message });
        });
        incoming.on('error', (error) => resolve({ status: error.message }));
      },
    );
    outgoing.on('error', (error) => resolve({ status: error.message }));
    outgoing.end(body);
  });
}

function hold(baseUrl, addresses, perAddress) {
  const target = new URL(baseUrl);
  let running = true;
  const open = new Set();
  const one = (localAddress, trickle) => {
    if (!running) return;
    const socket = connect({ port: Number(target.port), host: target.hostname, localAddress, allowHalfOpen: true });
    let timer;
    open.add(socket);
    socket.on('connect', () => {
      if (!trickle) return;
      socket.write(
        'POST /api/v1/utilities HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      );
      timer = setInterval(() => socket.writable && socket.write(' '), 1_000);
    });
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      open.delete(socket);
      setTimeout(() => one(localAddress, trickle), 200).unref();
    });
  };
  for (const address of addresses) for (let i = 0; i < perAddress; i += 1) one(address, i % 2 === 1);
  return {
    held: () => open.size,
    stop: () => {
      running = false;
      for (const socket of open) socket.destroy();
    },
  };
}

process.once('message', async (task) => {
  if (task.kind === 'burst') {
    const outcomes = await Promise.all(task.requests.map((one) => send(task.baseUrl, one)));
    process.send({ outcomes }, () => process.exit(0));
    return;
  }
  const attack = hold(task.baseUrl, task.addresses, task.perAddress);
  process.on('message', (message) => {
    if (message === 'held') process.send({ held: attack.held() });
    if (message === 'stop') {
      attack.stop();
      process.send({ stopped: true }, () => process.exit(0));
    }
  });
  process.send({ started: true });
});
process.on('disconnect', () => process.exit(0));
