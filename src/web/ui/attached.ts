import { useEffect } from 'react';

/**
 * Marks the page's root (`data-attached`) once the app holds the page: every element drawn or
 * hydrated, its handlers in place. What the browser tests and the bench wait for before acting
 * on the app (the guest pages attach at the first touch, docs/decisions/004). A guest page
 * attaches part by part (`AttachLater`): the root is marked once its last part has.
 */
export function useMarkAttached(): void {
  useEffect(() => {
    rootAttached = true;
    markIfAttached();
  }, []);
}

/** A part of a drawn page that attaches in a task of its own, after the page around it. */
export interface LaterPart {
  /** Settles as the part is let attach; until then it keeps the server's elements, inert. */
  readonly promise: Promise<void>;
  readonly open: boolean;
}

let partByPart = false;
let rootAttached = false;
/** The parts still to attach, in the page's order (the order they were drawn in). */
const waiting: { part: LaterPart; open(): void }[] = [];
let attaching = false;
let whenAttached: () => void = () => undefined;

/** Settles once the root is marked: every part of the page attached. */
export const allAttached = new Promise<void>((resolve) => {
  whenAttached = resolve;
});

/**
 * While `during` runs (hydrating the page the server drew), each `AttachLater` drawn waits for
 * a task of its own; `attachRemainingParts` then lets them attach one task at a time.
 */
export function attachingPartByPart(during: () => void): void {
  partByPart = true;
  try {
    during();
  } finally {
    partByPart = false;
  }
}

/**
 * Where a part drawn now goes in the queue: at its end while the page's frame attaches; right
 * after the part being attached when that part holds parts of its own (a list, then its rows).
 */
let insertAt: number | null = null;

/** A new part to attach later, when the page is being attached part by part; otherwise null. */
export function laterPart(): LaterPart | null {
  if (!partByPart) return null;
  let open: () => void = () => undefined;
  const part = {
    open: false,
    promise: new Promise<void>((resolve) => {
      open = () => {
        part.open = true;
        resolve();
      };
    }),
  };
  if (insertAt === null) waiting.push({ part, open });
  else waiting.splice(insertAt++, 0, { part, open });
  return part;
}

/**
 * Lets the page's waiting parts attach, each in a task of its own, in the page's order: a part
 * hydrates in the microtasks after its promise settles (Preact's render queue, and its effects:
 * main.tsx), within the task that let it. A slow phone's main thread is then never held for the
 * whole page at once, and a tap between two parts is answered between them. A part may hold
 * parts of its own (a list and its rows): they wait, in order, right after it. Settles once the
 * root is marked.
 */
export function attachRemainingParts(): Promise<void> {
  if (!attaching) {
    attaching = true;
    const next = () => {
      const first = waiting.shift();
      if (!first) {
        attaching = false;
        markIfAttached();
        return;
      }
      // The part hydrates in this task's microtasks: the parts it draws wait for tasks of their own.
      partByPart = true;
      insertAt = 0;
      first.open();
      setTimeout(() => {
        partByPart = false;
        insertAt = null;
        next();
      });
    };
    setTimeout(next);
  }
  return allAttached;
}

function markIfAttached(): void {
  if (!rootAttached || attaching || waiting.length > 0) return;
  document.getElementById('root')?.setAttribute('data-attached', '');
  whenAttached();
}
