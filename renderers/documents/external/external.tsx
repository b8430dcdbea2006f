/** An external page (the eIFU site) behind its own password: a modal tells the user the password first. */
import { useRef, useState } from 'react';
import type { DocumentProps } from '../../../engine/rendering/contract';
import { useRenderContext } from '../../../engine/rendering/render-context';
import { LinkRow } from '../document-row';
import { PasswordDialog } from './password-dialog';

export function ExternalDocument({ document }: DocumentProps<'external'>) {
  const { settings } = useRenderContext();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    // Put the user back where they were, as the dialog pattern requires.
    triggerRef.current?.focus();
  }

  function continueToSite() {
    window.open(document.url, '_blank', 'noopener,noreferrer');
    close();
  }

  return (
    <>
      <LinkRow
        document={document}
        link={
          <button
            ref={triggerRef}
            type="button"
            className="doc-link"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            {document.name}
          </button>
        }
      />
      {open && <PasswordDialog secret={settings.eifuPassword} onContinue={continueToSite} onClose={close} />}
    </>
  );
}
