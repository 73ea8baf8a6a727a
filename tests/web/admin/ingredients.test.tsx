import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminIngredient } from '../../../src/shared/schemas/ingredient.js';
import { ADMIN, category, ok, renderAdmin, signedInAs, stubApi } from './harness.js';

// As seeded: the sample menu's green pepper has no description (spec §2 shows one only when present).
const PEPPER: AdminIngredient = {
  id: 7,
  categoryId: 1,
  nameTr: 'Sivri biber',
  nameEn: 'Green pepper',
  descriptionTr: '',
  descriptionEn: '',
  isActive: true,
  version: 1,
  translations: {},
};

function ingredientsApi() {
  let ingredients = [PEPPER];
  return stubApi({
    'GET /api/admin/me': signedInAs(ADMIN),
    'GET /api/admin/ingredients': () => ok(ingredients),
    'GET /api/admin/categories': () => ok([category({ id: 1, nameTr: 'Pide' })]),
    'PUT /api/admin/ingredients/7': ({ body }) => {
      const { version, ...fields } = body as AdminIngredient;
      ingredients = [{ ...PEPPER, ...fields, version: version + 1 }];
      return ok(ingredients[0]);
    },
    'POST /api/admin/ingredients': ({ body }) => ({ status: 201, body: { ...PEPPER, ...(body as object), id: 8 } }),
  });
}

describe('ingredient form', () => {
  it('saves a seeded ingredient that has no description', async () => {
    const api = ingredientsApi();
    renderAdmin('/admin/ingredients');
    const row = (await screen.findByRole('rowheader', { name: 'Sivri biber' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /^Düzenle/ }));
    const dialog = screen.getByRole('dialog', { name: 'Malzemeyi Düzenle' });
    const description = within(dialog).getByRole('textbox', { name: 'Açıklama (TR)' });
    expect(description).toHaveValue('');
    expect(description).not.toBeRequired();

    const nameEn = within(dialog).getByRole('textbox', { name: /Malzeme adı \(EN\)/ });
    await userEvent.clear(nameEn);
    await userEvent.type(nameEn, 'Long green pepper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Açıklama (TR) gerekli')).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/ingredients/7')[0]?.body).toEqual({
      nameTr: 'Sivri biber',
      nameEn: 'Long green pepper',
      descriptionTr: '',
      descriptionEn: '',
      categoryId: 1,
      isActive: true,
      version: 1,
    });
    expect(await screen.findByText('Sivri biber kaydedildi.')).toBeInTheDocument();
  });

  it('adds an ingredient with only its names and category', async () => {
    const api = ingredientsApi();
    renderAdmin('/admin/ingredients');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Malzeme Ekle' }))[0]!);
    const dialog = within(screen.getByRole('dialog', { name: 'Malzeme Ekle' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Malzeme adı \(TR\)/ }), 'Maydanoz');
    await userEvent.type(dialog.getByRole('textbox', { name: /Malzeme adı \(EN\)/ }), 'Parsley');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Kategori/ }), 'Pide');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/admin/ingredients')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/ingredients')[0]?.body).toMatchObject({
      nameTr: 'Maydanoz',
      descriptionTr: '',
      descriptionEn: '',
    });
  });
});
