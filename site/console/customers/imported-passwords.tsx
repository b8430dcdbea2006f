/**
 * The passwords of the accounts an import made, shown this once (the server keeps only their
 * hashes): to copy or save as CSV, then give each to its hospital by a safe way.
 */
import { useEffect, useMemo } from 'react';
import type { ImportedAccounts } from '../../../engine/shared/console/console-api';
import { CopyButton } from '../shared/copy-button';
import { DataTable } from '../shared/data-table';

export function ImportedPasswords({ imported }: { imported: ImportedAccounts }) {
  // Account names are letters, digits, dot, dash and underscore, passwords base32 and dashes: no cell needs quoting.
  const csv = ['name,password', ...imported.accounts.map((account) => `${account.name},${account.password}`)].join(
    '\r\n',
  );
  const href = useMemo(() => URL.createObjectURL(new Blob([`${csv}\r\n`], { type: 'text/csv' })), [csv]);
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  const count = imported.accounts.length;
  return (
    <section className="password-once" aria-labelledby="imported-heading">
      <h2 id="imported-heading">Passwords of the {count === 1 ? 'imported account' : `${count} imported accounts`}</h2>
      <p className="warning">
        <strong>They will not be shown again.</strong> Save or copy them now, and give each to its hospital by a safe
        way.
      </p>
      <p className="actions">
        <a className="button" href={href} download="imported-passwords.csv">
          Download as CSV
        </a>
        <CopyButton text={csv} label="Copy as CSV" />
      </p>
      <DataTable caption={`Imported accounts (${count})`} columns={['Account', 'Password']} rowCount={count}>
        {imported.accounts.map((account) => (
          <tr key={account.name}>
            <th scope="row">{account.name}</th>
            <td>
              <code className="secret">{account.password}</code>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
