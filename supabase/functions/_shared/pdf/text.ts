import type { PDFFont } from "pdf-lib";
import { frenchSpacing } from "@common/format";

/** The characters the embedded Inter subset (decision 1048) has glyphs for: any other shows « ? ». */
const IN_SUBSET = /[\x20-\x7e\xa0-\xac\xae-\xff\u0152\u0153\u2009\u2013\u2014\u2018-\u201a\u201c-\u201e\u2022\u2026\u20ac\u2122\u2191\u2193\u2212]/;

/**
 * Text as the documents' Inter subset can draw it, with French spacing (no-break spaces before « : ; ! ? » and inside
 * « »). Inter has no glyph for the narrow no-break space (U+202F, the thousands separator): the thin space (U+2009)
 * stands in, which the line wrapping (on plain spaces only) never breaks. Hyphens Inter lacks become its hyphen-minus;
 * any other character it lacks (a name in another script) is shown as « ? ».
 */
export const pdfSafe = (text: string) =>
  [
    ...frenchSpacing(text)
      .replace(/\u202f/g, "\u2009")
      .replace(/[\u2010\u2011]/g, "-")
      .replace(/\u2012/g, "\u2013")
      .replace(/\u00ad/g, ""),
  ]
    .map((char) => (IN_SUBSET.test(char) ? char : "?"))
    .join("");

const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const inWinAnsi = (char: string) => /[\x20-\x7e\xa0-\xff]/.test(char) || WIN_ANSI_EXTRAS.includes(char);

/**
 * The text of a document drawn with the standard PDF fonts, which speak WinAnsi: any other character is shown as « ? ».
 * Only the training agreement keeps them: both parties sign its bytes' SHA-256, so its rendering never changes — the
 * currency labels too are written as before their space became a no-break one (decision 1049).
 */
export const winAnsiSafe = (text: string) =>
  [...text.replace(/\u202f/g, "\u00a0").replace(/(F|\$)\u00a0(CFA|CA)\b/g, (_, symbol, unit) => `${symbol} ${unit}`)]
    .map((char) => (inWinAnsi(char) ? char : "?"))
    .join("");

export interface WrapOptions {
  /** What makes the text drawable in the document's fonts (pdfSafe by default; identity for text already made so). */
  safe?: (text: string) => string;
  /** Each line break of the text starts a paragraph, an empty one keeping its blank line. */
  paragraphs?: boolean;
  /** Where words part: runs of plain spaces by default, any white space with /\s+/. */
  between?: RegExp;
  /** A word longer than the line is cut across lines (otherwise it overflows on its own line). */
  breakWords?: boolean;
}

/** Breaks a text into lines no wider than `width` points in `font` at `size`: the one line wrapper of every document. */
export function wrap(
  text: string,
  font: PDFFont,
  size: number,
  width: number,
  { safe = pdfSafe, paragraphs = false, between = / +/, breakWords = false }: WrapOptions = {},
): string[] {
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= width;
  const lines: string[] = [];
  for (const paragraph of paragraphs ? text.split(/\r?\n/) : [text]) {
    let line = "";
    for (const word of safe(paragraph).split(between)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate) || (!line && !breakWords)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (breakWords && !fits(rest) && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (paragraphs || line) lines.push(line);
  }
  return lines;
}
