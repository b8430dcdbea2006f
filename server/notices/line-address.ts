/**
 * A product line in the public addresses of notices, feeds and subscriptions
 * (`/eifu/<line>/<language>/…`): its path prefix without the slash (`/acme-pump` is `acme-pump`), which content
 * keeps unique and readable, and never the model, which accounts use.
 */
import type { CompiledContent } from '../content/compiled-content';

export const lineSlugOf = (pathPrefix: string): string => pathPrefix.replace(/^\//, '');

/** The line's model for a slug of the address, or undefined for no line. */
export function modelOfSlug(content: CompiledContent, slug: string): string | undefined {
  for (const [model, { compiled }] of content.products)
    if (lineSlugOf(compiled.product.pathPrefix) === slug) return model;
  return undefined;
}

/** The public address of a notice's PDF, the same in every language. */
export const noticePdfPath = (filePath: string): string => `/eifu/notices/${filePath}`;

/** The public addresses of a line in a language. */
export const linePaths = (slug: string, lang: string) => ({
  feed: `/eifu/${slug}/${lang}/feed.atom`,
  subscribe: `/eifu/${slug}/${lang}/subscribe`,
  confirm: `/eifu/${slug}/${lang}/subscribe/confirm`,
  unsubscribe: `/eifu/${slug}/${lang}/unsubscribe`,
});
