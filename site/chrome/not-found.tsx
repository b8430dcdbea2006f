/** An address that names no page, with a way back to a page that exists. */
import { Link } from 'react-router-dom';
import { useDocumentTitle } from './use-document-title';

export function NotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  useDocumentTitle('Page not found');
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link className="button" to={backTo}>
        {backLabel}
      </Link>
    </section>
  );
}
