import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions, type UserConfig } from 'vite';
import { siteDateLocales } from './scripts/build/date-locales-plugin.ts';
import { devFileServing, namesSiteFile, unservedFilesAsMissing } from './scripts/dev/served-files.ts';

/** Where the dev server sends API, file and image requests; `npm run dev` sets it to the API server it starts. */
const apiTarget = process.env.PORTAL_API ?? 'http://127.0.0.1:8080';
const siteRoot = join(import.meta.dirname, 'site');

/**
 * The site's own modules share the /api prefix with the server's answers (site/api/client.ts is
 * requested as /api/client.ts), so a request naming a file of the site is Vite's to serve; any
 * other goes to the server, as a missing file does.
 */
const toServer: ProxyOptions = {
  target: apiTarget,
  bypass: (request) => (namesSiteFile(siteRoot, request.url) ? request.url : undefined),
};

// The site lives in site/; the Fastify server serves the build in production and
// stands behind the dev server for the API, files and images during development.
const portal: UserConfig = {
  root: 'site',
  plugins: [react(), unservedFilesAsMissing(), siteDateLocales(import.meta.dirname)],
  publicDir: false,
  build: {
    outDir: '../build/site',
    emptyOutDir: true,
    // Source maps would publish the whole source; `npm run dev` serves them, production builds do not.
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // An imported constant (an element id, an address prefix, a status text) is written where it is
      // used instead of read from a module variable: smaller once gzipped, and nothing to look up.
      optimization: { inlineConst: true },
      output: {
        codeSplitting: {
          // Whatever the first page needs stays in the entry file, one request: left alone, the
          // bundler moves modules a lazy chunk also uses (React, the router, the providers) into
          // files of their own, which the first page then loads beside the entry.
          groups: [
            { name: 'entry', tags: ['$initial'] },
            // The signed-in layout and date-fns are one file: the layout's pages and the languages' date
            // locales (site/language.tsx) share date-fns, and left alone, each part a locale
            // shares becomes a file of its own, which the first page's script would then list for
            // preloading. Only the default English locale and the parts all locales share come along:
            // each other locale's own modules stay in that locale's file, fetched by a page in its
            // language only.
            {
              name: 'signed-in-layout',
              test: /[\\/]site[\\/]layouts[\\/]signed-in-layout\.tsx$|[\\/]date-fns[\\/](?!locale[\\/](?!_lib[\\/]|en-US[\\/.]))/,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    fs: devFileServing(import.meta.dirname),
    proxy: Object.fromEntries(
      [
        ...['/api', '/authenticate.php', '/sso', '/public', '/secure-download', '/images'],
        // The tab's icons and web manifest, drawn from the site settings (server/content/icon-routes.ts).
        ...['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/icons', '/manifest.webmanifest'],
        // The public instructions for use in each language and the labels' resolver, drawn by the server (server/eifu/).
        ...['/eifu', '^/[a-z]{2,3}/eifu(/|$)', '^/01/'],
      ].map((p) => [p, toServer]),
    ),
  },
};

/**
 * The operators' console is a site of its own (`vite build --mode console`): built from
 * site/console/ into build/console/, served below /admin/ by the console's listener, and never part
 * of the portal's bundle. Its dev server stands before that listener (PORT + 1000 by default).
 */
const operatorsConsole: UserConfig = {
  root: 'site/console',
  base: '/admin/',
  plugins: [react()],
  publicDir: false,
  build: { outDir: '../../build/console', emptyOutDir: true, sourcemap: false, manifest: true },
  server: {
    host: '127.0.0.1',
    proxy: { '/admin/api': { target: process.env.CONSOLE_API ?? 'http://127.0.0.1:9080' } },
  },
};

export default defineConfig(({ mode }) => (mode === 'console' ? operatorsConsole : portal));
