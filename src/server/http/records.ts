import { z } from 'zod';
import { MAX_INT32 } from '../../shared/schemas/fields.js';
import { HttpError, notFound } from './errors.js';

/**
 * An id in a path, written the one way the API writes ids (`12`, not `12.0`, `1e1`, ` 12` or
 * `0x0c`), so one record has one address.
 */
export const pathId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(MAX_INT32));

/** Parses `:id` from a path; anything but a positive integer is a record that cannot exist. */
const idParams = z.object({ id: pathId });

export function recordIdOf(params: unknown, message = 'Kayıt bulunamadı'): number {
  const result = idParams.safeParse(params);
  if (!result.success) throw notFound(message);
  return result.data.id;
}

export const staleError = () =>
  new HttpError(
    409,
    'stale',
    'Bu kayıt siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.',
  );

export const flagOf = (value: boolean): number => (value ? 1 : 0);

/** Whether a database error is a unique-constraint violation, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Whether a database error is a foreign-key violation, on SQLite or PostgreSQL. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
