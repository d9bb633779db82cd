import { queryOptions, useQuery } from "@tanstack/react-query";
import { enrollmentKeys } from "~/domain/enrollment";
import type { CourseSession, Currency, Enrollment, Formation } from "@common/database";
import { PUBLIC_FORMATION_COLUMNS, PUBLIC_SESSION_COLUMNS } from "~/domain/formation";
import { waitingMobileRequest } from "~/features/enrollment";
import { getSupabase } from "~/lib/supabase";

/** A formation or a session as a learner reads them: every column but who teaches (`trainer_id`, decision 0988). */
type Taught<Row> = Omit<Row, "trainer_id">;

export type EnrollmentWithFormation = Enrollment & { formations: Taught<Formation> | null };

export interface MyPayment {
  id: number;
  status: "pending" | "succeeded" | "failed" | "cancelled";
  channel: string;
  amount: number;
  created_at: string;
  /** The Mobile Money wallet asked to validate (decision 1029: « en attente sur votre téléphone »). */
  phone?: string | null;
}

export interface MyRefund {
  amount: number;
  currency: Currency;
  status: "due" | "refunded";
  created_at: string;
  refunded_at: string | null;
  /** The date the learner is told the money will be back by. */
  expected_on?: string;
  /**
   * 'cancellation' (the seat was cancelled: its first payment), 'further_payment' (each further payment of the
   * cancelled seat, decision 1116) or 'duplicate' (a second payment of the same seat, decision 1029).
   */
  reason?: "cancellation" | "further_payment" | "duplicate";
}

/**
 * The refund of a cancelled seat as one amount: its first payment and every further one (decision 1116), in the
 * currency of the first; paid out once every part is.
 */
export function cancellationRefund(refunds: readonly MyRefund[]): MyRefund | null {
  const first = refunds.find((r) => r.reason !== "duplicate" && r.reason !== "further_payment");
  if (!first) return null;
  const parts = refunds.filter((r) => r.reason !== "duplicate" && r.currency === first.currency);
  const paidOut = parts.every((r) => r.status === "refunded");
  const latest = (values: (string | null | undefined)[]) =>
    values.reduce<string | null>((max, value) => (value && (!max || value > max) ? value : max), null);
  return {
    ...first,
    amount: parts.reduce((sum, r) => sum + r.amount, 0),
    status: paidOut ? "refunded" : "due",
    refunded_at: paidOut ? latest(parts.map((r) => r.refunded_at)) : null,
    expected_on: latest(parts.map((r) => r.expected_on)) ?? first.expected_on,
  };
}

export interface MyStatusChange {
  new_status: string;
  actor: "learner" | "staff" | "system" | null;
  reason: string | null;
  changed_at: string;
}

/** One enrollment as « Mes formations » shows it: its formation, session, attempts, invoice, refund and history. */
export type MyEnrollment = EnrollmentWithFormation & {
  course_sessions: Taught<CourseSession> | null;
  payments: MyPayment[];
  invoice: { number: string } | null;
  refund: MyRefund | null;
  /** Payments received twice for this seat, owed back (decision 1029). */
  duplicateRefunds: MyRefund[];
  /** The credit notes (avoirs) issued as an invoiced enrollment's refunds were paid out, in the order issued: one per
   * refund, so a seat paid in instalments may have several (decision 1116). */
  creditNotes: { number: string }[];
  enrollment_status_changes: MyStatusChange[];
};

const SELECT =
  `*, formations(${PUBLIC_FORMATION_COLUMNS}), course_sessions(${PUBLIC_SESSION_COLUMNS}), ` +
  "payments(id, status, channel, amount, created_at, phone), " +
  "invoices(number), refunds(amount, currency, status, created_at, refunded_at, expected_on, reason), credit_notes(number), " +
  "enrollment_status_changes(new_status, actor, reason, changed_at)";

/** A one-to-one embed as PostgREST may give it: an object, or a list of at most one. */
const single = <T>(value: T | T[] | null | undefined): T | null =>
  Array.isArray(value) ? (value[0] ?? null) : (value ?? null);

/** Spec §7 call 5, widened for issue 23: the person's enrollments, the most recent first. */
export async function fetchMyEnrollments(userId: string): Promise<MyEnrollment[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("enrollments")
    .select(SELECT)
    .eq("user_id", userId)
    .order("created_at", { ascending: false })
    .order("id", { ascending: false });
  if (error) throw error;
  type Raw = EnrollmentWithFormation & {
    course_sessions: Taught<CourseSession> | null;
    payments: MyPayment[] | null;
    invoices: { number: string } | { number: string }[] | null;
    refunds: MyRefund | MyRefund[] | null;
    credit_notes: { number: string } | { number: string }[] | null;
    enrollment_status_changes: MyStatusChange[] | null;
  };
  return ((data ?? []) as unknown as Raw[]).map(({ invoices, refunds, credit_notes: creditNotes, ...row }) => {
    const all = (Array.isArray(refunds) ? refunds : refunds ? [refunds] : []).map((r) => ({
      ...r,
      amount: Number(r.amount),
    }));
    return {
      ...row,
      payments: (row.payments ?? []).map((payment) => ({ ...payment, amount: Number(payment.amount) })),
      invoice: single(invoices),
      creditNotes: [...(Array.isArray(creditNotes) ? creditNotes : creditNotes ? [creditNotes] : [])].sort((a, b) =>
        a.number.localeCompare(b.number),
      ),
      refund: cancellationRefund(all),
      duplicateRefunds: all.filter((r) => r.reason === "duplicate"),
      enrollment_status_changes: [...(row.enrollment_status_changes ?? [])].sort((a, b) =>
        a.changed_at.localeCompare(b.changed_at),
      ),
    };
  });
}

export const myEnrollmentsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: enrollmentKeys.mine(userId),
    queryFn: () => fetchMyEnrollments(userId!),
    enabled: Boolean(userId),
    // A failure shows the error screen at once; 'Réessayer' reloads the page (spec §2).
    retry: false,
    // While a Mobile Money request waits on the phone, the card follows it (« attendez : cette page se met à jour »).
    refetchInterval: (query) =>
      query.state.data?.some((row) => row.status === "pending" && waitingMobileRequest(row.payments) !== null)
        ? 5000
        : false,
  });

export const useMyEnrollments = (userId: string | undefined) => useQuery(myEnrollmentsQueryOptions(userId));

/** A place the learner holds in a full session's queue. */
export interface MyWaitlistPlace {
  id: number;
  session_id: number;
  position: number;
  course_sessions: (Taught<CourseSession> & { formations: Pick<Formation, "id" | "title" | "theme"> | null }) | null;
}

/** The learner's waiting places with their position (1 = next), read under the « my trainings » key. */
export async function fetchMyWaitlist(): Promise<MyWaitlistPlace[]> {
  const client = await getSupabase();
  const [rows, positions] = await Promise.all([
    client
      .from("session_waitlist")
      .select(`id, session_id, status, course_sessions(${PUBLIC_SESSION_COLUMNS}, formations(id, title, theme))`)
      .eq("status", "waiting")
      .order("created_at"),
    client.rpc("my_waitlist_positions"),
  ]);
  if (rows.error) throw rows.error;
  if (positions.error) throw positions.error;
  const placeOf = new Map((positions.data ?? []).map((p) => [p.waitlist_id, p.position]));
  return ((rows.data ?? []) as unknown as Omit<MyWaitlistPlace, "position">[]).map((row) => ({
    ...row,
    position: placeOf.get(row.id) ?? 1,
  }));
}

export const myWaitlistQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...enrollmentKeys.mine(userId), "waitlist"] as const,
    queryFn: fetchMyWaitlist,
    enabled: Boolean(userId),
    retry: false,
  });

export const useMyWaitlist = (userId: string | undefined) => useQuery(myWaitlistQueryOptions(userId));
