import { useCallback, useEffect, useRef, useState } from "react";

/** Forms that transmit nothing wait this long, as the contact page does (spec §9: 1000 ms). */
export const SIMULATED_SEND_MS = 1000;

/** Busy for about a second, then runs `onDone`; nothing leaves the browser. */
export function useSimulatedSend() {
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useCallback((onDone: () => void) => {
    setSending(true);
    return new Promise<void>((resolve) => {
      timer.current = setTimeout(() => {
        setSending(false);
        onDone();
        resolve();
      }, SIMULATED_SEND_MS);
    });
  }, []);

  return { sending, send };
}
