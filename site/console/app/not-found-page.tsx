import { Link } from 'react-router-dom';
import { usePageTitle } from './use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <>
      <h1>Page not found</h1>
      <p>
        The console has no page at this address. <Link to="/accounts">Go to the accounts</Link>.
      </p>
    </>
  );
}
