/**
 * The portal's API server for `npm run dev`: server/dev-server.ts (the same Fastify app as
 * production, in demo mode) as a child process with an IPC channel, through which the dev
 * process asks it to load build/content again after a content save.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface ApiServer {
  origin: string;
  /** Who signs in at the demo hospital the server started (its provider's address and staff), to print. */
  demoHospital: string;
  /** Resolves once the server answers from the rewritten build/content; rejects with its load error. */
  reloadContent(): Promise<void>;
  /** Resolves with the exit code when the process ends, whoever ended it. */
  exited: Promise<number>;
  stop(): Promise<void>;
}

export interface ApiServerOptions {
  root: string;
  port: number;
  contentDir: string;
  buildDir: string;
  /** The dev server's own SQLite file, never the one `npm start` serves from. */
  databasePath: string;
  /** Where the browser reaches the portal (Vite's address): the demo hospital sends people back there. */
  publicOrigin: string;
}

type ChildMessage =
  | { type: 'listening'; address: string; demoHospital: string }
  | { type: 'content-reloaded'; id: number; error?: string };

/** A port the system has just called free: Vite's proxy needs the address before the server listens. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no TCP port to probe');
  return address.port;
}

export async function startApiServer({
  root,
  port,
  contentDir,
  buildDir,
  databasePath,
  publicOrigin,
}: ApiServerOptions): Promise<ApiServer> {
  // Bundled by scripts/run.mjs rather than loaded through tsx: about half a second sooner up.
  const child: ChildProcess = fork(join(root, 'scripts', 'run.mjs'), [join('server', 'dev-server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      // Demo mode whatever the shell says: dev-server.ts refuses production.
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      CONTENT_DIR: contentDir,
      CONTENT_BUILD_DIR: buildDir,
      DATABASE_PATH: databasePath,
      PUBLIC_ORIGIN: publicOrigin,
    },
  });
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 0;

  const listening = new Promise<{ address: string; demoHospital: string }>((resolve, reject) => {
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'listening') resolve(message);
      if (message.type !== 'content-reloaded') return;
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error === undefined) waiting?.resolve();
      else waiting?.reject(new Error(message.error));
    });
    void exited.then((code) => {
      reject(new Error(`the API server exited (code ${code}) before listening`));
      for (const waiting of pending.values()) waiting.reject(new Error('the API server has stopped'));
    });
  });
  const { address: origin, demoHospital } = await listening;

  return {
    origin,
    demoHospital,
    exited,
    reloadContent: () =>
      new Promise<void>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        child.send({ type: 'reload-content', id });
      }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
