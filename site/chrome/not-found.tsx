/** An address that names no page, with a way back to a page that exists. */
import { Link } from 'react-router-dom';
import { useSite } from './site-context';
import { useDocumentTitle } from './use-document-title';

/** Where the way back leads: the catalogue, or the home of the product line the address is in. */
export type NotFoundBack = 'catalogue' | 'productHome';

export function NotFound({ backTo, back = 'catalogue' }: { backTo: string; back?: NotFoundBack }) {
  const { site } = useSite();
  useDocumentTitle(site.notFound.title);
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{site.notFound.title}</h1>
      <p>{site.notFound.text}</p>
      <Link className="button" to={backTo}>
        {back === 'catalogue' ? site.errors.backToCatalogue : site.notFound.backToProductHome}
      </Link>
    </section>
  );
}

/** An address below the signed-in layout that no page or product line has. */
export function NotFoundPage() {
  return <NotFound backTo="/" />;
}
