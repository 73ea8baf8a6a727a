import { useSyncExternalStore } from 'react';
import { apiRequest } from '../../api/client.js';
import { describeError } from '../messages.js';
import { dismissToast, expireToast, notify, showToast } from './toasts.js';

/**
 * Deletes that can be taken back ("Geri al"). Nothing is deleted at first: the record leaves
 * its list and a notice says so, and the server is asked only when that notice goes (after
 * 10 seconds, when it is closed, before signing out, or when the page is left). So undoing
 * gives back exactly what was there — the same record, its links and its reviews — because
 * nothing had happened to it yet. Until then other people still see the record; if the
 * server refuses the delete (a category that still has products), it comes back with why.
 */

interface PendingDelete {
  /** The list the record is hidden from: its collection's name ('categories'). */
  list: string;
  id: number;
  name: string;
  /** Its address in the staff API, for the last-moment request when the page is left. */
  path: string;
  remove: () => Promise<unknown>;
  toastId: number;
}

let pending: PendingDelete[] = [];
let hiddenByList = new Map<string, ReadonlySet<number>>();
const sending = new Set<Promise<void>>();
const listeners = new Set<() => void>();
const NONE: ReadonlySet<number> = new Set();

function publish(): void {
  const next = new Map<string, Set<number>>();
  for (const entry of pending) {
    const ids = next.get(entry.list) ?? new Set<number>();
    ids.add(entry.id);
    next.set(entry.list, ids);
  }
  hiddenByList = next;
  if (pending.length > 0) window.addEventListener('pagehide', sendOnLeaving);
  else window.removeEventListener('pagehide', sendOnLeaving);
  for (const listener of listeners) listener();
}

function drop(entry: PendingDelete): void {
  pending = pending.filter((candidate) => candidate !== entry);
  publish();
}

interface ScheduleDelete {
  list: string;
  id: number;
  /** Said in the follow-ups: 'Pide geri alındı.', 'Pide silinemedi; listede yerine geri kondu. …' */
  name: string;
  /** The notice: 'Pide silindi.' */
  message: string;
  path: string;
  /** Sends the delete; resolves once the lists that showed the record have been fetched again. */
  remove: () => Promise<unknown>;
}

export function scheduleDelete({ list, id, name, message, path, remove }: ScheduleDelete): void {
  const entry: PendingDelete = { list, id, name, path, remove, toastId: 0 };
  pending = [...pending, entry];
  entry.toastId = showToast(message, {
    action: {
      label: 'Geri al',
      run: () => {
        drop(entry);
        notify.success(`${name} geri alındı.`);
      },
    },
    onExpire: () => {
      const sent = send(entry);
      sending.add(sent);
      void sent.finally(() => sending.delete(sent));
    },
  });
  publish();
}

async function send(entry: PendingDelete): Promise<void> {
  try {
    await entry.remove();
  } catch (error) {
    // It was announced as deleted ten seconds ago: say plainly that it is back, and why.
    notify.error(`${entry.name} silinemedi; listede yerine geri kondu. ${describeError(error)}`);
  } finally {
    // Only now: the list has been fetched without it, or it comes back because it still exists.
    drop(entry);
  }
}

/** Sends every waiting delete now (before signing out) and waits for the answers. */
export async function sendPendingDeletes(): Promise<void> {
  for (const entry of [...pending]) expireToast(entry.toastId);
  await Promise.all([...sending]);
}

/**
 * The page is being left (closed, reloaded, another site): the deletes the person did not
 * take back are sent with `keepalive`, which outlives the page.
 */
function sendOnLeaving(): void {
  const leaving = pending;
  pending = [];
  for (const entry of leaving) {
    void apiRequest(entry.path, { method: 'DELETE', keepalive: true }).catch(() => undefined);
    // Should the page come back (the browser's back-forward cache), the notice is gone too.
    dismissToast(entry.toastId);
  }
  publish();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids of `list` whose delete is waiting: the list shows them as gone. */
export function usePendingDeletes(list: string): ReadonlySet<number> {
  const read = () => hiddenByList.get(list) ?? NONE;
  return useSyncExternalStore(subscribe, read, read);
}

export function resetPendingDeletesForTests(): void {
  pending = [];
  sending.clear();
  publish();
}
