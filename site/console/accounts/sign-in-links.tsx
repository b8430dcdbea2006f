/**
 * The sign-in links an operator issued for the account: signed by the server, each with an expiry
 * and revocable on its own, made without the password. A new link's address is shown once, to
 * copy: the server keeps only its hash. A viewer sees the list and no control that changes it.
 */
import { type FormEvent, useState } from 'react';
import {
  consolePaths,
  type IssuedSignInLink,
  type SignInLink,
  type SignInLinkStatus,
} from '../../../engine/shared/console/console-api';
import { consoleRequest } from '../api/console-http';
import { CopyButton } from '../shared/copy-button';
import { DataTable } from '../shared/data-table';
import { FormError } from '../shared/form-error';
import { formatTime } from '../shared/format';

const statusNames: Record<SignInLinkStatus, string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

export interface SignInLinksProps {
  account: string;
  links: SignInLink[];
  /** Absent for a viewer: no control that changes anything. */
  onChanged?: () => Promise<void>;
}

function IssueForm({ account, onIssued }: { account: string; onIssued: (issued: IssuedSignInLink) => void }) {
  const [days, setDays] = useState('30');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const body = { days: Number(days), ...(label.trim() ? { label: label.trim() } : {}) };
      onIssued(await consoleRequest<IssuedSignInLink>('POST', consolePaths.accountLinks(account), body));
      setLabel('');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <form className="form" onSubmit={submit}>
      <FormError message={error} />
      <label className="field">
        <span>Label (who or what it is for)</span>
        <input value={label} maxLength={100} onChange={(e) => setLabel(e.target.value)} />
      </label>
      <label className="field">
        <span>Days until it expires</span>
        <input type="number" min={1} max={365} required value={days} onChange={(e) => setDays(e.target.value)} />
      </label>
      <button type="submit" className="button">
        Issue link
      </button>
    </form>
  );
}

export function SignInLinks({ account, links, onChanged }: SignInLinksProps) {
  const [issued, setIssued] = useState<IssuedSignInLink>();
  const [error, setError] = useState<string>();

  const revoke = async (id: number) => {
    setError(undefined);
    try {
      await consoleRequest('DELETE', consolePaths.accountLinkRevocation(account, id));
      await onChanged?.();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <section aria-labelledby="links-heading">
      <h2 id="links-heading">Sign-in links</h2>
      <p>
        Each opens the portal signed in as this account until it expires or is revoked, without the password: give it
        only to the hospital.
      </p>
      <FormError message={error} />
      {issued && (
        <div role="status">
          <p>Link {issued.link.id} issued. Copy it now: it is not shown again.</p>
          <p>
            <code className="secret">{issued.url}</code> <CopyButton text={issued.url} label="Copy link" />
          </p>
        </div>
      )}
      {onChanged && (
        <IssueForm
          account={account}
          onIssued={(answer) => {
            setIssued(answer);
            void onChanged();
          }}
        />
      )}
      <DataTable
        caption={`Issued links (${links.length})`}
        columns={[
          'Label',
          'Issued',
          'By',
          'Expires',
          'Last used',
          'Status',
          onChanged !== undefined && { label: 'Action', hidden: true },
        ]}
        rowCount={links.length}
        empty="No link issued."
      >
        {links.map((link) => (
          <tr key={link.id}>
            <td>{link.label ?? `Link ${link.id}`}</td>
            <td>{formatTime(link.createdAt)}</td>
            <td>{link.createdBy}</td>
            <td>{formatTime(link.expiresAt)}</td>
            <td>{formatTime(link.lastUsedAt)}</td>
            <td>{statusNames[link.status]}</td>
            {onChanged && (
              <td>
                {link.status === 'active' && (
                  <button type="button" className="button button--secondary" onClick={() => void revoke(link.id)}>
                    Revoke <span className="visually-hidden">{link.label ?? `link ${link.id}`}</span>
                  </button>
                )}
              </td>
            )}
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
