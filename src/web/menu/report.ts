import { useEffect, useRef } from 'react';
import type { GuestEvent } from '../../shared/schemas/report.js';
import { foldTurkish } from '../../shared/text.js';

/**
 * How the guest pages tell ./events.ts what a guest did, without carrying it: it is a chunk of
 * its own, loaded here on the first event (boot.ts has usually loaded it already). A failed
 * download loses the event, never the page.
 */
const events = () => import('./events.js');

export function reportEvent(event: GuestEvent): void {
  events().then(
    (sender) => sender.record(event),
    () => undefined,
  );
}

/** `event`, once per visit under `key` (an allergen left out, a tag chosen, a language). */
export function reportOnce(key: string, event: GuestEvent): void {
  events().then(
    (sender) => sender.recordOnce(key, event),
    () => undefined,
  );
}

/** The language the guest reads the menu in now (switched on the page: a visit in that language). */
export function reportVisit(language: string): void {
  events().then(
    (sender) => sender.countVisit(language),
    () => undefined,
  );
}

/** How long the guest must stop typing before a search counts. */
export const SEARCH_SETTLES_MS = 1500;

/**
 * Reports a search once the guest has stopped typing, with whether it found anything (`found`;
 * null while the dishes to search are still on their way: it waits for them). The same search
 * (as matched: `Kaşarlı` is `kasarli`) is not reported twice in a row.
 */
export function useSearchReport(text: string, found: boolean | null): void {
  const reported = useRef('');
  useEffect(() => {
    const key = foldTurkish(text);
    if (key === '' || found === null || key === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = key;
      reportEvent({ kind: 'search', text, found });
    }, SEARCH_SETTLES_MS);
    return () => clearTimeout(timer);
  }, [text, found]);
}
