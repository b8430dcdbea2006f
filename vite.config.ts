import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.PORTAL_API ?? 'http://127.0.0.1:8080';

// The site lives in site/; the Fastify server serves the build in production and
// stands behind the dev server for the API, files and images during development.
export default defineConfig({
  root: 'site',
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: '../build/site',
    emptyOutDir: true,
    // Source maps would publish the whole source; `npm run dev` serves them, production builds do not.
    sourcemap: false,
    manifest: true,
  },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(
      ['/api', '/authenticate.php', '/public', '/secure-download', '/images'].map((p) => [p, apiTarget]),
    ),
  },
});
