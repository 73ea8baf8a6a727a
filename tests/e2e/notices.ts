import { expect, type Locator, type Page } from '@playwright/test';

// The back office's notices (src/web/admin/ui/Toaster.tsx): confirmations in an announced
// status region, failures in an alert, both fixed at the bottom of the screen.

export const notices = (page: Page): Locator => page.getByRole('region', { name: 'Bildirimler' });

/** The confirmation saying `text` ('Pide kaydedildi.'). */
export const notice = (page: Page, text: string): Locator => notices(page).getByRole('status').filter({ hasText: text });

/** The failure saying `text`. */
export const failureNotice = (page: Page, text: string): Locator => notices(page).getByRole('alert').filter({ hasText: text });

/** One notice: its message, "Geri al" if it has one, and its close button. */
const card = (page: Page, text: string): Locator => notices(page).getByRole('listitem').filter({ hasText: text });

/** "Geri al" on the notice of a delete: the record comes back, and nothing is sent. */
export async function undoDelete(page: Page, text: string): Promise<void> {
  await card(page, text).getByRole('button', { name: 'Geri al' }).click();
}

/**
 * Closes the "… silindi." notice, which sends the delete it held back for "Geri al", and
 * returns the server's answer status.
 */
export async function sendDelete(page: Page, text: string): Promise<number> {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname.startsWith('/api/admin/'),
  );
  await card(page, text).getByRole('button', { name: 'Bildirimi kapat' }).click();
  const status = (await answer).status();
  await expect(notices(page).getByText(text, { exact: true })).toHaveCount(0);
  return status;
}
