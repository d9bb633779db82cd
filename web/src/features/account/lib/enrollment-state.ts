import { CANCELLATION_POLICY, freeCancellationUntil } from "@common/cancellation-policy";
import { formatMoney, FRENCH_MONTH_NAMES } from "@common/format";
import { formatDeadline, waitingMobileRequest } from "~/features/enrollment";
import type { Currency } from "@common/database";
import type { MyEnrollment, MyPayment } from "../api/my-enrollments";

/** « 1er juin 2027 » from a stored day (YYYY-MM-DD). */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  return `${day === 1 ? "1er" : day} ${FRENCH_MONTH_NAMES[month - 1]} ${year}`;
}

export type CardTone = "waiting" | "action" | "done" | "muted";

/** What one card of « Mes formations » says and offers, decided from the enrollment alone (no clock but `now`). */
export interface EnrollmentView {
  /** The status in plain words. */
  statusText: string;
  tone: CardTone;
  /** « Payer » (first attempt) or « Reprendre le paiement » (attempts exist), or nothing. */
  pay: "pay" | "resume" | null;
  /** Show the bank details for a transfer (a transfer attempt is open). */
  bankTransfer: boolean;
  invoice: boolean;
  /** The numbers of the credit notes of the refunds paid out, each one to download. */
  creditNotes: string[];
  convocation: boolean;
  certificate: boolean;
  /** Cancel offered, with what it will do; or why not (`cancelNote`). */
  cancel: { refund: { amount: number; currency: Currency } | null } | null;
  cancelNote: string | null;
  /** Who cancelled and why, for a cancelled enrollment. */
  cancelledBecause: string | null;
  /** A Mobile Money request still waiting on the phone: no other payment until it is validated or cancelled. */
  waitingRequest: MyPayment | null;
  /** Payments received twice for this seat, in words: « reçu en double, remboursé avant le … » (decision 1029). */
  duplicates: string[];
}

const todayIso = (now: Date) => now.toISOString().slice(0, 10);

export function viewOfEnrollment(enrollment: MyEnrollment, now = new Date()): EnrollmentView {
  const paid = enrollment.payments.find((payment) => payment.status === "succeeded") ?? null;
  const amount = Number(enrollment.payment_amount ?? 0);
  const currency = enrollment.payment_currency;
  const session = enrollment.course_sessions;
  const lastFreeDay = session ? freeCancellationUntil(session.starts_on) : null;
  const withinPolicy = lastFreeDay === null || todayIso(now) <= lastFreeDay;
  const base: EnrollmentView = {
    statusText: "",
    tone: "muted",
    pay: null,
    bankTransfer: false,
    invoice: enrollment.invoice !== null,
    creditNotes: enrollment.creditNotes.map((note) => note.number),
    convocation: false,
    certificate: false,
    cancel: null,
    cancelNote: null,
    cancelledBecause: null,
    waitingRequest: null,
    duplicates: enrollment.duplicateRefunds.map(
      (refund) =>
        `Un paiement de ${formatMoney(refund.amount, refund.currency)} a été reçu en double : ` +
        (refund.status === "refunded" && refund.refunded_at
          ? `il vous a été remboursé le ${formatDay(refund.refunded_at.slice(0, 10))}.`
          : `nous vous le remboursons avant le ${formatDay(refund.expected_on ?? addDays(refund.created_at, CANCELLATION_POLICY.refundDays))}, par le moyen utilisé pour payer.`),
    ),
  };

  switch (enrollment.status) {
    case "pending": {
      const holdActive = enrollment.hold_expires_at !== null && Date.parse(enrollment.hold_expires_at) > now.getTime();
      const transferOpen = enrollment.payments.some((p) => p.channel === "virement" && p.status === "pending");
      const priced = amount > 0 && currency !== null;
      if (!holdActive && enrollment.hold_expires_at !== null) {
        return { ...base, statusText: "Délai de paiement dépassé : la place va être libérée", tone: "muted" };
      }
      const until = enrollment.hold_expires_at ? ` jusqu'au ${formatDeadline(enrollment.hold_expires_at)}` : "";
      const waiting = waitingMobileRequest(enrollment.payments, now);
      if (waiting) {
        return {
          ...base,
          statusText: `Place réservée${until} — paiement Mobile Money en attente de validation sur votre téléphone`,
          tone: "action",
          waitingRequest: waiting,
          cancel: { refund: null },
          cancelNote: "Une place non payée se libère à tout moment, sans frais.",
        };
      }
      return {
        ...base,
        statusText: transferOpen ? `Place réservée${until} — en attente de votre virement` : `Place réservée${until}`,
        tone: "action",
        pay: priced ? (enrollment.payments.length > 0 ? "resume" : "pay") : null,
        bankTransfer: transferOpen && priced,
        cancel: { refund: null },
        cancelNote: "Une place non payée se libère à tout moment, sans frais.",
      };
    }
    case "confirmed": {
      const refund = paid && currency ? { amount: Number(paid.amount), currency } : null;
      return {
        ...base,
        statusText: paid ? "Payée" : "Confirmée",
        tone: "done",
        convocation: session !== null,
        cancel: withinPolicy ? { refund } : null,
        cancelNote:
          lastFreeDay === null
            ? null
            : withinPolicy
              ? `Annulation gratuite jusqu'au ${formatDay(lastFreeDay)}${refund ? ` : remboursement intégral sous ${CANCELLATION_POLICY.refundDays} jours` : ""}.`
              : // Enrolled after the last free day: never « était possible jusqu'au » a day before the enrollment.
                enrollment.created_at.slice(0, 10) > lastFreeDay
                ? `Non annulable sans frais\u00a0: l'inscription a été faite moins de ${CANCELLATION_POLICY.freeCancellationDays} jours avant la session, la formation reste due. Vous pouvez vous faire remplacer par un collègue en nous écrivant.`
                : `L'annulation gratuite était possible jusqu'au ${formatDay(lastFreeDay)}\u00a0; la formation reste due. Vous pouvez vous faire remplacer par un collègue en nous écrivant.`,
      };
    }
    case "completed":
      return { ...base, statusText: "Terminée", tone: "done", certificate: true };
    default: {
      const refund = enrollment.refund;
      let statusText = "Annulée";
      if (refund?.status === "due") {
        const by = formatDay(addDays(refund.created_at, CANCELLATION_POLICY.refundDays));
        statusText = `Annulée — remboursement de ${formatMoney(refund.amount, refund.currency)} en cours (au plus tard le ${by})`;
      } else if (refund?.status === "refunded") {
        const on = refund.refunded_at ? ` le ${formatDay(refund.refunded_at.slice(0, 10))}` : "";
        statusText = `Annulée — ${formatMoney(refund.amount, refund.currency)} remboursés${on}`;
      }
      return { ...base, statusText, tone: "muted", cancelledBecause: cancelledBecause(enrollment) };
    }
  }
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);
}

/** « Annulée par vous », « Annulée par notre équipe : Session annulée », « Délai de paiement dépassé ». */
function cancelledBecause(enrollment: MyEnrollment): string | null {
  const change = [...enrollment.enrollment_status_changes].reverse().find((c) => c.new_status === "cancelled");
  if (!change) return null;
  const who =
    change.actor === "learner" ? "Annulée par vous" : change.actor === "staff" ? "Annulée par notre équipe" : null;
  const reason = change.reason && !/^Annulée par/.test(change.reason) ? change.reason : null;
  if (who && reason) return `${who} : ${reason}`;
  return who ?? reason;
}
