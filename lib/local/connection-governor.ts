import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What the governor enforces (the local server's CONNECTION_LIMITS). */
export interface GovernedLimits {
  maxConnections: number;
  maxConnectionsPerAddress: number;
  pressureConnections: number;
  pressuredConnectionsPerAddress: number;
  pressuredIdleMs: number;
  pressuredHeadersTimeoutMs: number;
  pressuredRequestTimeoutMs: number;
  minBodyBytesPerSecond: number;
  checkIntervalMs: number;
}

/** Where a connection stands: nothing of a request yet (new, or kept alive after an answer), a request arriving, or being answered. */
type Phase = 'waiting' | 'arriving' | 'answering';

interface Tracked {
  socket: Socket;
  address: string;
  phase: Phase;
  /** When the phase began (for a kept-alive connection: when its last answer ended). */
  since: number;
  /** socket.bytesRead when the phase began, and at the last check. */
  bytesAtPhase: number;
  bytesAtCheck: number;
  /** It has been answered at least once: waiting, it is an idle kept-alive connection. */
  answered: boolean;
  request?: IncomingMessage;
}

export interface ConnectionGovernor {
  /** Open connections and whether the server is under pressure (for tests and logs). */
  state: () => { open: number; pressured: boolean; addresses: number };
  stop: () => void;
}

/**
 * Holds the local server's connections to caps that many addresses together cannot exhaust (issue 48, finding 2:
 * 4,302 idle connections from 9 addresses, each under the per-address cap, filled the server's 4,096 and refused
 * fresh clients). Three rules:
 *
 * - At the global cap a new connection is not refused while an address holds more connections than the newcomer's
 *   does: the heaviest address gives one up, an idle one first, then one whose request arrives slowest, never one
 *   being answered. A client with few connections always gets in; only an address already holding as many as the
 *   heaviest is refused.
 * - Under pressure (from `pressureConnections` open, until half that), an address may hold only
 *   `pressuredConnectionsPerAddress` and loses what it holds beyond; kept-alive connections idle for
 *   `pressuredIdleMs` are closed; a connection that has not sent its headers within `pressuredHeadersTimeoutMs`,
 *   or whose request arrives slower than `minBodyBytesPerSecond` (a rate, not only a total) or takes longer than
 *   `pressuredRequestTimeoutMs`, is answered 408 (`tooSlow`) and closed.
 * - Otherwise an address may hold `maxConnectionsPerAddress` (room for a burst of a few hundred requests), and Node's
 *   own headersTimeout, requestTimeout and keepAliveTimeout apply.
 */
export function governConnections(
  server: Server,
  limits: GovernedLimits,
  tooSlow: (socket: Socket, what: string) => void,
  now: () => number = Date.now,
): ConnectionGovernor {
  const tracked = new Map<Socket, Tracked>();
  const byAddress = new Map<string, Set<Tracked>>();
  let pressured = false;

  const updatePressure = () => {
    if (!pressured && tracked.size >= limits.pressureConnections) pressured = true;
    else if (pressured && tracked.size < limits.pressureConnections / 2) pressured = false;
  };
  const received = (connection: Tracked) => connection.socket.bytesRead - connection.bytesAtPhase;
  const enter = (connection: Tracked, phase: Phase) => {
    connection.phase = phase;
    connection.since = now();
    connection.bytesAtPhase = connection.socket.bytesRead;
  };

  /** The order in which an address's connections are given up: idle ones first, then the slowest arrivals; never one being answered. */
  const expendable = (connection: Tracked) => {
    if (connection.phase === 'answering') return Number.POSITIVE_INFINITY;
    if (connection.phase === 'waiting' && received(connection) === 0) return connection.answered ? 0 : 1;
    return 2;
  };
  const victimOf = (connections: Iterable<Tracked>): Tracked | undefined => {
    let best: Tracked | undefined;
    for (const connection of connections) {
      if (connection.phase === 'answering') continue;
      if (
        !best ||
        expendable(connection) < expendable(best) ||
        (expendable(connection) === expendable(best) && connection.since < best.since)
      ) {
        best = connection;
      }
    }
    return best;
  };

  /**
   * Takes a connection back. One cut for being too slow while its request arrives is answered 408 first (counted
   * against its sender, as Node's own timeouts are); an idle or silent one, or one given up at the cap, is closed at once.
   */
  const close = (connection: Tracked, what: string, answer = true) => {
    forget(connection);
    if (!answer || (connection.phase === 'waiting' && received(connection) === 0)) connection.socket.destroy();
    else tooSlow(connection.socket, what);
  };

  const forget = (connection: Tracked) => {
    if (!tracked.delete(connection.socket)) return;
    const mine = byAddress.get(connection.address);
    mine?.delete(connection);
    if (mine?.size === 0) byAddress.delete(connection.address);
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || socket.destroyed) return;
    updatePressure();
    const mine = byAddress.get(address);
    const held = mine?.size ?? 0;
    if (held >= (pressured ? limits.pressuredConnectionsPerAddress : limits.maxConnectionsPerAddress)) {
      socket.destroy();
      return;
    }
    if (tracked.size >= limits.maxConnections) {
      // Full: the heaviest address gives one up for a newcomer that holds fewer.
      let heaviest: Set<Tracked> | undefined;
      for (const connections of byAddress.values()) if (!heaviest || connections.size > heaviest.size) heaviest = connections;
      const victim = heaviest && heaviest.size > held + 1 ? victimOf(heaviest) : undefined;
      if (!victim) {
        socket.destroy();
        return;
      }
      close(victim, 'connection given up at the cap', false);
    }
    const connection: Tracked = {
      socket,
      address,
      phase: 'waiting',
      since: now(),
      bytesAtPhase: socket.bytesRead,
      bytesAtCheck: socket.bytesRead,
      answered: false,
    };
    tracked.set(socket, connection);
    if (mine) mine.add(connection);
    else byAddress.set(address, new Set([connection]));
    socket.once('close', () => forget(connection));
    updatePressure();
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = tracked.get(request.socket);
    if (!connection) return;
    connection.request = request;
    enter(connection, request.complete ? 'answering' : 'arriving');
    const done = () => {
      if (connection.request !== request) return;
      connection.request = undefined;
      connection.answered = true;
      enter(connection, 'waiting');
    };
    response.once('finish', done);
    response.once('close', done);
  });

  const check = () => {
    updatePressure();
    const at = now();
    for (const connection of tracked.values()) {
      if (connection.phase === 'arriving' && connection.request?.complete) enter(connection, 'answering');
      const sinceCheck = connection.socket.bytesRead - connection.bytesAtCheck;
      connection.bytesAtCheck = connection.socket.bytesRead;
      if (!pressured || connection.phase === 'answering') continue;
      const age = at - connection.since;
      if (connection.phase === 'waiting') {
        if (received(connection) === 0 && connection.answered) {
          if (age >= limits.pressuredIdleMs) close(connection, 'idle connection closed under pressure');
        } else if (age >= limits.pressuredHeadersTimeoutMs) {
          close(connection, 'headers too slow under pressure');
        }
      } else if (
        age >= limits.pressuredRequestTimeoutMs ||
        (age >= limits.checkIntervalMs && (sinceCheck * 1000) / limits.checkIntervalMs < limits.minBodyBytesPerSecond)
      ) {
        close(connection, 'request body too slow under pressure');
      }
    }
    if (!pressured) return;
    // Under pressure, each address keeps its share: what it holds beyond, idle and slow first, goes.
    for (const connections of byAddress.values()) {
      while (connections.size > limits.pressuredConnectionsPerAddress) {
        const victim = victimOf(connections);
        if (!victim) break;
        close(victim, "beyond an address's share under pressure");
      }
    }
  };
  const timer = setInterval(check, limits.checkIntervalMs);
  timer.unref();
  server.once('close', () => clearInterval(timer));

  return {
    state: () => ({ open: tracked.size, pressured, addresses: byAddress.size }),
    stop: () => clearInterval(timer),
  };
}
