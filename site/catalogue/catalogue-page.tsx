/** The Catalogue (/): WELCOME, the intro, and a card for each product line the account may open. */
import { Loading } from '../chrome/loading';
import { Shell } from '../chrome/shell';
import { useSite } from '../chrome/site-context';
import { useDocumentTitle } from '../chrome/use-document-title';
import { modelPermission } from '../session/permissions';
import { useSession } from '../session/session-context';
import { CatalogueAnswer } from './catalogue-answer';
import { ProductCard } from './product-card';

export function CataloguePage() {
  const { site } = useSite();
  const { account } = useSession();
  useDocumentTitle(site.catalogue.title);

  return (
    <Shell>
      <section className="catalogue" aria-labelledby="catalogue-heading">
        <h1 id="catalogue-heading">{site.catalogue.heading}</h1>
        <p className="catalogue__intro">{site.catalogue.intro}</p>
        <CatalogueAnswer loading={<Loading label={site.catalogue.loading} />}>
          {(catalogue) => {
            // The server already filters by account; filtering again keeps the UI honest if the two disagree.
            const permitted = modelPermission(account);
            const entries = catalogue.filter((entry) => permitted(entry.model));
            if (entries.length === 0) return <p>{site.catalogue.empty}</p>;
            return (
              <ul className="catalogue__cards">
                {entries.map((entry) => (
                  <li key={entry.model}>
                    <ProductCard entry={entry} linkLabel={site.catalogue.cardLinkLabel} />
                  </li>
                ))}
              </ul>
            );
          }}
        </CatalogueAnswer>
      </section>
    </Shell>
  );
}
