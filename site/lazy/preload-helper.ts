/**
 * Stands in for Vite's preload helper (`\0vite/preload-helper.js`, swapped by vite.config.ts), through
 * which every lazy import() of the signed-in area passes (the entry's own take a pass-through,
 * no-files-preload.ts). Vite's copy also serves relative bases, CSP nonces, `vite:preloadError`
 * listeners and browsers without modulepreload, none of which this site has. What it keeps: a chunk's
 * JavaScript imports are fetched beside it, its stylesheets have loaded before it draws (nothing
 * shifts when they arrive late), and a file that fails rejects the import, so the part's error panel
 * with Try again shows.
 */
const stylesheets = new Map<string, Promise<unknown>>();

/** Starts fetching a file the chunk needs (named from the site's root); a stylesheet's load is awaited. */
function fetchBeside(file: string): Promise<unknown> | undefined {
  const href = `/${file}`;
  if (stylesheets.has(href) || document.querySelector(`link[href="${href}"]`)) return stylesheets.get(href);
  const link = document.createElement('link');
  link.href = href;
  if (!href.endsWith('.css')) {
    link.rel = 'modulepreload';
    document.head.append(link);
    return;
  }
  link.rel = 'stylesheet';
  const loaded = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => {
      // Try again appends it anew.
      stylesheets.delete(href);
      link.remove();
      reject(new Error(`Could not load ${href}`));
    };
  });
  stylesheets.set(href, loaded);
  document.head.append(link);
  return loaded;
}

export function __vitePreload<M>(load: () => Promise<M>, files: string[] = []): Promise<M> {
  return Promise.all(files.map(fetchBeside)).then(load);
}
