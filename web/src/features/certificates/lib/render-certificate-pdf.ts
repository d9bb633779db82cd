import { site } from "~/config/site";
import { certificateDocument, PAGE, type CertificateFields, type CertificateTone } from "./certificate-document";
import { saveFile } from "~/lib/save-file";

/**
 * Builds the certificate PDF in the browser. pdf-lib and qrcode are imported here, on click, so neither weighs on
 * the first load of any screen.
 */
export async function renderCertificatePdf(certificate: CertificateFields, origin: string) {
  const [{ PDFDocument, StandardFonts, rgb }, QRCode] = await Promise.all([import("pdf-lib"), import("qrcode")]);
  const doc = certificateDocument(certificate, { origin, firmName: site.fullName, firmTagline: site.tagline });

  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setAuthor(site.fullName);
  pdf.setCreator(site.fullName);
  pdf.setLanguage("fr-FR");
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const tones: Record<CertificateTone, ReturnType<typeof rgb>> = {
    brand: rgb(0.07, 0.2, 0.45),
    accent: rgb(0.85, 0.55, 0.15),
    text: rgb(0.1, 0.12, 0.16),
    muted: rgb(0.35, 0.38, 0.44),
  };

  // A double frame as the certificate of completion's: the brand blue outside, a thin amber rule inside.
  const inset = PAGE.margin / 2;
  page.drawRectangle({
    x: inset,
    y: inset,
    width: PAGE.width - 2 * inset,
    height: PAGE.height - 2 * inset,
    borderColor: tones.brand,
    borderWidth: 2.5,
  });
  page.drawRectangle({
    x: inset + 7,
    y: inset + 7,
    width: PAGE.width - 2 * inset - 14,
    height: PAGE.height - 2 * inset - 14,
    borderColor: tones.accent,
    borderWidth: 0.8,
  });
  for (const rule of doc.rules)
    page.drawLine({
      start: { x: rule.x1, y: rule.y },
      end: { x: rule.x2, y: rule.y },
      thickness: rule.thickness,
      color: tones[rule.tone],
    });
  page.drawSvgPath(doc.signature.path, {
    x: doc.signature.x,
    y: doc.signature.y,
    borderColor: tones.brand,
    borderWidth: 1.4,
    scale: doc.signature.scale,
  });

  for (const line of doc.lines) {
    const font = fonts[line.font];
    // A very long formation title shrinks to fit between the margins rather than overflow.
    const available = PAGE.width - 2 * PAGE.margin - 48;
    const size = Math.min(
      line.size,
      (line.size * available) / Math.max(font.widthOfTextAtSize(line.text, line.size), 1),
    );
    const width = font.widthOfTextAtSize(line.text, size);
    const x =
      line.align === "center"
        ? (PAGE.width - width) / 2
        : line.align === "right"
          ? (line.x ?? PAGE.width - PAGE.margin) - width
          : (line.x ?? PAGE.margin);
    page.drawText(line.text, { x, y: line.y, size, font, color: tones[line.tone] });
  }

  const qrDataUrl = await QRCode.toDataURL(doc.verificationUrl, { margin: 1, width: 300, errorCorrectionLevel: "M" });
  const qr = await pdf.embedPng(qrDataUrl);
  page.drawImage(qr, { x: doc.qr.x, y: doc.qr.y, width: doc.qr.size, height: doc.qr.size });

  const bytes = await pdf.save();
  return { bytes, fileName: doc.fileName };
}

/** Hands the PDF made in the page to the browser as a download. */
export function savePdf(bytes: Uint8Array, fileName: string) {
  saveFile(new Blob([bytes as BlobPart], { type: "application/pdf" }), fileName);
}
