/**
 * The frame of every public eIFU page, written on the server as plain HTML that needs no script:
 * the page's language, the portal's stylesheet (the site build's, when there is one) and the eIFU
 * rules, the site's name, the language links, and a footer that leads to the availability page
 * and the paper-copy form from every page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import type { Manifest } from 'vite';
import { eifuAboutPath, eifuPrefix } from '../../engine/shared/eifu/eifu-addresses';
import { fillText } from '../../engine/shared/fill-text';
import { type Language, pathInLanguage } from '../../engine/shared/languages';
import type { CompiledSiteSettings } from '../../engine/shared/types';
import { contentIn } from '../content/compiled-content';
import { eifuStylesheetPath } from './eifu-stylesheet';

export const html = escapeHtml;

/** The eIFU texts of a language, filled in. */
type EifuTexts = (key: keyof CompiledSiteSettings['eifu'], values?: Record<string, string | number>) => string;

export interface EifuPageContext {
  lang: string;
  site: CompiledSiteSettings;
  languages: readonly Language[];
  texts: EifuTexts;
}

export function eifuContextOf(app: FastifyInstance, lang: string): EifuPageContext {
  const { site } = contentIn(app.content, lang);
  const texts: EifuTexts = (key, values = {}) => fillText(site.eifu[key], values);
  return { lang, site, languages: app.content.languages, texts };
}

/**
 * The site build's chunks whose stylesheets the public pages use: the entry's, for the portal's
 * look, and the product line pages', which style a safety notice as the portal shows it.
 */
const styledChunks = ['index.html', 'product/product-line.tsx'];

/** The stylesheets of styledChunks, in that order; none when the site is not built. */
export function siteStylesheetsOf(siteDir: string): string[] {
  try {
    const manifest = JSON.parse(readFileSync(join(siteDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    return [...new Set(styledChunks.flatMap((chunk) => manifest[chunk]?.css ?? []))].map((file) => `/${file}`);
  } catch {
    return [];
  }
}

/** The address of the list, the about page or the paper-copy form in a language. */
const eifuHomeIn = (lang: string, languages: readonly Language[]) => pathInLanguage(eifuPrefix, lang, languages);
const eifuAboutIn = (lang: string, languages: readonly Language[]) => pathInLanguage(eifuAboutPath, lang, languages);
export const eifuPaperCopyIn = (lang: string, languages: readonly Language[]) =>
  pathInLanguage(`${eifuPrefix}/paper-copy`, lang, languages);

export interface PageParts {
  title: string;
  body: string;
  /** The same page in each language that has it, by code. */
  alternates?: { lang: string; href: string }[];
  /** The Atom feed of the page's line, for feed readers to find. */
  feed?: string;
}

export function eifuPage(ctx: EifuPageContext, stylesheets: readonly string[], parts: PageParts): string {
  const { lang, site, languages, texts } = ctx;
  const links = [...stylesheets, eifuStylesheetPath]
    .map((href) => `<link rel="stylesheet" href="${html(href)}">`)
    .join('');
  const switcher = (parts.alternates ?? [])
    .filter((alternate) => alternate.lang !== lang)
    .map((alternate) => {
      const name = languages.find((l) => l.code === alternate.lang)?.name ?? alternate.lang;
      return `<a href="${html(alternate.href)}" hreflang="${html(alternate.lang)}" lang="${html(alternate.lang)}">${html(name)}</a>`;
    })
    .join(' ');
  return `<!doctype html>
<html lang="${html(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(`${parts.title} | ${site.chrome.siteName}`)}</title>
${links}
${parts.feed ? `<link rel="alternate" type="application/atom+xml" href="${html(parts.feed)}">` : ''}
</head>
<body>
<div class="eifu">
<a class="skip-link" href="#main">${html(site.chrome.skipLink)}</a>
<header class="eifu-header">
<a class="eifu-site" href="${html(eifuHomeIn(lang, languages))}">${html(site.chrome.siteName)} · ${html(texts('title'))}</a>
${switcher ? `<nav aria-label="${html(texts('languageLabel'))}">${switcher}</nav>` : ''}
</header>
<main id="main">
${parts.body}
</main>
<footer class="eifu-footer">
<nav aria-label="${html(texts('title'))}"><ul>
<li><a href="${html(eifuHomeIn(lang, languages))}">${html(texts('backToList'))}</a></li>
<li><a href="${html(eifuAboutIn(lang, languages))}">${html(texts('aboutLink'))}</a></li>
<li><a href="${html(eifuPaperCopyIn(lang, languages))}">${html(texts('paperCopyLink'))}</a></li>
</ul></nav>
</footer>
</div>
</body>
</html>
`;
}
