import { MOBILE_CHANNELS } from "@common/payment-channels";

const MOBILE: readonly string[] = MOBILE_CHANNELS;

/**
 * One payment at a time (decision 1029): a Mobile Money request stays « waiting on the phone » this long after it was
 * opened, and no other attempt can be opened meanwhile (the database's guard, private.one_payment_at_a_time).
 */
export const MOBILE_MONEY_WAIT_MINUTES = 10;

export interface AttemptLike {
  id: number;
  status: string;
  channel: string;
  created_at: string;
  phone?: string | null;
}

/** The Mobile Money request still waiting on the learner's phone among an enrollment's attempts, or null. */
export function waitingMobileRequest<T extends AttemptLike>(attempts: readonly T[], now = new Date()): T | null {
  const since = now.getTime() - MOBILE_MONEY_WAIT_MINUTES * 60_000;
  return (
    attempts
      .filter(
        (attempt) =>
          attempt.status === "pending" && MOBILE.includes(attempt.channel) && Date.parse(attempt.created_at) > since,
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0] ?? null
  );
}
