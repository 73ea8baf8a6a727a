import { useQuery } from '@tanstack/react-query';
import type { PublicMenu } from '../../shared/menu.js';
import { apiRequest } from './client.js';

export const menuQueryKey = ['menu'] as const;

export function fetchMenu(signal?: AbortSignal): Promise<PublicMenu> {
  return apiRequest<PublicMenu>('/api/menu', { signal });
}

/**
 * The menu the server embedded in the page (`<script id="sofra-menu" type="application/json">`),
 * or null when there is none (e.g. the Vite dev server) or it cannot be read.
 */
export function readEmbeddedMenu(doc: Document = document): PublicMenu | null {
  const text = doc.getElementById('sofra-menu')?.textContent;
  if (!text) return null;
  try {
    const menu: unknown = JSON.parse(text);
    return isPublicMenu(menu) ? menu : null;
  } catch {
    return null;
  }
}

function isPublicMenu(value: unknown): value is PublicMenu {
  if (typeof value !== 'object' || value === null) return false;
  const menu = value as Partial<Record<keyof PublicMenu, unknown>>;
  return (
    Array.isArray(menu.categories) &&
    Array.isArray(menu.products) &&
    Array.isArray(menu.tags) &&
    Array.isArray(menu.ingredients)
  );
}

// Read once at start-up: the embedded menu describes the page as it was served, and a later
// render must not resurrect it over fresher data.
let embeddedMenu: PublicMenu | null | undefined;
function embeddedMenuOnce(): PublicMenu | undefined {
  if (embeddedMenu === undefined) embeddedMenu = typeof document === 'undefined' ? null : readEmbeddedMenu();
  const menu = embeddedMenu;
  embeddedMenu = null;
  return menu ?? undefined;
}

/**
 * The public menu. The first render uses the menu embedded in the HTML, so a guest's phone
 * needs no second round trip; without it, the menu is fetched.
 */
export function useMenu() {
  return useQuery({
    queryKey: menuQueryKey,
    queryFn: ({ signal }) => fetchMenu(signal),
    initialData: embeddedMenuOnce,
    staleTime: 5 * 60_000,
  });
}
