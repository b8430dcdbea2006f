/**
 * A product line the signed-in account does not include: said on a page of the signed-in area (the
 * reader is still signed in), naming the line when the public list of lines has it, with the way
 * back to the catalogue and whom to ask.
 */
import { Link } from 'react-router-dom';
import { fillText } from '../../engine/shared/fill-text';
import { useSite } from '../chrome/site-context';
import { telHref } from '../chrome/site-footer';
import { useDocumentTitle } from '../chrome/use-document-title';

export function NotIncluded({ line }: { line?: string }) {
  const { site, settings } = useSite();
  const texts = site.login;
  const message = line ? fillText(texts.notIncludedMessage, { line }) : texts.notIncludedPageMessage;
  useDocumentTitle(message);
  return (
    <section className="not-found" aria-labelledby="not-included-heading">
      <h1 id="not-included-heading">{message}</h1>
      <p>
        {texts.contactSupportText} <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>{' '}
        <a href={telHref(settings.supportPhone)}>{settings.supportPhone}</a>
      </p>
      <Link className="button" to="/">
        {texts.backToCatalogueLabel}
      </Link>
    </section>
  );
}
