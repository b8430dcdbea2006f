/**
 * The Catalogue (/): WELCOME, the intro, the documents to read and confirm of the account's lines,
 * and a card for each product line the account may open.
 */
import { AcknowledgementNotice, useAcknowledgementSender } from '../acknowledgements/acknowledgement-notice';
import { Loading } from '../chrome/loading';
import { useSite } from '../chrome/site-context';
import { useDocumentTitle } from '../chrome/use-document-title';
import { WithDateLocale } from '../language';
import { modelPermission } from '../session/permissions';
import { useSignedIn } from '../session/signed-in-loader';
import { RouteAnswer } from '../shared/route-answer';
import { ProductCard } from './product-card';

export function CataloguePage() {
  const { site } = useSite();
  const { account, catalogue, acknowledgements } = useSignedIn();
  const sender = useAcknowledgementSender();
  useDocumentTitle(site.catalogue.title);

  return (
    <section className="catalogue" aria-labelledby="catalogue-heading">
      <h1 id="catalogue-heading">{site.catalogue.heading}</h1>
      <p className="catalogue__intro">{site.catalogue.intro}</p>
      <AcknowledgementNotice answer={acknowledgements} sender={sender} />
      <RouteAnswer answer={catalogue} loading={<Loading label={site.catalogue.loading} />}>
        {(entriesOfServer) => {
          // The server already filters by account; filtering again keeps the UI honest if the two disagree.
          const permitted = modelPermission(account);
          const entries = entriesOfServer.filter((entry) => permitted(entry.model));
          if (entries.length === 0) return <p>{site.catalogue.empty}</p>;
          return (
            <ul className="catalogue__cards">
              {entries.map((entry) => (
                <li key={entry.model}>
                  <ProductCard entry={entry} texts={site.catalogue} />
                </li>
              ))}
            </ul>
          );
        }}
      </RouteAnswer>
    </section>
  );
}

/** The route's page, with the page's date locale; its action confirms a document of the notice. */
export function Component() {
  return (
    <WithDateLocale>
      <CataloguePage />
    </WithDateLocale>
  );
}

export { acknowledgeAction as action } from '../acknowledgements/acknowledge-action';
