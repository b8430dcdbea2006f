/**
 * An account's "read and understood" report: per version of each document its lines ask to be
 * confirmed, who of its people confirmed it and when, and who has not yet; filtered by line,
 * document and status in the address; and the hospital's whole report as a CSV file.
 */
import { Form, Link, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import {
  type AcknowledgementQuery,
  type AcknowledgementReport,
  type AcknowledgementStatus,
  consolePaths,
} from '../../../engine/shared/console/console-api';
import { withQuery } from '../api/console-http';
import { loadJson } from '../api/load';
import { usePageTitle } from '../app/use-page-title';
import { AcknowledgementsTable, statusNames } from './acknowledgements-table';

const filterNames = ['model', 'document', 'status'] as const satisfies (keyof AcknowledgementQuery)[];

export async function acknowledgementsLoader({ request, params }: LoaderFunctionArgs) {
  const name = params.name ?? '';
  const asked = new URL(request.url).searchParams;
  const query = Object.fromEntries(filterNames.map((filter) => [filter, asked.get(filter) ?? undefined]));
  return loadJson<AcknowledgementReport>(request, withQuery(consolePaths.accountAcknowledgements(name), query));
}

function Filters({ report }: { report: AcknowledgementReport }) {
  const [params] = useSearchParams();
  const lines = [...new Map(report.documents.map((document) => [document.model, document.line]))];
  return (
    <Form method="get" className="filters" key={params.toString()} aria-label="Filter the report">
      <label className="field">
        <span>Product line</span>
        <select name="model" defaultValue={params.get('model') ?? ''}>
          <option value="">All</option>
          {lines.map(([model, line]) => (
            <option key={model} value={model}>
              {line}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Document</span>
        <select name="document" defaultValue={params.get('document') ?? ''}>
          <option value="">All</option>
          {report.documents.map((document) => (
            <option key={`${document.model} ${document.document}`} value={document.document}>
              {document.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Status</span>
        <select name="status" defaultValue={params.get('status') ?? ''}>
          <option value="">All</option>
          {(Object.keys(statusNames) as AcknowledgementStatus[]).map((status) => (
            <option key={status} value={status}>
              {statusNames[status]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        Apply
      </button>
    </Form>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function AcknowledgementsPage() {
  const report = useLoaderData<typeof acknowledgementsLoader>();
  const { account } = report;
  usePageTitle(`Read and understood: ${account}`);
  const outstanding = report.rows.filter((row) => row.status === 'outstanding').length;
  return (
    <>
      <p className="trail">
        <Link to="/accounts">Accounts</Link> › <Link to={`/accounts/${encodeURIComponent(account)}`}>{account}</Link>
      </p>
      <h1>Read and understood: {account}</h1>
      <p>
        {count(report.documents.length, 'document asks', 'documents ask')} to be read and confirmed;{' '}
        {count(report.people, 'person of the account has', 'people of the account have')} signed in with their hospital
        account.
      </p>
      <p>
        <a href={consolePaths.accountAcknowledgementsCsv(account)} download>
          Download the hospital’s report (CSV)
        </a>
      </p>
      <Filters report={report} />
      <AcknowledgementsTable
        rows={report.rows}
        caption={`${count(report.rows.length, 'row', 'rows')}, ${count(outstanding, 'outstanding', 'outstanding')}`}
      />
    </>
  );
}
