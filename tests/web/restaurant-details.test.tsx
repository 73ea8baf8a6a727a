import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureMenu } from './support/fixture-menu.js';
import { renderApp } from './support/render-app.js';

// The home page's footer: the restaurant's details, and whether it is open now by its own clock.

afterEach(() => vi.useRealTimers());

/** Renders the home page with the phone's clock at `iso` (UTC). */
function homeAt(iso: string, path = '/') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  return renderApp(path);
}

const footer = () => screen.getByRole('region', { name: 'Sofra Pide Salonu' });

describe('the restaurant’s details', () => {
  it('show the address to the map, the phone to call, the hours, Wi-Fi, links and the note', () => {
    homeAt('2026-11-24T08:30:00Z');
    const details = within(footer());
    expect(details.getByRole('link', { name: 'Cumhuriyet Cad. No: 12, Kadıköy, İstanbul' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Cumhuriyet%20Cad.%20No%3A%2012%2C%20Kad%C4%B1k%C3%B6y%2C%20%C4%B0stanbul',
    );
    expect(details.getByRole('link', { name: '+90 216 555 12 34' })).toHaveAttribute('href', 'tel:+902165551234');
    expect(details.getByText('pide2026')).toBeVisible();
    expect(details.getByRole('button', { name: 'Şifreyi kopyala' })).toBeVisible();
    const hours = details.getByRole('region', { name: 'Çalışma saatleri' });
    expect(within(hours).getByText('Pazartesi').nextElementSibling).toHaveTextContent('Kapalı');
    expect(within(hours).getByText('Salı').nextElementSibling).toHaveTextContent('11:00–15:00, 18:00–01:00');
    expect(details.getByRole('link', { name: 'Instagram: @sofrapide' })).toHaveAttribute('href', 'https://www.instagram.com/sofrapide/');
    expect(details.getByText('Fiyatlarımıza KDV dahildir.')).toBeVisible();
    expect(details.getByText('Servis ücreti alınmaz.')).toBeVisible();
  });

  it.each([
    // Tuesday 11:30 in Istanbul (UTC+3): open until the lunch closes.
    ['2026-11-24T08:30:00Z', 'Şu an açık · Kapanış 15:00'],
    // Tuesday 10:00: opens later today.
    ['2026-11-24T07:00:00Z', "Kapalı · 11:00'de açılır"],
    // Tuesday 16:00, between lunch and dinner.
    ['2026-11-24T13:00:00Z', "Kapalı · 18:00'de açılır"],
    // Wednesday 00:30: Tuesday's dinner runs until 01:00.
    ['2026-11-24T21:30:00Z', 'Şu an açık · Kapanış 01:00'],
    // Monday noon: closed all day, opens on Tuesday.
    ['2026-11-23T09:00:00Z', "Kapalı · Salı 11:00'de açılır"],
  ])('at %s says "%s"', (iso, text) => {
    homeAt(iso);
    expect(within(footer()).getByRole('status')).toHaveTextContent(text);
  });

  it('speak English on the English page', () => {
    homeAt('2026-11-23T09:00:00Z', '/EN');
    expect(within(footer()).getByRole('status')).toHaveTextContent('Closed · opens Tuesday at 11:00');
    expect(within(footer()).getByRole('button', { name: 'Copy the password' })).toBeVisible();
    expect(within(footer()).getByText('Prices include VAT.')).toBeVisible();
    expect(within(footer()).getByText('No service charge.')).toBeVisible();
  });

  it('leave out what staff have not filled in', () => {
    const bare = {
      ...fixtureMenu,
      restaurant: {
        ...fixtureMenu.restaurant,
        address: '',
        phone: '',
        wifiName: '',
        instagram: '',
        googleReviewUrl: '',
        noteTr: '',
        noServiceCharge: false,
        hours: Array.from({ length: 7 }, () => []),
      },
    };
    renderApp('/', { menu: bare });
    const details = within(screen.getByRole('region', { name: 'Sofra Pide Salonu' }));
    expect(details.queryAllByRole('link')).toEqual([]);
    expect(details.queryByRole('region', { name: 'Çalışma saatleri' })).not.toBeInTheDocument();
    expect(details.getByRole('status')).toBeEmptyDOMElement();
    expect(details.queryByText('Servis ücreti alınmaz.')).not.toBeInTheDocument();
  });
});
