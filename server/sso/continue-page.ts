/**
 * The page between the login page's e-mail form and the hospital's sign-in. The portal's
 * Content-Security-Policy allows forms to send only to the portal itself (`form-action 'self'`),
 * and browsers hold a form's redirects to that too: a redirect from the form's answer to the
 * hospital's provider would be blocked. This page, the form's answer, goes on by itself instead
 * (a refresh, which is no form's), and links there for a browser that does not.
 */
import escapeHtml from 'escape-html';
import type { ServerTexts } from '../languages/languages';

export function continuePage(texts: ServerTexts, address: string): string {
  const to = escapeHtml(address);
  const title = escapeHtml(texts('hospitalSignInContinuing'));
  return `<!doctype html>
<html lang="${escapeHtml(texts.lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="0;url=${to}"><title>${title}</title></head>
<body><p>${title} <a href="${to}">${escapeHtml(texts('hospitalSignInContinue'))}</a></p></body></html>
`;
}
