import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminIngredient } from '../../src/shared/schemas/ingredient.js';
import type { PublicMenu } from '../../src/shared/menu.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn } from '../support/staff.js';

// Ingredient descriptions are optional: guests see one only when there is one (spec §2), and
// the sample menu has ingredients without.

let t: TestApp;
let staff: ReturnType<typeof asStaff>;

beforeEach(async () => {
  t = await startTestApp();
  staff = asStaff(t.app, await signIn(t.app));
});
afterEach(() => t.close());

const ingredients = async () => (await staff.get('/api/admin/ingredients')).json<AdminIngredient[]>();

describe('ingredients without a description', () => {
  it('a seeded one is edited and saved as it is', async () => {
    const pepper = (await ingredients()).find((ingredient) => ingredient.nameTr === 'Sivri biber')!;
    expect(pepper).toMatchObject({ descriptionTr: '', descriptionEn: '' });
    const { id, version, ...fields } = pepper;

    const response = await staff.put(`/api/admin/ingredients/${id}`, { ...fields, nameEn: 'Long green pepper', version });

    expect(response.statusCode).toBe(200);
    expect(response.json<AdminIngredient>()).toMatchObject({
      nameEn: 'Long green pepper',
      descriptionTr: '',
      descriptionEn: '',
      version: version + 1,
    });
    const menu = (await t.app.inject('/api/menu')).json<PublicMenu>();
    expect(menu.ingredients.find((ingredient) => ingredient.id === id)).toMatchObject({ nameEn: 'Long green pepper', descriptionEn: '' });
  });

  it('a new one is added with the descriptions left out or blank', async () => {
    const categoryId = (await ingredients())[0]!.categoryId;
    const left = await staff.post('/api/admin/ingredients', { nameTr: 'Maydanoz', nameEn: 'Parsley', categoryId });
    expect(left.statusCode).toBe(201);
    expect(left.json<AdminIngredient>()).toMatchObject({ descriptionTr: '', descriptionEn: '' });
    const blank = await staff.post('/api/admin/ingredients', {
      nameTr: 'Kekik',
      nameEn: 'Thyme',
      descriptionTr: '  ',
      descriptionEn: '',
      categoryId,
    });
    expect(blank.statusCode).toBe(201);
    expect(blank.json<AdminIngredient>()).toMatchObject({ descriptionTr: '', descriptionEn: '' });
  });

  itOnSqlite('still need names and a category, and keep descriptions to 500 characters', async () => {
    const missing = await staff.post('/api/admin/ingredients', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['categoryId', 'nameEn', 'nameTr']);
    const categoryId = (await ingredients())[0]!.categoryId;
    const long = await staff.post('/api/admin/ingredients', {
      nameTr: 'Kekik',
      nameEn: 'Thyme',
      descriptionTr: 'a'.repeat(501),
      categoryId,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ descriptionTr: 'Açıklama (TR) en fazla 500 karakter olabilir' });
  });
});
