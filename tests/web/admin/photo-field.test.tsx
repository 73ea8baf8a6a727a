import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MESSAGES, type PhotoRecord } from '../../../src/shared/schemas/media.js';
import type { AdminProduct } from '../../../src/shared/schemas/product.js';
import { stubUploads } from '../support/fake-xhr.js';
import { ADMIN, category, created, ok, renderAdmin, signedInAs, stubApi, type Handler } from './harness.js';
import { adminProduct } from '../../support/records.js';

/**
 * A product's photo in the back office: chosen, cut to the card's 4:3, sent with its progress
 * shown, previewed, and saved with the product; refused with the server's words; cut again.
 */
const KEY = 'aa'.repeat(16);
const NEW_KEY = 'bb'.repeat(16);
const ORIGINAL = 'cc'.repeat(16);

const record = (key: string, crop = { x: 0, y: 0, width: 1600, height: 1200 }): PhotoRecord => ({
  image: `/media/${key}`,
  key,
  original: { key: ORIGINAL, width: 1600, height: 1200 },
  shape: 'product',
  crop,
  width: crop.width,
  height: crop.height,
  widths: [320, 640, 960, 1280],
  placeholder: 'data:image/png;base64,AAAA',
  createdAt: '2026-11-24T06:00:00.000Z',
});

const PIDE = adminProduct({
  id: 10,
  categoryId: 1,
  nameTr: 'Kıymalı Pide',
  nameEn: 'Minced Meat Pide',
  descriptionTr: 'Kıyma, soğan, biber',
  descriptionEn: 'Minced meat, onion, pepper',
  image: `/media/${KEY}`,
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

function productsApi(products: AdminProduct[], handlers: Record<string, Handler> = {}) {
  return stubApi({
    'GET /api/admin/me': signedInAs(ADMIN),
    'GET /api/admin/products': () => ok(products),
    'GET /api/admin/categories': () => ok([category({ id: 1, nameTr: 'Pide' })]),
    'GET /api/admin/tags': () => ok([]),
    'GET /api/admin/ingredients': () => ok([]),
    [`GET /api/admin/media/${KEY}`]: () => ok(record(KEY)),
    ...handlers,
  });
}

const jpeg = (name = 'pide.jpg', type = 'image/jpeg') => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type });

beforeEach(() => {
  // jsdom neither reads files into pictures nor lays anything out: the photo is 1600×1200 and
  // the cropper's stage 400×300, as a browser would have them.
  URL.createObjectURL = vi.fn(() => 'blob:chosen-photo');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1600);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 300 }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openNewProduct() {
  renderAdmin('/admin/products');
  await userEvent.click(await screen.findByRole('button', { name: 'Ürün Ekle' }));
  return screen.getByRole('dialog', { name: 'Ürün Ekle' });
}

async function openPide() {
  renderAdmin('/admin/products');
  const card = await screen.findByRole('article', { name: 'Kıymalı Pide' });
  await userEvent.click(within(card).getByRole('button', { name: /^Düzenle/ }));
  return screen.getByRole('dialog', { name: 'Ürünü Düzenle' });
}

/** The crop dialog once its photo has arrived (the frame appears then). */
async function cropDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Fotoğrafı kırp' });
  fireEvent.load(dialog.querySelector('img')!);
  await within(dialog).findByRole('group', { name: 'Kırpma alanı' });
  return dialog;
}

describe('a product’s photo', () => {
  it('is chosen, cut, sent with its progress shown, previewed and saved with the product', async () => {
    const uploads = stubUploads();
    const api = productsApi([], {
      'POST /api/admin/products': ({ body }) => created({ ...PIDE, nameTr: 'Kuşbaşılı Pide', image: (body as { image: string }).image }),
    });
    const dialog = await openNewProduct();
    const form = within(dialog);
    await userEvent.type(form.getByLabelText(/Ürün adı \(TR\)/), 'Kuşbaşılı Pide');

    const file = jpeg();
    await userEvent.upload(form.getByLabelText('Fotoğraf seç'), file);
    const crop = await cropDialog();
    await userEvent.click(within(crop).getByRole('button', { name: 'Kırp ve yükle' }));
    expect(screen.queryByRole('dialog', { name: 'Fotoğrafı kırp' })).not.toBeInTheDocument();

    // The fields before the file, so the server knows what to make of it as it arrives.
    expect(uploads).toHaveLength(1);
    const [upload] = uploads;
    expect(upload!.method).toBe('POST');
    expect(upload!.url).toBe('/api/admin/media');
    expect(upload!.fieldOrder()).toEqual(['shape', 'crop', 'file']);
    expect(upload!.field('shape')).toBe('product');
    expect(JSON.parse(upload!.field('crop') as string)).toEqual({ x: 0, y: 0, width: 1600, height: 1200 });
    expect(upload!.field('file')).toBeInstanceOf(File);
    expect((upload!.field('file') as File).name).toBe('pide.jpg');

    // While it goes: the chosen photo and how much has gone.
    expect(form.getByRole('img', { name: 'Seçili görsel' })).toHaveAttribute('src', 'blob:chosen-photo');
    act(() => upload!.progress(30, 100));
    expect(form.getByRole('progressbar', { name: 'Fotoğraf yükleniyor' })).toHaveValue(30);
    act(() => upload!.progress(75, 100));
    expect(form.getByRole('progressbar', { name: 'Fotoğraf yükleniyor' })).toHaveValue(75);
    act(() => upload!.respond(201, record(NEW_KEY)));

    await waitFor(() => expect(form.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(form.getByRole('img', { name: 'Seçili görsel' })).toHaveAttribute('src', `/media/${NEW_KEY}-640.webp`);
    expect(form.getByLabelText('Değiştir')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Kırpmayı düzenle' })).toBeEnabled();
    expect(form.getByLabelText(/Ürün adı \(TR\)/)).toHaveValue('Kuşbaşılı Pide');

    // Saved with the product: the photo's address is the form's image.
    await userEvent.type(form.getByLabelText(/Ürün adı \(EN\)/), 'Diced Meat Pide');
    await userEvent.type(form.getByLabelText(/Açıklama \(TR\)/), 'Kuşbaşı');
    await userEvent.type(form.getByLabelText(/Açıklama \(EN\)/), 'Diced beef');
    await userEvent.type(form.getByLabelText(/Fiyat/), '150');
    await userEvent.selectOptions(form.getByLabelText(/^Kategori/), 'Pide');
    await userEvent.click(form.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/products')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/products')[0]!.body).toMatchObject({ nameTr: 'Kuşbaşılı Pide', image: `/media/${NEW_KEY}` });
  });

  it.each([
    [400, PHOTO_MESSAGES.heic],
    [400, PHOTO_MESSAGES.unsupported],
    [400, PHOTO_MESSAGES.tooManyPixels],
    [400, PHOTO_MESSAGES.damaged],
    [413, PHOTO_MESSAGES.tooLarge],
  ])('a refusal (%i) says the server’s words under the field, and what was typed stays', async (status, message) => {
    const uploads = stubUploads();
    productsApi([]);
    const dialog = await openNewProduct();
    const form = within(dialog);
    await userEvent.type(form.getByLabelText(/Ürün adı \(TR\)/), 'Kuşbaşılı Pide');
    await userEvent.type(form.getByLabelText(/Fiyat/), '150');
    await userEvent.upload(form.getByLabelText('Fotoğraf seç'), jpeg('photo.jpg'));
    await userEvent.click(within(await cropDialog()).getByRole('button', { name: 'Kırp ve yükle' }));
    act(() => uploads[0]!.respond(status, { error: 'invalid_photo', message: 'Görsel kabul edilmedi', fields: { file: message } }));

    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(form.getByLabelText('Fotoğraf seç')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(form.queryByRole('img', { name: 'Seçili görsel' })).not.toBeInTheDocument();
    expect(form.getByLabelText(/Ürün adı \(TR\)/)).toHaveValue('Kuşbaşılı Pide');
    expect(form.getByLabelText(/Fiyat/)).toHaveValue('150');
  });

  it('a file over 20 MB is refused before anything is sent', async () => {
    const uploads = stubUploads();
    const api = productsApi([]);
    const dialog = await openNewProduct();
    const big = jpeg('büyük.jpg');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await userEvent.upload(within(dialog).getByLabelText('Fotoğraf seç'), big);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.tooLarge);
    expect(screen.queryByRole('dialog', { name: 'Fotoğrafı kırp' })).not.toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    expect(api.calls.filter((call) => call.path.startsWith('/api/admin/media'))).toHaveLength(0);
  });

  it('an iPhone photo (HEIC) is explained before it is sent', async () => {
    const uploads = stubUploads();
    productsApi([]);
    const dialog = await openNewProduct();
    await userEvent.upload(within(dialog).getByLabelText('Fotoğraf seç'), jpeg('IMG_0001.HEIC', 'image/heic'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.heic);
    expect(uploads).toHaveLength(0);
  });

  it('a saved photo is shown, can be removed (the product then needs one) and replaced', async () => {
    const uploads = stubUploads();
    const api = productsApi([PIDE]);
    const dialog = await openPide();
    const form = within(dialog);
    expect(await form.findByRole('img', { name: 'Seçili görsel' })).toHaveAttribute('src', `/media/${KEY}-640.webp`);

    await userEvent.click(form.getByRole('button', { name: 'Kaldır' }));
    expect(form.queryByRole('img', { name: 'Seçili görsel' })).not.toBeInTheDocument();
    expect(form.getByLabelText('Fotoğraf seç')).toHaveFocus();
    await userEvent.click(form.getByRole('button', { name: 'Kaydet' }));
    expect(await form.findByText('Görsel gerekli')).toBeVisible();
    expect(api.callsTo('PUT', '/api/admin/products/10')).toHaveLength(0);

    // Replaced: a new photo clears the message.
    await userEvent.upload(form.getByLabelText('Fotoğraf seç'), jpeg());
    await userEvent.click(within(await cropDialog()).getByRole('button', { name: 'Kırp ve yükle' }));
    act(() => uploads[0]!.respond(201, record(NEW_KEY)));
    expect(await form.findByRole('img', { name: 'Seçili görsel' })).toHaveAttribute('src', `/media/${NEW_KEY}-640.webp`);
    expect(form.queryByText('Görsel gerekli')).not.toBeInTheDocument();
  });

  it('closing the form asks first once a photo was chosen (the form knows it changed)', async () => {
    const uploads = stubUploads();
    productsApi([PIDE]);
    const dialog = await openPide();
    const form = within(dialog);
    await form.findByRole('img', { name: 'Seçili görsel' });
    await userEvent.upload(form.getByLabelText('Değiştir'), jpeg());
    await userEvent.click(within(await cropDialog()).getByRole('button', { name: 'Kırp ve yükle' }));
    act(() => uploads[0]!.respond(201, record(NEW_KEY)));
    await waitFor(() => expect(form.getByRole('img', { name: 'Seçili görsel' })).toHaveAttribute('src', `/media/${NEW_KEY}-640.webp`));
    await userEvent.click(form.getByRole('button', { name: 'Vazgeç' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });

  it('a saved photo is cut again from its original, in the original’s pixels', async () => {
    const api = productsApi([PIDE], {
      [`POST /api/admin/media/${ORIGINAL}/crops`]: ({ body }) => ({
        status: 201,
        body: record(NEW_KEY, (body as { crop: PhotoRecord['crop'] }).crop),
      }),
    });
    // The original's preview is half its size.
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(600);
    const dialog = await openPide();
    const form = within(dialog);
    await userEvent.click(await form.findByRole('button', { name: 'Kırpmayı düzenle' }));
    const crop = await cropDialog();
    expect(crop.querySelector('img')).toHaveAttribute('src', `/api/admin/media/originals/${ORIGINAL}`);
    await userEvent.click(within(crop).getByRole('button', { name: 'Kırpmayı kaydet' }));

    await waitFor(() => expect(api.callsTo('POST', `/api/admin/media/${ORIGINAL}/crops`)).toHaveLength(1));
    expect(api.callsTo('POST', `/api/admin/media/${ORIGINAL}/crops`)[0]!.body).toEqual({
      shape: 'product',
      crop: { x: 0, y: 0, width: 1600, height: 1200 },
    });
    expect(await form.findByRole('img', { name: 'Seçili görsel' })).toHaveAttribute('src', `/media/${NEW_KEY}-640.webp`);
  });

  it('an address still works for a picture kept elsewhere', async () => {
    productsApi([]);
    const dialog = await openNewProduct();
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Adres ile ekle' }));
    const address = form.getByRole('textbox', { name: 'Görsel URL' });
    expect(address).toHaveFocus();
    await userEvent.type(address, 'https://img.example/pide.jpg');
    expect(form.getByRole('img', { name: 'Seçili görsel' })).toHaveAttribute('src', 'https://img.example/pide.jpg');
  });
});

describe('the crop dialog', () => {
  it('is used with the keyboard: the frame takes the focus, + zooms in, arrows move, Escape leaves', async () => {
    const uploads = stubUploads();
    productsApi([]);
    const dialog = await openNewProduct();
    const picker = within(dialog).getByLabelText('Fotoğraf seç');
    await userEvent.upload(picker, jpeg());
    const crop = await cropDialog();
    const frame = within(crop).getByRole('group', { name: 'Kırpma alanı' });
    expect(frame).toHaveAccessibleDescription(/ok tuşlarıyla/);
    await waitFor(() => expect(frame).toHaveFocus());

    const zoom = within(crop).getByRole('slider', { name: 'Yakınlaştırma' });
    await userEvent.keyboard('++');
    expect(zoom).toHaveValue('1.2');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('-');
    await userEvent.keyboard('+');
    await userEvent.click(within(crop).getByRole('button', { name: 'Kırp ve yükle' }));

    const sent = JSON.parse(uploads[0]!.field('crop') as string) as { x: number; y: number; width: number; height: number };
    // 1.2× shows 1333 of the 1600 pixels; moving the photo right keeps more of its left side.
    expect(sent.width).toBe(1333);
    expect(sent.height).toBe(1000);
    expect(sent.y).toBe(100);
    expect(sent.x).toBeLessThan(133);
    expect(sent.x).toBeGreaterThan(0);

    act(() => uploads[0]!.respond(201, record(NEW_KEY)));
    // Escape leaves the crop without sending, back on the picker, the product form still open.
    const replace = await within(dialog).findByLabelText('Değiştir');
    await userEvent.upload(replace, jpeg());
    await cropDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Fotoğrafı kırp' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ürün Ekle' })).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(replace).toHaveFocus();
  });
});

describe('a refusal that is not about the file', () => {
  it('a lost connection says so', async () => {
    const uploads = stubUploads();
    productsApi([]);
    const dialog = await openNewProduct();
    await userEvent.upload(within(dialog).getByLabelText('Fotoğraf seç'), jpeg());
    await userEvent.click(within(await cropDialog()).getByRole('button', { name: 'Kırp ve yükle' }));
    act(() => uploads[0]!.fail());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('bağlantınızı kontrol edip tekrar deneyin');
  });
});
