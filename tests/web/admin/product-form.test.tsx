import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminIngredient } from '../../../src/shared/schemas/ingredient.js';
import type { AdminProduct } from '../../../src/shared/schemas/product.js';
import type { AdminTag } from '../../../src/shared/schemas/tag.js';
import { ADMIN, category, fail, ok, renderAdmin, signedInAs, stubApi, type Handler } from './harness.js';
import { adminProduct } from '../../support/records.js';

const KIYMALI = adminProduct({
  id: 10,
  categoryId: 1,
  nameTr: 'Kıymalı Pide',
  nameEn: 'Minced Meat Pide',
  descriptionTr: 'Kıyma, soğan, biber',
  descriptionEn: 'Minced meat, onion, pepper',
  image: 'https://img.example/kiymali.jpg',
  priceKurus: 12000,
  tagIds: [],
  ingredientIds: [],
  allergens: [],
  sizes: [],
  soldOut: null,
  availability: null,
  isWeeklyChoice: false,
  isActive: true,
  order: 0,
  version: 3,
  translations: {},
});

const TAGS: AdminTag[] = [
  {
    id: 5,
    categoryId: 1,
    nameTr: 'Popüler',
    nameEn: 'Popular',
    color: '#8B4513',
    border: '1px solid #8B4513',
    textColor: '#8B4513',
    bgColor: '#FFFFFF',
    fontWeight: 500,
    isActive: true,
    version: 1,
    translations: {},
  },
  {
    id: 6,
    categoryId: 2,
    nameTr: 'Soğuk',
    nameEn: 'Cold',
    color: '#8B4513',
    border: '',
    textColor: '#8B4513',
    bgColor: '#FFFFFF',
    fontWeight: 500,
    isActive: true,
    version: 1,
    translations: {},
  },
];
const INGREDIENTS: AdminIngredient[] = [
  {
    id: 7,
    categoryId: 1,
    nameTr: 'Domates',
    nameEn: 'Tomato',
    descriptionTr: 'Taze',
    descriptionEn: 'Fresh',
    isActive: true,
    version: 1,
    translations: {},
  },
];

function productsApi(products: AdminProduct[], handlers: Record<string, Handler> = {}) {
  return stubApi({
    'GET /api/admin/me': signedInAs(ADMIN),
    'GET /api/admin/products': () => ok(products),
    'GET /api/admin/categories': () => ok([category({ id: 1, nameTr: 'Pide' }), category({ id: 2, nameTr: 'İçecekler' })]),
    'GET /api/admin/tags': () => ok(TAGS),
    'GET /api/admin/ingredients': () => ok(INGREDIENTS),
    ...handlers,
  });
}

async function openNewProductForm() {
  renderAdmin('/admin/products');
  await userEvent.click(await screen.findByRole('button', { name: 'Ürün Ekle' }));
  return screen.getByRole('dialog', { name: 'Ürün Ekle' });
}

async function fillProduct(dialog: HTMLElement, price: string) {
  const form = within(dialog);
  await userEvent.type(form.getByLabelText(/Ürün adı \(TR\)/), 'Kuşbaşılı Pide');
  await userEvent.type(form.getByLabelText(/Ürün adı \(EN\)/), 'Diced Meat Pide');
  await userEvent.type(form.getByLabelText(/Açıklama \(TR\)/), 'Kuşbaşı et, tereyağı');
  await userEvent.type(form.getByLabelText(/Açıklama \(EN\)/), 'Diced beef, butter');
  await userEvent.type(form.getByLabelText(/Fiyat/), price);
  // A picture kept elsewhere still goes by its address.
  await userEvent.click(form.getByRole('button', { name: 'Adres ile ekle' }));
  await userEvent.type(form.getByRole('textbox', { name: 'Görsel URL' }), 'https://img.example/kusbasi.jpg');
}

describe('product form', () => {
  it('shows the Turkish message under every missing field and sends nothing', async () => {
    const api = productsApi([]);
    const dialog = await openNewProductForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    const form = within(dialog);
    expect(await form.findByText('Ürün adı (TR) gerekli')).toBeVisible();
    expect(form.getByText('Ürün adı (EN) gerekli')).toBeVisible();
    expect(form.getByText('Açıklama (TR) gerekli')).toBeVisible();
    expect(form.getByText('Açıklama (EN) gerekli')).toBeVisible();
    expect(form.getByText('Fiyat gerekli')).toBeVisible();
    expect(form.getByText('Görsel gerekli')).toBeVisible();
    expect(form.getByText('Lütfen bir kategori seçin!')).toBeVisible();
    expect(form.getByLabelText(/Ürün adı \(TR\)/)).toHaveAccessibleDescription('Ürün adı (TR) gerekli');
    expect(api.callsTo('POST', '/api/admin/products')).toHaveLength(0);
  });

  it("says 'Lütfen bir kategori seçin!' when only the category is missing", async () => {
    const api = productsApi([]);
    const dialog = await openNewProductForm();
    await fillProduct(dialog, '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await within(dialog).findByText('Lütfen bir kategori seçin!')).toBeVisible();
    expect(within(dialog).queryByText(/gerekli$/)).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/products')).toHaveLength(0);
  });

  it('refuses a price that reads two ways and shows the expected form', async () => {
    const api = productsApi([]);
    const dialog = await openNewProductForm();
    await fillProduct(dialog, '12,345');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Kategori/), 'Pide');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Fiyat şu biçimde olmalı: 1.250,50')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/products')).toHaveLength(0);
  });

  it('saves a price written with a thousands dot and a decimal comma', async () => {
    const api = productsApi([], {
      'POST /api/admin/products': () => ({ status: 201, body: { ...KIYMALI, id: 11, priceKurus: 125050 } }),
    });
    const dialog = await openNewProductForm();
    await fillProduct(dialog, '1.250,50');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Kategori/), 'Pide');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/admin/products')[0]?.body).toMatchObject({ price: '1.250,50' });
  });

  it('saves a decimal price with a comma and shows the new product in lira', async () => {
    let products: AdminProduct[] = [];
    const api = productsApi([], {
      'GET /api/admin/products': () => ok(products),
      'POST /api/admin/products': () => {
        const created = { ...KIYMALI, id: 11, nameTr: 'Kuşbaşılı Pide', priceKurus: 12050, tagIds: [5], version: 1 };
        products = [created];
        return { status: 201, body: created };
      },
    });
    const dialog = await openNewProductForm();
    await fillProduct(dialog, '120,50');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Kategori/), 'Pide');
    // Only the chosen category's tags are offered.
    expect(within(dialog).queryByRole('checkbox', { name: 'Soğuk' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Popüler' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/admin/products')[0]?.body).toMatchObject({
      nameTr: 'Kuşbaşılı Pide',
      price: '120,50',
      categoryId: 1,
      tagIds: [5],
      ingredientIds: [],
      isWeeklyChoice: false,
      isActive: true,
    });
    const card = (await screen.findByRole('heading', { name: 'Kuşbaşılı Pide' })).closest('article') as HTMLElement;
    expect(within(card).getByText('₺120,50')).toBeVisible();
  });

  it("shows the server's field message and keeps what was typed after a 400", async () => {
    productsApi([], {
      'POST /api/admin/products': () =>
        fail(400, 'validation', 'Geçersiz veri: lütfen işaretli alanları düzeltin.', {
          fields: { nameTr: 'Bu adla bir ürün zaten var' },
        }),
    });
    const dialog = await openNewProductForm();
    await fillProduct(dialog, '99.90');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Kategori/), 'Pide');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await within(dialog).findByText('Bu adla bir ürün zaten var')).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Geçersiz veri: lütfen işaretli alanları düzeltin.');
    expect(screen.getByRole('dialog', { name: 'Ürün Ekle' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Ürün adı \(TR\)/)).toHaveValue('Kuşbaşılı Pide');
    expect(within(dialog).getByLabelText(/Fiyat/)).toHaveValue('99.90');
    expect(within(dialog).getByLabelText(/^Kategori/)).toHaveValue('1');
  });

  it('offers to reload after a 409 stale, keeping the typed values until asked', async () => {
    let products = [KIYMALI];
    const api = productsApi([], {
      'GET /api/admin/products': () => ok(products),
      'PUT /api/admin/products/10': () => fail(409, 'stale', 'Kayıt siz düzenlerken değişti', {}),
    });
    renderAdmin('/admin/products');
    const card = (await screen.findByRole('heading', { name: 'Kıymalı Pide' })).closest('article') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /Düzenle/ }));
    const dialog = screen.getByRole('dialog', { name: 'Ürünü Düzenle' });
    expect(within(dialog).getByLabelText(/Fiyat/)).toHaveValue('120.00');
    const name = within(dialog).getByLabelText(/Ürün adı \(TR\)/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Bol Kıymalı Pide');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Bu kayıt siz düzenlerken başka biri tarafından değiştirildi.');
    expect(api.callsTo('PUT', '/api/admin/products/10')[0]?.body).toMatchObject({ nameTr: 'Bol Kıymalı Pide', version: 3 });
    expect(name).toHaveValue('Bol Kıymalı Pide');

    products = [{ ...KIYMALI, priceKurus: 13500, version: 4 }];
    await userEvent.click(within(alert).getByRole('button', { name: 'Yeniden yükle' }));

    await waitFor(() => expect(within(dialog).getByLabelText(/Fiyat/)).toHaveValue('135.00'));
    expect(within(dialog).getByLabelText(/Ürün adı \(TR\)/)).toHaveValue('Kıymalı Pide');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('product form: allergens', () => {
  it('offers the 14 groups and the alcohol and pork markers by their Turkish names and saves the ticked ones', async () => {
    const api = productsApi([{ ...KIYMALI, allergens: ['gluten'] }], {
      'PUT /api/admin/products/10': ({ body }) => ok({ ...KIYMALI, allergens: (body as { allergens: string[] }).allergens, version: 4 }),
    });
    renderAdmin('/admin/products');
    const card = (await screen.findByRole('heading', { name: 'Kıymalı Pide' })).closest('article') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /Düzenle/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Ürünü Düzenle' }));
    const group = within(dialog.getByRole('group', { name: 'Alerjenler' }));
    expect(group.getAllByRole('checkbox')).toHaveLength(16);
    expect(group.getByRole('checkbox', { name: 'Domuz eti içerir' })).not.toBeChecked();
    expect(group.getByRole('checkbox', { name: 'Gluten' })).toBeChecked();
    await userEvent.click(group.getByRole('checkbox', { name: 'Süt' }));
    await userEvent.click(group.getByRole('checkbox', { name: 'Susam' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/products/10')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/products/10')[0]?.body).toMatchObject({ allergens: ['gluten', 'milk', 'sesame'] });
  });
  it('shows the calories it has, sends new ones, and refuses a value that is not a whole number before sending', async () => {
    const api = productsApi([{ ...KIYMALI, calories: 820 }], {
      'PUT /api/admin/products/10': ({ body }) => ok({ ...KIYMALI, calories: Number((body as { calories: string }).calories), version: 4 }),
    });
    renderAdmin('/admin/products');
    const card = (await screen.findByRole('heading', { name: 'Kıymalı Pide' })).closest('article') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /Düzenle/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Ürünü Düzenle' }));
    const calories = dialog.getByRole('textbox', { name: /Kalori \(kcal\)/ });
    expect(calories).toHaveValue('820');

    await userEvent.clear(calories);
    await userEvent.type(calories, '8,5');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    expect(await dialog.findByText('Kalori 0 ile 5000 arasında bir tam sayı olmalı')).toBeVisible();
    expect(api.callsTo('PUT', '/api/admin/products/10')).toHaveLength(0);

    await userEvent.clear(calories);
    await userEvent.type(calories, '760');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/products/10')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/products/10')[0]?.body).toMatchObject({ calories: '760' });
  });
});

describe('product form: the weekly choice', () => {
  const WEEKLY = { ...KIYMALI, isWeeklyChoice: true };
  const KASARLI: AdminProduct = { ...KIYMALI, id: 12, nameTr: 'Kaşarlı Pide', nameEn: 'Cheese Pide', order: 1, version: 1 };
  const REPLACES = 'Şu anki haftanın seçimi: Kıymalı Pide; bu ürün onun yerine geçecek.';
  const NO_WEEKLY = 'Bu ürün haftanın seçimi; pasifleştirilirse ana sayfada haftanın seçimi gösterilmez.';

  async function editProduct(name: string) {
    const card = (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /Düzenle/ }));
    return screen.getByRole('dialog', { name: 'Ürünü Düzenle' });
  }

  it('says which product loses the title when another one takes it', async () => {
    const api = productsApi([WEEKLY, KASARLI], {
      'PUT /api/admin/products/12': ({ body }) =>
        ok({ ...KASARLI, isWeeklyChoice: (body as { isWeeklyChoice: boolean }).isWeeklyChoice, version: 2 }),
    });
    renderAdmin('/admin/products');
    const dialog = within(await editProduct('Kaşarlı Pide'));
    expect(dialog.queryByText(REPLACES)).not.toBeInTheDocument();

    await userEvent.click(dialog.getByRole('checkbox', { name: 'Haftanın seçimi' }));
    expect(dialog.getByRole('status')).toHaveTextContent(REPLACES);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Haftanın seçimi' }));
    expect(dialog.queryByText(REPLACES)).not.toBeInTheDocument();

    await userEvent.click(dialog.getByRole('checkbox', { name: 'Haftanın seçimi' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/products/12')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/products/12')[0]?.body).toMatchObject({ isWeeklyChoice: true });
  });

  it('says so for a new product too', async () => {
    productsApi([WEEKLY]);
    const dialog = within(await openNewProductForm());
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Haftanın seçimi' }));
    expect(dialog.getByText(REPLACES)).toBeVisible();
  });

  it('says nothing about replacing when there is no weekly choice yet', async () => {
    productsApi([KASARLI]);
    const dialog = within(await openNewProductForm());
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Haftanın seçimi' }));
    expect(dialog.queryByText(/Şu anki haftanın seçimi/)).not.toBeInTheDocument();
  });

  it('says nothing about replacing on the weekly choice itself, but warns before it is switched off', async () => {
    productsApi([WEEKLY, KASARLI]);
    renderAdmin('/admin/products');
    const dialog = within(await editProduct('Kıymalı Pide'));
    expect(dialog.getByRole('checkbox', { name: 'Haftanın seçimi' })).toBeChecked();
    expect(dialog.queryByText(/Şu anki haftanın seçimi/)).not.toBeInTheDocument();
    expect(dialog.queryByText(NO_WEEKLY)).not.toBeInTheDocument();

    await userEvent.click(dialog.getByRole('checkbox', { name: 'Aktif' }));
    expect(dialog.getByRole('status')).toHaveTextContent(NO_WEEKLY);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Aktif' }));
    expect(dialog.queryByText(NO_WEEKLY)).not.toBeInTheDocument();
  });
});

describe('product form: sizes', () => {
  const sizedCategories = () => ok([category({ id: 1, nameTr: 'Pide', hasMultipleSizes: true }), category({ id: 2, nameTr: 'İçecekler' })]);

  it('splits a product into sizes in a category sold in sizes, reorders them and sends each with its price', async () => {
    const api = productsApi([], {
      'GET /api/admin/categories': sizedCategories,
      'POST /api/admin/products': () => ({ status: 201, body: { ...KIYMALI, id: 11 } }),
    });
    const dialog = await openNewProductForm();
    const form = within(dialog);
    await fillProduct(dialog, '120');
    // Only a category sold in sizes offers them.
    expect(form.queryByRole('button', { name: 'Boylara ayır' })).not.toBeInTheDocument();
    await userEvent.selectOptions(form.getByLabelText(/^Kategori/), 'Pide');
    await userEvent.click(form.getByRole('button', { name: 'Boylara ayır' }));

    // The one price moves to the first size; the form asks for each size's names and price.
    const sizes = form.getByRole('group', { name: 'Boylar ve fiyatları' });
    const first = within(sizes).getByRole('listitem', { name: '1. boy' });
    const second = within(sizes).getByRole('listitem', { name: '2. boy' });
    expect(within(first).getByLabelText(/Fiyat/)).toHaveValue('120');
    expect(form.queryByLabelText(/^Fiyat \(₺\)/, { selector: 'input:not([name^="sizes"])' })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Kaydet' }));
    expect(await within(second).findByText('Boy fiyatı gerekli')).toBeVisible();
    expect(within(first).getByText('Boy adı (TR) gerekli')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/products')).toHaveLength(0);

    await userEvent.type(within(first).getByLabelText(/Boy adı \(TR\)/), 'Büyük');
    await userEvent.type(within(first).getByLabelText(/Boy adı \(EN\)/), 'Large');
    await userEvent.type(within(second).getByLabelText(/Boy adı \(TR\)/), 'Normal');
    await userEvent.type(within(second).getByLabelText(/Boy adı \(EN\)/), 'Regular');
    await userEvent.type(within(second).getByLabelText(/Fiyat/), '90');
    await userEvent.click(within(second).getByRole('button', { name: /2\. boy\W+yukarı taşı/ }));
    await userEvent.click(form.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/admin/products')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/products')[0]?.body).toMatchObject({
      sizes: [
        { labelTr: 'Normal', labelEn: 'Regular', price: '90' },
        { labelTr: 'Büyük', labelEn: 'Large', price: '120' },
      ],
    });
  });

  it('edits a product with sizes and puts the server’s message under the size it names', async () => {
    const sized: AdminProduct = {
      ...KIYMALI,
      priceKurus: 120_00,
      sizes: [
        { labelTr: 'Normal', labelEn: 'Regular', priceKurus: 120_00, grams: null },
        { labelTr: 'Büyük', labelEn: 'Large', priceKurus: 170_00, grams: null },
      ],
    };
    productsApi([sized], {
      'GET /api/admin/categories': sizedCategories,
      'PUT /api/admin/products/10': () =>
        fail(400, 'validation', 'Geçersiz veri: lütfen işaretli alanları düzeltin.', {
          fields: { 'sizes.1.labelEn': 'Boy adları farklı olmalı' },
        }),
    });
    renderAdmin('/admin/products');
    // The list shows each size with its price.
    expect(await screen.findByText('Normal ₺120,00 · Büyük ₺170,00')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Düzenle\W+Kıymalı Pide/ }));
    const dialog = screen.getByRole('dialog', { name: 'Ürünü Düzenle' });
    const second = within(dialog).getByRole('listitem', { name: '2. boy' });
    expect(within(second).getByLabelText(/Fiyat/)).toHaveValue('170.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(second).findByText('Boy adları farklı olmalı')).toBeVisible();
    expect(within(second).getByLabelText(/Boy adı \(EN\)/)).toHaveAccessibleDescription('Boy adları farklı olmalı');

    // Removing sizes down to none brings back the one price, from the last size removed.
    await userEvent.click(within(dialog).getByRole('button', { name: /Sil\W+2\. boy/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Sil\W+1\. boy/ }));
    expect(within(dialog).getByLabelText(/^Fiyat/)).toHaveValue('120.00');
  });
});

describe('product form: served only at some hours', () => {
  it('limits a product to weekday mornings and sends the days and hours', async () => {
    const api = productsApi([KIYMALI], { 'PUT /api/admin/products/10': () => ok({ ...KIYMALI, version: 4 }) });
    renderAdmin('/admin/products');
    await userEvent.click(await screen.findByRole('button', { name: /Düzenle\W+Kıymalı Pide/ }));
    const dialog = screen.getByRole('dialog', { name: 'Ürünü Düzenle' });
    const hours = within(dialog).getByRole('group', { name: 'Servis saatleri' });
    await userEvent.click(within(hours).getByRole('checkbox', { name: 'Bu ürün yalnızca belirli gün ve saatlerde servis edilir' }));
    await userEvent.click(within(hours).getByRole('checkbox', { name: 'Cumartesi' }));
    await userEvent.click(within(hours).getByRole('checkbox', { name: 'Pazar' }));
    expect(within(hours).getByLabelText('1. başlangıç')).toHaveValue('08:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/products/10')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/products/10')[0]?.body).toMatchObject({
      availability: { weekdays: [0, 1, 2, 3, 4], windows: [{ opens: '08:00', closes: '12:00' }] },
    });
  });
});
