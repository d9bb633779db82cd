/**
 * What a file is, by its first bytes (never by its name or the Content-Type the client claims): a renamed
 * executable stays an executable. Only the types this site accepts are recognised.
 */
export const PDF = "application/pdf";
export const DOC = "application/msword";
export const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97–2003 compound file
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

/** A Word document is a ZIP whose entries include [Content_Types].xml and the word/ folder (names stored in clear). */
function isWordZip(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  return text.includes("[Content_Types].xml") && text.includes("word/");
}

/** The MIME type of a PDF, DOC or DOCX file, or undefined for anything else. */
export function sniffDocumentType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, PDF_SIGNATURE)) return PDF;
  if (startsWith(bytes, OLE2_SIGNATURE)) return DOC;
  if (startsWith(bytes, ZIP_SIGNATURE) && isWordZip(bytes)) return DOCX;
  return undefined;
}

/** A short name for what the bytes are, for the refusal message. */
export function describeContent(bytes: Uint8Array): string {
  if (startsWith(bytes, [0x4d, 0x5a])) return "application/x-msdownload";
  if (startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return "application/x-executable";
  if (startsWith(bytes, ZIP_SIGNATURE)) return "application/zip";
  return "application/octet-stream";
}
