import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import { fixtureMenu } from './support/fixture-menu.js';
import { renderApp } from './support/render-app.js';

// Alone in its file: it silences console.error, which React and the router use to report
// the render error this test causes on purpose.
describe('a page that fails to render (D14)', () => {
  it('shows a friendly message inside the layout instead of the router’s error screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { ...fixtureMenu, products: null } as unknown as PublicMenu;

    renderApp('/EN/category/Pide', { menu: broken, menuOutsideContract: true });

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/EN');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });
});
