import { Suspense, useState, type ReactNode } from 'react';
import { laterPart, type LaterPart } from './attached.js';

/**
 * A part of a page the server drew that attaches after the page around it, in a task of its own
 * (ui/attached.ts), so that attaching a long page never holds a slow phone's main thread at once
 * (docs/decisions/004). Until then the server's elements stay as they are: readable, their links
 * plain links. `children` must draw one element: that is what is kept while it waits. Anywhere
 * else (a page drawn in the browser, the server, the tests) it draws its children at once.
 */
export function AttachLater({ children }: { children: ReactNode }) {
  const [part] = useState(laterPart);
  return (
    <Suspense fallback={null}>
      <Waiting part={part}>{children}</Waiting>
    </Suspense>
  );
}

function Waiting({ part, children }: { part: LaterPart | null; children: ReactNode }) {
  // Preact keeps a suspended part's drawn element while it hydrates the rest, and resumes
  // hydrating it once the promise settles. A promise thrown is how a part suspends.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's own protocol
  if (part && !part.open) throw part.promise;
  return children;
}
