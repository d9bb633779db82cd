import { saveFile } from "~/lib/save-file";
import { invokeFunction } from "../payment";

/** The convocation PDF of a confirmed enrollment (dates, place, programme), handed to the browser as a download. */
export async function downloadConvocation(enrollmentId: number): Promise<void> {
  saveFile(
    await invokeFunction<Blob>("convocation", { enrollment_id: enrollmentId }, "blob"),
    `convocation-inscription-${enrollmentId}.pdf`,
  );
}
