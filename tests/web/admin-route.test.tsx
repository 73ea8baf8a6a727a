import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app.js';

describe('/admin', () => {
  it('loads the back office lazily, without the guest top bar', async () => {
    renderApp('/admin/login');
    // Whatever the back office shows first, it comes from the lazy chunk, not the guest app.
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dil seçimi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Sofra/ })).not.toBeInTheDocument();
  });
});
