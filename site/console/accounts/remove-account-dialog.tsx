/** Removing an account asks for its name typed out, so the wrong one is not removed by a slip. */
import { useState } from 'react';
import { ModalDialog } from '../shared/modal-dialog';

export interface RemoveAccountDialogProps {
  account: string;
  /** Whether its open paper-copy requests are discarded with it (the server refuses otherwise). */
  onRemove: (discardOpenRequests: boolean) => Promise<void>;
  onClose: () => void;
}

export function RemoveAccountDialog({ account, onRemove, onClose }: RemoveAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const [discard, setDiscard] = useState(false);
  return (
    <ModalDialog
      title={`Remove the account ${account}?`}
      confirmLabel={`Remove ${account}`}
      ready={typed.trim() === account}
      danger
      onConfirm={() => onRemove(discard)}
      onClose={onClose}
    >
      <p>
        The hospital will no longer be able to sign in, and its open sessions end. Its audit entries stay. This cannot
        be undone.
      </p>
      <label className="field">
        <span>Type the account's name, {account}, to confirm</span>
        <input autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </label>
      <label className="check">
        <input type="checkbox" checked={discard} onChange={(e) => setDiscard(e.target.checked)} />
        <span>Also discard its open paper-copy requests</span>
      </label>
    </ModalDialog>
  );
}
