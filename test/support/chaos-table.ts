import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

const DYNALITE_CLI = fileURLToPath(new URL('../../node_modules/dynalite/cli.js', import.meta.url));

/**
 * dynalite in a process of its own, so that a test can do to the table what an outage does: pause it
 * (SIGSTOP: connections are accepted by the kernel and never answered), kill it, and start it again on
 * the same port with the same data (LevelDB on disk).
 */
export interface DynaliteProcess {
  endpoint: string;
  port: number;
  pause: () => void;
  resume: () => void;
  kill: () => Promise<void>;
  restart: () => Promise<void>;
  close: () => Promise<void>;
}

function launch(dataDirectory: string, port: number): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    [DYNALITE_CLI, '--host', '127.0.0.1', '--port', String(port), '--path', dataDirectory, '--createTableMs', '0', '--deleteTableMs', '0'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at: http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`dynalite exited with ${code}: ${output}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

export async function startDynaliteProcess(dataDirectory: string): Promise<DynaliteProcess> {
  let { child, port } = await launch(dataDirectory, 0);
  const kill = async () => {
    child.kill('SIGKILL');
    await exited(child);
  };
  return {
    get endpoint() {
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    kill,
    restart: async () => {
      ({ child, port } = await launch(dataDirectory, port));
    },
    close: async () => {
      child.kill('SIGCONT');
      await kill();
    },
  };
}

export type ProxyMode = 'forward' | 'blackhole';

/**
 * A TCP proxy in front of the table: 'forward' passes bytes both ways; 'blackhole' accepts connections
 * and reads requests but never answers (a table endpoint that hangs), on new and open connections alike.
 */
export interface ChaosProxy {
  endpoint: string;
  mode: ProxyMode;
  close: () => Promise<void>;
}

export async function startChaosProxy(targetPort: () => number): Promise<ChaosProxy> {
  const sockets = new Set<Socket>();
  const state: { mode: ProxyMode } = { mode: 'forward' };
  const server: Server = createServer((client) => {
    sockets.add(client);
    let upstream: Socket | undefined;
    const ensureUpstream = () => {
      if (upstream) return upstream;
      upstream = connect(targetPort(), '127.0.0.1');
      sockets.add(upstream);
      upstream.on('data', (data) => {
        if (state.mode === 'forward') client.write(data);
      });
      upstream.on('error', () => client.destroy());
      upstream.on('close', () => {
        sockets.delete(upstream!);
        client.destroy();
      });
      return upstream;
    };
    client.on('data', (data) => {
      if (state.mode === 'forward') ensureUpstream().write(data);
    });
    client.on('error', () => upstream?.destroy());
    client.on('close', () => {
      sockets.delete(client);
      upstream?.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get mode() {
      return state.mode;
    },
    set mode(mode: ProxyMode) {
      state.mode = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
