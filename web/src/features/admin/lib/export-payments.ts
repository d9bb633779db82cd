import { downloadCsv } from "~/features/enquiries/admin";
import { listPaymentLines } from "../api/payments-export";
import { paymentsCsv } from "./payments-csv";

/** Reads a period's payments and refunds and saves them as the accountant's CSV (fetched on « Exporter », 1098). */
export async function exportPayments(from: string, to: string): Promise<void> {
  const lines = await listPaymentLines(from, to);
  downloadCsv(`paiements-${from}-au-${to}.csv`, paymentsCsv(lines));
}
