/**
 * What checking an import file found: every problem at its line and column, to correct in the file,
 * or the accounts it would make.
 */
import type { ImportCheck } from '../../../engine/shared/console/console-api';
import { DataTable } from '../shared/data-table';
import { formatUtcDay } from '../shared/format';
import { lineTitles } from '../shared/line-titles';

export interface ImportCheckResultProps {
  check: ImportCheck;
  /** The file's name, as the operator chose it. */
  file: string;
  /** A product line's title by its model key. */
  titles: Record<string, string>;
}

export function ImportCheckResult({ check, file, titles }: ImportCheckResultProps) {
  if (check.problems.length > 0) {
    return (
      <>
        <p role="alert" className="form-error">
          {check.problems.length === 1 ? '1 problem' : `${check.problems.length} problems`} in {file}: nothing can be
          imported until the file is corrected. Correct it and choose it again.
        </p>
        <DataTable
          caption={`Problems in ${file} (${check.problems.length})`}
          columns={[{ label: 'Line', numeric: true }, 'Column', 'Problem']}
          rowCount={check.problems.length}
        >
          {check.problems.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line may have several problems, listed in the file's order.
            <tr key={index}>
              <td className="number">{problem.line}</td>
              <td>{problem.column ?? 'The whole line'}</td>
              <td>{problem.message}</td>
            </tr>
          ))}
        </DataTable>
      </>
    );
  }
  return (
    <>
      <p role="status">
        {file} is ready: {check.rows.length === 1 ? '1 account' : `${check.rows.length} accounts`} to import.
      </p>
      <DataTable
        caption={`Accounts in ${file} (${check.rows.length})`}
        columns={[
          { label: 'Line', numeric: true },
          'Name',
          'Product lines',
          'Hospital',
          'Customer number',
          'Access ends on',
        ]}
        rowCount={check.rows.length}
      >
        {check.rows.map((row) => (
          <tr key={row.name}>
            <td className="number">{row.line}</td>
            <th scope="row">{row.name}</th>
            <td>{lineTitles(row.models, titles)}</td>
            <td>{row.hospitalName ?? ''}</td>
            <td>{row.customerNumber ?? ''}</td>
            <td>{row.accessEndsOn ? formatUtcDay(row.accessEndsOn) : 'No end'}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
