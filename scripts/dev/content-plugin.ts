/**
 * The live preview of `npm run dev`, as a Vite plugin: a save anywhere under the content folder
 * recompiles, rewrites build/content, has the API server load it, and tells the open pages
 * (`portal:content`, answered by site/shared/content-refresh.ts) to fetch what they show again.
 * Invalid content shows Vite's error overlay instead, and the server keeps the last valid content.
 * The dev log gets each revalidation time and, once a page has drawn the change, edit-to-screen.
 */
import { statSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import { formatContentReport } from '../../engine/compiler/validation/report';
import { briefContentReport } from '../content/brief-report';
import { type ContentCheck, type IncrementalCompiler, writeCompiled } from '../content/write-content';
import { overlayOfErrors, overlayOfFailure } from './error-overlay';

export interface ContentPluginOptions {
  contentDir: string;
  /** The project's .cache/, where the text read from PDFs for search is kept. */
  cacheDir: string;
  buildDir: string;
  compiler: IncrementalCompiler;
  /** Has the API server load build/content again; rejects with its load error. */
  reloadServer: () => Promise<void>;
  /** The compile made before the dev server started: its errors are shown to the first pages. */
  initial: ContentCheck;
}

/** Editors write a file in more than one system call; one save is one rebuild. */
const settleMs = 15;
/** Log lines in Vite's style. */
const stamp = { timestamp: true };

interface Shown {
  savedAt: number;
  files: string;
}

export function contentPlugin({
  contentDir,
  cacheDir,
  buildDir,
  compiler,
  reloadServer,
  initial,
}: ContentPluginOptions): Plugin {
  const isContent = (path: string) => path === contentDir || path.startsWith(`${contentDir}${sep}`);
  const shortName = (path: string) => relative(contentDir, path) || '.';
  let shownError: ErrorPayload['err'] | undefined = initial.ok ? undefined : overlayOfErrors(initial);
  let revision = 0;
  const waitingForScreen = new Map<number, Shown>();

  async function rebuild(server: ViteDevServer, paths: string[], savedAt: number): Promise<void> {
    const log = server.config.logger;
    const files = paths.map(shortName).join(', ');
    const started = performance.now();
    const result = compiler.compile(paths);
    const compiledMs = performance.now() - started;
    if (!result.ok) {
      shownError = overlayOfErrors(result);
      server.ws.send({ type: 'error', err: shownError });
      const report = formatContentReport(result);
      log.error(
        `content: ${files}: checked in ${ms(compiledMs)}; the page keeps the last valid content\n${report}`,
        stamp,
      );
      return;
    }
    const report = briefContentReport({ ...result, errors: [] });
    if (report) log.warn(report, stamp);
    await writeCompiled(result.compiled, buildDir, { contentDir, cacheDir });
    try {
      await reloadServer();
    } catch (error) {
      shownError = overlayOfFailure('The API server refused the compiled content', error);
      server.ws.send({ type: 'error', err: shownError });
      log.error(`content: ${shownError.message}`, stamp);
      return;
    }
    shownError = undefined;
    revision += 1;
    waitingForScreen.set(revision, { savedAt, files });
    server.ws.send('portal:content', { id: revision });
    log.info(
      `content: ${files}: revalidated in ${ms(compiledMs)}, served ${ms(Date.now() - savedAt)} after the save`,
      stamp,
    );
  }

  return {
    name: 'portal-content',
    apply: 'serve',
    configureServer(server) {
      const queued = new Set<string>();
      let savedAt = Number.POSITIVE_INFINITY;
      let timer: NodeJS.Timeout | undefined;
      // One rebuild at a time, in order: a save during a rebuild waits for it.
      let chain = Promise.resolve();
      const flush = () => {
        const paths = [...queued];
        const at = Number.isFinite(savedAt) ? savedAt : Date.now();
        queued.clear();
        savedAt = Number.POSITIVE_INFINITY;
        chain = chain
          .then(() => rebuild(server, paths, at))
          .catch((error: unknown) => {
            shownError = overlayOfFailure('Content could not be compiled', error);
            server.ws.send({ type: 'error', err: shownError });
            server.config.logger.error(`content: ${shownError.message}\n${shownError.stack}`, stamp);
          });
      };

      server.watcher.add(contentDir);
      server.watcher.on('all', (_event, path) => {
        if (!isContent(path)) return;
        queued.add(path);
        savedAt = Math.min(savedAt, modifiedAt(path));
        clearTimeout(timer);
        timer = setTimeout(flush, settleMs);
      });

      // A page opened while the content is invalid still gets the overlay.
      // The content may be fixed before that page's content-refresh module listens; it asks once.
      const toldInvalid = new WeakSet<object>();
      server.ws.on('vite:client:connect', (_data, client) => {
        if (!shownError) return;
        client.send({ type: 'error', err: shownError });
        toldInvalid.add(client);
      });
      server.ws.on('portal:content-check', (_data, client) => {
        if (!shownError && toldInvalid.has(client)) client.send('portal:content-valid', {});
      });
      server.ws.on('portal:content-shown', ({ id }: { id: number }) => {
        const shown = waitingForScreen.get(id);
        if (!shown) return;
        // The first page to draw the change answers for all; older revisions no page will draw.
        for (const older of waitingForScreen.keys()) if (older <= id) waitingForScreen.delete(older);
        server.config.logger.info(
          `content: ${shown.files}: on screen ${ms(Date.now() - shown.savedAt)} after the save`,
          stamp,
        );
      });
    },
    // Content is not a module of the site: Vite has nothing to update for it.
    hotUpdate({ file }) {
      if (isContent(file)) return [];
    },
  };
}

/** When the file was written (what the maintainer did), or now for a file just removed. */
function modifiedAt(path: string): number {
  return statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
}

export function ms(value: number): string {
  return `${Math.round(value)} ms`;
}
