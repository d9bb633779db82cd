import { useEffect } from "react";

/** What a screen will need on its next step: a download it may start ahead (a failure is retried at that step). */
export type Warmer = () => Promise<unknown>;

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 300);
  return () => window.clearTimeout(id);
}

/**
 * Once the component is on screen, fetches at idle what its submit needs (validation, the backend client), so that
 * pressing « Envoyer » sends at once instead of downloading modules first (issue 26, decision 0611). Forms on public
 * pages are islands hydrated on first use, so this runs for visitors who started filling one in, never for a page
 * nobody touches. Warmers run one after the other, in the order given.
 */
export function useWarmUpAtIdle(...warmers: Warmer[]): void {
  useEffect(
    () =>
      whenIdle(() => {
        // One after the other, in the order given: the first is what the next step needs first.
        void warmers.reduce<Promise<unknown>>(
          (previous, warm) => previous.then(() => warm().catch(() => undefined)),
          Promise.resolve(),
        );
      }),
    // The warmers are module-level functions: the first render's are the ones to run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}
