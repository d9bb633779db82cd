/**
 * The cancellation policy (decision 0860), as the CGV, « Mes formations » and the e-mails state it. The database
 * applies the same numbers (`public.cancellation_policy()`); a test fails when the two disagree.
 */
export const CANCELLATION_POLICY = {
  /** A learner cancels free of charge until this many days before the session's first day. */
  freeCancellationDays: 15,
  /** A refund owed is paid back, by the means used to pay, within this many days of the cancellation. */
  refundDays: 14,
} as const;

const DAY_MS = 86_400_000;

/** The last day (YYYY-MM-DD) a paid seat can be cancelled free of charge, for a session starting on `startsOn`. */
export function freeCancellationUntil(startsOn: string): string {
  const start = Date.parse(`${startsOn}T00:00:00Z`);
  return new Date(start - CANCELLATION_POLICY.freeCancellationDays * DAY_MS).toISOString().slice(0, 10);
}

/** The policy in one sentence, for the CGV and the screens. */
export const CANCELLATION_POLICY_TEXT =
  `Annulation gratuite jusqu'à ${CANCELLATION_POLICY.freeCancellationDays} jours avant le premier jour de la session : ` +
  `une inscription payée est alors remboursée intégralement, par le moyen de paiement utilisé, sous ` +
  `${CANCELLATION_POLICY.refundDays} jours. Passé ce délai, la formation reste due ; vous pouvez vous faire remplacer ` +
  `par un collègue en nous écrivant. Une place réservée et non payée peut être libérée à tout moment, sans frais.`;
