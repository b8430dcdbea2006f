/**
 * A slowloris client for the deploy tests: many connections from one address, each sending the
 * start of a request header and then one more header line now and then, never the blank line that
 * ends it. It holds a server's connection for as long as the server lets an unfinished header
 * wait. Every socket records when it was opened and when and how it ended.
 */
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

interface SlowSocket {
  openedAt: number;
  connected: boolean;
  /** When the server (or the network) ended it; undefined while it is open. */
  endedAt?: number;
  /** How it ended: an error code such as ECONNRESET, or `closed` for a plain close. */
  endedBy?: string;
}

export interface SlowHeaderClients {
  readonly sockets: readonly SlowSocket[];
  /** Sockets the server still holds. */
  open(): number;
  /** Resolves once the condition holds, checked whenever a socket connects or ends; rejects after timeoutMs. */
  until(condition: () => boolean, timeoutMs: number, what: string): Promise<void>;
  /** Closes every socket still open and stops the trickle. */
  stop(): void;
}

/** The soft limit of open files of this process (Node raises it to the hard limit on start). */
export function openFileLimit(): number {
  const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
  return line === undefined || line === 'unlimited' ? Number.POSITIVE_INFINITY : Number(line);
}

export function startSlowHeaderClients(port: number, count: number, trickleEveryMs = 2000): SlowHeaderClients {
  const sockets: SlowSocket[] = [];
  const live = new Set<Socket>();
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const check of waiters) check();
  };

  for (let index = 0; index < count; index++) {
    const record: SlowSocket = { openedAt: performance.now(), connected: false };
    sockets.push(record);
    const socket = connect(port, '127.0.0.1', () => {
      record.connected = true;
      socket.write(`GET /?slow=${index} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
      changed();
    });
    live.add(socket);
    const ended = (how: string) => {
      if (record.endedAt !== undefined) return;
      record.endedAt = performance.now();
      record.endedBy = how;
      live.delete(socket);
      socket.destroy();
      changed();
    };
    socket.on('error', (error: NodeJS.ErrnoException) => ended(error.code ?? error.message));
    socket.on('close', () => ended('closed'));
    // Whatever the server answers (a 408 or 400) is read and dropped; only the end counts.
    socket.on('data', () => undefined);
  }

  let line = 0;
  const trickle = setInterval(() => {
    line++;
    for (const socket of live) if (socket.writable && !socket.connecting) socket.write(`X-Slow-${line}: 1\r\n`);
  }, trickleEveryMs);

  return {
    sockets,
    open: () => sockets.filter((socket) => socket.connected && socket.endedAt === undefined).length,
    until(condition, timeoutMs, what) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!condition()) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Not within ${timeoutMs} ms: ${what}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop() {
      clearInterval(trickle);
      for (const socket of live) socket.destroy();
      live.clear();
    },
  };
}
