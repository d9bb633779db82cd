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

/**
 * The terms that apply to this session, said before paying (review 2026-12-06 finding 5, decision 1030): « Annulation
 * gratuite jusqu'au 23 février 2027 » while the free-cancellation day is today or later, else « Non annulable : la
 * session commence dans moins de 15 jours ». `today` is a day (YYYY-MM-DD).
 */
export function cancellationTermsOf(startsOn: string, today: string): { free: boolean; text: string } {
  const until = freeCancellationUntil(startsOn);
  if (today <= until) {
    const [year, month, day] = until.split("-").map(Number);
    return {
      free: true,
      text: `Annulation gratuite jusqu'au ${day === 1 ? "1er" : day} ${MONTHS[month - 1]} ${year}`,
    };
  }
  return {
    free: false,
    text: `Non annulable : la session commence dans moins de ${CANCELLATION_POLICY.freeCancellationDays} jours`,
  };
}

const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];
