/**
 * A modal question over the page (the browser's own dialog: focus kept inside, Escape closes), with
 * the server's refusal shown in it so nothing typed there is lost.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormError } from './form-error';

export interface ModalDialogProps {
  title: string;
  confirmLabel: string;
  /** Whether the confirm button may be pressed yet (e.g. the account's name typed). */
  ready?: boolean;
  /** The confirmation destroys something (drawn in red). */
  danger?: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

export function ModalDialog({
  title,
  confirmLabel,
  ready = true,
  danger = false,
  onConfirm,
  onClose,
  children,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // jsdom has no modal dialogs; an open one is what its tests need.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={headingId} onClose={onClose}>
      <form className="form" onSubmit={confirm}>
        <h2 id={headingId}>{title}</h2>
        <FormError message={error} />
        {children}
        <div className="actions">
          <button type="submit" className={danger ? 'button button--danger' : 'button'} disabled={!ready || busy}>
            {confirmLabel}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Keep as it is
          </button>
        </div>
      </form>
    </dialog>
  );
}
