import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { coverageOf, type TranslationGrid, type TranslationRow } from '../../../src/shared/schemas/translation.js';
import { TEXTS_PER_PAGE } from '../../../src/web/admin/translations/TranslationsPage.js';
import { fail, ok, renderAdmin, signedInAs, STAFF, stubApi } from './harness.js';

/** A large menu's dish names in Russian, none translated: `count` texts, Pide 1 to Pide count. */
function gridOf(count: number): TranslationGrid {
  const rows: TranslationRow[] = Array.from({ length: count }, (_, index) => ({
    resource: 'products',
    id: index + 1,
    field: 'name',
    recordName: `Pide ${index + 1}`,
    isActive: true,
    source: `Pide ${index + 1}`,
    english: `Pide ${index + 1}`,
    text: '',
    stale: false,
    version: null,
  }));
  return { language: 'ru', rows, coverage: coverageOf(rows) };
}

const nameBox = (n: number) => screen.getByRole('textbox', { name: `Pide ${n} · Ad (Русский)` });

describe('the translation grid of a large menu', () => {
  it(`shows ${TEXTS_PER_PAGE} texts a page, keeps what was typed on another page, and saves it all`, async () => {
    const grid = gridOf(120);
    const { callsTo } = stubApi({
      'GET /api/admin/me': signedInAs(STAFF),
      'GET /api/admin/translations/ru': () => ok(grid),
      'PUT /api/admin/translations/ru': () => ok({ ...grid, saved: 2 }),
    });
    renderAdmin('/admin/translations?dil=ru');
    expect(await screen.findByText('Sayfa 1 / 3 · 120 metin')).toBeVisible();
    expect(screen.getAllByRole('textbox', { name: /\(Русский\)$/ })).toHaveLength(TEXTS_PER_PAGE);
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeDisabled();

    await userEvent.type(nameBox(1), 'Пиде 1');
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(screen.getByText('Sayfa 2 / 3 · 120 metin')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Pide 1 · Ad (Русский)' })).toBeNull();
    await userEvent.type(nameBox(51), 'Пиде 51');
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(screen.getAllByRole('textbox', { name: /\(Русский\)$/ })).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    await userEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    expect(nameBox(1)).toHaveValue('Пиде 1');
    expect(screen.getByText(/menüdeki 120 metnin 2 tanesi çevrildi/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Kaydet (2 değişiklik)' }));
    await waitFor(() => expect(callsTo('PUT', '/api/admin/translations/ru')).toHaveLength(1));
    expect(callsTo('PUT', '/api/admin/translations/ru')[0]!.body).toEqual({
      rows: [
        { resource: 'products', id: 1, field: 'name', text: 'Пиде 1', version: null },
        { resource: 'products', id: 51, field: 'name', text: 'Пиде 51', version: null },
      ],
    });
  });

  it('names each language in its heading in its own language, so the headings’ capitals are its own, not the Turkish "ENGLİSH" (issue 53)', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(STAFF),
      'GET /api/admin/translations/ru': () => ok(gridOf(3)),
    });
    renderAdmin('/admin/translations?dil=ru');
    const english = await screen.findByRole('columnheader', { name: 'English' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('columnheader', { name: 'Русский' })).toHaveAttribute('lang', 'ru');
  });

  it('a search starts again from the first page, and a text refused on another page is shown with its message', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(STAFF),
      'GET /api/admin/translations/ru': () => ok(gridOf(120)),
      'PUT /api/admin/translations/ru': () =>
        fail(400, 'validation_failed', 'Girilen bilgiler geçersiz', {
          fields: { 'rows.0.text': 'Çeviri en fazla 1000 karakter olabilir' },
        }),
    });
    renderAdmin('/admin/translations?dil=ru');
    await userEvent.click(await screen.findByRole('button', { name: 'Sonraki' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(screen.getByText('Sayfa 3 / 3 · 120 metin')).toBeVisible();
    await userEvent.type(nameBox(110), 'Пиде 110');

    // 'Pide 1' finds Pide 1, Pide 10 to 19 and 100 to 120: 32 texts, one page.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Ara' }), 'Pide 1');
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).toBeNull();
    expect(screen.getAllByRole('textbox', { name: /\(Русский\)$/ })).toHaveLength(32);
    await userEvent.type(nameBox(1), 'Пиде 1');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Ara' }));
    expect(screen.getByText('Sayfa 1 / 3 · 120 metin')).toBeVisible();

    // The first text saved (Pide 110, typed first) is refused: its page is shown, with the message beside it.
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet (2 değişiklik)' }));
    expect(await screen.findByText('Sayfa 3 / 3 · 120 metin')).toBeVisible();
    const refused = nameBox(110);
    expect(refused).toHaveAttribute('aria-invalid', 'true');
    expect(within(refused.closest('td')!).getByRole('alert')).toHaveTextContent('Çeviri en fazla 1000 karakter olabilir');
    expect(refused).toHaveValue('Пиде 110');
  });
});
