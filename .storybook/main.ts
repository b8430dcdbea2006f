/** Storybook for designers: every renderer and page kind with real demo content. */
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { storybookFileServing } from '../scripts/dev/served-files.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../renderers/**/*.stories.tsx', '../site/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  staticDirs: [
    // Pictures are served at /images as the portal serves them (imageUrl in engine/rendering/image-url.ts).
    { from: '../content/images', to: '/images' },
    // Pages of Storybook's own that frames show instead of gated content (renderers/testing/training-stand-in.ts).
    { from: './stand-ins', to: '/stand-ins' },
  ],
  // TypeScript 7 is native and has no JS API, so react-docgen-typescript cannot run.
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  // vite.config.ts roots the site in site/; stories and content live at the repo root.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    root: repoRoot,
    // Stories read the compiled content and the images, so the repository stays readable, but
    // never the database nor the gated files (secure downloads, documents, training).
    server: { ...viteConfig.server, proxy: undefined, fs: storybookFileServing(repoRoot) },
    // Storybook's preview runtime and axe-core are large by nature and never reach portal users.
    build: { ...viteConfig.build, chunkSizeWarningLimit: 1600 },
  }),
};

export default config;
