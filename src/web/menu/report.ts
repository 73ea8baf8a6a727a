import { useEffect, useRef } from 'react';
import { foldTurkish } from '../../shared/text.js';
import { record } from './events.js';

// A guest's search, as the owner's reports count it (./events.ts sends it).

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
      record({ kind: 'search', text, found });
    }, SEARCH_SETTLES_MS);
    return () => clearTimeout(timer);
  }, [text, found]);
}
