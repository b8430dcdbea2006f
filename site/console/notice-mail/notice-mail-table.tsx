/** Per line: its subscribers counted by language, and its mail queue by state with the last error. */
import type { NoticeMailLine } from '../../../engine/shared/console/console-api';
import { DataTable } from '../shared/data-table';

const figure = (label: string) => ({ label, numeric: true });

export function NoticeMailTable({ lines, titles }: { lines: NoticeMailLine[]; titles: Record<string, string> }) {
  return (
    <DataTable
      caption="Subscribers and messages by product line"
      columns={[
        'Product line',
        'Subscribers by language',
        figure('Waiting'),
        figure('Sent'),
        figure('Failing'),
        figure('Given up'),
        'Last error',
      ]}
      rowCount={lines.length}
    >
      {lines.map((line) => (
        <tr key={line.model}>
          <th scope="row">{titles[line.model] ?? line.model}</th>
          <td>{line.subscribers.map(({ lang, count }) => `${lang}: ${count}`).join(', ')}</td>
          <td className="number">{line.waiting}</td>
          <td className="number">{line.sent}</td>
          <td className="number">{line.failing}</td>
          <td className="number">{line.failed}</td>
          <td>{line.lastError ?? 'None'}</td>
        </tr>
      ))}
    </DataTable>
  );
}
