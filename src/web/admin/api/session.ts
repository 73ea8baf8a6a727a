import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffUser } from '../../../shared/schemas/user.js';
import type { LoginInput, PasswordChange, PinChange } from '../../../shared/schemas/user.js';
import { ApiError, apiRequest } from '../../api/client.js';

export const meQueryKey = ['admin', 'me'] as const;

/** Who is signed in, or null when nobody is (401). */
export function fetchMe(signal?: AbortSignal): Promise<StaffUser | null> {
  return apiRequest<{ user: StaffUser }>('/api/admin/me', { signal }).then(
    ({ user }) => user,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    },
  );
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => fetchMe(signal), staleTime: 5 * 60_000 });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<{ user: StaffUser }>('/api/admin/login', { method: 'POST', body: input }),
    onSuccess: ({ user }) => {
      // Whatever the previous person saw is not this person's to see.
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      await apiRequest<void>('/api/admin/logout', { method: 'POST', body: {} });
      await clearStaffCaches();
    },
  });
}

const STAFF_ADDRESS = /^\/(?:admin|api\/admin)(?:\/|$)/i;

/**
 * Signing out leaves nothing of the back office in the browser's Cache Storage. The guest
 * menu's service worker never stores it; this makes sure no other way did (a shared laptop,
 * a customer's debts).
 */
export async function clearStaffCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (STAFF_ADDRESS.test(new URL(request.url).pathname)) await cache.delete(request);
      }
    }
  } catch {
    // Storage the browser refuses to open holds nothing of ours.
  }
}

/** One's own password, with the current one; the server ends one's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChange) => apiRequest<void>('/api/admin/me/password', { method: 'PUT', body: input }),
  });
}

/** An admin's approval PIN set, or removed (`pin: null`); whom waiters may ask is read again. */
export function useSetPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PinChange) => apiRequest<void>('/api/admin/me/pin', { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approversKey }),
  });
}

export const approversKey = ['bill', 'approvers'] as const;

/** A 401 on any admin call but the sign-in itself means the session has ended. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.body.error !== 'invalid_credentials';
}
