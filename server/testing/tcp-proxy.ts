/**
 * A TCP relay in front of a server (PostgreSQL in the fault tests) that a test can cut and
 * restore: cutting destroys every relayed connection and refuses new ones, as when the database
 * host goes away; restoring listens again on the same port.
 */
import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server: Server | undefined;
  let port = 0;
  const listen = async () => {
    const next = createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    next.listen(port, '127.0.0.1');
    await once(next, 'listening');
    const address = next.address();
    if (address && typeof address === 'object') port = address.port;
    server = next;
  };
  const stop = async () => {
    const current = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}

/** A database's address relayed through a proxy the test can cut: the proxy, and the address to give the server. */
export async function proxiedDatabase(databaseUrl: string): Promise<{ proxy: TcpProxy; url: URL }> {
  const url = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return { proxy, url };
}
