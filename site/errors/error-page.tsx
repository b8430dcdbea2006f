/**
 * The page of the portal a browser is shown when the server answered the address it opened with an
 * error (server-answer.ts): what happened, in the page's language, with the portal's header and
 * footer, the way back to the catalogue (or to the login page when a session is needed), when to try
 * again if the server said, and whom to ask for help. It names nothing of the address: a document's
 * 404 is one answer for a file that does not exist and one of a line the account lacks, and a
 * link's own words must not pose as the portal's.
 *
 * Its links are plain anchors: the page stands in for an address the portal does not draw, and
 * leaving it loads the portal afresh in the reader's language.
 */
import { useLocation } from 'react-router-dom';
import { pageLanguage, pathInLanguage } from '../../engine/shared/languages';
import { type ErrorPageKind, errorPageKind, errorPageTexts } from '../../engine/shared/routes/error-page';
import { loginPath } from '../../engine/shared/routes/login-path';
import { useSite } from '../chrome/site-context';
import { SupportContact } from '../chrome/support-contact';
import { timeToTryAgain, withParts } from '../chrome/text-with-parts';
import { useDocumentTitle } from '../chrome/use-document-title';
import { PageFrame } from '../layouts/page-frame';
import { isAuthenticated, readStoredSession } from '../session/session-storage';
import type { ServerAnswer } from './server-answer';

/** Pages whose cause passes: trying the same address again may work. */
const worthRetrying: readonly ErrorPageKind[] = ['rate-limited', 'server-unavailable', 'failed'];

export function ErrorPage({ answer }: { answer: ServerAnswer }) {
  const { site } = useSite();
  const { pathname } = useLocation();
  const kind = errorPageKind(answer.status, pathname);
  const { title, text } = errorPageTexts(site, kind);
  const texts = site.errors;
  const { lang, languages } = pageLanguage(site);
  const inLanguage = (path: string) => pathInLanguage(path, lang, languages);
  useDocumentTitle(title);
  const retry = worthRetrying.includes(kind);
  return (
    <PageFrame signedIn={isAuthenticated(readStoredSession())}>
      <section className="error-panel" aria-labelledby="error-page-heading">
        <h1 id="error-page-heading">{title}</h1>
        <p>{text}</p>
        {retry && answer.retryAfterSeconds !== undefined && (
          <p>{withParts(texts.retryAt, { time: timeToTryAgain(answer.retryAfterSeconds, lang) })}</p>
        )}
        <div className="error-panel__actions">
          {kind === 'signed-out' ? (
            <a className="button" href={inLanguage(loginPath)}>
              {texts.signIn}
            </a>
          ) : (
            <a className="button" href={inLanguage('/')}>
              {texts.backToCatalogue}
            </a>
          )}
          {retry && (
            <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
              {texts.tryAgain}
            </button>
          )}
        </div>
        <p>
          <SupportContact text={texts.supportContact} />
        </p>
      </section>
    </PageFrame>
  );
}
