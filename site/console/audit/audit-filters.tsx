/** The audit's filters as a form that writes them into the address; applying one starts at page 1. */
import { Form, useSearchParams } from 'react-router-dom';
import { auditKindNames } from './audit-kinds';

const textFilters = { account: 'Account', operator: 'Operator', address: 'Address' };

export function AuditFilters() {
  const [params] = useSearchParams();
  const kinds = params.getAll('kind');
  return (
    <Form method="get" className="filters" key={params.toString()} aria-label="Filter the audit">
      <label className="field">
        <span>From</span>
        <input type="date" name="from" defaultValue={params.get('from') ?? ''} />
      </label>
      <label className="field">
        <span>To</span>
        <input type="date" name="to" defaultValue={params.get('to') ?? ''} />
      </label>
      <label className="field">
        <span>Kinds (choose several with Ctrl or Shift)</span>
        <select name="kind" multiple size={6} defaultValue={kinds}>
          {Object.entries(auditKindNames).map(([kind, name]) => (
            <option key={kind} value={kind}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {Object.entries(textFilters).map(([name, label]) => (
        <label key={name} className="field">
          <span>{label}</span>
          <input name={name} autoComplete="off" defaultValue={params.get(name) ?? ''} />
        </label>
      ))}
      <button type="submit" className="button">
        Apply
      </button>
    </Form>
  );
}
