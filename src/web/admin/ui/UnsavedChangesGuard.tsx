import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useBlocker, type Navigator } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog.js';
import { answerDiscardQuestion, askToDiscard, hasUnsavedChanges, useGuardPresence, useUnsavedChangesState } from './unsaved-changes.js';

export const DISCARD_TITLE = 'Kaydedilmemiş değişiklikler';
export const DISCARD_QUESTION = 'Kaydedilmemiş değişiklikler silinsin mi?';

/**
 * Mounted once in the admin layout. While a form holds unsaved changes: moving to another page
 * of the app asks first, and leaving the site (closing the tab, reloading, typing an address)
 * makes the browser ask with its own dialog, the only way a page may ask then. Shows the
 * question whoever asked it (a form's "Vazgeç", Escape or backdrop, or a page change).
 */
export function UnsavedChangesGuard() {
  useGuardPresence();
  const { dirty, question } = useUnsavedChangesState();
  // The app's router is declarative (main.tsx); react-router's useBlocker needs a data router.
  const dataRouter = useContext(UNSAFE_DataRouterContext) !== null;

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <>
      {dataRouter ? <DataRouterBlocker /> : <HistoryBlocker />}
      {question && (
        <ConfirmDialog
          title={DISCARD_TITLE}
          question={DISCARD_QUESTION}
          confirmLabel="Değişiklikleri sil"
          cancelLabel="Düzenlemeye dön"
          onConfirm={() => answerDiscardQuestion(true)}
          onCancel={() => answerDiscardQuestion(false)}
        />
      )}
    </>
  );
}

/** Under a data router: react-router holds the page change until the question is answered. */
function DataRouterBlocker() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    askToDiscard(
      () => blocker.proceed(),
      () => blocker.reset(),
    );
  }, [blocker]);
  return null;
}

type History = Pick<Navigator, 'push' | 'replace'>;

/** The parts of the Navigation API used here (not yet in TypeScript's DOM types). */
interface TraverseEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { key: string };
}
interface NavigationApi extends EventTarget {
  traverseTo(key: string): { committed: Promise<unknown>; finished: Promise<unknown> };
}

/**
 * Under the app's declarative router, which has no blocker: links and `navigate()` go through
 * the router's history object, whose push and replace wait here for the answer. The Back and
 * Forward buttons are held through the Navigation API, which can stop a move through the
 * session history before the address changes (react-router's own listener would otherwise
 * have shown the other page already); browsers without it let those go unasked.
 */
function HistoryBlocker() {
  const { navigator } = useContext(UNSAFE_NavigationContext);

  useEffect(() => {
    const history = navigator as History;
    const { push, replace } = history;
    // The router's history is wrapped on purpose so that leaving can be asked first (see above).
    // eslint-disable-next-line react-hooks/immutability -- the wrapping is this component's job
    history.push = (...args) => {
      if (hasUnsavedChanges()) askToDiscard(() => push.apply(history, args));
      else push.apply(history, args);
    };
    history.replace = (...args) => {
      if (hasUnsavedChanges()) askToDiscard(() => replace.apply(history, args));
      else replace.apply(history, args);
    };

    const navigation = (window as { navigation?: NavigationApi }).navigation;
    const onNavigate = (event: Event) => {
      const move = event as TraverseEvent;
      if (move.navigationType !== 'traverse' || !move.cancelable || !hasUnsavedChanges()) return;
      move.preventDefault();
      const { key } = move.destination;
      askToDiscard(() => {
        const { committed, finished } = navigation!.traverseTo(key);
        // A move the browser gives up on (the entry is gone) leaves the person where they are.
        committed.catch(() => undefined);
        finished.catch(() => undefined);
      });
    };
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      history.push = push;
      history.replace = replace;
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [navigator]);
  return null;
}
