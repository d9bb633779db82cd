import { supabaseStorage } from "../lib/client";
import { SEND_FAILURE_MESSAGES, SendFailedError } from "../lib/send-errors";

export const CV_BUCKET = "cv";

/** Content types by extension: the backend checks the bytes themselves, this only labels the upload. */
const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** A storage-safe object name: accents dropped, anything but letters, digits, dot, dash and underscore replaced. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+/, "")
    .slice(-100);
  return cleaned || "cv";
}

export interface UploadedCv {
  path: string;
  name: string;
}

/** Uploads a CV under applications/<uuid>/<name> in the private bucket (no overwrite); returns where it is. */
export async function uploadCv(file: File): Promise<UploadedCv> {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const path = `applications/${crypto.randomUUID()}/${safeFileName(file.name)}`;
  let status: number | undefined;
  try {
    const storage = await supabaseStorage();
    const { error } = await storage.from(CV_BUCKET).upload(path, file, {
      contentType: CONTENT_TYPES[extension] ?? (file.type || "application/octet-stream"),
      upsert: false,
    });
    if (!error) return { path, name: file.name.slice(0, 200) };
    status = (error as { status?: number }).status;
  } catch (error) {
    throw new SendFailedError(undefined, error);
  }
  // 413 too large, 415 not a PDF/DOC/DOCX by its content (storage contract): the visitor can pick another file.
  const refused = status === 413 || status === 415;
  throw new SendFailedError(
    status,
    undefined,
    refused ? SEND_FAILURE_MESSAGES.cvRefused : SEND_FAILURE_MESSAGES.failed,
  );
}
