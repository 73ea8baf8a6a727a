import type { AdminCategory } from '../../../shared/schemas/category.js';

/** The options of a category picker: a placeholder, then every category in menu order. */
export function CategoryOptions({ categories, placeholder = 'Kategori seçin' }: { categories: AdminCategory[]; placeholder?: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {[...categories]
        .sort((a, b) => a.order - b.order)
        .map((category) => (
          <option key={category.id} value={category.id}>
            {category.nameTr}
          </option>
        ))}
    </>
  );
}

/** A <select>'s text value as a category id; blank stays unset, so the schema can say so. */
export const toCategoryId = (value: unknown): number | undefined =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
