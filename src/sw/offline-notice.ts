import { OFFLINE_NOTICE_META } from '../shared/guest-pages.js';

/**
 * A page the worker answers from its store, saying so at its top before any script has run: a
 * phone opened offline reads "Çevrimdışı: menü son güncellemeden gösteriliyor (14:05)" at
 * once, not at the guest's first touch, when the app attaches (web/boot.ts). The server wrote
 * the words in the page's language into its head (OFFLINE_NOTICE_META); the time is when the
 * server sent the page, on the phone's clock, as the app's notice says it (menu/OfflineNotice.tsx).
 * The page's other markup is left as it was, so the app attaches to it as drawn; a page without
 * the words (an older one) is answered unchanged.
 */
export function withOfflineNotice(html: string, sentAt: Date | null): string {
  const words = new RegExp(`<meta name="${OFFLINE_NOTICE_META}" content="([^"]*)" data-untimed="([^"]*)">`).exec(html);
  const main = /<main\b[^>]*\bid="main"[^>]*>/.exec(html);
  if (!words || !main) return html;
  const [, timed = '', untimed = ''] = words;
  const known = sentAt !== null && !Number.isNaN(sentAt.getTime());
  // The words are escaped for an attribute, which is as safe in text.
  const text = known ? timed.replace('{{time}}', clockTime(sentAt)) : untimed;
  const at = main.index + main[0].length;
  return `${html.slice(0, at)}<p class="offline-notice" role="status" data-stored>${text}</p>${html.slice(at)}`;
}

/** "14:05" (menu/OfflineNotice.tsx). */
function clockTime(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
