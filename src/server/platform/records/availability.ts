import type { Availability } from '../../../shared/schemas/hours.js';

/** The column an availability is stored in: its JSON, or null for "whenever open". */
export function availabilityColumn(availability: Availability): string | null {
  return availability === null ? null : JSON.stringify(availability);
}

/** The stored availability as the record says it. */
export function availabilityOf(column: string | null): Availability {
  return column === null ? null : (JSON.parse(column) as Availability);
}
