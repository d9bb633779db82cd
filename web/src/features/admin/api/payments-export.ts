import { getSupabase } from "~/lib/supabase";
import { AdminApiError, type BackendError } from "../lib/admin-errors";
import type { PaymentLine } from "../lib/payments-csv";

/** Rows per request: the REST layer's most (REST_MAX_ROWS). */
export const EXPORT_PAGE = 1000;
const INVOICE_SLICE = 200;

/** Every row of a read asked a page at a time (`page(first, last)`), until a page comes back short. */
export async function everyPage<Row>(
  page: (first: number, last: number) => PromiseLike<{ data: Row[] | null; error: BackendError | null }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let first = 0; ; first += EXPORT_PAGE) {
    const { data, error } = await page(first, first + EXPORT_PAGE - 1);
    if (error) throw new AdminApiError(error);
    rows.push(...(data ?? []));
    if ((data ?? []).length < EXPORT_PAGE) return rows;
  }
}

/**
 * Payments that succeeded and refunds paid out between `from` and `to` (dates, both included), with each one's gateway
 * reference, the gateway's fee when reported and the enrollment's invoice number.
 */
export async function listPaymentLines(from: string, to: string): Promise<PaymentLine[]> {
  const client = await getSupabase();
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const until = end.toISOString();
  const since = `${from}T00:00:00Z`;
  // Read page after page until a short one (the REST layer answers at most 1,000 rows a request): every line of the
  // period, whatever its length (decision 1077). The id orders lines of the same instant, so no page overlaps another.
  const [payments, refunds] = await Promise.all([
    everyPage((first, last) =>
      client
        .from("payments")
        .select("id, enrollment_id, provider, channel, provider_reference, amount, currency, gateway_fee, updated_at")
        .eq("status", "succeeded")
        .gte("updated_at", since)
        .lt("updated_at", until)
        .order("updated_at")
        .order("id")
        .range(first, last),
    ),
    everyPage((first, last) =>
      client
        .from("refunds")
        .select("id, enrollment_id, amount, currency, refunded_at, provider_refund_id, payments(provider, channel)")
        .eq("status", "refunded")
        .gte("refunded_at", since)
        .lt("refunded_at", until)
        .order("refunded_at")
        .order("id")
        .range(first, last),
    ),
  ]);
  const enrollmentIds = [...new Set([...payments, ...refunds].map((row) => row.enrollment_id))];
  const invoices = new Map<number, { number: string; customer_name: string; formation_title: string }>();
  // The invoices by slices of enrollments, so that no request's address grows with the period.
  for (let start = 0; start < enrollmentIds.length; start += INVOICE_SLICE) {
    const found = await client
      .from("invoices")
      .select("enrollment_id, number, customer_name, formation_title")
      .in("enrollment_id", enrollmentIds.slice(start, start + INVOICE_SLICE));
    if (found.error) throw new AdminApiError(found.error);
    for (const invoice of found.data ?? []) invoices.set(invoice.enrollment_id, invoice);
  }
  const lines: PaymentLine[] = [];
  for (const p of payments) {
    const invoice = invoices.get(p.enrollment_id);
    lines.push({
      kind: "paiement",
      date: p.updated_at,
      enrollmentId: p.enrollment_id,
      learner: invoice?.customer_name ?? "",
      formation: invoice?.formation_title ?? "",
      provider: p.provider,
      channel: p.channel,
      gatewayReference: p.provider_reference ?? "",
      amount: Number(p.amount),
      currency: p.currency,
      fee: p.gateway_fee === null ? null : Number(p.gateway_fee),
      invoiceNumber: invoice?.number ?? "",
    });
  }
  for (const r of refunds) {
    const invoice = invoices.get(r.enrollment_id);
    const payment = r.payments as unknown as { provider: string; channel: string } | null;
    lines.push({
      kind: "remboursement",
      date: r.refunded_at ?? "",
      enrollmentId: r.enrollment_id,
      learner: invoice?.customer_name ?? "",
      formation: invoice?.formation_title ?? "",
      provider: payment?.provider ?? "",
      channel: payment?.channel ?? "",
      gatewayReference: r.provider_refund_id ?? "",
      amount: Number(r.amount),
      currency: r.currency,
      fee: null,
      invoiceNumber: invoice?.number ?? "",
    });
  }
  return lines.sort((a, b) => a.date.localeCompare(b.date));
}
