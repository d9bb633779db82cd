import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { firm } from "@common/firm";
import { pdfSafe } from "./invoice-pdf.ts";
import { formatHours } from "./hours.ts";

export interface CompletionCertificate {
  number: string;
  learner_name: string;
  formation_title: string;
  objectives: string;
  session_label: string;
  planned_minutes: number;
  attended_minutes: number;
  issued_at: Date | string;
}

const INK = rgb(0.1, 0.12, 0.16);
const dateFr = (value: Date | string) =>
  new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(value),
  );

/** The certificate of completion (certificat de réalisation): hours attended out of planned, objectives, number and QR. */
export async function renderCompletionCertificatePdf(
  certificate: CompletionCertificate,
  verificationUrl: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificat de réalisation ${certificate.number}`);
  pdf.setAuthor(firm.legalName);
  pdf.setLanguage("fr-FR");
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const text = (p: PDFPage, value: string, x: number, y: number, font: PDFFont, size = 11) =>
    p.drawText(pdfSafe(value), { x, y, size, font, color: INK, maxWidth: 595 - x - 60, lineHeight: size + 4 });

  text(page, firm.fullName, 60, 780, bold, 14);
  text(page, "CERTIFICAT DE RÉALISATION", 60, 730, bold, 22);
  text(page, "Attestation de fin de formation", 60, 708, regular, 12);
  const lines: [string, string][] = [
    ["Le cabinet atteste que", certificate.learner_name],
    ["a suivi la formation", certificate.formation_title],
    ["Session", certificate.session_label],
    [
      "Assiduité",
      `${formatHours(certificate.attended_minutes)} suivies sur ${formatHours(certificate.planned_minutes)} prévues (${
        certificate.planned_minutes === 0
          ? 0
          : Math.floor((100 * certificate.attended_minutes) / certificate.planned_minutes)
      } %)`,
    ],
  ];
  let y = 660;
  for (const [label, value] of lines) {
    text(page, label, 60, y, regular, 10);
    text(page, value, 60, y - 16, bold, 13);
    y -= 50;
  }
  text(page, "Objectifs de la formation", 60, y, regular, 10);
  text(page, certificate.objectives, 60, y - 16, regular, 11);
  y -= 110;
  text(page, `Délivré le ${dateFr(certificate.issued_at)}`, 60, y, regular, 11);
  text(page, `N° ${certificate.number}`, 60, y - 18, bold, 11);
  text(page, "Vérifiez ce certificat en scannant le code ou à l'adresse :", 60, y - 44, regular, 9);
  text(page, verificationUrl, 60, y - 58, regular, 9);
  const qr = await QRCode.toBuffer(verificationUrl, { type: "png", margin: 1, width: 240, errorCorrectionLevel: "M" });
  const image = await pdf.embedPng(qr);
  page.drawImage(image, { x: 420, y: y - 80, width: 115, height: 115 });
  text(page, `${firm.legalName} — ${firm.headOffice.address}`, 60, 50, regular, 8);
  return pdf.save();
}
