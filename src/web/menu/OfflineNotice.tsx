import { menuServedAt } from '../api/menu.js';
import { useOnline } from '../connection.js';
import { useGuestTranslation } from '../i18n/language.js';

/** "14:05": the phone's clock, as a menu board says the time. */
export function clockTime(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * While the phone is offline, every guest page says so at its top, with the time of the menu it
 * shows: "Çevrimdışı: menü son güncellemeden gösteriliyor (14:05)". It goes when the
 * connection comes back. A page the service worker answers from its store says so before the
 * app attaches (sw/offline-notice.ts); the app's own takes its place as it does.
 */
export function OfflineNotice() {
  const { t } = useGuestTranslation();
  const online = useOnline();
  if (online) return null;
  const servedAt = menuServedAt();
  return (
    <p className="offline-notice" role="status">
      {servedAt ? t('offline.notice', { time: clockTime(servedAt) }) : t('offline.noticeUntimed')}
    </p>
  );
}
