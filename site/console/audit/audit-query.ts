/**
 * The audit page's filters live in its address (shareable; Back returns to the previous view), as
 * `from`, `to`, repeated `kind`, `account`, `operator`, `address` and `page`; the API takes the same
 * with the kinds comma-separated.
 */
import { type AuditQuery, consolePaths } from '../../../engine/shared/console/console-api';
import { withQuery } from '../api/console-http';

export function auditQueryOf(params: URLSearchParams): AuditQuery {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const page = Number(params.get('page'));
  return {
    from: text('from'),
    to: text('to'),
    kinds: params.getAll('kind').filter(Boolean),
    account: text('account'),
    operator: text('operator'),
    address: text('address'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function apiQuery({ kinds, page, ...rest }: AuditQuery) {
  return { ...rest, kinds: kinds?.length ? kinds.join(',') : undefined, page: page && page > 1 ? page : undefined };
}

export const auditAddress = (query: AuditQuery) => withQuery(consolePaths.audit, apiQuery(query));

/** Every row the filters match, not only this page's. */
export const auditCsvAddress = (query: AuditQuery) =>
  withQuery(consolePaths.auditCsv, apiQuery({ ...query, page: undefined }));
