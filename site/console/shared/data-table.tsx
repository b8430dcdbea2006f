/**
 * The console's tables: a caption that names the table (and the region it scrolls in), column
 * headers, its rows, or one row that says there are none. A wide table scrolls sideways inside its
 * own region, so a phone's page never does; the region is focusable so a keyboard can scroll it too.
 */
import { type ReactNode, useId } from 'react';

interface Column {
  label: ReactNode;
  /** Figures: right-aligned, their header too. */
  numeric?: boolean;
  /** Shown to screen readers only (e.g. a column of buttons). */
  hidden?: boolean;
}

export interface DataTableProps {
  caption: ReactNode;
  /** A plain text is a column of text; `false` leaves a column out (e.g. a viewer's actions). */
  columns: (string | Column | false)[];
  rowCount: number;
  /** Said in the one row shown when there are none. */
  empty?: string;
  children: ReactNode;
}

export function DataTable({ caption, columns, rowCount, empty = 'None.', children }: DataTableProps) {
  const id = useId();
  const shown = columns.filter((column) => column !== false).map((c) => (typeof c === 'string' ? { label: c } : c));
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="table-region" aria-labelledby={id} tabIndex={0}>
      <table className="table">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {shown.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table's life.
              <th scope="col" key={index} className={column.numeric ? 'number' : undefined}>
                {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowCount === 0 ? (
            <tr>
              <td colSpan={shown.length}>{empty}</td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </section>
  );
}
