/**
 * The account's plain-hash `?auth=` link, as the specification has it. It carries the password's
 * key, and the server keeps only a slow hash of the password, so the link is made from the
 * password: the one just set on this page, or the one the operator types. Issued links
 * (sign-in-links.tsx) need no password, expire and can be revoked.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { consolePaths } from '../../../engine/shared/console/console-api';
import { consoleRequest } from '../api/console-http';
import { CopyButton } from '../shared/copy-button';
import { FormError } from '../shared/form-error';

export function SignInLink({ account, knownPassword }: { account: string; knownPassword?: string }) {
  const [password, setPassword] = useState('');
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();

  const make = async (from: string) => {
    setError(undefined);
    try {
      setUrl(
        (await consoleRequest<{ url: string }>('POST', consolePaths.accountLink(account), { password: from })).url,
      );
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per new password, not per render of `make`.
  useEffect(() => {
    if (knownPassword) void make(knownPassword);
  }, [knownPassword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void make(password);
  };

  return (
    <section aria-labelledby="link-heading">
      <h2 id="link-heading">Link with the password's key</h2>
      <p>
        Opens the portal signed in as this account until the password changes, and cannot be revoked on its own: prefer
        an issued link.
      </p>
      {url ? (
        <p>
          <code className="secret">{url}</code> <CopyButton text={url} label="Copy link" />
        </p>
      ) : (
        <form className="form" onSubmit={submit}>
          <FormError message={error} />
          <label className="field">
            <span>The account's current password</span>
            <input
              type="password"
              autoComplete="off"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <button type="submit" className="button">
            Make the link
          </button>
        </form>
      )}
    </section>
  );
}
