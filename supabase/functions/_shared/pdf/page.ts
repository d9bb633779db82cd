import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { brandFonts, type BrandFonts } from "./brand.ts";
import { pdfSafe, wrap, type WrapOptions } from "./text.ts";

/** The documents' inks: body text, secondary text, the brand blue of titles, the table header's band, rules. */
export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.35, 0.38, 0.43);
export const TITLE_BLUE = rgb(0.043, 0.231, 0.376);
export const BAND = rgb(0.92, 0.94, 0.97);
export const RULE = rgb(0.6, 0.6, 0.6);

/** A4 portrait in points, with the business documents' margin. */
export const A4 = { width: 595.28, height: 841.89, margin: 50 };
/** A4 landscape: the attendance sheet's and the certificate's page. */
export const A4_LANDSCAPE = { width: 841.89, height: 595.28 };

/** A new French PDF with its title and author, and the site's Inter embedded (decision 1048). */
export async function brandedDocument({ title, author }: { title: string; author: string }) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(author);
  pdf.setLanguage("fr-FR");
  return { pdf, fonts: await brandFonts(pdf) };
}

export interface TextStyle {
  font?: PDFFont;
  size?: number;
  color?: RGB;
}

/**
 * A writer that flows text down A4 pages: `y` is where the next line goes, `text` wraps and writes (turning the page
 * when the bottom margin is reached), `rightText` writes a value ending at a given x on the current line. Quotes,
 * company invoices and the agreement write through it.
 */
export function flowWriter(
  pdf: PDFDocument,
  fonts: BrandFonts,
  { safe = pdfSafe, left = A4.margin, right = A4.width - A4.margin }: { safe?: (text: string) => string; left?: number; right?: number } = {},
) {
  const top = A4.height - 60;
  const flow = {
    page: pdf.addPage([A4.width, A4.height]) as PDFPage,
    y: top,
    left,
    right,
    fonts,
    safe,
    /** Turns the page when fewer than `height` points are left above the bottom margin. */
    ensure(height: number) {
      if (flow.y - height > 80) return;
      flow.newPage();
    },
    newPage() {
      flow.page = pdf.addPage([A4.width, A4.height]);
      flow.y = top;
    },
    /** Wrapped text from `x`, `width` wide (one paragraph per line break), each line under the previous one. */
    text(value: string, x = left, width = right - left, { font = fonts.regular, size = 10, color = INK }: TextStyle = {}) {
      for (const line of wrap(value, font, size, width, { safe, paragraphs: true })) {
        flow.ensure(size * 1.3);
        flow.page.drawText(line, { x, y: flow.y, size, font, color });
        flow.y -= size * 1.3;
      }
    },
    /** A value ending at `at` on the current line (amounts). */
    rightText(value: string, at: number, font = fonts.regular, size = 10) {
      const shown = safe(value);
      flow.page.drawText(shown, { x: at - font.widthOfTextAtSize(shown, size), y: flow.y, size, font, color: INK });
    },
    /** A total's line: its label from `labelX`, its value ending at `valueRight`, then the next line. */
    total(label: string, value: string, { labelX, valueRight, font = fonts.regular, size = 10 }: { labelX: number; valueRight: number; font?: PDFFont; size?: number }) {
      flow.ensure(size * 1.6);
      flow.rightText(value, valueRight, font, size);
      flow.page.drawText(safe(label), { x: labelX, y: flow.y, size, font, color: INK });
      flow.y -= size * 1.6;
    },
  };
  return flow;
}

export type FlowWriter = ReturnType<typeof flowWriter>;

/** Where a table's header goes: the page, its left and right edges, the line's y, the fonts and the text's filter. */
export interface Line {
  page: PDFPage;
  left: number;
  right: number;
  y: number;
  fonts: BrandFonts;
  safe: (text: string) => string;
}

/**
 * A table's header: the light band across the width, « Désignation » on the left and the other columns' titles ending
 * at their right edge.
 */
export function tableHeader({ page, left, right, y, fonts, safe }: Line, columns: [title: string, right: number][], size: number) {
  page.drawRectangle({ x: left, y: y - 6, width: right - left, height: 20, color: BAND });
  page.drawText("Désignation", { x: left + 6, y, size, font: fonts.bold, color: INK });
  for (const [title, at] of columns) {
    const shown = safe(title);
    page.drawText(shown, { x: at - fonts.bold.widthOfTextAtSize(shown, size), y, size, font: fonts.bold, color: INK });
  }
}

/** A horizontal rule across the writer's width at `y`. */
export const rule = (page: PDFPage, left: number, right: number, y: number) =>
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: RULE });

/** The footer of every page: `text` (given the page's index) wrapped in small muted type from 58 points up. */
export function pageFooters(
  pdf: PDFDocument,
  font: PDFFont,
  text: (index: number) => string,
  { left, width, safe = pdfSafe }: { left: number; width: number; safe?: WrapOptions["safe"] },
) {
  pdf.getPages().forEach((page, index) => {
    let y = 58;
    for (const line of wrap(text(index), font, 8, width, { safe, paragraphs: true })) {
      page.drawText(line, { x: left, y, size: 8, font, color: MUTED });
      y -= 10;
    }
  });
}
