import { useSyncExternalStore } from 'react';
import { DEFAULT_TIME_ZONE } from '../../shared/calendar.js';
import { isWithin, localTimeIn } from '../../shared/opening-hours.js';
import type { Availability } from '../../shared/schemas/hours.js';
import { useMenu } from '../api/menu.js';
import { useGuestTranslation } from '../i18n/language.js';
import type { Translate, TranslationKey } from '../../shared/i18n/translate.js';
import styles from './Availability.module.css';

const EVERY_DAY = 7;

function subscribeToClock(onChange: () => void): () => void {
  const timer = setInterval(onChange, 15_000);
  return () => clearInterval(timer);
}

/**
 * Whether something served only at some hours is served now, by the restaurant's clock, kept
 * current while the page is open. The server draws the page once per menu change, so it (and
 * the app while attaching) says yes; the phone then says what its clock says.
 */
export function useServedNow(availability: Availability): boolean {
  const timeZone = useMenu().data?.restaurant.timeZone ?? DEFAULT_TIME_ZONE;
  return useSyncExternalStore(
    subscribeToClock,
    () => availability === null || isWithin(availability.windows, availability.weekdays, localTimeIn(timeZone, new Date())),
    () => true,
  );
}

/** "Pzt–Cum 08:00–12:00", "Cmt, Paz 10:00–14:00", or only the hours when it is every day. */
export function hoursText(availability: NonNullable<Availability>, t: Translate): string {
  const day = (weekday: number) => t(`weekdayShort.${weekday}` as TranslationKey);
  const { weekdays } = availability;
  const consecutive = weekdays.every((weekday, index) => index === 0 || weekday === weekdays[index - 1]! + 1);
  const days =
    weekdays.length === EVERY_DAY
      ? ''
      : consecutive && weekdays.length >= 3
        ? `${day(weekdays[0]!)}–${day(weekdays.at(-1)!)} `
        : `${weekdays.map(day).join(', ')} `;
  return days + availability.windows.map((window) => `${window.opens}–${window.closes}`).join(', ');
}

/**
 * "08:00–12:00 arası" / "Available 08:00–12:00" while outside the hours; nothing inside them.
 * Marked `data-clock`: it is the phone's clock that shows it.
 */
export function AvailabilityNote({ availability, className }: { availability: Availability; className?: string }) {
  const { t } = useGuestTranslation();
  const served = useServedNow(availability);
  if (served || availability === null) return null;
  return (
    <span className={`${styles.note} ${className ?? ''}`} data-clock="">
      {t('availability.only', { hours: hoursText(availability, t) })}
    </span>
  );
}
