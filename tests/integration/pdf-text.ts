import { inflateSync } from "node:zlib";

/** WinAnsi's 0x80–0x9F, where it differs from Latin-1 (what the standard PDF fonts of pdf-lib write). */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: "€",
  0x82: "‚",
  0x83: "ƒ",
  0x84: "„",
  0x85: "…",
  0x86: "†",
  0x87: "‡",
  0x88: "ˆ",
  0x89: "‰",
  0x8a: "Š",
  0x8b: "‹",
  0x8c: "Œ",
  0x8e: "Ž",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x95: "•",
  0x96: "–",
  0x97: "—",
  0x98: "˜",
  0x99: "™",
  0x9a: "š",
  0x9b: "›",
  0x9c: "œ",
  0x9e: "ž",
  0x9f: "Ÿ",
};

const decode = (bytes: number[]) => bytes.map((b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join("");

/**
 * The text lines of a PDF written by pdf-lib with its standard fonts (our invoices and credit notes): each page's
 * content streams are inflated and the strings of their text operators decoded, one line per operator, with every
 * kind of space read as a plain one. Enough to assert what a document says; not a general PDF reader.
 */
export function pdfTextLines(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf);
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf("stream", at, "latin1");
    if (start < 0) break;
    let bodyStart = start + "stream".length;
    if (raw[bodyStart] === 0x0d) bodyStart++;
    if (raw[bodyStart] === 0x0a) bodyStart++;
    const end = raw.indexOf("endstream", bodyStart, "latin1");
    if (end < 0) break;
    at = end + "endstream".length;
    const body = raw.subarray(bodyStart, end);
    let content: string;
    try {
      content = inflateSync(body).toString("latin1");
    } catch {
      content = body.toString("latin1");
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) {
      const hex = match[1].replace(/\s/g, "");
      const bytes = hex.match(/.{2}/g)?.map((pair) => parseInt(pair, 16)) ?? [];
      lines.push(decode(bytes));
    }
    for (const match of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      lines.push(match[1].replace(/\\(.)/g, "$1"));
    }
  }
  return lines.map((line) => line.replace(/[\u00a0\u202f]/g, " "));
}

export const pdfText = (pdf: Uint8Array) => pdfTextLines(pdf).join("\n");
