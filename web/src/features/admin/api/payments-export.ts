import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";
import type { PaymentLine } from "../lib/payments-csv";

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
  const [payments, refunds] = await Promise.all([
    client
      .from("payments")
      .select("id, enrollment_id, provider, channel, provider_reference, amount, currency, gateway_fee, updated_at")
      .eq("status", "succeeded")
      .gte("updated_at", since)
      .lt("updated_at", until)
      .order("updated_at"),
    client
      .from("refunds")
      .select("id, enrollment_id, amount, currency, refunded_at, provider_refund_id, payments(provider, channel)")
      .eq("status", "refunded")
      .gte("refunded_at", since)
      .lt("refunded_at", until)
      .order("refunded_at"),
  ]);
  if (payments.error) throw new AdminApiError(payments.error);
  if (refunds.error) throw new AdminApiError(refunds.error);
  const enrollmentIds = [
    ...new Set([...(payments.data ?? []), ...(refunds.data ?? [])].map((row) => row.enrollment_id)),
  ];
  const invoices = new Map<number, { number: string; customer_name: string; formation_title: string }>();
  if (enrollmentIds.length > 0) {
    const found = await client
      .from("invoices")
      .select("enrollment_id, number, customer_name, formation_title")
      .in("enrollment_id", enrollmentIds);
    if (found.error) throw new AdminApiError(found.error);
    for (const invoice of found.data ?? []) invoices.set(invoice.enrollment_id, invoice);
  }
  const lines: PaymentLine[] = [];
  for (const p of payments.data ?? []) {
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
  for (const r of refunds.data ?? []) {
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
