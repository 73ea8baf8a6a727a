import { createContext, useContext } from 'react';

/**
 * How the page being drawn on the server reports that it is the app's 404 page
 * (web/entry-server.tsx); null in the browser.
 */
export const NotFoundReport = createContext<(() => void) | null>(null);

/** The page drawn is the app's 404 page: the server answers it with 404. In the browser, nothing. */
export function useNotFoundStatus(): void {
  useContext(NotFoundReport)?.();
}
