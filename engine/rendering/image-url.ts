/**
 * Image addresses are served from the site's images folder. A module of its own so the site's
 * header (on the login page) does not bring the renderers' context into the first download.
 */
export function imageUrl(src: string): string {
  return `/images/${src}`;
}
