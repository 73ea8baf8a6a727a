import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminApp from '../../src/web/admin/AdminApp.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin', () => {
  it('is the back office’s own app (admin.html), without the guest top bar', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => Promise.reject(new Error(`Unexpected network call in a test: ${url}`))),
    );
    window.history.replaceState(null, '', '/admin/login');
    render(<AdminApp />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dil seçimi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Sofra/ })).not.toBeInTheDocument();
  });
});
