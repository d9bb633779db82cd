import { invokeFunction } from "../payment";

/** The convocation PDF of a confirmed enrolment (dates, place, programme), handed to the browser as a download. */
export async function downloadConvocation(enrollmentId: number): Promise<void> {
  const blob = await invokeFunction<Blob>("convocation", { enrollment_id: enrollmentId }, "blob");
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `convocation-inscription-${enrollmentId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
