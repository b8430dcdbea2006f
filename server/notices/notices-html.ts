/**
 * The notices of a line in a language as server-rendered HTML, for public pages (the public
 * instructions-for-use page of the line calls it): each notice's severity, title, date, GTINs,
 * software versions, body and PDF, then the links to the line's Atom feed and e-mail updates.
 * Every text is escaped; a body is the compiler's sanitised HTML, inserted as it is.
 */
import escapeHtml from 'escape-html';
import { eifuLinePaths, noticePdfPath } from '../../engine/shared/eifu/eifu-addresses';
import type { PublicNotice } from '../../engine/shared/types';
import { type CompiledContent, contentIn } from '../content/compiled-content';

type NoticeTexts = ReturnType<typeof contentIn>['site']['notices'];

const dateIn = (lang: string, isoDate: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

function noticeHtml(notice: PublicNotice, texts: NoticeTexts, lang: string): string {
  const facts = [
    [texts.issued, `<time datetime="${escapeHtml(notice.date)}">${escapeHtml(dateIn(lang, notice.date))}</time>`],
    [texts.devices, escapeHtml(notice.gtins.join(', '))],
    ...(notice.softwareVersions?.length
      ? [[texts.softwareVersions, escapeHtml(notice.softwareVersions.join(', '))]]
      : []),
  ]
    .map(([term, value]) => `<dt>${escapeHtml(term ?? '')}</dt><dd>${value}</dd>`)
    .join('');
  return [
    `<article class="notice notice--${escapeHtml(notice.severity)}" id="notice-${escapeHtml(notice.id)}">`,
    `<p class="notice__severity">${escapeHtml(texts.severity[notice.severity])}</p>`,
    `<h3 class="notice__title">${escapeHtml(notice.title)}</h3>`,
    `<dl class="notice__facts">${facts}</dl>`,
    // Sanitised by the content compiler with the raw HTML rows' allow-list.
    `<div class="notice__body">${notice.body}</div>`,
    `<p class="notice__pdf"><a href="${escapeHtml(noticePdfPath(notice.filePath))}">${escapeHtml(texts.readPdf)}</a></p>`,
    '</article>',
  ].join('\n');
}

/**
 * The section of a line's notices in a language (`line` is its model), with its heading (h2) and
 * the links to its feed and subscription; '' for a line the content does not have. A line without
 * notices still offers the feed and e-mail updates, for the instructions for use.
 */
export function renderNoticesHtml(line: string, language: string, content: CompiledContent): string {
  const { site } = contentIn(content, language);
  const lang = content.byLanguage.has(language) ? language : content.lang;
  const entry = (content.notices.languages[lang] ?? []).find((candidate) => candidate.model === line);
  if (!entry) return '';
  const texts = site.notices;
  const paths = eifuLinePaths(line, lang);
  return [
    `<section class="notices" aria-labelledby="notices-heading" lang="${escapeHtml(lang)}">`,
    `<h2 id="notices-heading">${escapeHtml(texts.heading)}</h2>`,
    ...entry.notices.map((notice) => noticeHtml(notice, texts, lang)),
    '<ul class="notices__follow">',
    `<li><a href="${escapeHtml(paths.feed)}" type="application/atom+xml">${escapeHtml(texts.feedLink)}</a></li>`,
    `<li><a href="${escapeHtml(paths.subscribe)}">${escapeHtml(texts.subscribeLink)}</a></li>`,
    '</ul>',
    '</section>',
  ].join('\n');
}
