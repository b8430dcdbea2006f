/**
 * The bodies of the public eIFU pages, as HTML strings: the list of lines, one line's instructions
 * in one language (every version with its date of issue, size and SHA-256), the availability page
 * and the page of an address that names nothing.
 */
import type { Locale } from 'date-fns';
import * as dateLocales from 'date-fns/locale';
import { formatContentDate } from '../../engine/shared/dates';
import { sizeInKb } from '../../engine/shared/documents/downloads';
import { eifuLinePath } from '../../engine/shared/eifu/eifu-addresses';
import { fillText, formatNumber } from '../../engine/shared/fill-text';
import { defaultLanguage, languageName } from '../../engine/shared/languages';
import type { EifuDocument, EifuFile, EifuLine } from '../../engine/shared/types';
import { type EifuPageContext, eifuPaperCopyIn, html } from './eifu-page';

function localeOf(lang: string, defaultLang: string): Locale | undefined {
  if (lang === defaultLang) return undefined;
  return (dateLocales as Record<string, Locale | undefined>)[lang];
}

function dateIn(ctx: EifuPageContext, isoDate: string): string {
  return formatContentDate(isoDate, localeOf(ctx.lang, defaultLanguage(ctx.languages)));
}

function sizeIn(ctx: EifuPageContext, bytes: number): string {
  return fillText(ctx.site.documents.fileSize, { size: formatNumber(sizeInKb(bytes), ctx.lang) });
}

export function linesBody(ctx: EifuPageContext, lines: readonly EifuLine[]): string {
  const { texts, lang } = ctx;
  const items = lines
    .map((line) => {
      const here = line.languages.find((l) => l.lang === lang) ?? line.languages[0];
      if (!here) return '';
      const languages = line.languages
        .map(
          (l) =>
            `<a href="${html(eifuLinePath(line.model, l.lang))}" hreflang="${html(l.lang)}" lang="${html(l.lang)}">${html(languageName(l.lang, ctx.languages))}</a>`,
        )
        .join(', ');
      return `<li><strong lang="${html(here.lang)}">${html(here.title)}</strong>: ${languages}</li>`;
    })
    .join('\n');
  return `<h1>${html(texts('title'))}</h1>
<p>${html(texts('intro'))}</p>
<h2>${html(texts('linesHeading'))}</h2>
<ul>
${items}
</ul>`;
}

function facts(ctx: EifuPageContext, file: EifuFile): string {
  const { texts } = ctx;
  return `<dl class="eifu-facts">
${file.revision ? `<dt>${html(texts('revision'))}</dt><dd>${html(file.revision)}</dd>` : ''}
<dt>${html(texts('dateOfIssue'))}</dt><dd><time datetime="${html(file.dateOfIssue)}">${html(dateIn(ctx, file.dateOfIssue))}</time></dd>
<dt>${html(texts('size'))}</dt><dd>${html(sizeIn(ctx, file.size))}</dd>
<dt>${html(texts('sha256'))}</dt><dd class="eifu-hash">${html(file.sha256)}</dd>
</dl>`;
}

const fileLink = (ctx: EifuPageContext, file: EifuFile) =>
  `<a href="${html(encodeURI(file.address))}" type="${html(file.contentType)}">${html(ctx.texts('open', { file: file.fileName }))}</a>`;

function documentHtml(ctx: EifuPageContext, document: EifuDocument): string {
  const { texts } = ctx;
  const earlier = document.earlierVersions
    .map(
      (file) =>
        `<li>${facts(ctx, file)}${file.note ? `<p>${html(file.note)}</p>` : ''}<p>${fileLink(ctx, file)}</p></li>`,
    )
    .join('\n');
  const software = document.softwareVersions?.length
    ? `<p>${html(texts('softwareVersions'))}: ${html(document.softwareVersions.join(', '))}</p>`
    : '';
  return `<article class="eifu-document">
<h2>${html(document.title)}</h2>
${facts(ctx, document.current)}
<p>${fileLink(ctx, document.current)} · <a href="${html(`${eifuPaperCopyIn(ctx.lang, ctx.languages)}?document=${encodeURIComponent(document.current.address)}`)}">${html(texts('paperCopyLink'))}</a></p>
<p>${html(texts('gtins'))}: ${document.gtins.map((gtin) => `<span class="eifu-hash">${html(gtin)}</span>`).join(', ')}</p>
${software}
${earlier ? `<h3>${html(texts('earlierVersions'))}</h3>\n<ul class="eifu-versions">\n${earlier}\n</ul>` : ''}
</article>`;
}

export interface LineView {
  line: EifuLine;
  title: string;
  documents: readonly EifuDocument[];
  /** The device the reader came from by its label, when they did. */
  gtin?: string;
  /** The reader's browser asked for a language these instructions are not in. */
  fellBack: boolean;
  noticesHtml: string;
  /** QR codes of the label addresses of the devices shown, by GTIN. */
  labelCodes: { gtin: string; svg: string }[];
}

export function lineBody(ctx: EifuPageContext, view: LineView): string {
  const { texts, lang } = ctx;
  const languageNow = languageName(lang, ctx.languages);
  const notice = view.fellBack
    ? `<p class="eifu-notice" role="note">${html(texts('fallbackNotice', { language: languageNow }))}</p>`
    : '';
  const device = view.gtin
    ? `<p>${html(texts('forDevice', { gtin: view.gtin }))} <a href="${html(eifuLinePath(view.line.model, lang))}">${html(texts('allOfLine'))}</a></p>`
    : '';
  const others = view.line.languages
    .filter((l) => l.lang !== lang)
    .map(
      (l) =>
        `<a href="${html(eifuLinePath(view.line.model, l.lang))}${view.gtin ? `?gtin=${html(view.gtin)}` : ''}" hreflang="${html(l.lang)}" lang="${html(l.lang)}">${html(languageName(l.lang, ctx.languages))}</a>`,
    )
    .join(', ');
  const codes = view.labelCodes
    .map(
      ({ gtin, svg }) =>
        `<figure class="eifu-qr"><div role="img" aria-label="${html(texts('labelCode', { gtin }))}">${svg}</div><figcaption>${html(texts('labelCode', { gtin }))}</figcaption></figure>`,
    )
    .join('\n');
  return `<h1>${html(texts('lineHeading', { line: view.title }))}</h1>
${notice}
${device}
${view.noticesHtml}
${others ? `<p>${html(texts('otherLanguages'))}: ${others}</p>` : ''}
${view.documents.map((d) => documentHtml(ctx, d)).join('\n')}
${codes}`;
}

export function aboutBody(ctx: EifuPageContext, facts: { target: string; phone: string; email: string }): string {
  const { texts } = ctx;
  // How each system's own tool prints a file's SHA-256, to compare with the one on its page.
  const commands = [
    ['Linux', 'sha256sum <file>'],
    ['Windows (PowerShell)', 'Get-FileHash -Algorithm SHA256 <file>'],
    ['macOS', 'shasum -a 256 <file>'],
  ] as const;
  return `<h1>${html(texts('aboutTitle'))}</h1>
<p>${html(texts('availability', { target: facts.target }))}</p>
<h2>${html(texts('whenDownHeading'))}</h2>
<p>${html(texts('whenDown', { phone: facts.phone, email: facts.email }))}</p>
<p><a href="tel:${html(facts.phone.replace(/[^+0-9]/g, ''))}">${html(facts.phone)}</a> · <a href="mailto:${html(facts.email)}">${html(facts.email)}</a></p>
<h2>${html(texts('verifyHeading'))}</h2>
<p>${html(texts('verifyText'))}</p>
<ul>
${commands.map(([system, command]) => `<li>${html(system)}: <code class="eifu-code">${html(command)}</code></li>`).join('\n')}
</ul>`;
}

export function notFoundBody(ctx: EifuPageContext, message: string): string {
  return `<h1>${html(ctx.texts('notFoundTitle'))}</h1>
<p>${html(message)}</p>`;
}
