/**
 * The compiled demo site (build/content/site.json), apart from the product manifests so that
 * tests needing only the site texts do not load every product line.
 */
import type { CompiledSite, SiteSettings } from '../../engine/shared/types';

export const missingDemoBuild = (file: string) =>
  new Error(`build/content/${file} not found: run \`npm run content:compile\``);

const sites = import.meta.glob<CompiledSite>(['../../build/content/site.json', '../../build/content/*/site.json'], {
  eager: true,
  import: 'default',
});

let shownLanguage: string | undefined;

/** Storybook's language switch (.storybook/preview.tsx): the demo site in `lang` from now on; undefined, the default. */
export function showDemoIn(lang: string | undefined): void {
  shownLanguage = lang;
}

/** The site texts and the catalogue of every demo product line, in the order of content/site.json. */
export function demoCompiledSite(): CompiledSite {
  const compiled =
    (shownLanguage && sites[`../../build/content/${shownLanguage}/site.json`]) ||
    sites['../../build/content/site.json'];
  if (!compiled) throw missingDemoBuild('site.json');
  return compiled;
}

/** The site texts of content/site.json, as renderers receive them. */
export function demoSiteTexts(): SiteSettings {
  return demoCompiledSite().site;
}
