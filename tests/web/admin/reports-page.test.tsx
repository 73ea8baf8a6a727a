import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GuestReport, ReportDay } from '../../../src/shared/schemas/report.js';
import { ADMIN, ok, renderAdmin, signedInAs, STAFF, stubApi, type StubRequest } from './harness.js';

const day = (date: string, figures: Partial<ReportDay> = {}): ReportDay => ({
  day: date,
  visits: 0,
  scans: 0,
  dishViews: 0,
  searches: 0,
  emptySearches: 0,
  filters: 0,
  dropped: 0,
  ...figures,
});

/** A week in which table 5's code was scanned, Kıymalı Pide looked at, and "lahmacun" not found. */
function weekOf(days: number): GuestReport {
  const perDay = Array.from({ length: days }, (_, i) => day(`2026-11-${String(30 - days + i).padStart(2, '0')}`));
  perDay[days - 1] = day('2026-11-29', { visits: 12, scans: 7, dishViews: 20, searches: 4, emptySearches: 3, filters: 2 });
  perDay[days - 2] = day(perDay[days - 2]!.day, { visits: 3, scans: 1, dishViews: 2 });
  return {
    days,
    from: perDay[0]!.day,
    to: '2026-11-29',
    perDay,
    tables: [
      { key: '5', label: 'Masa 5', count: 6 },
      { key: '11', label: 'Bahçe 1', count: 2 },
    ],
    languages: [
      { key: 'tr', label: 'Türkçe', count: 11 },
      { key: 'ru', label: 'Rusça', count: 4 },
    ],
    dishes: [{ key: '3', label: 'Kıymalı Pide', count: 22 }],
    searches: [
      { key: 'lahmacun', label: 'lahmacun', count: 3 },
      { key: 'kasarli', label: 'kasarli', count: 1 },
    ],
    emptySearches: [{ key: 'lahmacun', label: 'lahmacun', count: 3 }],
    allergens: [{ key: 'gluten', label: 'Gluten', count: 2 }],
    tags: [],
    dropped: 0,
    requests: [
      { table: '5', waiter: 3, bill: 1, medianSeconds: 95 },
      { table: 'Bahçe 1', waiter: 1, bill: 0, medianSeconds: null },
    ],
    orderedDishes: [
      { key: 'Kıymalı Pide', label: 'Kıymalı Pide', count: 9 },
      { key: 'Ayran', label: 'Ayran', count: 4 },
    ],
    ordersByHour: Array.from({ length: 24 }, (_, hour) => ({ hour, count: hour === 13 ? 5 : hour === 20 ? 2 : 0 })),
    orderLanguages: [
      { key: 'ru', label: 'Rusça', count: 4 },
      { key: 'tr', label: 'Türkçe', count: 3 },
    ],
    preparation: {
      stations: [{ key: 'Fırın', label: 'Fırın', count: 12, medianSeconds: 540, p90Seconds: 1_260 }],
      dishes: [{ key: 'Kıymalı Pide', label: 'Kıymalı Pide', count: 9, medianSeconds: 600, p90Seconds: 1_200 }],
    },
  };
}

describe('Raporlar', () => {
  it('shows an admin the week: totals, each list with its counts, the days as a table, and the CSV', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/reports': (request: StubRequest) => ok(weekOf(Number(new URLSearchParams(request.search).get('days')))),
    });
    renderAdmin('/admin/reports');

    expect(await screen.findByRole('heading', { level: 1, name: 'Raporlar' })).toBeVisible();
    const totals = await screen.findByRole('heading', { level: 2, name: /Son 7 gün/ });
    const figures = within(totals.closest('section')!);
    expect(figures.getByText('QR okutma').nextElementSibling).toHaveTextContent('8');
    expect(figures.getByText('Ziyaret').nextElementSibling).toHaveTextContent('15');
    expect(figures.getByText('Sonuçsuz arama').nextElementSibling).toHaveTextContent('3');

    const scans = within(screen.getByRole('region', { name: 'Masalara göre QR okutma' }));
    expect(scans.getByRole('rowheader', { name: 'Masa 5' }).closest('tr')).toHaveTextContent('6 okutma');
    const calls = within(screen.getByRole('region', { name: 'Masalardan çağrılar' }));
    const cells = (name: string) =>
      within(calls.getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Masa 5')).toEqual(['3', '1', '1 dk 35 sn']);
    expect(cells('Bahçe 1')).toEqual(['1', '0', '—']);
    // Orders (D57): the dishes by quantity, the hours that had any, the guests' languages.
    const ordered = within(screen.getByRole('region', { name: 'En çok sipariş edilen ürünler' }));
    expect(ordered.getByRole('rowheader', { name: 'Kıymalı Pide' }).closest('tr')).toHaveTextContent('9 adet');
    const hours = within(screen.getByRole('region', { name: 'Saatlere göre sipariş' }));
    expect(hours.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['13:00–14:00', '20:00–21:00']);
    expect(hours.getByRole('rowheader', { name: '13:00–14:00' }).closest('tr')).toHaveTextContent('5 sipariş');
    const inLanguages = within(screen.getByRole('region', { name: 'Dillere göre sipariş' }));
    expect(inLanguages.getByRole('rowheader', { name: 'Rusça' }).closest('tr')).toHaveTextContent('4 sipariş');
    // The kitchen (D59): from confirmation to ready, the median and the 90th percentile.
    const oven = within(screen.getByRole('region', { name: 'İstasyonlara göre hazırlama süresi' }));
    expect(
      within(oven.getByRole('rowheader', { name: 'Fırın' }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12 fiş', '9 dk', '21 dk']);
    const dishTimes = within(screen.getByRole('region', { name: 'Ürünlere göre hazırlama süresi' }));
    expect(dishTimes.getByRole('rowheader', { name: 'Kıymalı Pide' }).closest('tr')).toHaveTextContent('10 dk');
    const notFound = within(screen.getByRole('region', { name: 'Sonuç bulunamayan aramalar' }));
    expect(notFound.getByRole('rowheader', { name: 'lahmacun' }).closest('tr')).toHaveTextContent('3 arama');
    expect(
      within(screen.getByRole('region', { name: 'En çok bakılan ürünler' })).getByRole('rowheader', { name: 'Kıymalı Pide' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Filtrede seçilen etiketler' })).getByText('Bu dönemde etiket seçilmedi.'),
    ).toBeVisible();

    // The chart says what it shows (its canvas is drawn where the page is laid out: not here).
    expect(screen.getByRole('figure')).toHaveTextContent('En yoğun gün 29 Kas 2026: Ziyaret 12, QR okutma 7, Ürün sayfası 20, Arama 4.');
    // Every day of the chart, newest first, for reading and for screen readers.
    await userEvent.click(screen.getByText('Günlük sayılar (tablo)'));
    const rows = within(screen.getByRole('region', { name: 'Günlük' })).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('29 Kas 2026');
    expect(rows[1]).toHaveTextContent(/12\s*7\s*20\s*4\s*3\s*2/);

    expect(screen.getByRole('link', { name: /CSV indir/ })).toHaveAttribute('href', '/api/admin/reports/export.csv?days=7');
    await userEvent.click(screen.getByRole('button', { name: 'Son 30 gün' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Son 30 gün/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Son 30 gün' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: /CSV indir/ })).toHaveAttribute('href', '/api/admin/reports/export.csv?days=30');
    expect(new Set(api.callsTo('GET', '/api/admin/reports').map((call) => call.search))).toEqual(new Set(['?days=7', '?days=30']));
  });

  it('is for admins: staff see neither the link nor any figure', async () => {
    const api = stubApi({ 'GET /api/admin/me': signedInAs(STAFF) });
    renderAdmin('/admin/reports');

    expect(await screen.findByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Yönetim menüsü' });
    expect(within(nav).queryByRole('link', { name: 'Raporlar' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/reports')).toHaveLength(0));
  });
});
