import { downloadFunctionPdf } from "~/lib/invoke-function";
import { PAYMENT_UNREACHABLE } from "~/lib/function-messages";

/** The invoice PDF of a paid enrollment, handed to the browser as a download. */
export const downloadInvoice = (enrollmentId: number): Promise<void> =>
  downloadFunctionPdf(
    "invoice",
    { enrollment_id: enrollmentId },
    `facture-inscription-${enrollmentId}.pdf`,
    PAYMENT_UNREACHABLE,
  );

/** The credit note (avoir) PDF of a refunded enrollment, handed to the browser as a download. */
export const downloadCreditNote = (enrollmentId: number): Promise<void> =>
  downloadFunctionPdf(
    "credit-note",
    { enrollment_id: enrollmentId },
    `avoir-inscription-${enrollmentId}.pdf`,
    PAYMENT_UNREACHABLE,
  );
