import { useEffect, useSyncExternalStore } from 'react';

/**
 * Which forms hold changes nobody has saved, and the one question asked before any of them is
 * thrown away ('Kaydedilmemiş değişiklikler silinsin mi?'). Forms report their state
 * (`useUnsavedChanges`, which every record form calls through `useRecordForm`); whatever
 * would close or replace a form asks first (`askToDiscard`, `askBeforeDiscarding`); the
 * <UnsavedChangesGuard> in the admin layout shows the question, stops page changes while
 * something is unsaved, and has the browser ask before the site is left.
 */

export interface DiscardQuestion {
  /** The person agreed: throw the changes away and go on. */
  discard: () => void;
  /** The person wants to keep editing. */
  stay: () => void;
}

let dirtyForms = new Set<symbol>();
let question: DiscardQuestion | null = null;
let guards = 0;
const listeners = new Set<() => void>();

interface State {
  dirty: boolean;
  question: DiscardQuestion | null;
}
let state: State = { dirty: false, question: null };

function publish(): void {
  state = { dirty: dirtyForms.size > 0, question };
  for (const listener of listeners) listener();
}

/** A form reports whether it holds unsaved changes, for as long as it is on screen. */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('form');
    dirtyForms = new Set(dirtyForms).add(form);
    publish();
    return () => {
      dirtyForms = new Set(dirtyForms);
      dirtyForms.delete(form);
      publish();
    };
  }, [dirty]);
}

export const hasUnsavedChanges = (): boolean => dirtyForms.size > 0;

/**
 * Asks the question, then runs `discard` or `stay`. With no guard on the page to ask it (a form
 * drawn on its own), the person is not stopped.
 */
export function askToDiscard(discard: () => void, stay: () => void = () => undefined): void {
  if (guards === 0) {
    discard();
    return;
  }
  question = { discard, stay };
  publish();
}

/** Runs `proceed` at once when no form holds unsaved changes, and asks first when one does. */
export function askBeforeDiscarding(proceed: () => void, stay?: () => void): void {
  if (hasUnsavedChanges()) askToDiscard(proceed, stay);
  else proceed();
}

/** The answer to the question on screen. */
export function answerDiscardQuestion(discard: boolean): void {
  const asked = question;
  question = null;
  // Agreed: the changes are let go, so what follows (a page change, signing out) is not
  // stopped a second time by forms that are about to go.
  if (discard) dirtyForms = new Set();
  publish();
  if (discard) asked?.discard();
  else asked?.stay();
}

/** The guard says it is there to ask, for as long as it is mounted. */
export function useGuardPresence(): void {
  useEffect(() => {
    guards += 1;
    return () => {
      guards -= 1;
    };
  }, []);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnsavedChangesState(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

export function resetUnsavedChangesForTests(): void {
  dirtyForms = new Set();
  question = null;
  publish();
}
