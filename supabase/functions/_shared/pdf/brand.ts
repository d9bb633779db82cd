import fontkit from "@pdf-lib/fontkit";
import { rgb, setCharacterSpacing, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";
import { INTER_BOLD_TTF, INTER_REGULAR_TTF, LOGO_PNG } from "./brand.generated.ts";

/**
 * The firm's look in its PDFs (decision 1048): the site's own Inter (the shipped French subset, two static weights)
 * and the logo lockup of the site's header — the bridge mark, « Pont Atlantique » and the amber « CONSEIL ».
 */

export const BRAND_BLUE = rgb(0x0b / 255, 0x3a / 255, 0x6e / 255);
export const BRAND_AMBER = rgb(0xf2 / 255, 0xa5 / 255, 0x41 / 255);
/** The amber label on white: the site's darker warm tone, legible on paper. */
export const BRAND_AMBER_TEXT = rgb(0xb4 / 255, 0x6a / 255, 0x0c / 255);

export interface BrandFonts {
  regular: PDFFont;
  bold: PDFFont;
}

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** Inter regular and bold, embedded whole (the subset is already small: about 32 kB each). */
export async function brandFonts(pdf: PDFDocument): Promise<BrandFonts> {
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(bytesOf(INTER_REGULAR_TTF)),
    pdf.embedFont(bytesOf(INTER_BOLD_TTF)),
  ]);
  return { regular: withFastWidths(regular), bold: withFastWidths(bold) };
}

/**
 * A text's width as the sum of its characters' advances, each measured once: fontkit shapes every string it is asked
 * to measure, and the documents' line wrapping measures thousands. The fonts carry no kerning or ligature (the
 * generating script drops the layout features), so the sum is exactly what fontkit would answer.
 */
function withFastWidths(font: PDFFont): PDFFont {
  const measure = font.widthOfTextAtSize.bind(font);
  const advances = new Map<string, number>();
  font.widthOfTextAtSize = (text: string, size: number) => {
    let units = 0;
    for (const char of text) {
      let advance = advances.get(char);
      if (advance === undefined) {
        advance = measure(char, 1000);
        advances.set(char, advance);
      }
      units += advance;
    }
    return (units * size) / 1000;
  };
  return font;
}

/** The logo mark as an image of the document. */
export const brandLogo = (pdf: PDFDocument): Promise<PDFImage> => pdf.embedPng(bytesOf(LOGO_PNG));

const LABEL = "CONSEIL";
const geometry = (size: number) => ({ mark: size * 2.2, labelSize: size * 0.55, gap: size * 0.6, drop: size * 0.35 });
const labelSpacing = (labelSize: number) => labelSize * 0.25;
const labelWidth = (fonts: BrandFonts, labelSize: number) =>
  fonts.bold.widthOfTextAtSize(LABEL, labelSize) + labelSpacing(labelSize) * LABEL.length;

/** The lockup's width at `size` points for the name. */
export function lockupWidth(fonts: BrandFonts, size: number): number {
  const { mark, labelSize, gap } = geometry(size);
  return mark + gap + Math.max(fonts.bold.widthOfTextAtSize("Pont Atlantique", size), labelWidth(fonts, labelSize));
}

/**
 * The lockup at (x, y) — y is the baseline of « Pont Atlantique » — at `size` points for the name: the mark, the name
 * in the brand blue and « CONSEIL » spaced out in amber under it. Returns the lockup's width.
 */
export function drawLockup(
  page: PDFPage,
  { x, y, size, fonts, logo }: { x: number; y: number; size: number; fonts: BrandFonts; logo: PDFImage },
): number {
  const { mark, labelSize, gap, drop } = geometry(size);
  page.drawImage(logo, { x, y: y - labelSize - drop, width: mark, height: mark });
  const textX = x + mark + gap;
  page.drawText("Pont Atlantique", { x: textX, y, size, font: fonts.bold, color: BRAND_BLUE });
  // « CONSEIL » spaced out as on the site (tracking 0.25 em): the text state's character spacing, reset after.
  page.pushOperators(setCharacterSpacing(labelSpacing(labelSize)));
  page.drawText(LABEL, { x: textX, y: y - labelSize - drop, size: labelSize, font: fonts.bold, color: BRAND_AMBER_TEXT });
  page.pushOperators(setCharacterSpacing(0));
  return lockupWidth(fonts, size);
}

/**
 * The letterhead of the firm's business documents (invoices, credit notes, quotes, agreements): the lockup with its
 * top at `top`, left-aligned at `x`. Returns the y under it, where the issuer's lines start.
 */
export async function drawLetterhead(
  pdf: PDFDocument,
  page: PDFPage,
  fonts: BrandFonts,
  { x, top, size = 12 }: { x: number; top: number; size?: number },
): Promise<number> {
  const logo = await brandLogo(pdf);
  const { mark, labelSize, drop } = geometry(size);
  const baseline = top - mark + labelSize + drop;
  drawLockup(page, { x, y: baseline, size, fonts, logo });
  return top - mark - 14;
}
