/**
 * Accounts imported from a CSV file: the operator chooses the file, the server checks it whole
 * (every problem at its line and column, nothing written), and only a file found right is
 * imported, every account at once; their generated passwords are then shown this once.
 */
import { type ChangeEvent, useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import {
  type CatalogueLine,
  consolePaths,
  type ImportCheck,
  type ImportedAccounts,
} from '../../../engine/shared/console/console-api';
import { maxImportLength } from '../../../engine/shared/console/customer-fields';
import { consoleRequest } from '../api/console-http';
import { loadJson } from '../api/load';
import { useCanChange } from '../app/operator';
import { usePageTitle } from '../app/use-page-title';
import { FormError } from '../shared/form-error';
import { titlesOf } from '../shared/line-titles';
import { ImportCheckResult } from './import-check-result';
import { ImportFormat } from './import-format';
import { ImportedPasswords } from './imported-passwords';

export const importLoader = ({ request }: LoaderFunctionArgs) =>
  loadJson<CatalogueLine[]>(request, consolePaths.catalogue);

interface ChosenFile {
  name: string;
  text: string;
}

export function ImportPage() {
  usePageTitle('Import accounts');
  const catalogue = useLoaderData<typeof importLoader>();
  const canChange = useCanChange();
  const [file, setFile] = useState<ChosenFile>();
  const [check, setCheck] = useState<ImportCheck>();
  const [imported, setImported] = useState<ImportedAccounts>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setCheck(undefined);
    setImported(undefined);
    setError(undefined);
    setFile(undefined);
    if (!chosen) return;
    const text = await chosen.text();
    if (text.length > maxImportLength) setError(`${chosen.name} is too long for one import: split it.`);
    else setFile({ name: chosen.name, text });
  };
  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const body = { csv: file.text, dryRun };
      if (dryRun) setCheck(await consoleRequest<ImportCheck>('POST', consolePaths.accountsImport, body));
      else {
        setImported(await consoleRequest<ImportedAccounts>('POST', consolePaths.accountsImport, body));
        setCheck(undefined);
        setFile(undefined);
      }
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const ready = check !== undefined && check.problems.length === 0 && check.rows.length > 0;

  return (
    <>
      <p className="trail">
        <Link to="/accounts">Accounts</Link>
      </p>
      <h1>Import accounts</h1>
      <p>
        Make many customer accounts at once from a CSV file: each with its product lines, its customer details and the
        day its access ends. The file is checked first, and nothing is made unless every line is right. Each new account
        gets a generated password, shown once after the import.
      </p>
      <ImportFormat catalogue={catalogue} />
      {!canChange && <p>Only an admin may import accounts.</p>}
      {canChange && !imported && (
        <form className="form" onSubmit={(event) => event.preventDefault()} aria-label="Import from a file">
          <FormError message={error} />
          <div className="field">
            <label htmlFor="import-file">CSV file</label>
            <input id="import-file" type="file" accept=".csv,text/csv" onChange={choose} />
          </div>
          <div className="actions">
            <button type="button" className="button" disabled={!file || busy} onClick={() => void send(true)}>
              Check the file
            </button>
            {ready && (
              <button type="button" className="button" disabled={busy} onClick={() => void send(false)}>
                Import {check.rows.length === 1 ? '1 account' : `${check.rows.length} accounts`}
              </button>
            )}
          </div>
        </form>
      )}
      {check && file && <ImportCheckResult check={check} file={file.name} titles={titlesOf(catalogue)} />}
      {imported && (
        <>
          <ImportedPasswords imported={imported} />
          <p>
            <Link to="/accounts">Back to the accounts</Link>
          </p>
        </>
      )}
    </>
  );
}
