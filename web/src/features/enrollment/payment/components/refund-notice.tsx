import { formatMoney } from "@common/format";
import { useQuery } from "@tanstack/react-query";
import { Card } from "~/components/ui/card";
import type { Currency } from "@common/database";
import { getSupabase } from "~/lib/supabase";

interface RefundRow {
  amount: number;
  currency: Currency;
  status: "due" | "refunded";
  expected_on: string;
  refunded_at: string | null;
}

const dateFr = (iso: string) =>
  new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
  );

async function fetchRefund(enrollmentId: number): Promise<RefundRow | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("refunds")
    .select("amount, currency, status, expected_on, refunded_at")
    .eq("enrollment_id", enrollmentId)
    .eq("reason", "cancellation") // a payment received twice is told apart (decision 1029)
    .limit(1);
  if (error) throw error;
  const row = data?.[0];
  return row ? { ...row, amount: Number(row.amount), currency: row.currency as Currency } : null;
}

/** The refund of a cancelled paid enrollment, as the learner sees it: the date it is expected by, or when it was made. */
export function RefundNotice({ enrollmentId }: { enrollmentId: number }) {
  const refund = useQuery({ queryKey: ["refund", enrollmentId], queryFn: () => fetchRefund(enrollmentId) });
  if (!refund.data) return null;
  const amount = formatMoney(refund.data.amount, refund.data.currency);
  return (
    <Card role="status" className="p-4">
      {refund.data.status === "refunded" && refund.data.refunded_at
        ? `Votre inscription a été annulée : ${amount} vous ont été remboursés le ${dateFr(refund.data.refunded_at)}.`
        : `Votre inscription a été annulée : le remboursement de ${amount} est prévu au plus tard le ${dateFr(refund.data.expected_on)}.`}
    </Card>
  );
}
