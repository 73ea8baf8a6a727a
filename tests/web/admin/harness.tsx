import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import type { AdminCategory } from '../../../src/shared/schemas/category.js';
import type { AdminTag } from '../../../src/shared/schemas/tag.js';
import type { StaffUser } from '../../../src/shared/schemas/user.js';
import AdminRoutes from '../../../src/web/admin/AdminRoutes.js';
import { resetAdminThemeForTests } from '../../../src/web/admin/layout/theme.js';
import { resetPendingDeletesForTests } from '../../../src/web/admin/ui/pending-deletes.js';
import { resetToastsForTests } from '../../../src/web/admin/ui/toasts.js';
import { resetUnsavedChangesForTests } from '../../../src/web/admin/ui/unsaved-changes.js';
import { checkAnswer } from '../support/api-contract.js';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  resetAdminThemeForTests();
  // Notices, waiting deletes and unsaved forms live outside React: none outlasts its test.
  resetToastsForTests();
  resetPendingDeletesForTests();
  resetUnsavedChangesForTests();
});

/**
 * The network boundary of the admin tests: a fetch that answers like docs/api.md, from
 * handlers each test writes for the calls it expects. A call nobody expected fails the test, and
 * so does an answer the server's contract does not allow (./support/api-contract.ts).
 */
export interface StubRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export interface StubReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: StubRequest) => StubReply;

export function stubApi(handlers: Record<string, Handler>) {
  const calls: StubRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://sofra.test');
    const method = init.method ?? 'GET';
    const request: StubRequest = {
      method,
      path: url.pathname,
      search: url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) {
      console.error(`Unexpected request: ${method} ${url.pathname}${url.search}`);
      return new Response(JSON.stringify({ error: 'not_found', message: 'Stub: no handler' }), { status: 404 });
    }
    const reply = handler(request);
    const status = reply.status ?? 200;
    checkAnswer(method, url.pathname, status, status === 204 ? undefined : reply.body);
    return new Response(reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  /** The calls made with `method` to `path`, in order. */
  const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo };
}

export const ok = (body?: unknown): StubReply => ({ status: body === undefined ? 204 : 200, body });
export const created = (body: unknown): StubReply => ({ status: 201, body });
export const fail = (status: number, error: string, message: string, extra: object = {}): StubReply => ({
  status,
  body: { error, message, ...extra },
});

export const ADMIN: StaffUser = { id: 1, name: 'Admin', role: 'admin' };
export const STAFF: StaffUser = { id: 2, name: 'Ayşe', role: 'user' };
export const WAITER: StaffUser = { id: 3, name: 'Garson Ali', role: 'waiter' };

/** `GET /api/admin/me` answering as `user`, or 401 when nobody is signed in. */
export const signedInAs =
  (user: StaffUser | null): Handler =>
  () =>
    user ? ok({ user }) : fail(401, 'unauthenticated', 'Oturum açmanız gerekiyor');

/** Renders the back office at `path`, the way the app's router mounts it under /admin/*. */
export function renderAdmin(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/admin/*', Component: AdminRoutes }], { initialEntries: [path] });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { queryClient, router };
}

export function category(overrides: Partial<AdminCategory> & Pick<AdminCategory, 'id' | 'nameTr'>): AdminCategory {
  return {
    nameEn: overrides.nameTr,
    descriptionTr: `${overrides.nameTr} çeşitleri`,
    descriptionEn: `${overrides.nameTr} varieties`,
    image: `https://img.example/${overrides.id}.jpg`,
    hasMultipleSizes: false,
    availability: null,
    vatRate: 10,
    isActive: true,
    order: overrides.id - 1,
    version: 1,
    translations: {},
    productCount: 0,
    ...overrides,
  };
}

/** A tag chip in the default colours (spec §9), named the same in both languages. */
export function tag(id: number, nameTr: string): AdminTag {
  return {
    id,
    categoryId: 1,
    nameTr,
    nameEn: nameTr,
    color: '#8B4513',
    textColor: '#8B4513',
    bgColor: '#FFFFFF',
    border: '1px solid #8B4513',
    fontWeight: 500,
    isActive: true,
    version: 1,
    translations: {},
  };
}

/**
 * jsdom lays nothing out; this gives each list's cards a row of 300×200 boxes so the keyboard
 * sensor of @dnd-kit can find the neighbouring card, as it does in a browser. Call it in a
 * `beforeEach`; `vi.restoreAllMocks()` takes it away.
 */
export function layOutListsInRows(): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const siblings = this.tagName === 'LI' && this.parentElement ? [...this.parentElement.children] : [];
    const index = siblings.indexOf(this);
    const x = index < 0 ? 0 : index * 320;
    const box = { x, y: 0, left: x, top: 0, width: index < 0 ? 0 : 300, height: index < 0 ? 0 : 200 };
    return { ...box, right: box.left + box.width, bottom: box.top + box.height, toJSON: () => box };
  });
}
