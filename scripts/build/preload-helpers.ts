/**
 * Vite's preload helper (`\0vite/preload-helper.js`), through which every lazy import() passes and which
 * therefore travels in the file that holds the import, gives way to the site's smaller ones
 * (site/lazy/preload-helper.ts says why). The entry's own lazy imports take a pass-through: the chunks
 * they load share nothing the entry lacks, so Vite names no files for them, and the file-fetching
 * helper travels with the signed-in area, whose imports carry stylesheets and shared chunks. Should a
 * chunk the entry loads come to need files of its own, the build stops and says which.
 */
import type { Plugin } from 'vite';

export interface PreloadHelpers {
  /** The helper that fetches a chunk's stylesheets and JavaScript imports beside it. */
  fetching: string;
  /** The helper that only loads the chunk. */
  passThrough: string;
  /** The modules of the entry that hold lazy imports, each of whose chunks needs no files. */
  entryChunkLoaders: string[];
}

export function preloadHelpers({ fetching, passThrough, entryChunkLoaders }: PreloadHelpers): Plugin {
  const loaders = new Set(entryChunkLoaders);
  return {
    name: 'site-preload-helpers',
    enforce: 'pre',
    // Both helpers name files from the site's root, so a build with another base (Storybook's
    // relative one) keeps Vite's.
    apply: (config) => (config.base ?? '/') === '/',
    resolveId(id, importer) {
      if (id !== '\0vite/preload-helper.js') return undefined;
      return importer && loaders.has(importer) ? passThrough : fetching;
    },
    // After Vite's own hook, which gives each lazy import the files it needs beside it.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        for (const loader of loaders) {
          const owner = chunks.find((chunk) => chunk.moduleIds.includes(loader));
          for (const target of this.getModuleInfo(loader)?.dynamicallyImportedIds ?? []) {
            const chunk = chunks.find((c) => c.facadeModuleId === target);
            const files = [...(chunk?.imports ?? []), ...(chunk?.viteMetadata?.importedCss ?? [])];
            const needed = files.filter((file) => file !== owner?.fileName);
            if (needed.length > 0)
              this.error(
                `${target} (loaded by ${loader}) needs ${needed.join(', ')} beside it, which the pass-through ` +
                  'preload helper does not fetch: take its loader off the entry chunk loaders in vite.config.ts.',
              );
          }
        }
      },
    },
  };
}
