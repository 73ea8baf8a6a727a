import { createContext, useContext, useState, useSyncExternalStore, type AnchorHTMLAttributes, type ReactNode } from 'react';

/**
 * The guest pages' router: the address, its history, links and the page's parameters, in the
 * few lines the guest pages use. React Router served them before and cost every guest's phone
 * about 22 kB (gzip) of its first download, three fifths of it for data loaders, forms and
 * fetchers the guest pages never use. The back office keeps React Router, in its own chunk
 * (admin/AdminApp.tsx). The history entries are written as React Router writes them
 * (`{ usr, key }`), so the browser's back and forward buttons work across the two.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the link that led here gave (`<Link state>`), or null. */
  state: unknown;
  /** The history entry's own key (the first page's is `default`). */
  key: string;
}

/** How the present address was reached: the browser's back or forward buttons (or the first page), a link, or a replacement. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Where to go: an address, or a number of steps back (negative) or forward in the history. */
export type To = string | { pathname: string; search?: string } | number;

interface History {
  location: () => Location;
  type: () => NavigationType;
  subscribe: (listener: () => void) => () => void;
  go: (to: To, options?: NavigateOptions) => void;
}

interface Entry {
  usr?: unknown;
  key?: string;
}

const href = (to: Exclude<To, number>) => (typeof to === 'string' ? to : to.pathname + (to.search ?? ''));
const newKey = () => Math.random().toString(36).slice(2, 10);

function browserHistory(): History {
  const listeners = new Set<() => void>();
  const read = (): Location => {
    const entry = window.history.state as Entry | null;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  let location = read();
  let type: NavigationType = 'POP';
  const changed = (next: NavigationType) => {
    type = next;
    location = read();
    for (const listener of listeners) listener();
  };
  window.addEventListener('popstate', () => changed('POP'));
  return {
    location: () => location,
    type: () => type,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(to, options = {}) {
      if (typeof to === 'number') return window.history.go(to);
      const entry: Entry = { usr: options.state ?? null, key: newKey() };
      if (options.replace) window.history.replaceState(entry, '', href(to));
      else window.history.pushState(entry, '', href(to));
      changed(options.replace ? 'REPLACE' : 'PUSH');
    },
  };
}

/** A history kept in memory from `path`: the server's drawing (which never moves) and tests. */
export function memoryHistory(path: string): History {
  const listeners = new Set<() => void>();
  const at = (address: string, state: unknown, key: string): Location => {
    const url = new URL(address, 'http://menu');
    return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
  };
  const entries = [at(path, null, 'default')];
  let index = 0;
  let type: NavigationType = 'POP';
  const changed = (next: NavigationType) => {
    type = next;
    for (const listener of listeners) listener();
  };
  return {
    location: () => entries[index]!,
    type: () => type,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(to, options = {}) {
      if (typeof to === 'number') {
        index = Math.min(Math.max(index + to, 0), entries.length - 1);
        return changed('POP');
      }
      const location = at(href(to), options.state ?? null, newKey());
      if (options.replace) entries[index] = location;
      else entries.splice((index += 1), entries.length, location);
      changed(options.replace ? 'REPLACE' : 'PUSH');
    },
  };
}

const HistoryContext = createContext<History | null>(null);

/** The page's one browser history: the app's router and the table's calls bar (menu/calls/island.tsx) follow the same. */
let pageHistory: History | undefined;

/** The router of the pages inside, on `history`; the browser's own by default. */
export function Router({ history, children }: { history?: History; children: ReactNode }) {
  const [own] = useState(() => history ?? (pageHistory ??= browserHistory()));
  return <HistoryContext.Provider value={own}>{children}</HistoryContext.Provider>;
}

function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('A guest page is drawn outside <Router>');
  return history;
}

export function useLocation(): Location {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.location, history.location);
}

export function useNavigationType(): NavigationType {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.type, history.type);
}

export function useNavigate(): (to: To, options?: NavigateOptions) => void {
  return useHistory().go;
}

const ParamsContext = createContext<Record<string, string>>({});

/** The present page's parameters (`:categoryName`), decoded. */
export function useParams(): Partial<Record<string, string>> {
  return useContext(ParamsContext);
}

export function Params({ value, children }: { value: Record<string, string>; children: ReactNode }) {
  return <ParamsContext.Provider value={value}>{children}</ParamsContext.Provider>;
}

/**
 * The parameters of `pathname` if it matches `pattern` (`/category/:categoryName`, an optional
 * `:dishSlug?`, a trailing `*` for anything below), as they stand in the address (percent-encoded),
 * or null. Letters match whatever their case (`/en` is `/EN`), and a trailing slash is allowed.
 */
export function matchPath(pattern: string, pathname: string): { params: Record<string, string> } | null {
  const names: string[] = [];
  const source = pattern
    .replace(/\/\*$/, '')
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
      names.push(name);
      return optional ? '(?:/([^/]+))?' : '/([^/]+)';
    });
  const match = new RegExp(`^${source}${pattern.endsWith('*') ? '(?:/.*)?' : '/?'}$`, 'i').exec(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    const value = match[index + 1];
    if (value !== undefined) params[name] = value;
  });
  return { params };
}

/** An address's part as a page reads it (`Tatl%C4%B1lar` is `Tatlılar`); one that cannot be decoded, as it is. */
export function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  /** A plain link: the browser loads the page afresh (the error page's way home). */
  reloadDocument?: boolean;
}

/** A link that changes the page in place; with a modifier key, another tab or no JavaScript, an ordinary link. */
export function Link({ to, replace, state, reloadDocument, onClick, children, ...rest }: LinkProps) {
  const history = useHistory();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        const plain = event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
        if (event.defaultPrevented || reloadDocument || plain || (rest.target ?? '_self') !== '_self') return;
        event.preventDefault();
        const here = history.location();
        // A link to the page shown replaces it, so the back button does not show it twice.
        history.go(to, { replace: replace ?? here.pathname + here.search + here.hash === to, state });
      }}
    >
      {children}
    </a>
  );
}
