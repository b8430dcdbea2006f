/** Search and filters of the account list, kept in the address so a view can be shared and Back works. */
import { Form, useSearchParams } from 'react-router-dom';
import type { CatalogueLine } from '../../../engine/shared/console/console-api';

export function AccountsFilters({ catalogue }: { catalogue: CatalogueLine[] }) {
  const [params] = useSearchParams();
  // Keyed by the query, so Back and a shared address show the filters that drew the list.
  return (
    <Form method="get" className="filters" key={params.toString()} aria-label="Filter accounts">
      <label className="field">
        <span>Name, hospital or customer number</span>
        <input type="search" name="q" defaultValue={params.get('q') ?? ''} />
      </label>
      <label className="field">
        <span>Product line</span>
        <select name="model" defaultValue={params.get('model') ?? ''}>
          <option value="">Any</option>
          {catalogue.map((line) => (
            <option key={line.model} value={line.model}>
              {line.title}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>State</span>
        <select name="enabled" defaultValue={params.get('enabled') ?? ''}>
          <option value="">Enabled and disabled</option>
          <option value="true">Enabled</option>
          <option value="false">Disabled</option>
        </select>
      </label>
      <label className="field">
        <span>Not signed in for (days)</span>
        <input type="number" name="idleDays" min={1} inputMode="numeric" defaultValue={params.get('idleDays') ?? ''} />
      </label>
      <label className="check">
        <input type="checkbox" name="sessions" value="open" defaultChecked={params.get('sessions') === 'open'} />
        <span>Has open sessions</span>
      </label>
      <button type="submit" className="button">
        Apply
      </button>
    </Form>
  );
}
