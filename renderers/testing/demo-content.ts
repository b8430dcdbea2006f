/**
 * The demo content exactly as the content compiler writes it (build/content), for stories and
 * their smoke tests: resolved routes, sanitised raw HTML and file sizes measured from the files,
 * as in production. `npm test`, `npm run storybook` and `npm run build-storybook` compile it first.
 */
import type { CompiledProduct, SearchSource } from '../../engine/shared/types';
import { missingDemoBuild } from './demo-site';

export { demoCompiledSite } from './demo-site';

const manifests = import.meta.glob<CompiledProduct>('../../build/content/products/*.json', {
  eager: true,
  import: 'default',
});

/** The compiled product line of a model of the demo catalogue. */
export function demoCompiled(model: string): CompiledProduct {
  const compiled = manifests[`../../build/content/products/${model}.json`];
  if (!compiled) throw missingDemoBuild(`products/${model}.json`);
  return compiled;
}

const translatedManifests = import.meta.glob<CompiledProduct>('../../build/content/*/products/*.json', {
  eager: true,
  import: 'default',
});

/** The compiled product line of a model of the demo catalogue as a translation's pages receive it. */
export function demoCompiledIn(lang: string, model: string): CompiledProduct {
  const compiled = translatedManifests[`../../build/content/${lang}/products/${model}.json`];
  if (!compiled) throw missingDemoBuild(`${lang}/products/${model}.json`);
  return compiled;
}

const searchSources = import.meta.glob<SearchSource>('../../build/content/search/*.json', {
  eager: true,
  import: 'default',
});

/** What search may find in a demo product line. */
export function demoSearchSource(model: string): SearchSource {
  const source = searchSources[`../../build/content/search/${model}.json`];
  if (!source) throw missingDemoBuild(`search/${model}.json`);
  return source;
}
