/** Work a server does by itself, now and every so often, until it is stopped. */
export interface Repeated {
  /** Stops the timer and waits for a run under way (the app's close, before the database closes). */
  stop(): Promise<void>;
  /** Runs once more as soon as the run under way (if any) is done: there is news. */
  soon(): void;
}

/**
 * Runs `run` now and then every `everyMs` until stopped, one run at a time. A failed run is
 * passed to `onError` and tried again at the next turn. The timer never keeps the process up.
 */
export function repeatEvery(everyMs: number, run: () => Promise<unknown>, onError: (error: unknown) => void): Repeated {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(run).catch(onError);
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
    soon: tick,
  };
}
