import { inflateSync } from "node:zlib";

/**
 * The text a PDF drawn with pdf-lib's standard fonts shows: its content streams inflated, each `<hex> Tj` decoded
 * (WinAnsi, which matches Latin-1 for French letters). Enough to assert on titles and dates, not a general parser.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const texts: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g;
  for (const [, dictionary, data] of source.matchAll(streams)) {
    let content = data;
    if (dictionary.includes("/FlateDecode")) {
      try {
        content = inflateSync(Buffer.from(data, "latin1")).toString("latin1");
      } catch {
        continue; // not a content stream we can read (an image, a font)
      }
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) {
      texts.push(Buffer.from(hex.replace(/\s/g, ""), "hex").toString("latin1"));
    }
  }
  return texts.join("\n");
}
