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
import type { FilterDraft } from './category-filter.js';

/** The filter panel of the category the guest is in; kept across a language switch (D11). */
export interface CategoryFilterState {
  categoryId: number;
  draft: FilterDraft;
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
 * have scrolled it before the app attached.
 */
export function usePageEntry(pageKey: string, onEnter?: () => void): void {
  const { lastPage } = useGuestState();
  const enter = useEffectEvent(() => onEnter?.());
  useEffect(() => {
    if (lastPage.current === pageKey) return;
    const firstPage = lastPage.current === null;
    // eslint-disable-next-line react-hooks/immutability -- lastPage is a ref shared through the context, written in an effect
    lastPage.current = pageKey;
    if (!firstPage) window.scrollTo(0, 0);
    enter();
  }, [pageKey, lastPage]);
}
