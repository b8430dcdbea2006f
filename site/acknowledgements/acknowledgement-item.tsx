/**
 * One document to read and confirm: which version of what, a link that opens it in a new tab, and
 * once it has been opened, the confirmation ("I have read and understood version 3.1") that posts
 * to the route's action, or, for the shared password, who can confirm and how to sign in so.
 */
import { useState } from 'react';
import type { FetcherWithComponents } from 'react-router-dom';
import { fillText } from '../../engine/shared/fill-text';
import type { AcknowledgementDue } from '../../engine/shared/types';
import { VisuallyHidden } from '../../renderers/shared/visually-hidden/visually-hidden';
import { useSite } from '../chrome/site-context';
import { withParts } from '../chrome/text-with-parts';
import { useSiteFormats } from '../chrome/use-site-formats';
import { type AcknowledgeOutcome, acknowledgementFields } from './acknowledge-action';

interface AcknowledgementItemProps {
  document: AcknowledgementDue;
  canConfirm: boolean;
  /** The notice's one sender of confirmations: its state says whether this document is on its way or was refused. */
  fetcher: FetcherWithComponents<AcknowledgeOutcome>;
  /** On the catalogue, where several lines meet, each document says its line. */
  showLine?: boolean;
}

const isThis = (document: AcknowledgementDue, sent: { document: string; version: string } | undefined) =>
  sent?.document === document.document && sent.version === document.version;

export function AcknowledgementItem({ document, canConfirm, fetcher, showLine = false }: AcknowledgementItemProps) {
  const { site } = useSite();
  const texts = site.acknowledgements;
  const formats = useSiteFormats();
  const [opened, setOpened] = useState(false);
  const sending =
    fetcher.state === 'submitting' &&
    isThis(document, {
      document: String(fetcher.formData?.get('document')),
      version: String(fetcher.formData?.get('version')),
    });
  const refused = fetcher.state === 'idle' && fetcher.data?.ok === false && isThis(document, fetcher.data);
  const name = <span lang={document.lang}>{document.name}</span>;
  const values: Record<(typeof acknowledgementFields)[number], string> = {
    model: document.model,
    document: document.document,
    version: document.version,
    name: document.name,
  };
  const open = () => setOpened(true);
  return (
    <li className="acknowledgement">
      {showLine && <p className="acknowledgement__line">{document.line}</p>}
      <p className="acknowledgement__what">
        {withParts(texts.newVersion, { document: name, version: document.version, date: formats.date(document.date) })}
      </p>
      <p>
        <a
          className="acknowledgement__open"
          href={document.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={open}
          onAuxClick={open}
        >
          {withParts(texts.open, { document: name })} <VisuallyHidden>{site.chrome.newTab}</VisuallyHidden>
        </a>
      </p>
      {opened &&
        (canConfirm ? (
          <form
            className="acknowledgement__form"
            onSubmit={(event) => {
              // Sent by the notice's sender, which belongs to the route whose action confirms: a line's
              // pages are the line's own routes, where the router's forms cannot be drawn.
              event.preventDefault();
              void fetcher.submit(event.currentTarget, { method: 'post' });
            }}
          >
            {acknowledgementFields.map((field) => (
              <input key={field} type="hidden" name={field} value={values[field]} />
            ))}
            <label className="acknowledgement__understood">
              <input type="checkbox" name="understood" required />
              {fillText(texts.understood, { version: document.version })}
            </label>
            <button type="submit" className="button" disabled={sending}>
              {sending ? texts.confirming : texts.confirm}
            </button>
          </form>
        ) : (
          <p className="acknowledgement__shared">{texts.sharedPassword}</p>
        ))}
      {refused && fetcher.data?.ok === false && (
        <p className="acknowledgement__failed" role="alert">
          {texts.failed}{' '}
          {fetcher.data.message ?? (fetcher.data.failure ? site.errors.requests[fetcher.data.failure] : '')}
        </p>
      )}
    </li>
  );
}
