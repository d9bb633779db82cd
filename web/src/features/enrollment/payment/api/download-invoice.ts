import { saveFile } from "~/lib/save-file";
import { invokeFunction } from "./invoke";

/** The invoice PDF of a paid enrollment, handed to the browser as a download. */
export async function downloadInvoice(enrollmentId: number): Promise<void> {
  saveFile(
    await invokeFunction<Blob>("invoice", { enrollment_id: enrollmentId }, "blob"),
    `facture-inscription-${enrollmentId}.pdf`,
  );
}

/** The credit note (avoir) PDF of a refunded enrollment, handed to the browser as a download. */
export async function downloadCreditNote(enrollmentId: number): Promise<void> {
  saveFile(
    await invokeFunction<Blob>("credit-note", { enrollment_id: enrollmentId }, "blob"),
    `avoir-inscription-${enrollmentId}.pdf`,
  );
}
