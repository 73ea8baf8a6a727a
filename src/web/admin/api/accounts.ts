import { z } from 'zod';
import { entryRecord } from '../../../shared/schemas/ledger.js';
import { accountRecord } from '../../../shared/schemas/account.js';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarDayIn, type CalendarDay } from '../../../shared/calendar.js';
import type {
  AccountInput,
  AccountPage,
  AccountSort,
  AccountStatus,
  AccountSummary,
  AdminAccount,
} from '../../../shared/schemas/account.js';
import type { AccountEntry, EntryInput } from '../../../shared/schemas/ledger.js';
import { auditKey } from './audit.js';
import { deviceTimeZone, useRestaurant } from './restaurant.js';
import { apiRequest } from '../../api/client.js';
import type { Resource } from './resource.js';
import { listKey, resourcePath, useDeleteRecord, useSaveRecord } from './resource.js';

export const accountsResource: Resource = { name: 'accounts', record: accountRecord, affects: [] };

/** The list's search, filters, order and page, as the address and the API's query spell them. */
export interface AccountListParams {
  q: string;
  sort: AccountSort;
  status: AccountStatus | '';
  overdue: '' | '30' | '60' | '90';
  page: number;
}

export function accountListQueryString(params: AccountListParams): string {
  const query = new URLSearchParams();
  if (params.q.trim()) query.set('q', params.q.trim());
  if (params.sort !== 'balance') query.set('sort', params.sort);
  if (params.status) query.set('status', params.status);
  if (params.overdue) query.set('overdue', params.overdue);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A page of the accounts the params ask for. */
export function useAccounts(params: AccountListParams) {
  const query = accountListQueryString(params);
  return useQuery({
    queryKey: [...listKey(accountsResource), query],
    queryFn: ({ signal }) => apiRequest<AccountPage>(resourcePath(accountsResource, query), { signal }),
    // Typing a search keeps the current rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** 'Defter kontrolü' (admins): every stored balance against the sum of its entries. */
export interface LedgerCheck {
  checked: number;
  drifts: { accountId: number; customerName: string; storedKurus: number; entriesKurus: number }[];
}
export const checkLedgers = () => apiRequest<LedgerCheck>(resourcePath(accountsResource, '/ledger-check'));

/** What is owed in all, and its aging. */
export const useAccountSummary = () =>
  useQuery({
    queryKey: [...listKey(accountsResource), 'summary'],
    queryFn: ({ signal }) => apiRequest<AccountSummary>(resourcePath(accountsResource, '/summary'), { signal }),
  });

export const useSaveAccount = () => useSaveRecord<AdminAccount, AccountInput & { version?: number }>(accountsResource);
export const useDeleteAccount = () => useDeleteRecord(accountsResource);

const accountKey = (id: number) => [...listKey(accountsResource), 'one', id] as const;
const entriesKey = (id: number) => [...listKey(accountsResource), 'entries', id] as const;

/** One account, as its page shows it. */
export const useAccount = (id: number) =>
  useQuery({
    queryKey: accountKey(id),
    queryFn: ({ signal }) => apiRequest<AdminAccount>(resourcePath(accountsResource, `/${id}`), { signal, answer: accountRecord }),
  });

/** The restaurant's name, which a reminder is signed with. */
export const useRestaurantName = () => useRestaurant((restaurant) => restaurant.restaurantName);

/**
 * Today on the restaurant's calendar (RESTAURANT_TZ), the day the server dates a reversal and
 * checks an entry's day against; a device set to another time zone would otherwise date a
 * charge a day apart from its reversal, and end the default statement on another day. Falls
 * back to the device's own day if the restaurant cannot be read.
 */
export function useRestaurantToday(): CalendarDay | undefined {
  const restaurant = useRestaurant((found) => calendarDayIn(found.timeZone, new Date()));
  return restaurant.data ?? (restaurant.isError ? calendarDayIn(deviceTimeZone(), new Date()) : undefined);
}

/** The account's ledger in date order, each entry with the balance after it. */
export const useAccountEntries = (id: number) =>
  useQuery({
    queryKey: entriesKey(id),
    queryFn: ({ signal }) =>
      apiRequest<AccountEntry[]>(resourcePath(accountsResource, `/${id}/entries`), { signal, answer: z.array(entryRecord) }),
  });

/** After an entry: the account's figures come with the answer; its ledger, the list and the history are read again. */
function useLedgerWrite<Body>(id: number, path: (body: Body) => string, body: (values: Body) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Body) =>
      apiRequest<AdminAccount>(resourcePath(accountsResource, `/${id}${path(values)}`), {
        method: 'POST',
        body: body(values),
        answer: accountRecord,
      }),
    onSuccess: (account) => {
      queryClient.setQueryData(accountKey(id), account);
      void queryClient.invalidateQueries({ queryKey: listKey(accountsResource) });
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

/** 'Borç ekle' and 'Ödeme al'. */
export const useAddEntry = (id: number) =>
  useLedgerWrite<EntryInput>(
    id,
    () => '/entries',
    (values) => values,
  );

/** 'Anonimleştir' (admins): removes who the customer is from an account that owes nothing. */
export const useAnonymiseAccount = (id: number) =>
  useLedgerWrite<void>(
    id,
    () => '/anonymise',
    () => ({}),
  );

/** 'Geri al': undoes an entry, saying why. */
export const useReverseEntry = (id: number) =>
  useLedgerWrite<{ entryId: number; reason: string }>(
    id,
    ({ entryId }) => `/entries/${entryId}/reversal`,
    ({ reason }) => ({ reason }),
  );
