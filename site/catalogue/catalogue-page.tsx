/** The Catalogue (/): WELCOME, the intro, and a card for each product line the account may open. */
import { useMemo } from 'react';
import { ErrorPanel } from '../chrome/error-panel';
import { Loading } from '../chrome/loading';
import { Shell } from '../chrome/shell';
import { useSite } from '../chrome/site-context';
import { useDocumentTitle } from '../chrome/use-document-title';
import { modelPermission } from '../session/permissions';
import { useSession } from '../session/session-context';
import { useDrawnState } from '../shared/use-drawn-state';
import { useCatalogue } from './catalogue-context';
import { ProductCard } from './product-card';

export function CataloguePage() {
  const { site } = useSite();
  const { account } = useSession();
  const catalogue = useCatalogue();
  const state = useDrawnState(catalogue.state);
  useDocumentTitle(site.catalogue.title);

  // The server already filters by account; filtering again keeps the UI honest if the two disagree.
  const entries = useMemo(() => {
    if (state.status !== 'ready') return [];
    const permitted = modelPermission(account);
    return state.data.filter((entry) => permitted(entry.model));
  }, [state, account]);

  return (
    <Shell>
      <section className="catalogue" aria-labelledby="catalogue-heading">
        <h1 id="catalogue-heading">{site.catalogue.heading}</h1>
        <p className="catalogue__intro">{site.catalogue.intro}</p>
        {state.status === 'loading' && <Loading label={site.catalogue.loading} />}
        {state.status === 'error' && <ErrorPanel error={state.error} onRetry={catalogue.retry} />}
        {state.status === 'ready' && entries.length === 0 && <p>{site.catalogue.empty}</p>}
        {entries.length > 0 && (
          <ul className="catalogue__cards">
            {entries.map((entry) => (
              <li key={entry.model}>
                <ProductCard entry={entry} linkLabel={site.catalogue.cardLinkLabel} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Shell>
  );
}
