/**
 * A new customer account: its name, its product lines and a password, generated (the default) or
 * typed. The password is then shown once; on a refusal everything typed stays for a second try.
 */
import { type FormEvent, useState } from 'react';
import type { CatalogueLine, NewAccountRequest, PasswordShownOnce } from '../../../engine/shared/console/console-api';
import { FormError } from '../shared/form-error';
import { PasswordOnce } from '../shared/password-once';
import { LineChoices } from './line-choices';

export interface AccountFormProps {
  catalogue: CatalogueLine[];
  onCreate: (request: NewAccountRequest) => Promise<PasswordShownOnce>;
}

export function AccountForm({ catalogue, onCreate }: AccountFormProps) {
  const [name, setName] = useState('');
  const [models, setModels] = useState<string[]>([]);
  const [typed, setTyped] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<PasswordShownOnce>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (models.length === 0) {
      setError('Choose at least one product line.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      setCreated(await onCreate({ name: name.trim(), models, ...(typed ? { password } : {}) }));
      setName('');
      setModels([]);
      setPassword('');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="new-account-heading">
      <h2 id="new-account-heading">New account</h2>
      {created?.password !== undefined && <PasswordOnce account={created.account.name} password={created.password} />}
      {created && created.password === undefined && (
        <p role="status">Account {created.account.name} created with the password you typed.</p>
      )}
      <form className="form" onSubmit={submit}>
        <FormError message={error} />
        <label className="field">
          <span>Account name</span>
          <input name="name" required autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <LineChoices catalogue={catalogue} chosen={models} onChange={setModels} />
        <fieldset className="choices">
          <legend>Password</legend>
          <label className="check">
            <input type="radio" name="password-kind" checked={!typed} onChange={() => setTyped(false)} />
            <span>Generate a strong password</span>
          </label>
          <label className="check">
            <input type="radio" name="password-kind" checked={typed} onChange={() => setTyped(true)} />
            <span>Type one</span>
          </label>
          {typed && (
            <label className="field">
              <span>Password</span>
              <input
                name="password"
                type="text"
                autoComplete="new-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </label>
          )}
        </fieldset>
        <button type="submit" className="button" disabled={busy}>
          Create account
        </button>
      </form>
    </section>
  );
}
