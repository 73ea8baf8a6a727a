import { useSyncExternalStore } from 'react';

/**
 * Short notices after a change ('Pide kaydedildi.') and failures the person did not see happen
 * ('Pide güncellenemedi. …'), shown by the <Toaster> in one fixed place on every admin page,
 * wherever the page is scrolled to. Kept outside React so that a notice outlives the page that
 * raised it (a delete's "Geri al" stays while the person moves on to another page).
 */

export type ToastTone = 'success' | 'error';

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
  action: ToastAction | undefined;
}

interface ToastOptions {
  tone?: ToastTone;
  action?: ToastAction;
  /** Runs when the toast goes without its action: it timed out, was closed or was pushed out. */
  onExpire?: () => void;
}

interface Entry extends Toast {
  onExpire: (() => void) | undefined;
  /** Milliseconds left on screen; null for an error, which stays until it is closed. */
  remaining: number | null;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** Long enough to read a line; one with an action (Geri al) gives time to decide. */
export const TOAST_MS = 6000;
export const TOAST_WITH_ACTION_MS = 10_000;
const MOST_SHOWN = 4;

let entries: Entry[] = [];
let shown: readonly Toast[] = [];
let paused = false;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(): void {
  shown = entries.map(({ id, tone, message, action }) => ({ id, tone, message, action }));
  for (const listener of listeners) listener();
}

function startClock(entry: Entry): void {
  if (entry.remaining === null || paused || entry.timer !== undefined) return;
  entry.startedAt = Date.now();
  entry.timer = setTimeout(() => expireToast(entry.id), entry.remaining);
}

function stopClock(entry: Entry): void {
  if (entry.timer === undefined || entry.remaining === null) return;
  clearTimeout(entry.timer);
  entry.timer = undefined;
  entry.remaining = Math.max(0, entry.remaining - (Date.now() - entry.startedAt));
}

function take(id: number): Entry | undefined {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) return undefined;
  if (entry.timer !== undefined) clearTimeout(entry.timer);
  entries = entries.filter((candidate) => candidate !== entry);
  publish();
  return entry;
}

export function showToast(message: string, { tone = 'success', action, onExpire }: ToastOptions = {}): number {
  const entry: Entry = {
    id: nextId++,
    tone,
    message,
    action,
    onExpire,
    remaining: tone === 'error' ? null : action ? TOAST_WITH_ACTION_MS : TOAST_MS,
    startedAt: 0,
    timer: undefined,
  };
  entries = [...entries, entry];
  startClock(entry);
  publish();
  // The oldest goes first, as if its time had run out.
  while (entries.length > MOST_SHOWN) expireToast(entries[0]!.id);
  return entry.id;
}

export const notify = {
  success: (message: string) => showToast(message),
  error: (message: string) => showToast(message, { tone: 'error' }),
};

/** Closes a toast as if its time had run out: what it was waiting for happens now. */
export function expireToast(id: number): void {
  take(id)?.onExpire?.();
}

/** Takes a toast away without doing what it was waiting for. */
export function dismissToast(id: number): void {
  take(id);
}

/** The toast's button (e.g. "Geri al"): its action instead of what it was waiting for. */
export function runToastAction(id: number): void {
  take(id)?.action?.run();
}

/** While the pointer or the keyboard is on the toasts, none of them goes away (WCAG 2.2.1). */
export function pauseToasts(): void {
  if (paused) return;
  paused = true;
  entries.forEach(stopClock);
}

export function resumeToasts(): void {
  if (!paused) return;
  paused = false;
  entries.forEach(startClock);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => shown,
  );
}

/** Tests start with no toasts, and none left from the test before can fire. */
export function resetToastsForTests(): void {
  for (const entry of entries) if (entry.timer !== undefined) clearTimeout(entry.timer);
  entries = [];
  paused = false;
  publish();
}
