import { downloadFunctionPdf } from "~/lib/invoke-function";
import { PAYMENT_UNREACHABLE } from "~/lib/function-messages";

/** The convocation PDF of a confirmed enrollment (dates, place, programme), handed to the browser as a download. */
export const downloadConvocation = (enrollmentId: number): Promise<void> =>
  downloadFunctionPdf(
    "convocation",
    { enrollment_id: enrollmentId },
    `convocation-inscription-${enrollmentId}.pdf`,
    PAYMENT_UNREACHABLE,
  );
