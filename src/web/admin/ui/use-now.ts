import { useEffect, useState } from 'react';

/** The time now, again every `everyMs`: what says "4 dk önce" or "6 dk" moves on by itself. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
