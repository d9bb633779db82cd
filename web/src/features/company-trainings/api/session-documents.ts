import { invokeFunction } from "~/lib/invoke-function";
import { saveFile } from "~/lib/save-file";

/** The file name of a session's documents as the training manager saves them. */
export function sessionDocumentsFileName(agreementNumber: string, sessionId: number) {
  return `documents-${agreementNumber}-session-${sessionId}.zip`;
}

/** Every document of one session of an agreement as one ZIP (the company-session-documents function). */
export async function downloadSessionDocuments(input: {
  agreementId: number;
  agreementNumber: string;
  sessionId: number;
}): Promise<void> {
  const zip = await invokeFunction(
    "company-session-documents",
    { agreement_id: input.agreementId, session_id: input.sessionId },
    { fallbackMessage: "Les documents de la session n'ont pas pu être préparés.", responseType: "blob" },
  );
  saveFile(zip, sessionDocumentsFileName(input.agreementNumber, input.sessionId));
}
