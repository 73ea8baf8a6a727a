import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation, useNavigationType } from '../navigation.js';
import type { FilterDraft } from './category-filter.js';

/** The filter panel of the category the guest is in; kept across a language switch (D11). */
export interface CategoryFilterState {
  categoryId: number;
  draft: FilterDraft;
  /** How the category opened when `draft` was set: a price bound still equal to it is untouched. */
  opening: FilterDraft;
  panelOpen: boolean;
}

interface GuestState {
  filterState: CategoryFilterState | null;
  setFilterState: (update: (previous: CategoryFilterState | null) => CategoryFilterState | null) => void;
  /** The page the guest saw last, in language-free terms (`home`, `category:3`). */
  lastPage: RefObject<string | null>;
}

const GuestStateContext = createContext<GuestState | null>(null);

export function GuestStateProvider({ children }: { children: ReactNode }) {
  const [filterState, setState] = useState<CategoryFilterState | null>(null);
  const lastPage = useRef<string | null>(null);
  const setFilterState = useCallback<GuestState['setFilterState']>((update) => setState(update), []);
  const value = useMemo(() => ({ filterState, setFilterState, lastPage }), [filterState, setFilterState]);
  return <GuestStateContext value={value}>{children}</GuestStateContext>;
}

export function useGuestState(): GuestState {
  const state = useContext(GuestStateContext);
  if (!state) throw new Error('useGuestState must be used inside GuestStateProvider');
  return state;
}

/**
 * Runs when the guest arrives on a different page: scrolls to the top and calls `onEnter`.
 * Switching language shows the same page (same key), so the guest keeps their place (D11).
 * The first page of a visit is not scrolled: the server drew it, and the guest may already
 * have scrolled it before the app attached. Coming back with the browser's back (or forward)
 * button, the page returns to where the guest left it (useScrollMemory).
 */
export function usePageEntry(pageKey: string, onEnter?: (firstPage: boolean) => void): void {
  const { lastPage } = useGuestState();
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const enter = useEffectEvent((firstPage: boolean) => {
    onEnter?.(firstPage);
    // The first page stays where the guest is: the browser's own restoring, or their scrolling.
    if (firstPage) return;
    const left = navigationType === 'POP' ? scrollPositions.get(key) : undefined;
    if (left !== undefined) restoreScroll(left);
    else window.scrollTo(0, 0);
  });
  useEffect(() => {
    if (lastPage.current === pageKey) return;
    const firstPage = lastPage.current === null;
    // eslint-disable-next-line react-hooks/immutability -- lastPage is a ref shared through the context, written in an effect
    lastPage.current = pageKey;
    enter(firstPage);
  }, [pageKey, lastPage]);
}

/** How far down each visited page (by its history entry) the guest had scrolled. */
const scrollPositions = new Map<string, number>();

/**
 * Scrolls back to `top` once the page's own update (its filters, from the address) has been
 * drawn, trying again for up to a second while the page is still too short to get there, and
 * never against the guest: a touch, the wheel or a key ends it.
 */
function restoreScroll(top: number): void {
  let frames = 60;
  let stopped = false;
  const stop = () => (stopped = true);
  const events = ['touchstart', 'wheel', 'keydown'] as const;
  for (const event of events) window.addEventListener(event, stop, { once: true, passive: true });
  const step = () => {
    if (stopped) return;
    window.scrollTo(0, top);
    frames -= 1;
    if (Math.abs(window.scrollY - top) > 1 && frames > 0) requestAnimationFrame(step);
    else for (const event of events) window.removeEventListener(event, stop);
  };
  requestAnimationFrame(step);
}

/**
 * Keeps how far the guest has scrolled the page of each history entry, so that the browser's
 * back button returns a list to where it was (a shorter page in between would cut the
 * browser's own memory short).
 */
export function useScrollMemory(): void {
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    shownKey.current = key;
  }, [key]);
  useEffect(() => {
    // Kept as the guest leaves, while the page is still on screen where they left it: a tap on
    // a link (before the router takes it), or the back and forward buttons (before the next
    // page is drawn). Once a shorter page is there, it has already pulled the scroll up.
    const remember = () => scrollPositions.set(shownKey.current, window.scrollY);
    const rememberLink = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) remember();
    };
    document.addEventListener('click', rememberLink, true);
    window.addEventListener('popstate', remember);
    return () => {
      document.removeEventListener('click', rememberLink, true);
      window.removeEventListener('popstate', remember);
    };
  }, []);
  useEffect(() => {
    // The app puts each page where it was; the browser's own restoring would move it after. A
    // reload is the browser's again, so it keeps the guest's place as it always has.
    const manual = () => (window.history.scrollRestoration = 'manual');
    const auto = () => (window.history.scrollRestoration = 'auto');
    manual();
    window.addEventListener('pagehide', auto);
    window.addEventListener('pageshow', manual);
    return () => {
      auto();
      window.removeEventListener('pagehide', auto);
      window.removeEventListener('pageshow', manual);
    };
  }, []);
}
