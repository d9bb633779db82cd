import { unzipSync, type UnzipFileInfo } from "fflate";

/**
 * What a file is, by its bytes (never by its name or the Content-Type the client claims): a renamed executable stays
 * an executable. Only the types this site accepts are recognised.
 */
export const PDF = "application/pdf";
export const DOC = "application/msword";
export const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
/** What a Word document with macros is (refused: a CV has no reason to carry code). */
export const DOCM = "application/vnd.ms-word.document.macroEnabled.12";

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97–2003 compound file
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const EXECUTABLE_SIGNATURES = [
  [0x4d, 0x5a], // MZ: Windows
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
];

const CONTENT_TYPES = "[Content_Types].xml";
const MAIN_DOCUMENT = "word/document.xml";
const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
/** Parts that hold or call code: VBA projects, their data, ActiveX controls. */
const CODE_PART = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|(^|\/)activeX\//i;
const EXECUTABLE_NAME = /\.(exe|dll|com|scr|pif|msi|bat|cmd|ps1|vbs|vbe|js|jse|wsf|hta|jar|lnk|cpl|sh|app)$/i;
/** Entries read to check them are small; a larger one (a ZIP bomb's) is refused rather than inflated. */
const MAX_INSPECTED_BYTES = 5 * 1024 * 1024;

type WordCheck = { type: typeof DOCX } | { refused: string };

/**
 * A Word (Office Open XML) document, opened as the ZIP archive it is: `[Content_Types].xml` declares
 * `/word/document.xml` as a Word main part and the part exists; no macros (a VBA project or a macro-enabled content
 * type) and no embedded executable (by name, or by the first bytes of every embedded object). `refused` names why not.
 */
function checkWordArchive(bytes: Uint8Array): WordCheck {
  const entries: UnzipFileInfo[] = [];
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (entry) => {
        entries.push(entry);
        const inspected = entry.name === CONTENT_TYPES || entry.name.startsWith("word/embeddings/");
        return inspected && entry.originalSize <= MAX_INSPECTED_BYTES;
      },
    });
  } catch {
    return { refused: "application/zip" };
  }
  const names = new Set(entries.map((entry) => entry.name));
  if (entries.some((entry) => CODE_PART.test(entry.name))) return { refused: DOCM };
  if (entries.some((entry) => EXECUTABLE_NAME.test(entry.name))) return { refused: "application/x-msdownload" };
  const contentTypes = files[CONTENT_TYPES];
  if (!contentTypes || !names.has(MAIN_DOCUMENT)) return { refused: "application/zip" };
  const declared = new TextDecoder().decode(contentTypes);
  if (/macroEnabled|vbaProject|vnd\.ms-office\.activeX/i.test(declared)) return { refused: DOCM };
  const main = /<Override\b[^>]*>/g;
  const declaresWordMain = [...declared.matchAll(main)].some(
    ([tag]) => /PartName="\/word\/document\.xml"/.test(tag) && tag.includes(`ContentType="${WORD_MAIN}"`),
  );
  if (!declaresWordMain) return { refused: "application/zip" };
  for (const entry of entries) {
    if (!entry.name.startsWith("word/embeddings/")) continue;
    const content = files[entry.name];
    if (!content) return { refused: "application/zip" }; // too large to inspect
    if (EXECUTABLE_SIGNATURES.some((signature) => startsWith(content, signature)) || embedsExecutable(content))
      return { refused: "application/x-msdownload" };
  }
  return { type: DOCX };
}

/** An OLE "Package" object carrying a Windows program (what Word embeds when a file is dropped in) holds its DOS stub. */
function embedsExecutable(content: Uint8Array): boolean {
  return Buffer.from(content.buffer, content.byteOffset, content.byteLength)
    .toString("latin1")
    .includes("This program cannot be run in DOS mode");
}

/** The MIME type of a PDF, DOC or DOCX file, or undefined for anything else. */
export function sniffDocumentType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, PDF_SIGNATURE)) return PDF;
  if (startsWith(bytes, OLE2_SIGNATURE)) return DOC;
  if (startsWith(bytes, ZIP_SIGNATURE)) {
    const checked = checkWordArchive(bytes);
    if ("type" in checked) return checked.type;
  }
  return undefined;
}

/** A short name for what the bytes are, for the refusal message. */
export function describeContent(bytes: Uint8Array): string {
  if (startsWith(bytes, [0x4d, 0x5a])) return "application/x-msdownload";
  if (startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return "application/x-executable";
  if (startsWith(bytes, ZIP_SIGNATURE)) {
    const checked = checkWordArchive(bytes);
    return "refused" in checked ? checked.refused : DOCX;
  }
  return "application/octet-stream";
}
