import { useEffect, useState, useSyncExternalStore } from 'react';
import { CALLS_STORAGE_KEY, REQUEST_COOLDOWN_MS, type RequestKind } from '../../shared/calls.js';
import type { GuestRequest } from '../../shared/schemas/service-request.js';
import { ApiError, apiRequest } from './client.js';
import { whenOnline } from '../connection.js';

/**
 * A guest's calls from the table ('Garson çağır', 'Hesap iste') as this phone knows them: for
 * each kind, the last one and what became of it. Kept for the visit (this tab's session), so a
 * call waiting for the connection is still sent after the page is loaded again, and sent with
 * its own id: sent twice, it is stored once. Nothing of the guest is sent but the phone's
 * random key (kept on the phone, not a cookie), for the cooldown.
 */
export type CallState =
  | { step: 'waiting'; id: string; table: string; at: number }
  | { step: 'sent'; id: string; at: number; taken: boolean }
  | { step: 'refused'; reason: 'cooldown'; until: number }
  | { step: 'refused'; reason: 'closed' | 'failed'; at: number }
  | { step: 'cancelled'; at: number };

type Calls = Partial<Record<RequestKind, CallState>>;

const DEVICE_KEY = 'sofra-device';
/** How often a call sent and not yet taken asks whether a waiter took it, and for how long. */
const FOLLOW_EVERY_MS = 10_000;
const FOLLOW_FOR_MS = 10 * 60_000;
/** How long a call the network lost waits before it is sent again. */
const RETRY_MS = 5_000;

let calls: Calls = read();
const listeners = new Set<() => void>();

function read(): Calls {
  try {
    return JSON.parse(sessionStorage.getItem(CALLS_STORAGE_KEY) ?? '{}') as Calls;
  } catch {
    return {};
  }
}

function set(kind: RequestKind, state: CallState | undefined): void {
  calls = { ...calls, [kind]: state };
  try {
    sessionStorage.setItem(CALLS_STORAGE_KEY, JSON.stringify(calls));
  } catch {
    // Storage refused (private mode): the calls still hold for this page.
  }
  for (const listener of listeners) listener();
}

/** The phone's random key, made once and kept on the phone. */
export function device(): string {
  try {
    let key = localStorage.getItem(DEVICE_KEY);
    if (key === null) {
      key = randomId();
      localStorage.setItem(DEVICE_KEY, key);
    }
    return key;
  } catch {
    return randomId();
  }
}

const randomId = () => crypto.randomUUID();

/** Sends a call (again): once the connection is there, with the same id however often. */
function send(kind: RequestKind, id: string, table: string): void {
  whenOnline(() => {
    apiRequest<GuestRequest>('/api/requests', { method: 'POST', body: { id, table, kind, device: device() } }).then(
      (request) => set(kind, { step: 'sent', id, at: Date.parse(request.createdAt), taken: request.state !== 'open' }),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 429) {
          set(kind, { step: 'refused', reason: 'cooldown', until: Date.now() + Number(error.retryAfter ?? 120) * 1000 });
        } else if (error instanceof ApiError && error.body.error === 'closed') {
          set(kind, { step: 'refused', reason: 'closed', at: Date.now() });
        } else if (error instanceof ApiError) {
          set(kind, { step: 'refused', reason: 'failed', at: Date.now() });
        } else {
          // The connection dropped on the way (or the phone thinks it is online and is not):
          // sent again a little later, or when the phone is back online.
          setTimeout(() => send(kind, id, table), RETRY_MS);
        }
      },
    );
  });
}

/** The guest taps: the call is made now, or as soon as the phone is online. */
export function call(kind: RequestKind, table: string): void {
  const id = randomId();
  set(kind, { step: 'waiting', id, table, at: Date.now() });
  send(kind, id, table);
}

/** The guest takes a call back; a waiter who took it already is coming anyway. */
export function cancel(kind: RequestKind): void {
  const state = calls[kind];
  if (state?.step !== 'sent') return;
  apiRequest<GuestRequest>(`/api/requests/${state.id}`, { method: 'DELETE' }).then(
    () => set(kind, { step: 'cancelled', at: Date.now() }),
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 409) set(kind, { ...state, taken: true });
    },
  );
}

/** After a page load: calls still waiting for the connection are sent. */
export function resumeCalls(): void {
  for (const [kind, state] of Object.entries(calls) as [RequestKind, CallState][]) {
    if (state.step === 'waiting') send(kind, state.id, state.table);
  }
}

/** What a page drawn on the server shows: no calls (the phone's are in its session). */
const noCalls = () => undefined;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * This phone's call of `kind` as it stands, or undefined when the guest may ask (again): a call
 * is done with once the cooldown after it has passed, a refusal after a few seconds.
 */
export function useCall(kind: RequestKind): { state: CallState | undefined; now: number } {
  const stored = useSyncExternalStore(subscribe, () => calls[kind], noCalls);
  const now = useClock(stored);
  useFollow(kind, stored);
  return { state: isCurrent(stored, now) ? stored : undefined, now };
}

/** A call's stored state, for a part of the page that answers it without following it (the bill shown once asked for, D60). */
export function useCallState(kind: RequestKind): CallState | undefined {
  return useSyncExternalStore(subscribe, () => calls[kind], noCalls);
}

function isCurrent(state: CallState | undefined, now: number): state is CallState {
  if (state === undefined) return false;
  if (state.step === 'sent') return now - state.at < REQUEST_COOLDOWN_MS;
  if (state.step === 'refused') return state.reason === 'cooldown' ? now < state.until : now - state.at < 6_000;
  if (state.step === 'cancelled') return now - state.at < 4_000;
  return true;
}

/**
 * The time now, every second while a call's state will change with it. Between, it may be older
 * than the call: a call is never taken for done too early.
 */
function useClock(state: CallState | undefined): number {
  const [now, setNow] = useState(Date.now);
  const ticking = state !== undefined && state.step !== 'waiting';
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking, state]);
  return now;
}

/** While a sent call is open, asks now and then whether a waiter took it. */
function useFollow(kind: RequestKind, state: CallState | undefined): void {
  const following = state?.step === 'sent' && !state.taken ? state : null;
  useEffect(() => {
    if (following === null) return;
    const timer = setInterval(() => {
      if (Date.now() - following.at > FOLLOW_FOR_MS) return clearInterval(timer);
      apiRequest<GuestRequest>(`/api/requests/${following.id}`).then(
        (request) => {
          if (request.state === 'taken' || request.state === 'done') set(kind, { ...following, taken: true });
        },
        () => undefined,
      );
    }, FOLLOW_EVERY_MS);
    return () => clearInterval(timer);
  }, [kind, following]);
}
