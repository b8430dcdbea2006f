/**
 * The demo identity provider's own pages, plain and clearly a demo's: its sign-in (e-mail and
 * password of a demo staff member; Cancel tells the portal the person cancelled), its consent
 * (what the portal will learn), its sign-out question and its errors. They are oidc-provider's
 * interactions: each page reads the interaction's details from the provider and hands it the result.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import escapeHtml from 'escape-html';
import type Provider from 'oidc-provider';

/** Who may sign in: a demo staff member's e-mail and password. */
export type CheckPassword = (email: string, password: string) => string | undefined;

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#eef2f5;color:#1b2733}
main{max-width:24rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0003}
.demo{margin:0 0 .25rem;font-size:.8rem;font-weight:700;letter-spacing:.05em;text-transform:uppercase;color:#8a4b00}
h1{font-size:1.4rem;margin:0 0 1rem}label{display:block;font-weight:600;margin-top:.75rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #5b6770;border-radius:4px}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}button{font:inherit;padding:.5rem 1rem;border-radius:4px;border:1px solid #0b5cab;cursor:pointer}
button.primary{background:#0b5cab;color:#fff}button.secondary{background:#fff;color:#0b5cab}
.error{color:#a4000f;font-weight:600}@media (max-width:26rem){main{margin:0;border-radius:0}}`;

/** A page of the demo provider: always says it is the demo hospital's sign-in. */
export function demoPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} – Demo hospital sign-in</title>
<style>${style}</style></head><body><main><p class="demo">Demo hospital sign-in</p><h1>${escapeHtml(title)}</h1>
${body}</main></body></html>`;
}

function send(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

function signInPage(uid: string, email: string, failed: boolean): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return demoPage(
    'Sign in',
    `${failed ? '<p class="error" role="alert">Wrong e-mail or password.</p>' : ''}
<form method="post" action="${action}/login">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<div class="actions"><button class="primary" type="submit">Sign in</button>
<button class="secondary" type="submit" formaction="${action}/abort" formnovalidate>Cancel</button></div></form>`,
  );
}

function consentPage(uid: string, client: string): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return demoPage(
    'Allow access',
    `<p>${escapeHtml(client)} will learn your name and e-mail address.</p>
<form method="post" action="${action}/consent"><div class="actions"><button class="primary" type="submit" autofocus>Continue</button>
<button class="secondary" type="submit" formaction="${action}/abort">Cancel</button></div></form>`,
  );
}

/** Answers the demo provider's interaction addresses; false for any other address. */
export async function handleInteraction(
  provider: Provider,
  checkPassword: CheckPassword,
  clientName: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const match = /^\/interaction\/([^/?]+)(?:\/(login|consent|abort))?(?:\?|$)/.exec(request.url ?? '');
  if (!match) return false;
  const [, uid = '', step] = match;
  const details = await provider.interactionDetails(request, response);
  if (details.uid !== uid) {
    send(response, 400, demoPage('Sign-in expired', '<p>Go back to the portal and start again.</p>'));
    return true;
  }
  if (step === undefined) {
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    send(response, 200, details.prompt.name === 'login' ? signInPage(uid, hint, false) : consentPage(uid, clientName));
    return true;
  }
  if (request.method !== 'POST') {
    send(response, 405, demoPage('Not allowed', '<p>Use the page’s buttons.</p>'));
    return true;
  }
  if (step !== 'abort' && step !== details.prompt.name) {
    send(response, 400, demoPage('Sign-in expired', '<p>Go back to the portal and start again.</p>'));
    return true;
  }
  if (step === 'abort') {
    const result = { error: 'access_denied', error_description: 'The person cancelled the sign-in' };
    await provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false });
    return true;
  }
  if (step === 'login') {
    const form = await formOf(request);
    const email = form.get('email')?.trim() ?? '';
    const accountId = checkPassword(email, form.get('password') ?? '');
    if (accountId === undefined) send(response, 401, signInPage(uid, email, true));
    else
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
    return true;
  }
  const accountId = details.session?.accountId ?? '';
  const grant =
    (details.grantId && (await provider.Grant.find(details.grantId))) ||
    new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  const { missingOIDCScope, missingOIDCClaims } = details.prompt.details;
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  const grantId = await grant.save();
  await provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
  return true;
}
