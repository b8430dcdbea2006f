/**
 * The account's hospital sign-in: its people sign in as themselves with their hospital's account
 * (OpenID Connect). Shows what it is connected to, and the redirect URI the hospital registers; an
 * admin connects or changes it (the server discovers the issuer before saving, and says when it
 * cannot reach it) or removes it. The client secret is written, never read: the form says only
 * whether one is set, and an empty field keeps it.
 */
import { type FormEvent, useId, useState } from 'react';
import {
  consolePaths,
  type HospitalSignIn,
  type HospitalSignInChange,
} from '../../../engine/shared/console/console-api';
import { consoleRequest } from '../api/console-http';
import { CopyButton } from '../shared/copy-button';
import { FormError } from '../shared/form-error';
import { formatTime } from '../shared/format';

export interface HospitalSignInSettingsProps {
  account: string;
  hospitalSignIn: HospitalSignIn;
  /** Absent for a viewer: no control that changes anything. */
  onChanged?: () => Promise<void>;
}

function ConnectionForm({ account, hospitalSignIn, onChanged }: Required<HospitalSignInSettingsProps>) {
  const { settings } = hospitalSignIn;
  const id = useId();
  const [issuer, setIssuer] = useState(settings?.issuer ?? '');
  const [clientId, setClientId] = useState(settings?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [domains, setDomains] = useState(settings?.domains.join(', ') ?? '');
  const [groupClaim, setGroupClaim] = useState(settings?.groupClaim ?? '');
  const [groupValue, setGroupValue] = useState(settings?.groupValue ?? '');
  const [passwordAllowed, setPasswordAllowed] = useState(settings?.passwordAllowed ?? true);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const act = async (what: () => Promise<unknown>, done: string) => {
    setError(undefined);
    setNotice(undefined);
    try {
      await what();
      setClientSecret('');
      setNotice(done);
      await onChanged();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const change: HospitalSignInChange = {
      issuer,
      clientId,
      ...(clientSecret.trim() && { clientSecret }),
      domains: domains.split(/[,\s]+/).filter(Boolean),
      groupClaim: groupClaim.trim() || null,
      groupValue: groupValue.trim() || null,
      passwordAllowed,
    };
    void act(
      () => consoleRequest('POST', consolePaths.accountHospitalSignIn(account), change),
      'Hospital sign-in saved.',
    );
  };
  const remove = () =>
    act(() => consoleRequest('DELETE', consolePaths.accountHospitalSignIn(account)), 'Hospital sign-in removed.');

  return (
    <form className="form" onSubmit={save} aria-describedby={error ? `${id}-error` : undefined}>
      <FormError id={`${id}-error`} message={error} />
      <p role="status" className="notice">
        {notice}
      </p>
      <label className="field">
        <span>Issuer URL</span>
        <input type="url" required value={issuer} onChange={(e) => setIssuer(e.target.value)} />
      </label>
      <label className="field">
        <span>Client id</span>
        <input required autoComplete="off" value={clientId} onChange={(e) => setClientId(e.target.value)} />
      </label>
      <label className="field">
        <span>
          Client secret {settings ? '(set: leave empty to keep it, or type a new one to replace it)' : '(required)'}
        </span>
        <input
          type="password"
          autoComplete="new-password"
          required={!settings}
          value={clientSecret}
          onChange={(e) => setClientSecret(e.target.value)}
        />
      </label>
      <label className="field">
        <span>E-mail domains whose people it admits (comma-separated, such as hospital.org)</span>
        <input value={domains} onChange={(e) => setDomains(e.target.value)} />
      </label>
      <label className="field">
        <span>Group claim that also admits (optional, such as groups)</span>
        <input autoComplete="off" value={groupClaim} onChange={(e) => setGroupClaim(e.target.value)} />
      </label>
      <label className="field">
        <span>Group value it must hold</span>
        <input autoComplete="off" value={groupValue} onChange={(e) => setGroupValue(e.target.value)} />
      </label>
      <label className="check">
        <input type="checkbox" checked={passwordAllowed} onChange={(e) => setPasswordAllowed(e.target.checked)} />
        <span>The shared password still works</span>
      </label>
      <div className="actions">
        <button type="submit" className="button">
          Save hospital sign-in
        </button>
        {settings && (
          <button type="button" className="button button--danger" onClick={() => void remove()}>
            Remove hospital sign-in
          </button>
        )}
      </div>
    </form>
  );
}

export function HospitalSignInSettings({ account, hospitalSignIn, onChanged }: HospitalSignInSettingsProps) {
  const { settings, redirectUri } = hospitalSignIn;
  return (
    <section aria-labelledby="hospital-sign-in-heading">
      <h2 id="hospital-sign-in-heading">Hospital sign-in</h2>
      <p>
        The hospital's people sign in as themselves with their hospital account (OpenID Connect). The hospital registers
        the portal at its identity provider with this redirect URI:
      </p>
      <p>
        <code className="secret">{redirectUri}</code> <CopyButton text={redirectUri} label="Copy redirect URI" />
      </p>
      {settings ? (
        <dl className="facts">
          <dt>Issuer</dt>
          <dd>{settings.issuer}</dd>
          <dt>Client id</dt>
          <dd>{settings.clientId}</dd>
          <dt>Client secret</dt>
          <dd>Set (never shown)</dd>
          <dt>E-mail domains</dt>
          <dd>{settings.domains.join(', ') || 'None'}</dd>
          <dt>Group</dt>
          <dd>{settings.groupClaim ? `${settings.groupClaim} holds ${settings.groupValue}` : 'None'}</dd>
          <dt>Shared password</dt>
          <dd>{settings.passwordAllowed ? 'Still signs in' : 'Refused'}</dd>
          <dt>Changed</dt>
          <dd>
            {formatTime(settings.updatedAt)} by {settings.updatedBy}
          </dd>
        </dl>
      ) : (
        <p>Not connected: its people sign in with the shared password only.</p>
      )}
      {onChanged && <ConnectionForm account={account} hospitalSignIn={hospitalSignIn} onChanged={onChanged} />}
    </section>
  );
}
