import { useEffect } from 'react';

/**
 * Marks the page's root (`data-attached`) once the app holds the page: every element drawn or
 * hydrated, its handlers in place. What the browser tests and the bench wait for before acting
 * on the app (the guest pages attach at the first touch, docs/decisions/004).
 */
export function useMarkAttached(): void {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-attached', '');
  }, []);
}
