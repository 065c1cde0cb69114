import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Clients in a process of their own (client-process-main.mjs): load the server sees as it would from another machine. */
const MAIN = fileURLToPath(new URL('./client-process-main.mjs', import.meta.url));

export interface BurstOutcome {
  /** The answer's status, or the message of the error that ended the request. */
  status: number | string;
  retryAfter?: string;
  message?: string;
}

function start(): ChildProcess {
  return fork(MAIN, [], { execPath: process.execPath, execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

function nextMessage<T>(child: ChildProcess, accept: (message: any) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const found = accept(message);
      if (found === undefined) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(found);
    };
    const onExit = (code: number | null) => reject(new Error(`the client process exited (${code}) before it answered`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Sends every request at once from another process, each from its loopback address; resolves with their outcomes. */
export async function burstFrom(
  baseUrl: string,
  requests: Array<{ address: string; path: string; method?: string; body?: string }>,
): Promise<BurstOutcome[]> {
  const child = start();
  const outcomes = nextMessage(child, (message) => message?.outcomes as BurstOutcome[] | undefined);
  child.send({ kind: 'burst', baseUrl, requests });
  return outcomes;
}

export interface HeldConnections {
  /** How many of its connections are open now. */
  held: () => Promise<number>;
  stop: () => Promise<void>;
}

/**
 * From another process, holds `perAddress` connections from each address, idle and trickling, reopening what the
 * server closes (client-process-main.mjs, `hold`).
 */
export async function holdConnectionsFrom(baseUrl: string, addresses: string[], perAddress: number): Promise<HeldConnections> {
  const child = start();
  const started = nextMessage(child, (message) => message?.started as boolean | undefined);
  child.send({ kind: 'hold', baseUrl, addresses, perAddress });
  await started;
  return {
    held: async () => {
      const held = nextMessage(child, (message) => message?.held as number | undefined);
      child.send('held');
      return held;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}
