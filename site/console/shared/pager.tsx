/** "Page 2 of 40" with previous and next, as links that keep the rest of the address's query. */
import { Link, useSearchParams } from 'react-router-dom';

export function Pager({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const to = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? <Link to={to(page - 1)}>Previous page</Link> : <span aria-hidden="true">Previous page</span>}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={to(page + 1)}>Next page</Link> : <span aria-hidden="true">Next page</span>}
    </nav>
  );
}
