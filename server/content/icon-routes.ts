/**
 * The site's icon for tabs, bookmarks and home screens, without a session: favicon.ico, the SVG,
 * the apple-touch-icon and the web app manifest with its PNGs, as the compiler drew them from the
 * site settings. Without an icon in the settings, /favicon.ico (which browsers ask for unprompted)
 * answers 204, so no failed request is logged; the other addresses stay 404.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildLayout, iconPixels } from '../../engine/compiler/compile/build-layout';
import type { CompiledSiteSettings } from '../../engine/shared/types';
import { ContentLoadError } from './compiled-content';
import { EncodedAnswer, sendEncoded } from './encoded-answer';

// Kept a day, then revalidated by ETag: a deployment's new icon reaches browsers within a day.
const cacheControl = 'public, max-age=86400';
// Given no compressed copies, an answer is sent as it is: PNG (also inside the ICO) is compressed already.
const asIs = {};

const manifestIcons = iconPixels.manifest.map((pixels) => ({
  src: `/icons/icon-${pixels}.png`,
  file: buildLayout.iconPng(pixels),
  sizes: `${pixels}x${pixels}`,
  type: 'image/png',
}));

const iconFiles = [
  { src: '/favicon.ico', file: buildLayout.iconIco, type: 'image/x-icon', compressed: asIs },
  { src: '/favicon.svg', file: buildLayout.iconSvg, type: 'image/svg+xml' },
  {
    src: '/apple-touch-icon.png',
    file: buildLayout.iconPng(iconPixels.appleTouch),
    type: 'image/png',
    compressed: asIs,
  },
  ...manifestIcons.map(({ src, file, type }) => ({ src, file, type, compressed: asIs })),
];

function webManifestOf(site: CompiledSiteSettings, icon: NonNullable<CompiledSiteSettings['icon']>) {
  return {
    name: site.siteTitle,
    short_name: icon.shortName ?? site.siteTitle,
    start_url: '/',
    display: 'browser',
    theme_color: icon.themeColor,
    // The page's own background (--color-surface of site/styles/tokens.css), shown while an installed site starts.
    background_color: '#ffffff',
    icons: [
      ...manifestIcons.map(({ src, sizes, type }) => ({ src, sizes, type })),
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

export function registerIconRoutes(app: FastifyInstance, site: CompiledSiteSettings, buildDir: string): void {
  const { icon } = site;
  if (!icon) {
    app.get('/favicon.ico', async (_request, reply) => reply.code(204).header('cache-control', 'no-cache').send());
    return;
  }
  const missing: string[] = [];
  const answers = iconFiles.flatMap(({ src, file, type, compressed }) => {
    try {
      return [{ src, answer: new EncodedAnswer(readFileSync(join(buildDir, file)), type, compressed) }];
    } catch {
      missing.push(join(buildDir, file));
      return [];
    }
  });
  if (missing.length > 0) {
    throw new ContentLoadError([`The site's icon was not drawn: missing ${missing.join(', ')}`], true);
  }
  answers.push({
    src: '/manifest.webmanifest',
    answer: new EncodedAnswer(JSON.stringify(webManifestOf(site, icon)), 'application/manifest+json'),
  });
  for (const { src, answer } of answers) {
    app.get(src, async (request, reply) => sendEncoded(request, reply.header('cache-control', cacheControl), answer));
  }
}
