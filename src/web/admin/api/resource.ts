import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateMenu } from '../../api/menu.js';
import { z } from 'zod';
import { apiRequest } from '../../api/client.js';
import { auditKey } from './audit.js';

/**
 * One collection of the staff API (`/api/admin/{name}`), as the hooks below need it. Its answers
 * are its records as they are: a list is a JSON array, one record a JSON object, a refusal the
 * error body (`shared/api-error.ts`), as each route's schema says (`/api/openapi.json`).
 */
export interface Resource<Name extends string = string> {
  name: Name;
  /**
   * Its record as the shared schema declares it (`shared/schemas`): every list and every saved
   * record the collection answers is checked against it in development and in the tests.
   */
  record: z.ZodType;
  /** Other collections whose admin view changes when this one does. */
  affects: readonly string[];
}

export interface AdminRecord {
  id: number;
}

export const resourcePath = (resource: Resource, suffix = '') => `/api/admin/${resource.name}${suffix}`;
export const listKey = (resource: Resource) => ['admin', resource.name] as const;

export function fetchList<T>(resource: Resource, query = '', signal?: AbortSignal): Promise<T[]> {
  return apiRequest<T[]>(resourcePath(resource, query), { signal, answer: z.array(resource.record) });
}

/**
 * After a successful write, the admin lists that show it and the guest menu are stale (the
 * guest menu is fetched again when a guest page is next shown).
 */
export function invalidateAfterWrite(queryClient: QueryClient, resource: Resource): Promise<unknown> {
  invalidateMenu();
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listKey(resource) }),
    ...resource.affects.map((name) => queryClient.invalidateQueries({ queryKey: ['admin', name] })),
  ]);
}

export function useResourceList<T>(resource: Resource) {
  return useQuery({
    queryKey: listKey(resource),
    queryFn: ({ signal }) => fetchList<T>(resource, '', signal),
  });
}

/** Creates (POST) a record, or fully updates one (PUT with the version it was loaded with). */
export function useSaveRecord<T extends AdminRecord, Values>(resource: Resource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: Values }): Promise<T> =>
      apiRequest<T>(resourcePath(resource, id === null ? '' : `/${id}`), {
        method: id === null ? 'POST' : 'PUT',
        body: values,
        answer: resource.record,
      }),
    onSuccess: () => invalidateAfterWrite(queryClient, resource),
  });
}

export function useDeleteRecord(resource: Resource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(resourcePath(resource, `/${id}`), { method: 'DELETE' }),
    onSuccess: () => invalidateAfterWrite(queryClient, resource),
  });
}

/**
 * A one-click switch (`PATCH /:id/{path}`): the card changes at once, goes back if the server
 * refuses, and the list is refetched either way.
 */
export function usePatchFlag<T extends AdminRecord, Body extends Partial<T>>(resource: Resource, path: string) {
  const queryClient = useQueryClient();
  const key = listKey(resource);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body }) =>
      apiRequest<Partial<T> & AdminRecord>(resourcePath(resource, `/${id}/${path}`), { method: 'PATCH', body }),
    onMutate: async ({ id, body }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<T[]>({ queryKey: key });
      queryClient.setQueriesData<T[]>({ queryKey: key }, (list) =>
        list?.map((record) => (record.id === id ? { ...record, ...body } : record)),
      );
      return { previous };
    },
    onSuccess: (record) => {
      // Merged, not replaced: some switches answer with only the fields they changed.
      queryClient.setQueriesData<T[]>({ queryKey: key }, (list) => list?.map((r) => (r.id === record.id ? { ...r, ...record } : r)));
    },
    onError: (_error, _variables, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSettled: (_answer, error) => (error ? queryClient.invalidateQueries({ queryKey: key }) : invalidateAfterWrite(queryClient, resource)),
  });
}

/**
 * A new order (`PUT /order` with every id once). The grid shows the new order at once and
 * goes back to the old one if the server refuses.
 */
export function useReorder<T extends AdminRecord>(resource: Resource) {
  const queryClient = useQueryClient();
  const key = listKey(resource);
  return useMutation({
    mutationFn: (ordered: T[]) =>
      apiRequest<void>(resourcePath(resource, '/order'), { method: 'PUT', body: { ids: ordered.map((r) => r.id) } }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<T[]>(key);
      queryClient.setQueryData<T[]>(
        key,
        ordered.map((record, index) => ({ ...record, order: index })),
      );
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: (_answer, error) => (error ? queryClient.invalidateQueries({ queryKey: key }) : invalidateAfterWrite(queryClient, resource)),
  });
}

/**
 * A record there is one of (`/api/admin/{name}`: the restaurant's details, how the QR codes are
 * drawn): read, and saved whole with PUT. A save puts the answer in place and, as every change
 * does, brings the change history up to date.
 */
export function singleRecord<T, Input>(name: string, record: z.ZodType<T>) {
  const key = ['admin', name] as const;
  const path = `/api/admin/${name}`;
  return {
    useRecord: ({ enabled = true }: { enabled?: boolean } = {}) =>
      useQuery({ queryKey: key, queryFn: ({ signal }) => apiRequest<T>(path, { signal, answer: record }), enabled }),
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (values: Input) => apiRequest<T>(path, { method: 'PUT', body: values, answer: record }),
        onSuccess: (saved) => {
          queryClient.setQueryData(key, saved);
          void queryClient.invalidateQueries({ queryKey: auditKey });
        },
      });
    },
  };
}
