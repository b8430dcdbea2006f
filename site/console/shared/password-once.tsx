/** A new password, shown this once with a copy button: the server keeps only its hash. */
import { CopyButton } from './copy-button';

export function PasswordOnce({ account, password }: { account: string; password: string }) {
  return (
    <section className="password-once" aria-labelledby="password-once-heading">
      <h3 id="password-once-heading">Password of {account}</h3>
      <p>
        <code className="secret">{password}</code> <CopyButton text={password} label="Copy password" />
      </p>
      <p className="warning">
        <strong>It will not be shown again.</strong> Give it to the hospital now, by a safe way.
      </p>
    </section>
  );
}
