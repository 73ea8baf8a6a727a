import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCampaign } from '../../../src/shared/schemas/campaign.js';
import type { AdminReview } from '../../../src/shared/schemas/review.js';
import { ADMIN, category, ok, renderAdmin, signedInAs, stubApi } from './harness.js';

describe('tags page', () => {
  it('starts from the default colours, keeps the border in step and previews the chip', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/tags': () => ok([]),
      'GET /api/admin/categories': () => ok([category({ id: 1, nameTr: 'Pide' })]),
      'POST /api/admin/tags': ({ body }) => ({ status: 201, body: { id: 9, version: 1, translations: {}, ...(body as object) } }),
    });
    renderAdmin('/admin/tags');
    const form = within(await screen.findByRole('form', { name: 'Etiket Ekle' }));
    expect(form.getByRole('textbox', { name: /^Renk/ })).toHaveValue('#8B4513');
    expect(form.getByRole('textbox', { name: /^Yazı rengi/ })).toHaveValue('#8B4513');
    expect(form.getByRole('textbox', { name: /^Arka plan rengi/ })).toHaveValue('#FFFFFF');
    expect(form.getByLabelText(/^Kenarlık/)).toHaveValue('1px solid #8B4513');
    expect(form.getByLabelText(/^Yazı kalınlığı/)).toHaveValue('500');

    await userEvent.type(form.getByLabelText(/Etiket adı \(TR\)/), 'Acılı');
    await userEvent.type(form.getByLabelText(/Etiket adı \(EN\)/), 'Spicy');
    await userEvent.selectOptions(form.getByLabelText(/^Kategori/), 'Pide');
    const colour = form.getByRole('textbox', { name: /^Renk/ });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#B42318');

    expect(form.getByLabelText(/^Kenarlık/)).toHaveValue('1px solid #B42318');
    expect(form.getByText('Acılı', { selector: 'span' })).toHaveStyle({ border: '1px solid #B42318' });

    await userEvent.click(form.getByRole('button', { name: 'Etiket Ekle' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/tags')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/tags')[0]?.body).toEqual({
      nameTr: 'Acılı',
      nameEn: 'Spicy',
      categoryId: 1,
      color: '#B42318',
      textColor: '#8B4513',
      bgColor: '#FFFFFF',
      border: '1px solid #B42318',
      fontWeight: 500,
      isActive: true,
    });
  });
});

const campaign = (id: number, phase: AdminCampaign['phase'], titleTr: string): AdminCampaign => ({
  id,
  titleTr,
  titleEn: titleTr,
  descriptionTr: '',
  descriptionEn: '',
  image: null,
  startDate: '2025-03-0' + id,
  endDate: '2025-03-20',
  isActive: phase !== 'inactive',
  priceKurus: null,
  discountPriceKurus: null,
  phase,
  version: 1,
  translations: {},
});

describe('campaigns page', () => {
  it('labels each campaign by its phase and asks before deleting', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/campaigns': () =>
        ok([
          campaign(1, 'running', 'Bahar'),
          campaign(2, 'scheduled', 'Yaz'),
          campaign(3, 'ended', 'Kış'),
          campaign(4, 'inactive', 'Eski'),
        ]),
      'DELETE /api/admin/campaigns/2': () => ok(),
    });
    renderAdmin('/admin/campaigns');
    const status = async (title: string) =>
      within((await screen.findByRole('rowheader', { name: new RegExp(title) })).closest('tr') as HTMLElement);
    expect((await status('Bahar')).getByText('Yayında')).toBeVisible();
    expect((await status('Yaz')).getByText('Planlandı')).toBeVisible();
    expect((await status('Kış')).getByText('Sona erdi')).toBeVisible();
    expect((await status('Eski')).getByText('Pasif')).toBeVisible();

    await userEvent.click((await status('Yaz')).getByRole('button', { name: /^Sil/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Bu kampanyayı silmek istediğinizden emin misiniz?');
    expect(api.callsTo('DELETE', '/api/admin/campaigns/2')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    // Sent when its "Geri al" notice goes.
    expect(api.callsTo('DELETE', '/api/admin/campaigns/2')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Bildirimi kapat' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/admin/campaigns/2')).toHaveLength(1));
  });

  it('needs both titles and both dates, and the end not before the start', async () => {
    const api = stubApi({ 'GET /api/admin/me': signedInAs(ADMIN), 'GET /api/admin/campaigns': () => ok([]) });
    renderAdmin('/admin/campaigns');
    const form = within(await screen.findByRole('form', { name: 'Kampanya Ekle' }));
    await userEvent.click(form.getByRole('button', { name: 'Kampanya Ekle' }));
    expect(await form.findByText('Başlık (TR) gerekli')).toBeVisible();
    expect(form.getByText('Başlık (EN) gerekli')).toBeVisible();
    expect(form.getByText('Başlangıç tarihi gerekli')).toBeVisible();
    expect(form.getByText('Bitiş tarihi gerekli')).toBeVisible();

    await userEvent.type(form.getByLabelText(/Başlık \(TR\)/), 'Bahar');
    await userEvent.type(form.getByLabelText(/Başlık \(EN\)/), 'Spring');
    await userEvent.type(form.getByLabelText(/Başlangıç tarihi/), '2025-03-20');
    await userEvent.type(form.getByLabelText(/Bitiş tarihi/), '2025-03-01');
    await userEvent.click(form.getByRole('button', { name: 'Kampanya Ekle' }));
    expect(await form.findByText('Bitiş tarihi başlangıç tarihinden önce olamaz')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/campaigns')).toHaveLength(0);
  });
});

describe('reviews page', () => {
  it('shows a review as plain text and hides it with one click', async () => {
    let reviews: AdminReview[] = [
      {
        id: 4,
        productId: 1,
        productNameTr: 'Kıymalı Pide',
        table: '3',
        language: 'tr',
        name: 'Zeynep',
        rating: 4,
        comment: '<b>Harika</b>',
        isVisible: true,
        date: '2025-03-01T12:00:00.000Z',
      },
    ];
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/reviews': () => ok(reviews),
      'PATCH /api/admin/reviews/4/visibility': ({ body }) => {
        reviews = reviews.map((r) => ({ ...r, ...(body as object) }));
        return ok({ id: 4, ...(body as object) });
      },
    });
    renderAdmin('/admin/reviews');
    expect(await screen.findByText('<b>Harika</b>')).toBeVisible();
    expect(screen.getByText('Kıymalı Pide')).toBeVisible();
    expect(screen.getByRole('img', { name: '4 / 5 yıldız' })).toBeInTheDocument();
    // Written at table 3 (the guest came by its code).
    expect(screen.getByText(/· Masa 3$/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: /^Gizle/ }));

    expect(await screen.findByText('Gizli')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Göster/ })).toBeInTheDocument();
    expect(screen.getByText('Kıymalı Pide')).toBeVisible();
    expect(api.callsTo('PATCH', '/api/admin/reviews/4/visibility')[0]?.body).toEqual({ isVisible: false });
  });
});
