import type * as React from 'react';
import { cn } from './cn';

/** One column of {@link DataTable}. */
export interface DataColumn<Row> {
  key: string;
  header: string;
  /** The cell of `row`. */
  cell: (row: Row) => React.ReactNode;
  align?: 'left' | 'right';
  /** The cells' text colour: the ink (default) or muted (ids, dates). */
  tone?: 'default' | 'muted';
  className?: string;
}

/** Props of {@link DataTable}. */
export type DataTableProps<Row> = Omit<React.ComponentProps<'table'>, 'children'> & {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Accessible name of the table. */
  caption: string;
};

/** A plain, accessible table (real `<table>`, `<th scope="col">`), for lists like orders. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  className,
  ...props
}: DataTableProps<Row>) {
  return (
    <table className={cn('w-full border-collapse text-sm', className)} {...props}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-ink-muted">
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={cn(
                'px-3 py-2 font-medium whitespace-nowrap',
                column.align === 'right' ? 'text-right' : 'text-left',
                column.className,
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-line last:border-b-0">
            {columns.map((column) => (
              <td
                key={column.key}
                className={cn(
                  'px-3 py-2.5',
                  column.tone === 'muted' ? 'text-ink-muted' : 'text-ink',
                  column.align === 'right' ? 'text-right tabular-nums' : 'text-left',
                  column.className,
                )}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
