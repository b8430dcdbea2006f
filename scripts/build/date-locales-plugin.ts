/**
 * The site's build keeps only the date-fns locales of the site's languages. site/language.tsx
 * names every locale of date-fns with one import.meta.glob, so a language added to the site settings
 * needs no code: this plugin narrows that glob, in a build only, to the languages of the compiled
 * site settings (CONTENT_BUILD_DIR, which `npm run build` and `npm start` compile first), each
 * language's own file and its regional ones (`es.js`, `pt.js` and `pt-BR.js`). Without compiled
 * content the glob is left whole. The languages built are written to .vite/date-locales.json,
 * which `npm start` compares with the content's to know when the site must be built again.
 * `npm run dev` keeps every locale, so a language added while it runs draws its dates at once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { buildLayout } from '../../engine/compiler/compile/build-layout.ts';
import environmentSchema from '../../schema/environment.schema.json' with { type: 'json' };

/** Where the build says which languages' locales it holds, inside the built site. */
export const builtDateLocalesFile = join('.vite', 'date-locales.json');

/** The glob of every date-fns locale, wherever the module naming it sits. */
const everyLocale = /(['"])((?:\.\.\/)+node_modules\/date-fns\/locale\/)\*\.js\1/;

/** The language codes of the compiled site settings, or undefined when there are none yet. */
export function compiledLanguages(root: string, env = process.env): string[] | undefined {
  const buildDir = resolve(root, env.CONTENT_BUILD_DIR || environmentSchema.properties.CONTENT_BUILD_DIR.default);
  const sitePath = join(buildDir, buildLayout.site);
  if (!existsSync(sitePath)) return undefined;
  const compiled = JSON.parse(readFileSync(sitePath, 'utf8')) as { site?: { languages?: { code: string }[] } };
  return compiled.site?.languages?.map((language) => language.code).sort();
}

export function siteDateLocales(root: string): Plugin {
  let languages: string[] | undefined;
  return {
    name: 'portal:site-date-locales',
    apply: 'build',
    // Before Vite expands the glob into one import per file.
    enforce: 'pre',
    buildStart() {
      languages = compiledLanguages(root);
    },
    transform(code) {
      if (!languages || !everyLocale.test(code)) return undefined;
      const files = languages.flatMap((lang) => [lang, `${lang}-*`]).join(',');
      return { code: code.replace(everyLocale, `$1$2{${files}}.js$1`), map: null };
    },
    generateBundle() {
      if (!languages) return;
      this.emitFile({ type: 'asset', fileName: builtDateLocalesFile, source: JSON.stringify(languages) });
    },
  };
}
