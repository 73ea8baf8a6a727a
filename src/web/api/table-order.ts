import { useSyncExternalStore } from 'react';
import type { Language } from '../../shared/languages.js';
import type { GuestTableState } from '../../shared/schemas/order.js';
import { whenOnline } from '../connection.js';
import { device } from './calls.js';
import { ApiError, apiRequest } from './client.js';

/**
 * The table's shared basket and orders as this phone knows them (D57): read from the server,
 * read again at each change the table's stream announces, and written by 'Ekle', a line changed
 * and 'Siparişi gönder'. Every write names itself (a line's id, the sending's id) so that sent
 * twice, or again after an answer the network lost, it happens once.
 */
export interface TableOrder {
  /** The table as the server last said, or undefined until it has. */
  state: GuestTableState | undefined;
  /** Why this phone cannot order at the table at all (an old card's key), if it cannot. */
  refused: string | null;
  /** The sending under way, kept until the server answers it. */
  sending: boolean;
  /**
   * What the phone says of the last write until the next: 'sent', or the code it was refused
   * with ('sold_out', 'prices_changed', 'offline', …).
   */
  notice: string | null;
}

interface Access {
  table: string;
  key: string;
}

const SEND_KEY = 'sofra-send';
/** How long a write the network lost waits before it is sent again. */
const RETRY_MS = 4_000;

let access: Access | null = null;
let current: TableOrder = { state: undefined, refused: null, sending: false, notice: null };
const listeners = new Set<() => void>();

function set(change: Partial<TableOrder>): void {
  current = { ...current, ...change };
  for (const listener of listeners) listener();
}

const query = () => (access ? { table: access.table, key: access.key, device: device() } : null);

const searchOf = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** The code of an API's refusal, or 'offline' when the answer never came. */
function codeOf(error: unknown): string {
  if (error instanceof ApiError) return error.body.error;
  return 'offline';
}

/** Reads the table anew; a refusal for the whole table (an old key) ends ordering on this phone. */
export async function reload(): Promise<void> {
  const values = query();
  if (!values) return;
  try {
    set({ state: await apiRequest<GuestTableState>(`/api/table-orders?${searchOf(values)}`, { cache: 'no-store' }), refused: null });
  } catch (error) {
    if (error instanceof ApiError) set({ refused: codeOf(error) });
  }
}

/**
 * Starts following the table whose code the guest scanned: its state now, and again at each
 * change its stream announces (a reconnecting stream misses nothing: the table is read again
 * whole). Resolves with the state, or null when this phone cannot order here.
 */
export async function followTable(table: string, key: string): Promise<GuestTableState | null> {
  access = { table, key };
  await reload();
  if (!current.state || current.state.ordering === 'off') return null;
  resumeSending();
  const values = query();
  if (values && typeof EventSource !== 'undefined') {
    const source = new EventSource(`/api/table-orders/stream?${searchOf(values)}`);
    let pending = false;
    const changed = () => {
      if (pending) return;
      pending = true;
      // Changes in one burst (a basket sent: its lines, the order) are read once.
      setTimeout(() => {
        pending = false;
        void reload();
      }, 50);
    };
    source.addEventListener('message', changed);
    // Back after a dropped connection: what changed meanwhile is read at once.
    source.addEventListener('open', changed);
  }
  return current.state;
}

/**
 * Runs a write, taking its answer as the table's new state. Resolves with null once done, or
 * the code it was refused with; an answer the network lost is sent again when `retry` says so.
 */
async function write(path: string, method: 'POST' | 'PATCH', body: object, retry = false): Promise<string | null> {
  const values = query();
  if (!values) return 'failed';
  try {
    const state = await apiRequest<GuestTableState>(path, { method, body: { ...values, ...body } });
    set({ state, notice: null });
    return null;
  } catch (error) {
    const code = codeOf(error);
    set({ notice: code });
    if (code === 'prices_changed' || code === 'not_found') void reload();
    if (code === 'offline' && retry) {
      return new Promise((resolve) => {
        setTimeout(() => whenOnline(() => void write(path, method, body, retry).then(resolve)), RETRY_MS);
      });
    }
    return code;
  }
}

/** 'Ekle': a line in the table's basket. `id` is the phone's name for it, made once per tap. */
export async function addLine(line: {
  id: string;
  productId: number;
  size: string | null;
  /** By their groups' and their own Turkish names. */
  options: { group: string; choice: string }[];
  quantity: number;
  note: string;
  language: Language;
}): Promise<string | null> {
  const refused = await write('/api/basket-lines', 'POST', line);
  if (refused === null) set({ notice: 'added' });
  return refused;
}

/** A line this phone added, to another quantity (0 takes it out). */
export function changeLine(id: string, quantity: number): Promise<string | null> {
  return write(`/api/basket-lines/${encodeURIComponent(id)}`, 'PATCH', { quantity });
}

/**
 * 'Siparişi gönder': the basket as one order. Its id is kept on the phone until the server
 * answers, so a tap again, a lost answer or a page loaded again sends the same one.
 */
export function sendBasket(language: Language): void {
  if (current.sending) return;
  const id = crypto.randomUUID();
  keepSending({ id, language });
  void sendKept({ id, language });
}

async function sendKept(sending: { id: string; language: Language }): Promise<void> {
  set({ sending: true, notice: null });
  const sent = (await write('/api/orders', 'POST', sending, true)) === null;
  // Answered: sent, or refused (a price changed, a dish sold out meanwhile): nothing is pending.
  keepSending(null);
  set({ sending: false, ...(sent ? { notice: 'sent' } : {}) });
}

function keepSending(sending: { id: string; language: Language } | null): void {
  try {
    if (sending) sessionStorage.setItem(SEND_KEY, JSON.stringify(sending));
    else sessionStorage.removeItem(SEND_KEY);
  } catch {
    // Storage refused (private mode): the sending still holds for this page.
  }
}

/** A sending the page was loaded again in the middle of goes on, with its own id. */
function resumeSending(): void {
  try {
    const kept = sessionStorage.getItem(SEND_KEY);
    if (kept) void sendKept(JSON.parse(kept) as { id: string; language: Language });
  } catch {
    keepSending(null);
  }
}

/** The notice has been read: it goes. */
export const clearNotice = () => set({ notice: null });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useTableOrder(): TableOrder {
  return useSyncExternalStore(subscribe, () => current);
}
