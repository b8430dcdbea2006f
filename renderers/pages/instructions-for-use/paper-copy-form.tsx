/**
 * The paper-copy request form. The server checks every field (one schema, one set of messages):
 * the form sends what was typed and shows the server's message under each field it refused.
 * Whatever the user typed is drawn as React text, never as HTML.
 */
import { type FormEvent, type KeyboardEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import type { PaperCopyOutcome } from '../../../engine/rendering/contract';
import { useRenderContext, useRequestPaperCopy, useSiteTexts } from '../../../engine/rendering/render-context';
import type { PaperCopyDocument } from '../../../engine/shared/documents/paper-copies';
import { copiesRange } from '../../../engine/shared/documents/paper-copy-limits';
import { fillText } from '../../../engine/shared/fill-text';
import type { PaperCopyRequest } from '../../../engine/shared/types';
import { type FieldControlProps, FormField } from './form-field';

type Field = Exclude<keyof PaperCopyRequest, 'model'>;
type State =
  | { status: 'editing' }
  | { status: 'sending' }
  | { status: 'sent'; reference: string }
  | { status: 'refused'; message: string; fields: Partial<Record<keyof PaperCopyRequest, string>> };

/** Fields in the order they are drawn: the first refused one gets the focus. */
const fieldOrder: Field[] = ['document', 'copies', 'name', 'facility', 'address', 'email'];

/** What was typed in each field, kept while the panel is closed until a request is sent. */
export type PaperCopyDraft = Partial<Record<Field, string>>;

const draftOf = (form: HTMLFormElement): PaperCopyDraft =>
  Object.fromEntries(fieldOrder.map((name) => [name, String(new FormData(form).get(name) ?? '')]));

interface PaperCopyFormProps {
  id: string;
  /** The page's documents, the one to preselect first. */
  documents: PaperCopyDocument[];
  /** What was typed before the panel was last closed. */
  draft: PaperCopyDraft;
  /** Told what is typed as it changes, and an empty draft once the request is sent. */
  onDraft: (draft: PaperCopyDraft) => void;
  onClose: () => void;
}

export function PaperCopyForm({ id, documents, draft, onDraft, onClose }: PaperCopyFormProps) {
  const { paperCopy: texts, versions, errors } = useSiteTexts();
  const { compiled } = useRenderContext();
  const requestPaperCopy = useRequestPaperCopy();
  const [state, setState] = useState<State>({ status: 'editing' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const introId = useId();
  const refused = state.status === 'refused' ? state.fields : {};
  const labels: Record<Field, string> = {
    document: texts.documentLabel,
    copies: texts.copiesLabel,
    name: texts.nameLabel,
    facility: texts.facilityLabel,
    address: texts.addressLabel,
    email: texts.emailLabel,
  };

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (state.status === 'sent') sentRef.current?.focus();
    if (state.status !== 'refused') return;
    const first = fieldOrder.find((field) => state.fields[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'sending') return;
    const data = new FormData(event.currentTarget);
    const text = (field: Field) => String(data.get(field) ?? '');
    // A number of copies out of the schema's range is the one check the browser makes itself (in its
    // own words), since the field says its range: the server would refuse it the same way.
    const copies = event.currentTarget.elements.namedItem('copies');
    if (copies instanceof HTMLInputElement && (copies.validity.rangeOverflow || copies.validity.rangeUnderflow)) {
      setState({ status: 'refused', message: '', fields: { copies: copies.validationMessage } });
      return;
    }
    setState({ status: 'sending' });
    const outcome = await requestPaperCopy({
      model: compiled.product.model,
      document: text('document'),
      // An empty or odd number goes as it is (0 or null): the server says what it must be.
      copies: Number(text('copies')),
      name: text('name'),
      facility: text('facility'),
      address: text('address'),
      email: text('email'),
    }).catch((error: unknown): PaperCopyOutcome => ({ ok: false, message: String(error), fields: {} }));
    if (outcome.ok) onDraft({});
    setState(
      outcome.ok
        ? { status: 'sent', reference: outcome.reference }
        : {
            status: 'refused',
            message: outcome.failure ? errors.requests[outcome.failure] : outcome.message,
            fields: outcome.fields,
          },
    );
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  const field = (name: Field, control: ReactElement<Partial<FieldControlProps>>) => (
    <FormField id={`${id}-${name}`} name={name} label={labels[name]} problem={refused[name]} control={control} />
  );
  const refusedFields = fieldOrder.filter((name) => refused[name]);
  const sending = state.status === 'sending';
  return (
    <section id={id} className="paper-copy__panel" aria-labelledby={headingId} onKeyDown={closeOnEscape}>
      <h2 ref={headingRef} id={headingId} className="paper-copy__heading" tabIndex={-1}>
        {texts.heading}
      </h2>
      <div role="status" className="paper-copy__sent">
        {state.status === 'sent' && (
          <p ref={sentRef} tabIndex={-1}>
            {fillText(texts.success, { reference: state.reference })}
          </p>
        )}
      </div>
      {state.status === 'sent' ? (
        <button type="button" className="modal__button modal__button--primary" onClick={onClose}>
          {texts.closeLabel}
        </button>
      ) : (
        <form
          ref={formRef}
          className="paper-copy__form"
          noValidate
          aria-describedby={introId}
          onSubmit={submit}
          onChange={(event) => onDraft(draftOf(event.currentTarget))}
        >
          <p id={introId}>{texts.intro}</p>
          <div role="alert" className="paper-copy__failed">
            {state.status === 'refused' && <p>{texts.failed}</p>}
            {state.status === 'refused' && state.message && <p>{state.message}</p>}
            {refusedFields.length > 0 && (
              <ul>
                {refusedFields.map((name) => (
                  <li key={name}>
                    {labels[name]}: {refused[name]}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {field(
            'document',
            <select defaultValue={draft.document ?? documents[0]?.key}>
              {documents.map((document) => (
                <option key={document.key} value={document.key}>
                  {document.version ? `${document.name} (${versions.current} ${document.version})` : document.name}
                </option>
              ))}
            </select>,
          )}
          {/* The range comes from the server's schema; other limits are the server's to name. */}
          {field(
            'copies',
            <input
              type="number"
              inputMode="numeric"
              min={copiesRange.min}
              max={copiesRange.max}
              defaultValue={draft.copies ?? 1}
            />,
          )}
          {field('name', <input type="text" autoComplete="name" defaultValue={draft.name} />)}
          {field('facility', <input type="text" autoComplete="organization" defaultValue={draft.facility} />)}
          {field('address', <textarea rows={4} autoComplete="street-address" defaultValue={draft.address} />)}
          {field('email', <input type="email" autoComplete="email" defaultValue={draft.email} />)}
          <div className="paper-copy__actions">
            <button type="submit" className="modal__button modal__button--primary" aria-disabled={sending}>
              {sending ? texts.sendingLabel : texts.submitLabel}
            </button>
            <button type="button" className="modal__button modal__button--secondary" onClick={onClose}>
              {texts.cancelLabel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
