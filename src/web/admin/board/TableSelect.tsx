import type { StaffTable } from '../../../shared/schemas/order.js';
import { tableLabel } from '../../../shared/tables.js';
import { Field } from '../ui/Field.js';

interface TableSelectProps {
  label: string;
  hint?: string;
  required?: boolean;
  error?: string;
  tables: readonly StaffTable[];
  /** The chosen table's id, '' for none yet. */
  value: string;
  onChange: (value: string) => void;
}

/** A table chosen from a list, as guests read their names ("Masa 5"). */
export function TableSelect({ label, hint, required, error, tables, value, onChange }: TableSelectProps) {
  return (
    <Field label={label} hint={hint} required={required} error={error}>
      {(c) => (
        <select {...c} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Masa seçin</option>
          {tables.map((table) => (
            <option key={table.id} value={table.id}>
              {tableLabel(table.name, 'Masa')}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
