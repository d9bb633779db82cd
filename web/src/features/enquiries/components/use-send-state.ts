import { useCallback, useRef, useState } from "react";
import { toast, type ToastOptions } from "~/components/ui/toast";
import { useWarmUpAtIdle, type Warmer } from "~/lib/warm-up";
import { warmSupabaseClient } from "../lib/client";
import { sendFailureMessage } from "../lib/send-errors";

/**
 * What every public form needs around its send: the honeypot's ref, and the French failure message to show when the
 * backend did not store the enquiry (the form's values are left as they are, so nothing typed is lost). Once the
 * form is in use, the backend client and the form's own `warmers` (its lazy resolver) are fetched at idle.
 */
export function useSendState(...warmers: Warmer[]) {
  useWarmUpAtIdle(...warmers, warmSupabaseClient);
  const honeypot = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /**
   * Runs `send` with the honeypot's value; true once stored (and the `confirmation` toast, if any, shown), false (and
   * the failure message shown) when it failed.
   */
  const run = useCallback(
    async (send: (website: string) => Promise<void>, confirmation?: ToastOptions): Promise<boolean> => {
      setFailure(null);
      try {
        await send(honeypot.current?.value ?? "");
      } catch (error) {
        setFailure(sendFailureMessage(error));
        return false;
      }
      if (confirmation) toast(confirmation);
      return true;
    },
    [],
  );

  const clearFailure = useCallback(() => setFailure(null), []);

  return { honeypot, failure, run, clearFailure };
}

/** What useSendState gives a form. */
export type SendState = ReturnType<typeof useSendState>;
