import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { categoryRecord, type AdminCategory } from '../../src/shared/schemas/category.js';
import { ApiError, apiRequest } from '../../src/web/api/client.js';

// The one HTTP client of the guest pages and the back office, against answers given in the
// server's place (a stubbed fetch).

const category: AdminCategory = {
  id: 3,
  nameTr: 'Pide',
  nameEn: 'Pide',
  descriptionTr: '',
  descriptionEn: '',
  image: '/images/menu/pide.svg',
  hasMultipleSizes: false,
  availability: null,
  vatRate: 10,
  isActive: true,
  order: 1,
  version: 1,
  translations: {},
  productCount: 4,
};

function answering(status: number, body: string, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async () => new Response(status === 204 ? null : body, { status, headers }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('answers a record that meets the shared schema it is named, and sends JSON with the same-origin cookie', async () => {
    const fetch = answering(200, JSON.stringify([category]));
    expect(await apiRequest('/api/admin/categories', { answer: z.array(categoryRecord) })).toEqual([category]);
    const sent = await apiRequest('/api/admin/categories/3', { method: 'PUT', body: { nameTr: 'Pide' } });
    expect(sent).toEqual([category]);
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/admin/categories/3',
      expect.objectContaining({
        method: 'PUT',
        body: '{"nameTr":"Pide"}',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      }),
    );
  });

  it('fails in the tests when an answer no longer has the shape of its record', async () => {
    const { productCount: _, ...changed } = category;
    answering(200, JSON.stringify([changed]));
    await expect(apiRequest('/api/admin/categories', { answer: z.array(categoryRecord) })).rejects.toThrow(/productCount/);
    answering(200, JSON.stringify([{ ...category, isActive: 1 }]));
    await expect(apiRequest('/api/admin/categories', { answer: z.array(categoryRecord) })).rejects.toThrow(/isActive/);
  });

  it('answers nothing for a 204', async () => {
    answering(204, '');
    expect(await apiRequest('/api/admin/categories/3', { method: 'DELETE' })).toBeUndefined();
  });

  it('throws an ApiError with the error body and the wait the server asked for', async () => {
    answering(429, JSON.stringify({ error: 'too_many', message: 'Çok fazla deneme', requestId: 'r1' }), { 'Retry-After': '30' });
    const error = (await apiRequest('/api/admin/login', { method: 'POST', body: {} }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.body, error.retryAfter]).toEqual([
      429,
      { error: 'too_many', message: 'Çok fazla deneme', requestId: 'r1' },
      '30',
    ]);
  });

  it('names only the status when a proxy answers with a page of its own', async () => {
    answering(502, '<html>Bad gateway</html>');
    const error = (await apiRequest('/api/menu').catch((caught: unknown) => caught)) as ApiError;
    expect([error.status, error.body, error.retryAfter]).toEqual([502, { error: 'http_502', message: '' }, null]);
  });
});
