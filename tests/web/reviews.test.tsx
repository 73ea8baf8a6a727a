import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicReview } from '../../src/shared/menu.js';
import { jsonResponse, renderApp } from './support/render-app.js';

const existing: PublicReview = {
  id: 1,
  productId: 10,
  name: 'Ayşe',
  rating: 5,
  comment: '<b>Harika</b> bir pide',
  language: 'tr',
  date: '2025-03-01T12:00:00.000Z',
};

type Answer = (init: RequestInit | undefined) => Response;

/** A fake API: GET answers the existing reviews, each POST the next answer in `posts`. */
function fakeApi(posts: Answer[], reviews: PublicReview[] = [existing]) {
  const sent: unknown[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url !== '/api/products/10/reviews') throw new Error(`unexpected ${url}`);
    if (init?.method === 'POST') {
      sent.push(JSON.parse(init.body as string));
      const answer = posts.shift();
      if (!answer) throw new Error('no answer left for POST');
      return answer(init);
    }
    return jsonResponse(200, reviews);
  });
  return { fetch, sent };
}

async function openReviews(user: ReturnType<typeof renderApp>['user'], buttonName: string) {
  const card = screen.getByRole('article', { name: /Kıymalı Pide|Pide with Minced Meat/ });
  await user.click(within(card).getByRole('button', { name: buttonName }));
  return screen.findByRole('dialog');
}

describe('reviews', () => {
  it('a card’s rating line reads "★ 4,5 (2)"; a dish without reviews offers a quiet "Yorum yaz"', async () => {
    renderApp('/category/Pide');
    const rated = screen.getByRole('article', { name: 'Kıymalı Pide' });
    expect(within(rated).getByRole('button', { name: '4,5 (2) · Yorumlar' })).toHaveTextContent('★ 4,5 (2)');
    const unrated = screen.getByRole('article', { name: 'Kaşarlı Pide' });
    expect(within(unrated).getByRole('button', { name: 'Yorum yaz' })).toBeVisible();
  });

  it('lists the reviews with the comment as plain text', async () => {
    const { fetch } = fakeApi([]);
    const { user } = renderApp('/category/Pide', { fetch });

    const dialog = await openReviews(user, '4,5 (2) · Yorumlar');

    expect(within(dialog).getByRole('heading', { name: 'Yorumlar: Kıymalı Pide' })).toBeInTheDocument();
    expect(await within(dialog).findByText('<b>Harika</b> bir pide')).toBeInTheDocument();
    expect(within(dialog).getByText('Ayşe')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '5 / 5' })).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks each comment with its language, and names it where it is not the page’s', async () => {
    const russian: PublicReview = { ...existing, id: 2, name: 'Ольга', comment: 'Очень вкусно', language: 'ru' };
    const { fetch } = fakeApi([], [russian, existing]);
    const { user } = renderApp('/category/Pide', { fetch });
    const dialog = await openReviews(user, '4,5 (2) · Yorumlar');
    expect(await within(dialog).findByText('Очень вкусно')).toHaveAttribute('lang', 'ru');
    expect(within(dialog).getByText('Русский')).toHaveAttribute('lang', 'ru');
    // The Turkish one, on a Turkish page, needs no name.
    expect(within(dialog).getByText('<b>Harika</b> bir pide')).toHaveAttribute('lang', 'tr');
    expect(within(dialog).queryByText('Türkçe')).toBeNull();
  });

  it('says when there are no reviews yet', async () => {
    const { fetch } = fakeApi([], []);
    const { user } = renderApp('/EN/category/Pide', { fetch });
    const dialog = await openReviews(user, '4.5 (2) · Reviews');
    expect(await within(dialog).findByText('No reviews yet')).toBeInTheDocument();
  });

  it('checks the form in the guest’s language before sending anything', async () => {
    const { fetch, sent } = fakeApi([]);
    const { user } = renderApp('/EN/category/Pide', { fetch });
    const dialog = await openReviews(user, '4.5 (2) · Reviews');
    const form = within(within(dialog).getByRole('form', { name: 'Add review' }));

    await user.click(form.getByRole('button', { name: 'Send' }));

    expect(form.getByText('Please enter your name.')).toBeInTheDocument();
    expect(form.getByText('Please choose a rating from 1 to 5.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('keeps what the guest typed when posting too often, then posts and shows the new review and average', async () => {
    const created: PublicReview = {
      id: 2,
      productId: 10,
      name: 'John',
      rating: 4,
      comment: 'Great',
      language: 'en',
      date: '2025-03-02T12:00:00.000Z',
    };
    const { fetch, sent } = fakeApi([
      () => jsonResponse(429, { error: 'too_many_requests', message: 'Çok fazla istek' }),
      () => jsonResponse(201, { review: created, product: { id: 10, averageRating: 4.3333, reviewCount: 3 } }),
    ]);
    const { user } = renderApp('/EN/category/Pide', { fetch });
    const dialog = await openReviews(user, '4.5 (2) · Reviews');
    const form = within(within(dialog).getByRole('form', { name: 'Add review' }));

    await user.type(form.getByRole('textbox', { name: 'Your name' }), 'John');
    await user.click(form.getByRole('radio', { name: '4 stars' }));
    await user.type(form.getByRole('textbox', { name: 'Your review' }), 'Great');
    await user.click(form.getByRole('button', { name: 'Send' }));

    expect(await form.findByText('You are posting too often, please try again a little later.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('John');
    expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(form.getByRole('textbox', { name: 'Your review' })).toHaveValue('Great');

    await user.click(form.getByRole('button', { name: 'Send' }));

    expect(await form.findByText('Thank you! Your review has been added.')).toBeInTheDocument();
    // Both tries of one review carry its one request id: the server never posts it twice.
    const review = {
      name: 'John',
      rating: 4,
      comment: 'Great',
      website: '',
      // Written on the English page: the review says it is English.
      language: 'en',
      requestId: expect.stringMatching(/^[0-9a-f-]{32,36}$/) as unknown,
    };
    expect(sent).toEqual([review, review]);
    expect((sent[0] as { requestId: string }).requestId).toBe((sent[1] as { requestId: string }).requestId);
    expect(within(dialog).getByText('Great')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
    expect(form.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
    // The new average shows in the dialog and on the product card, without a reload.
    expect(within(dialog).getByRole('img', { name: '4.3 / 5' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Pide with Minced Meat' });
    expect(within(card).getByRole('button', { name: '4.3 (3) · Reviews' })).toBeInTheDocument();
  });

  it('shows the server’s field errors and keeps the text', async () => {
    const { fetch } = fakeApi([
      () => jsonResponse(400, { error: 'invalid', message: 'Geçersiz', fields: { name: 'Bu isim kullanılamaz' } }),
    ]);
    const { user } = renderApp('/category/Pide', { fetch });
    const dialog = await openReviews(user, '4,5 (2) · Yorumlar');
    const form = within(within(dialog).getByRole('form', { name: 'Yorum ekle' }));

    await user.type(form.getByRole('textbox', { name: 'Adınız' }), 'Admin');
    await user.click(form.getByRole('radio', { name: '5 yıldız' }));
    await user.click(form.getByRole('button', { name: 'Gönder' }));

    expect(await form.findByText('Bu isim kullanılamaz')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Adınız' })).toHaveValue('Admin');
  });

  it('keeps the review when the network fails, and “Tekrar dene” sends the same review again', async () => {
    const { fetch, sent } = fakeApi([
      () => {
        throw new TypeError('Failed to fetch');
      },
      () =>
        jsonResponse(201, {
          review: { ...existing, id: 7, name: 'Mehmet', rating: 3, comment: '' },
          product: { id: 10, averageRating: 4.3333, reviewCount: 3 },
        }),
    ]);
    const { user } = renderApp('/category/Pide', { fetch });
    const dialog = await openReviews(user, '4,5 (2) · Yorumlar');
    const form = within(within(dialog).getByRole('form', { name: 'Yorum ekle' }));

    await user.type(form.getByRole('textbox', { name: 'Adınız' }), 'Mehmet');
    await user.click(form.getByRole('radio', { name: '3 yıldız' }));
    await user.click(form.getByRole('button', { name: 'Gönder' }));

    expect(await form.findByText('Yorumunuz gönderilemedi: bağlantı yok gibi görünüyor. Yazdıklarınız burada.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Adınız' })).toHaveValue('Mehmet');
    await user.click(form.getByRole('button', { name: 'Tekrar dene' }));
    expect(await form.findByText('Teşekkürler! Yorumunuz eklendi.')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect((sent[1] as { requestId: string }).requestId).toBe((sent[0] as { requestId: string }).requestId);
  });

  it('offline, keeps the review unsent and sends it once when the connection is back', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { fetch, sent } = fakeApi([
      () =>
        jsonResponse(201, {
          review: { ...existing, id: 8, name: 'Zeynep', rating: 5, comment: '' },
          product: { id: 10, averageRating: 4.6667, reviewCount: 3 },
        }),
    ]);
    const { user } = renderApp('/category/Pide', { fetch });
    const dialog = await openReviews(user, '4,5 (2) · Yorumlar');
    const form = within(within(dialog).getByRole('form', { name: 'Yorum ekle' }));
    // The page says it is offline, in the dialog too.
    expect(within(dialog).getByText('Çevrimdışı: menü son güncellemeden gösteriliyor')).toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: 'Adınız' }), 'Zeynep');
    await user.click(form.getByRole('radio', { name: '5 yıldız' }));
    await user.click(form.getByRole('button', { name: 'Gönder' }));
    expect(await form.findByText(/^Çevrimdışısınız: yorumunuz gönderilemedi/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(form.getByRole('textbox', { name: 'Adınız' })).toHaveValue('Zeynep');

    offline.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await form.findByText('Teşekkürler! Yorumunuz eklendi.')).toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: 'Zeynep', rating: 5 });
    offline.mockRestore();
  });

  it('has a honeypot field that people can neither see nor reach', async () => {
    const { fetch } = fakeApi([]);
    const { user } = renderApp('/category/Pide', { fetch });
    const dialog = await openReviews(user, '4,5 (2) · Yorumlar');

    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveValue('');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Web siteniz' })).not.toBeInTheDocument();
  });
});
