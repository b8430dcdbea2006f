/**
 * The public pages of the e-mail updates, server-rendered in the reader's language and working
 * without JavaScript: the subscription form, what it answers (the same whether or not the address
 * is subscribed already), the confirmation, and the unsubscription (a button, so a mail scanner
 * that opens links cancels nothing). Every text is escaped.
 */
import escapeHtml from 'escape-html';
import { eifuLinePaths } from '../../engine/shared/eifu/eifu-addresses';
import { fillText } from '../../engine/shared/fill-text';
import { type CompiledContent, contentIn } from '../content/compiled-content';
import { lineNoticesIn } from './public-changes';

export interface PageLine {
  model: string;
  lang: string;
}

function textsOf(content: CompiledContent, { model, lang }: PageLine) {
  const { site } = contentIn(content, lang);
  const line = lineNoticesIn(content, model, lang);
  const title = line?.title ?? model;
  const language = site.languages?.find((candidate) => candidate.code === lang)?.name ?? lang;
  const paths = eifuLinePaths(model, lang);
  return { site, texts: site.notices.subscribe, fill: { line: title, language }, paths };
}

function page(content: CompiledContent, at: PageLine, heading: string, body: string): string {
  const { site } = textsOf(content, at);
  return `<!doctype html>
<html lang="${escapeHtml(at.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${heading} | ${site.siteTitle}`)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>
`;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The form; `problem` is said beside the field (role=alert), and the address typed is kept. */
export function subscribeFormPage(
  content: CompiledContent,
  at: PageLine,
  options: { problem?: string; email?: string } = {},
): string {
  const { texts, fill, paths } = textsOf(content, at);
  const problem = options.problem ? `<p id="email-problem" role="alert">${escapeHtml(options.problem)}</p>` : '';
  const described = options.problem ? ' aria-describedby="email-problem" aria-invalid="true"' : '';
  return page(
    content,
    at,
    fillText(texts.title, fill),
    `${paragraph(fillText(texts.intro, fill))}
<form method="post" action="${escapeHtml(paths.subscribe)}">
<p><label for="email">${escapeHtml(texts.emailLabel)}</label><br>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(options.email ?? '')}"${described}></p>
${problem}
<p><button type="submit">${escapeHtml(texts.submit)}</button></p>
</form>`,
  );
}

export function messagePage(
  content: CompiledContent,
  at: PageLine,
  which: 'sent' | 'confirmed' | 'expired' | 'unsubscribed' | 'busy',
): string {
  const { texts, fill } = textsOf(content, at);
  const headings = {
    sent: texts.title,
    confirmed: texts.confirmedTitle,
    expired: texts.expiredTitle,
    unsubscribed: texts.unsubscribedTitle,
    busy: texts.title,
  } as const;
  const again =
    which === 'expired'
      ? `<p><a href="${escapeHtml(textsOf(content, at).paths.subscribe)}">${escapeHtml(texts.submit)}</a></p>`
      : '';
  return page(content, at, fillText(headings[which], fill), `${paragraph(fillText(texts[which], fill))}${again}`);
}

/** The question before unsubscribing, with the signed link's token in the form. */
export function unsubscribePage(content: CompiledContent, at: PageLine, token: string): string {
  const { texts, fill, paths } = textsOf(content, at);
  return page(
    content,
    at,
    texts.unsubscribeButton,
    `${paragraph(fillText(texts.unsubscribeQuestion, fill))}
<form method="post" action="${escapeHtml(`${paths.unsubscribe}?token=${encodeURIComponent(token)}`)}">
<p><button type="submit">${escapeHtml(texts.unsubscribeButton)}</button></p>
</form>`,
  );
}
