/** Who did what, when and from where: customers' sign-ins and downloads, operators' changes. */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { AuditPage as AuditAnswer } from '../../../engine/shared/console/console-api';
import { loadJson } from '../api/load';
import { usePageTitle } from '../app/use-page-title';
import { Pager } from '../shared/pager';
import { AuditFilters } from './audit-filters';
import { auditAddress, auditCsvAddress, auditQueryOf } from './audit-query';
import { AuditTable } from './audit-table';

export async function auditLoader({ request }: LoaderFunctionArgs) {
  const query = auditQueryOf(new URL(request.url).searchParams);
  return { query, answer: await loadJson<AuditAnswer>(request, auditAddress(query)) };
}

export function AuditPage() {
  usePageTitle('Audit');
  const { query, answer } = useLoaderData<typeof auditLoader>();
  return (
    <>
      <h1>Audit</h1>
      <AuditFilters />
      <p>
        <a href={auditCsvAddress(query)} download>
          Export the matching entries as CSV
        </a>
      </p>
      <AuditTable rows={answer.rows} total={answer.total} />
      <Pager page={answer.page} pageSize={answer.pageSize} total={answer.total} />
    </>
  );
}
