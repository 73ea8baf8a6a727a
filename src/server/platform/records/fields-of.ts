import type { z } from 'zod';

/**
 * `value` with only the fields `schema` names: a public shape cut from a fuller record by its
 * schema (`menuCategory` from a category), so what guests receive is what the schema says.
 * It copies and does not validate: the values come from our own mapper.
 */
export function fieldsOf<S extends z.ZodObject>(schema: S, value: z.output<S>): z.output<S> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) picked[key] = (value as Record<string, unknown>)[key];
  return picked as z.output<S>;
}
