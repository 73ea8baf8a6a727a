import table from './Table.module.css';

/** A column's heading: its text, or a column of figures' (`{ figure: 'Tutar' }`), aligned as its figures are. */
export type Heading = string | { figure: string };

/** A table's header row from its columns' headings; with `actions`, a last column for its rows' buttons. */
export function TableHead({ headings, actions = false }: { headings: readonly Heading[]; actions?: boolean }) {
  return (
    <thead>
      <tr>
        {headings.map((heading) =>
          typeof heading === 'string' ? (
            <th key={heading} scope="col">
              {heading}
            </th>
          ) : (
            <th key={heading.figure} scope="col" className={table.number}>
              {heading.figure}
            </th>
          ),
        )}
        {actions && <ActionsHeader />}
      </tr>
    </thead>
  );
}

/** The heading of a list's last column, its rows' buttons: for screen readers only. */
export function ActionsHeader() {
  return (
    <th scope="col">
      <span className="sr-only">İşlemler</span>
    </th>
  );
}
