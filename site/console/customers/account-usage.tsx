/**
 * One account's own usage over the last 30 days: its sign-ins, the refused ones that named it,
 * its downloads and its searches, in total and day by day, with what each figure can and cannot
 * count.
 */
import type { AccountUsage } from '../../../engine/shared/console/console-api';
import { DataTable } from '../shared/data-table';
import { formatUtcDay } from '../shared/format';

const period = 30;

export function AccountUsageSection({ usage }: { usage: AccountUsage }) {
  const { totals } = usage;
  const shorter = [
    usage.keptDays.audit < period && `sign-ins and downloads ${usage.keptDays.audit}`,
    usage.keptDays.searches < period && `searches ${usage.keptDays.searches}`,
  ].filter(Boolean);
  return (
    <section aria-labelledby="usage-heading">
      <h2 id="usage-heading">Usage over the last {period} days</h2>
      <p>
        From {formatUtcDay(usage.from)} to {formatUtcDay(usage.to)} (UTC).
      </p>
      <dl className="facts">
        <dt>Sign-ins</dt>
        <dd>{totals.signIns}</dd>
        <dt>Refused sign-ins</dt>
        <dd>{totals.refusedSignIns}</dd>
        <dt>Downloads</dt>
        <dd>{totals.downloads}</dd>
        <dt>Searches</dt>
        <dd>{totals.searches}</dd>
      </dl>
      <DataTable
        caption={`Usage per day (${usage.days.length} ${usage.days.length === 1 ? 'day' : 'days'} with any)`}
        columns={[
          'Day',
          { label: 'Sign-ins', numeric: true },
          { label: 'Refused sign-ins', numeric: true },
          { label: 'Downloads', numeric: true },
          { label: 'Searches', numeric: true },
        ]}
        rowCount={usage.days.length}
        empty="Not used in these days."
      >
        {usage.days.map((day) => (
          <tr key={day.day}>
            <th scope="row">{formatUtcDay(day.day)}</th>
            <td className="number">{day.signIns}</td>
            <td className="number">{day.refusedSignIns}</td>
            <td className="number">{day.downloads}</td>
            <td className="number">{day.searches}</td>
          </tr>
        ))}
      </DataTable>
      <p className="hint">
        Sign-ins count every way in: the password, sign-in links, the hospital's own sign-in. A refused sign-in is
        counted here only when the refusal named this account (disabled, access ended, a link no longer valid): a
        mistyped password names no account. Downloads are whole files, a resumed download counted once. Searches are
        counted without their words; one for common words only is not counted.
        {shorter.length > 0 && ` The server keeps ${shorter.join(' and ')} days only: earlier days show nothing.`}
      </p>
    </section>
  );
}
