/**
 * The preload helper of the lazy imports the entry itself holds (vite.config.ts picks it for them). The
 * chunks they load share nothing the entry lacks, so Vite passes them no files to fetch beside, and
 * the file-fetching helper (preload-helper.ts) need not weigh on the login page; the build fails
 * should one of them come to need files.
 */
export function __vitePreload<M>(load: () => Promise<M>): Promise<M> {
  return load();
}
