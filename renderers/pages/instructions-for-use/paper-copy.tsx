/**
 * "Request a paper copy": a disclosure button that opens the request form in place, below it (not
 * a modal, so a long form scrolls with the page on a small phone). Focus moves into the form when
 * it opens; Escape, Cancel and Close put it back on the button. What was typed is kept here, above
 * the form, so closing the panel (Escape included) loses nothing; a request that is sent clears it.
 */
import { useId, useRef, useState } from 'react';
import { useSiteTexts } from '../../../engine/rendering/render-context';
import { paperCopyDocumentsOf } from '../../../engine/shared/documents/paper-copies';
import type { SectionResource } from '../../../engine/shared/types';
import { type PaperCopyDraft, PaperCopyForm } from './paper-copy-form';
import './paper-copy.css';

export function PaperCopy({ section }: { section: SectionResource }) {
  const texts = useSiteTexts().paperCopy;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Not state: the form reads it when it opens, and a keystroke need not draw the page again.
  const draft = useRef<PaperCopyDraft>({});
  const formId = useId();
  const documents = paperCopyDocumentsOf(section);
  if (documents.length === 0) return null;

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <div className="paper-copy">
      <button
        ref={buttonRef}
        type="button"
        className="modal__button modal__button--secondary"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {texts.buttonLabel}
      </button>
      {open && (
        <PaperCopyForm
          id={formId}
          documents={documents}
          draft={draft.current}
          onDraft={(typed) => {
            draft.current = typed;
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
