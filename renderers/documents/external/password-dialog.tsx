/**
 * Modal that tells the user the eIFU password before the external site asks for it.
 * Hand-written rather than <dialog> so focus handling behaves the same in every
 * browser and in jsdom: focus moves in, Tab is trapped, Escape and the backdrop close it.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useSiteTexts } from '../../../engine/rendering/render-context';
import { fillText } from '../../../engine/shared/fill-text';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface PasswordDialogProps {
  secret: string;
  onContinue: () => void;
  onClose: () => void;
}

export function PasswordDialog({ secret, onContinue, onClose }: PasswordDialogProps) {
  const texts = useSiteTexts().documents;
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    continueRef.current?.focus();
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    // Wrap around at both ends so keyboard focus never reaches the page behind the modal.
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleBackdropClick(event: MouseEvent<HTMLDivElement>) {
    // Only a click on the backdrop itself closes; clicks inside the dialog bubble here too.
    if (event.target === event.currentTarget) onClose();
  }

  return createPortal(
    // The backdrop click is a pointer convenience; keyboard users have Escape and the Cancel button,
    // and the keydown handler here catches Escape and Tab from anywhere inside the dialog.
    // biome-ignore lint/a11y/noStaticElementInteractions: backdrop is not a control; keyboard equivalents exist
    <div className="modal-backdrop" role="presentation" onClick={handleBackdropClick} onKeyDown={handleKeyDown}>
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal__title">
          {texts.passwordTitle}
        </h2>
        <p id={messageId}>{fillText(texts.passwordMessage, { password: secret })}</p>
        <div className="modal__actions">
          <button type="button" className="modal__button modal__button--secondary" onClick={onClose}>
            {texts.passwordCancel}
          </button>
          <button ref={continueRef} type="button" className="modal__button modal__button--primary" onClick={onContinue}>
            {texts.passwordContinue}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
