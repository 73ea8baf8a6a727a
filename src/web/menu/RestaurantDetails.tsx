import { useState, useSyncExternalStore } from 'react';
import { langOf, menuText, type Language, type PublicMenu } from '../../shared/menu.js';
import { localTimeIn, openStatus, timeLocative, type TimeWindow } from '../../shared/opening-hours.js';
import { useGuestTranslation } from '../i18n/language.js';
import type { Translate, TranslationKey } from '../../shared/i18n/translate.js';
import styles from './RestaurantDetails.module.css';

type Restaurant = PublicMenu['restaurant'];

/**
 * The home page's footer: the restaurant's name, whether it is open now, its address (to the
 * map), phone (to call), hours, Wi-Fi (the password a tap to copy), Instagram, a review link,
 * its note and, where the owner wants it said, that there is no service charge. Only what staff
 * filled in is shown.
 */
export function RestaurantDetails({ restaurant }: { restaurant: Restaurant }) {
  const { t, language } = useGuestTranslation();
  const status = useOpenStatus(restaurant, t, language);
  const hasHours = restaurant.hours.some((day) => day.length > 0);
  const note = menuText(restaurant, 'note', language);
  return (
    // A section, not a <footer>: inside <main> a footer is no landmark, and this is the home page's last part.
    <section className={styles.footer} aria-labelledby="restaurant-name">
      <h2 id="restaurant-name" className={styles.name}>
        {restaurant.restaurantName}
      </h2>
      {/* Worked out on the phone, by the restaurant's clock: the page itself is drawn once per menu change. */}
      <p id="open-status" className={styles.status} role="status" data-clock="" data-open={status?.open}>
        {status?.text}
      </p>
      <dl className={styles.details}>
        {restaurant.address && (
          <div>
            <dt>{t('restaurant.address')}</dt>
            <dd>
              <a
                href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(restaurant.address)}`}
                rel="noopener"
                target="_blank"
              >
                {restaurant.address}
              </a>
            </dd>
          </div>
        )}
        {restaurant.phone && (
          <div>
            <dt>{t('restaurant.phone')}</dt>
            <dd>
              <a href={`tel:${restaurant.phone.replace(/[^\d+]/g, '')}`}>{restaurant.phone}</a>
            </dd>
          </div>
        )}
        {restaurant.wifiName && (
          <div>
            <dt>{t('restaurant.wifi')}</dt>
            <dd>
              <WifiDetails name={restaurant.wifiName} password={restaurant.wifiPassword} />
            </dd>
          </div>
        )}
      </dl>
      {hasHours && (
        <section aria-labelledby="restaurant-hours">
          <h3 id="restaurant-hours" className={styles.heading}>
            {t('restaurant.hours')}
          </h3>
          <dl className={styles.hours}>
            {restaurant.hours.map((windows, weekday) => (
              <div key={weekday}>
                <dt>{t(`weekday.${weekday}` as TranslationKey)}</dt>
                <dd>{windows.length === 0 ? t('restaurant.closed') : windows.map(windowText).join(', ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {(restaurant.instagram || restaurant.googleReviewUrl) && (
        <ul className={styles.links}>
          {restaurant.instagram && (
            <li>
              <a href={`https://www.instagram.com/${restaurant.instagram}/`} rel="noopener" target="_blank">
                {t('restaurant.instagram')}: @{restaurant.instagram}
              </a>
            </li>
          )}
          {restaurant.googleReviewUrl && (
            <li>
              <a href={restaurant.googleReviewUrl} rel="noopener" target="_blank">
                {t('restaurant.review')}
              </a>
            </li>
          )}
        </ul>
      )}
      {note.text && (
        <p className={styles.note} {...langOf(note, language)}>
          {note.text}
        </p>
      )}
      {restaurant.noServiceCharge && <p className={styles.note}>{t('restaurant.noServiceCharge')}</p>}
    </section>
  );
}

const windowText = (window: TimeWindow) => `${window.opens}–${window.closes}`;

/** The Wi-Fi network, and its password with a button that copies it. */
function WifiDetails({ name, password }: { name: string; password: string }) {
  const { t } = useGuestTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <span>
        {t('restaurant.wifiName')}: <strong>{name}</strong>
      </span>
      {password && (
        <span className={styles.password}>
          {t('restaurant.wifiPassword')}: <strong className={styles.secret}>{password}</strong>
          <button
            type="button"
            className={styles.copy}
            onClick={() => {
              void navigator.clipboard?.writeText(password).then(() => setCopied(true));
            }}
          >
            {copied ? t('restaurant.copied') : t('restaurant.copy')}
          </button>
        </span>
      )}
    </>
  );
}

const MINUTE = 60_000;

function subscribeToMinutes(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE / 4);
  return () => clearInterval(timer);
}

/**
 * "Şu an açık" / "Kapalı · 11:00'de açılır", by the restaurant's clock, kept current while the
 * page is open. Nothing on the server (the page there is drawn once, not every minute) nor while
 * hydrating, so the drawn page and the app agree.
 */
function useOpenStatus(restaurant: Restaurant, t: Translate, language: Language): { open: boolean; text: string } | null {
  const text = useSyncExternalStore(
    subscribeToMinutes,
    () => statusText(restaurant, t, language, new Date()),
    () => null,
  );
  if (text === null) return null;
  return { open: text.startsWith('+'), text: text.slice(1) };
}

/** The status as text, `+` first when open (a string, so the store compares it by value). */
function statusText(restaurant: Restaurant, t: Translate, language: Language, now: Date): string | null {
  if (!restaurant.hours.some((day) => day.length > 0) && restaurant.exceptions.length === 0) return null;
  const status = openStatus({ week: restaurant.hours, exceptions: restaurant.exceptions }, localTimeIn(restaurant.timeZone, now));
  if (status.open) return `+${t('restaurant.openNow')} · ${t('restaurant.closesAt', { time: status.closes })}`;
  if (!status.opens) return `-${t('restaurant.closed')}`;
  const time = language === 'tr' ? `${status.opens.time}'${timeLocative(status.opens.time)}` : status.opens.time;
  if (status.opens.inDays === 0) return `-${t('restaurant.opensToday', { time })}`;
  return `-${t('restaurant.opensOn', { day: t(`weekday.${status.opens.weekday}` as TranslationKey), time })}`;
}
