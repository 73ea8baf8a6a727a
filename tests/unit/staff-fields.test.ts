import { describe, expect, it } from 'vitest';
import { MENU_FILE_COLUMNS } from '../../src/shared/schemas/menu-file.js';
import { PRODUCT_FIELDS } from '../../src/shared/schemas/product.js';
import type { FiledField, StaffField } from '../../src/shared/schemas/staff-fields.js';

/**
 * A product's field is described once, beside its zod schema (shared/schemas/staff-fields.ts),
 * and that description must say where the field is in the menu's spreadsheet: a field that
 * says nothing of it is a type error (`npm run typecheck`), not a column silently missing.
 */
describe('a product field’s description', () => {
  it('cannot leave out the menu file: a description without `file` does not compile', () => {
    const origin = { label: 'Menşei', input: 'text', max: 120 } as const;
    const elsewhere: StaffField = origin;
    // @ts-expect-error -- a product's field says where it is in the menu file (FiledField['file'])
    const filed: FiledField = origin;
    expect(filed).toBe(elsewhere);
  });

  it('heads its column with its label, unless it names another header', () => {
    expect(MENU_FILE_COLUMNS.isActive).toBe(PRODUCT_FIELDS.isActive.label);
    expect(MENU_FILE_COLUMNS.tagIds).toBe(PRODUCT_FIELDS.tagIds.label);
    expect(MENU_FILE_COLUMNS.calories).toBe('Kalori');
  });
});
