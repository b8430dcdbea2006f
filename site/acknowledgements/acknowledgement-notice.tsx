/**
 * The notice of documents to read and confirm: on the catalogue (every line of the account) and on
 * a product line's home page (that line's). Its list is the signed-in layout's loader's, which asks
 * beside the catalogue; a confirmation posts through the route's action (acknowledge-action.ts),
 * leaves the list as soon as the server has it, and the router's next run of that loader brings the
 * list without it. The keyboard then goes on from the sentence that says it was recorded, since the
 * form it was in is gone. Nothing is drawn while the list is on its way, when it cannot be had, or
 * when it is empty and nothing has just been confirmed.
 */
import { useEffect, useRef } from 'react';
import { type FetcherWithComponents, useFetcher } from 'react-router-dom';
import { fillText } from '../../engine/shared/fill-text';
import type { AcknowledgementDue, AcknowledgementsAnswer } from '../../engine/shared/types';
import { useSite } from '../chrome/site-context';
import { RouteAnswer } from '../shared/route-answer';
import type { AcknowledgeOutcome } from './acknowledge-action';
import { AcknowledgementItem } from './acknowledgement-item';
import './acknowledgement-notice.css';

interface AcknowledgementNoticeProps {
  answer: Promise<AcknowledgementsAnswer>;
  /** Only this line's documents (a line's home page); every line's without it. */
  model?: string;
  /** What sends the confirmations: made by the route that shows the notice (useAcknowledgementSender). */
  sender: AcknowledgementSender;
}

export type AcknowledgementSender = FetcherWithComponents<AcknowledgeOutcome>;

/**
 * The notice's sender, made in the route whose action confirms (the catalogue's, a product line's):
 * the pages of a line are the line's own routes below it, which the router's senders cannot be made in.
 */
export const useAcknowledgementSender = (): AcknowledgementSender => useFetcher<AcknowledgeOutcome>();

const nothing = () => null;

export function AcknowledgementNotice({ answer, model, sender: fetcher }: AcknowledgementNoticeProps) {
  const { site } = useSite();
  const texts = site.acknowledgements;
  const outcome = fetcher.data;
  const status = useRef<HTMLParagraphElement>(null);
  // Confirmed, and not yet gone from the loader's list: already out of the notice.
  const settled = (document: AcknowledgementDue) =>
    outcome?.ok === true && outcome.document === document.document && outcome.version === document.version;
  useEffect(() => {
    if (outcome?.ok) status.current?.focus();
  }, [outcome]);
  return (
    // In the page's language, also on a home page whose texts are still in another.
    <div className="acknowledgements" lang={site.lang}>
      <RouteAnswer answer={answer} loading={null} failed={nothing}>
        {({ canConfirm, documents }) => {
          const shown = documents.filter((document) => (!model || document.model === model) && !settled(document));
          if (shown.length === 0 && !outcome?.ok) return null;
          return (
            <>
              {shown.length > 0 && (
                <section className="acknowledgements__notice" aria-labelledby="acknowledgements-heading">
                  <h2 id="acknowledgements-heading">{texts.heading}</h2>
                  <ul className="acknowledgements__list">
                    {shown.map((document) => (
                      <AcknowledgementItem
                        key={`${document.model} ${document.document}`}
                        document={document}
                        canConfirm={canConfirm}
                        fetcher={fetcher}
                        showLine={!model}
                      />
                    ))}
                  </ul>
                </section>
              )}
              <p className="acknowledgements__status" role="status" tabIndex={-1} ref={status}>
                {outcome?.ok ? fillText(texts.confirmed, { document: outcome.name, version: outcome.version }) : ''}
              </p>
            </>
          );
        }}
      </RouteAnswer>
    </div>
  );
}
