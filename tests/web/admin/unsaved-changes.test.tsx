import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AdminRoutes from '../../../src/web/admin/AdminRoutes.js';
import { ADMIN, category, ok, renderAdmin, signedInAs, stubApi, tag } from './harness.js';

// A form with unsaved changes is never closed without asking: not by "Vazgeç", Escape, a
// click beside it, nor by going to another page or leaving the site.

const QUESTION = 'Kaydedilmemiş değişiklikler silinsin mi?';
const question = () => screen.queryByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' });

const PIDE = category({ id: 1, nameTr: 'Pide' });

function api() {
  return stubApi({
    'GET /api/admin/me': signedInAs(ADMIN),
    'GET /api/admin/categories': () => ok([PIDE]),
    'GET /api/admin/products': () => ok([]),
    'GET /api/admin/tags': () => ok([tag(1, 'Acılı'), tag(2, 'Yeni')]),
  });
}

/** Opens "Kategori Ekle" and types a name: a change nobody has saved. */
async function typeInNewCategory() {
  await userEvent.click(await screen.findByRole('button', { name: 'Kategori Ekle' }));
  const dialog = screen.getByRole('dialog', { name: 'Kategori Ekle' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Kategori adı \(TR\)/ }), 'Lahmacun');
  return dialog;
}

describe('a modal form with unsaved changes', () => {
  it('asks before Escape throws them away; "Düzenlemeye dön" keeps what was typed', async () => {
    api();
    renderAdmin('/admin/categories');
    const dialog = await typeInNewCategory();

    await userEvent.keyboard('{Escape}');

    const confirm = question();
    expect(confirm).toBeInTheDocument();
    expect(confirm).toHaveTextContent(QUESTION);
    // The safe answer has focus, so a second Escape or a stray Enter loses nothing.
    expect(within(confirm!).getByRole('button', { name: 'Düzenlemeye dön' })).toHaveFocus();
    await userEvent.click(within(confirm!).getByRole('button', { name: 'Düzenlemeye dön' }));

    expect(question()).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Kategori adı \(TR\)/ })).toHaveValue('Lahmacun');
  });

  it('closes the form once the person agrees to discard', async () => {
    api();
    renderAdmin('/admin/categories');
    await typeInNewCategory();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(question()!).getByRole('button', { name: 'Değişiklikleri sil' }));

    expect(question()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Kategori Ekle' })).not.toBeInTheDocument();
  });

  it('asks on "Vazgeç" and on the close button', async () => {
    api();
    renderAdmin('/admin/categories');
    const dialog = await typeInNewCategory();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(question()).toBeInTheDocument();
    await userEvent.click(within(question()!).getByRole('button', { name: 'Düzenlemeye dön' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(question()).toBeInTheDocument();
    await userEvent.click(within(question()!).getByRole('button', { name: 'Düzenlemeye dön' }));
    expect(within(dialog).getByRole('textbox', { name: /Kategori adı \(TR\)/ })).toHaveValue('Lahmacun');
  });

  it('asks when the backdrop beside the form is clicked', async () => {
    api();
    renderAdmin('/admin/categories');
    const dialog = await typeInNewCategory();

    // A click on the backdrop lands on the <dialog> element itself.
    await userEvent.click(dialog);

    expect(question()).toBeInTheDocument();
    await userEvent.click(within(question()!).getByRole('button', { name: 'Değişiklikleri sil' }));
    expect(screen.queryByRole('dialog', { name: 'Kategori Ekle' })).not.toBeInTheDocument();
  });

  it('closes at once, without a question, when nothing was changed', async () => {
    api();
    renderAdmin('/admin/categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Kategori Ekle' }));
    await userEvent.keyboard('{Escape}');

    expect(question()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Kategori Ekle' })).not.toBeInTheDocument();
  });

  it('asks the browser to confirm leaving the site, only while there are unsaved changes', async () => {
    api();
    renderAdmin('/admin/categories');
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await userEvent.click(await screen.findByRole('button', { name: 'Kategori Ekle' }));
    expect(leave()).toBe(false);

    const dialog = screen.getByRole('dialog', { name: 'Kategori Ekle' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Kategori adı \(TR\)/ }), 'Lahmacun');
    expect(leave()).toBe(true);

    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(question()!).getByRole('button', { name: 'Değişiklikleri sil' }));
    expect(leave()).toBe(false);
  });
});

describe('going to another page with unsaved changes', () => {
  async function typeInTagForm() {
    const form = within(await screen.findByRole('form', { name: 'Etiket Ekle' }));
    await userEvent.type(form.getByRole('textbox', { name: /Etiket adı \(TR\)/ }), 'Vejetaryen');
    return form;
  }

  it('asks first; staying keeps the form as it was', async () => {
    api();
    const { router } = renderAdmin('/admin/tags');
    const form = await typeInTagForm();

    await userEvent.click(screen.getByRole('link', { name: 'Ürünler' }));

    expect(question()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/tags');
    await userEvent.click(within(question()!).getByRole('button', { name: 'Düzenlemeye dön' }));
    expect(router.state.location.pathname).toBe('/admin/tags');
    expect(form.getByRole('textbox', { name: /Etiket adı \(TR\)/ })).toHaveValue('Vejetaryen');
  });

  it('goes on once the person agrees to discard', async () => {
    api();
    const { router } = renderAdmin('/admin/tags');
    await typeInTagForm();
    await userEvent.click(screen.getByRole('link', { name: 'Ürünler' }));
    await userEvent.click(within(question()!).getByRole('button', { name: 'Değişiklikleri sil' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(await screen.findByRole('heading', { name: 'Ürünler', level: 1 })).toBeInTheDocument();
  });

  it('asks before "Düzenle" on another tag replaces the form', async () => {
    api();
    renderAdmin('/admin/tags');
    const form = await typeInTagForm();
    const row = screen.getByRole('rowheader', { name: /Yeni/ }).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /^Düzenle/ }));

    expect(question()).toBeInTheDocument();
    await userEvent.click(within(question()!).getByRole('button', { name: 'Düzenlemeye dön' }));
    expect(form.getByRole('textbox', { name: /Etiket adı \(TR\)/ })).toHaveValue('Vejetaryen');

    await userEvent.click(within(row).getByRole('button', { name: /^Düzenle/ }));
    await userEvent.click(within(question()!).getByRole('button', { name: 'Değişiklikleri sil' }));
    const editing = within(await screen.findByRole('form', { name: 'Etiketi Düzenle' }));
    expect(editing.getByRole('textbox', { name: /Etiket adı \(TR\)/ })).toHaveValue('Yeni');
  });

  it('asks first under the router the app really uses (declarative routes, as in main.tsx)', async () => {
    api();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/admin/tags']}>
            <Routes>
              <Route path="admin/*" element={<AdminRoutes />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
    const form = await typeInTagForm();

    fireEvent.click(screen.getByRole('link', { name: 'Ürünler' }));
    expect(question()).toBeInTheDocument();
    await userEvent.click(within(question()!).getByRole('button', { name: 'Düzenlemeye dön' }));
    expect(screen.getByRole('heading', { name: 'Etiketler', level: 1 })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Etiket adı \(TR\)/ })).toHaveValue('Vejetaryen');

    await userEvent.click(screen.getByRole('link', { name: 'Ürünler' }));
    await userEvent.click(within(question()!).getByRole('button', { name: 'Değişiklikleri sil' }));
    expect(await screen.findByRole('heading', { name: 'Ürünler', level: 1 })).toBeInTheDocument();
  });
});
