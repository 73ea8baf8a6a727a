import type { ReactNode } from 'react';
import { StatusBadge } from './StatusBadge.js';
import { ActionsHeader } from './TableHead.js';
import table from './Table.module.css';

/** One column of a record list: its heading, and what each record shows under it. */
export interface Column<T> {
  /** The heading; on a phone, where each row is a card, also the label of each cell. */
  header: string;
  cell: (record: T) => ReactNode;
  /** Of the column's heading and cells (a figure: `table.number`). */
  className?: string;
  /** Of its cells only. */
  cellClassName?: string;
  /** The cells' language, where it is not the page's (the English names). */
  lang?: 'en';
}

/**
 * A back-office list of records as a table: the first column names each row (a row heading),
 * the others are its cells, the last the row's actions (edit, delete) under a heading only
 * screen readers read. On a phone each row is a card, each cell labelled by its heading
 * (Table.module.css); a wide table scrolls within its own box.
 */
export function RecordTable<T extends { id: number }>({
  records,
  columns: [first, ...rest],
  actions,
  current,
}: {
  records: readonly T[];
  columns: readonly [Column<T>, ...Column<T>[]];
  actions: (record: T) => ReactNode;
  /** The record being edited beside the list, marked as the current row. */
  current?: (record: T) => boolean;
}) {
  return (
    <div className={table.wrap}>
      <table className={table.table}>
        <thead>
          <tr>
            {[first, ...rest].map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id} aria-current={current?.(record) ? 'true' : undefined}>
              <th scope="row" className={first.cellClassName}>
                {first.cell(record)}
              </th>
              {rest.map((column) => (
                <td
                  key={column.header}
                  className={[column.className, column.cellClassName].filter(Boolean).join(' ') || undefined}
                  lang={column.lang}
                  data-label={column.header}
                >
                  {column.cell(record)}
                </td>
              ))}
              <td>
                <div className={table.actions}>{actions(record)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The column that says whether a record is in use: 'Aktif' or 'Pasif'. */
export function activeColumn<T extends { isActive: boolean }>(): Column<T> {
  return {
    header: 'Durum',
    cell: ({ isActive }) => <StatusBadge tone={isActive ? 'success' : 'neutral'}>{isActive ? 'Aktif' : 'Pasif'}</StatusBadge>,
  };
}
