/**
 * The compiled demo site (build/content/site.json), apart from the product manifests so that
 * tests needing only the site texts do not load every product line.
 */
import type { CompiledSite, SiteSettings } from '../../engine/shared/types';

export const missingDemoBuild = (file: string) =>
  new Error(`build/content/${file} not found: run \`npm run content:compile\``);

const sites = import.meta.glob<CompiledSite>('../../build/content/site.json', { eager: true, import: 'default' });

/** The site texts and the catalogue of every demo product line, in the order of content/site.json. */
export function demoCompiledSite(): CompiledSite {
  const compiled = sites['../../build/content/site.json'];
  if (!compiled) throw missingDemoBuild('site.json');
  return compiled;
}

/** The site texts of content/site.json, as renderers receive them. */
export function demoSiteTexts(): SiteSettings {
  return demoCompiledSite().site;
}
