/**
 * What the dev server of `npm run dev` may read from disk for whoever reaches its port: the site's
 * modules and what they import (engine/, renderers/, schema/, node_modules), nothing else. The
 * database, the content (documents, secure downloads, training, images) and the compiled content
 * reach the page only through the API server, which checks the session; anything elsewhere on the
 * machine not at all.
 */
import { statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { type FileSystemServeOptions, isFileServingAllowed, type Plugin } from 'vite';

/** Folders the site's modules import from. */
const importedFolders = ['site', 'engine', 'renderers', 'schema', 'node_modules'];

/** Folders whose files only the API server may hand out: the database, content, compiled content, caches. */
const apiOnlyFolders = ['data', 'content', 'build', '.cache'];

/** Vite's own list, which a `deny` of ours replaces rather than extends. */
const viteDefaultDeny = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**'];

/** A folder as a literal glob prefix: a bracket or brace in its path must not widen or narrow the match. */
function literalGlob(path: string): string {
  return path.replace(/[\\*?[\]{}()!+@|]/g, '\\$&');
}

/** Vite's `server.fs` for the project at `projectRoot`. */
export function devFileServing(projectRoot: string): FileSystemServeOptions {
  return {
    strict: true,
    allow: importedFolders.map((folder) => join(projectRoot, folder)),
    deny: denied(projectRoot, apiOnlyFolders),
  };
}

/**
 * Storybook's `server.fs`: its stories import the compiled content and read the images, so the
 * repository stays readable, but the database and the gated content files never are.
 */
export function storybookFileServing(projectRoot: string): FileSystemServeOptions {
  const gated = ['data', 'content/secure', 'content/files', 'content/training'];
  return { strict: true, allow: [projectRoot], deny: denied(projectRoot, gated) };
}

/** Vite's own denials, the database's files and everything under `folders`. */
function denied(projectRoot: string, folders: string[]): string[] {
  return [
    ...viteDefaultDeny,
    // SQLite files and their -wal, -shm and -journal companions, wherever DATABASE_PATH points.
    '*.sqlite',
    '*.sqlite-*',
    ...folders.map((folder) => `${literalGlob(join(projectRoot, folder))}/**`),
  ];
}

/**
 * Vite answers a file outside `server.fs` with 403 only when it exists, and a missing one with the
 * page, so the difference would tell a probe which files exist anywhere on the machine. Every
 * /@fs/ address it may not serve gets the same 404 instead, whether or not a file is there.
 */
export function unservedFilesAsMissing(): Plugin {
  return {
    name: 'portal-unserved-files-as-missing',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith('/@fs/')) return next();
        const path = decodedPath(request.url);
        if (path !== undefined && isFileServingAllowed(path, server)) return next();
        response.statusCode = 404;
        response.end();
      });
    },
  };
}

/** The path of a request as Vite reads it: `..` resolved, then percent-decoded; undefined when it cannot be decoded. */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

/**
 * Whether a request names a file of the site (its path decoded and resolved). A path that leaves
 * the folder never does, whether or not something exists where it leads, so how the request is
 * answered tells nothing about the rest of the machine.
 */
export function namesSiteFile(siteRoot: string, url = ''): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return false;
  }
  if (path.includes('\0')) return false;
  const file = join(siteRoot, path);
  if (!file.startsWith(`${siteRoot}${sep}`)) return false;
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}
