/** Period, product lines and "not signed in for N days", written into the address. */
import { useState } from 'react';
import { Form } from 'react-router-dom';
import type { CatalogueLine } from '../../../engine/shared/console/console-api';
import { type UsageFilters as Filters, periods } from './usage-period';

export function UsageFilters({ filters, catalogue }: { filters: Filters; catalogue: CatalogueLine[] }) {
  const [period, setPeriod] = useState(filters.period);
  return (
    <Form method="get" className="filters" aria-label="Usage period and filters">
      <fieldset className="choices">
        <legend>Period</legend>
        {periods.map((days) => (
          <label key={days} className="check">
            <input type="radio" name="period" value={days} checked={period === days} onChange={() => setPeriod(days)} />
            <span>Last {days} days</span>
          </label>
        ))}
        <label className="check">
          <input
            type="radio"
            name="period"
            value="chosen"
            checked={period === 'chosen'}
            onChange={() => setPeriod('chosen')}
          />
          <span>From – to</span>
        </label>
        {period === 'chosen' && (
          <>
            <label className="field">
              <span>From</span>
              <input type="date" name="from" required defaultValue={filters.from} />
            </label>
            <label className="field">
              <span>To</span>
              <input type="date" name="to" required defaultValue={filters.to} />
            </label>
          </>
        )}
      </fieldset>
      <fieldset className="choices">
        <legend>Product lines (none chosen: all)</legend>
        {catalogue.map((line) => (
          <label key={line.model} className="check">
            <input
              type="checkbox"
              name="model"
              value={line.model}
              defaultChecked={filters.models.includes(line.model)}
            />
            <span>{line.title}</span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>Accounts not signed in for (days)</span>
        <input type="number" name="idleDays" min={1} inputMode="numeric" defaultValue={filters.idleDays} />
      </label>
      <button type="submit" className="button">
        Show
      </button>
    </Form>
  );
}
