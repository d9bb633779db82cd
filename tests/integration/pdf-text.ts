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

/** The glyph-to-text maps (ToUnicode CMaps) of the embedded fonts, merged: the two Inter weights share one glyph order. */
function toUnicode(contents: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const content of contents) {
    if (!content.includes("begincmap")) continue;
    for (const block of content.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const entry of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
        const units = entry[2].match(/.{4}/g)?.map((unit) => parseInt(unit, 16)) ?? [];
        map.set(entry[1].toUpperCase(), String.fromCharCode(...units));
      }
    }
    for (const block of content.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const entry of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
        const [from, to, first] = [entry[1], entry[2], entry[3]].map((hex) => parseInt(hex, 16));
        for (let code = from; code <= to; code++)
          map.set(code.toString(16).toUpperCase().padStart(4, "0"), String.fromCharCode(first + code - from));
      }
    }
  }
  return map;
}

/** The standard PDF fonts (WinAnsi, one byte a character); any other font is embedded (two bytes a glyph). */
const STANDARD_FONT = /^(Helvetica|Times|Courier|Symbol|ZapfDingbats)/;

/**
 * The text lines of a PDF written by pdf-lib (our invoices, credit notes, certificates): each page's content streams
 * are inflated and the strings of their text operators decoded, one line per operator — WinAnsi for the standard
 * fonts, the ToUnicode map for the embedded ones (Inter, decision 1048) — with every kind of space read as a plain
 * one. Enough to assert what a document says; not a general PDF reader.
 */
export function pdfTextLines(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf);
  const contents: string[] = [];
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
    try {
      contents.push(inflateSync(body).toString("latin1"));
    } catch {
      contents.push(body.toString("latin1"));
    }
  }
  const glyphs = toUnicode(contents);
  const lines: string[] = [];
  for (const content of contents) {
    let embedded = false;
    for (const match of content.matchAll(
      /\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g,
    )) {
      if (match[1] !== undefined) {
        embedded = !STANDARD_FONT.test(match[1]);
      } else if (match[2] !== undefined) {
        const hex = match[2].replace(/\s/g, "").toUpperCase();
        if (embedded) lines.push((hex.match(/.{4}/g) ?? []).map((code) => glyphs.get(code) ?? "?").join(""));
        else lines.push(decode(hex.match(/.{2}/g)?.map((pair) => parseInt(pair, 16)) ?? []));
      } else {
        lines.push(match[3].replace(/\\(.)/g, "$1"));
      }
    }
  }
  return lines.map((line) => line.replace(/[\u00a0\u2009\u202f]/g, " "));
}

export const pdfText = (pdf: Uint8Array) => pdfTextLines(pdf).join("\n");
