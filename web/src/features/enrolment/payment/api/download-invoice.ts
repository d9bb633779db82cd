import { invokeFunction } from "./invoke";

/** The invoice PDF of a paid enrolment, handed to the browser as a download. */
export async function downloadInvoice(enrollmentId: number): Promise<void> {
  const blob = await invokeFunction<Blob>("invoice", { enrollment_id: enrollmentId }, "blob");
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `facture-inscription-${enrollmentId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
