/**
 * Name, password and the authenticator's six-digit code, or one recovery code instead. The form keeps
 * what was typed when the server refuses it, and shows the server's reason above the fields.
 */
import { type FormEvent, useId, useState } from 'react';
import type { SignInRequest } from '../../../engine/shared/console/console-api';
import { FormError } from '../shared/form-error';

export interface SignInFormProps {
  onSubmit: (request: SignInRequest) => Promise<void>;
  /** The server's reason for the last refusal. */
  error?: string;
}

export function SignInForm({ onSubmit, error }: SignInFormProps) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const second = useRecovery ? { recoveryCode: code.trim() } : { code: code.replace(/\s/g, '') };
    try {
      await onSubmit({ name: name.trim(), password, ...second });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form sign-in-form" onSubmit={submit} aria-describedby={error ? errorId : undefined}>
      <FormError message={error} id={errorId} />
      <label className="field">
        <span>Name</span>
        <input name="name" autoComplete="username" required value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field">
        <span>Password</span>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {useRecovery ? (
        <label className="field">
          <span>Recovery code</span>
          <input
            name="recoveryCode"
            autoComplete="off"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
      ) : (
        <label className="field">
          <span>Code from your authenticator (6 digits)</span>
          <input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\s*(\d\s*){6}"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
      )}
      <label className="check">
        <input
          type="checkbox"
          checked={useRecovery}
          onChange={(e) => {
            setUseRecovery(e.target.checked);
            setCode('');
          }}
        />
        <span>Use a recovery code</span>
      </label>
      <button type="submit" className="button" disabled={busy}>
        Sign in
      </button>
    </form>
  );
}
