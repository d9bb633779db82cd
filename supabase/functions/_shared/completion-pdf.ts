import { rgb, type PDFFont } from "pdf-lib";
import QRCode from "qrcode";
import { firm } from "@common/firm";
import { formatDateRange, formatPlaceAndDate } from "@common/format";
import { formatHours } from "./hours.ts";
import { BRAND_AMBER, BRAND_BLUE, brandLogo, drawLockup, lockupWidth } from "./pdf/brand.ts";
import { A4_LANDSCAPE, INK, brandedDocument } from "./pdf/page.ts";
import { pdfSafe, wrap } from "./pdf/text.ts";

export interface CompletionCertificate {
  number: string;
  learner_name: string;
  formation_title: string;
  objectives: string;
  /** The label the database wrote when issuing (« le 06/12/2026, Abidjan »): shown only when `session` is unknown. */
  session_label: string;
  planned_minutes: number;
  attended_minutes: number;
  issued_at: Date | string;
  /** The session as it is now: its dates written out, its city and its trainer (decision 1048). */
  session?: {
    starts_on: string;
    ends_on: string;
    city: string | null;
    trainer_name: string | null;
  } | null;
}

const MUTED = rgb(0.35, 0.38, 0.44);
/** A4 landscape: a diploma's page. */
const PAGE = A4_LANDSCAPE;
const FRAME = 22;

/** « du 5 au 7 décembre 2026 à Abidjan », or the stored label of an older certificate. */
export function certificateSessionLine(certificate: CompletionCertificate): string {
  const session = certificate.session;
  if (!session) return `Session ${certificate.session_label}`;
  const dates = formatDateRange(session.starts_on, session.ends_on);
  return session.city ? `${dates} à ${session.city}` : dates;
}

/** « 7 h suivies sur 7 h prévues (100 %) ». */
export function certificateHoursLine(certificate: Pick<CompletionCertificate, "planned_minutes" | "attended_minutes">) {
  const percent =
    certificate.planned_minutes === 0
      ? 0
      : Math.floor((100 * certificate.attended_minutes) / certificate.planned_minutes);
  return `${formatHours(certificate.attended_minutes)} suivies sur ${formatHours(certificate.planned_minutes)} prévues (${percent}\u00a0%)`;
}

/** The firm's signature: a pen stroke (an SVG path) drawn above the signatory's name. */
const SIGNATURE_STROKE =
  "M0 22 C6 4 12 0 14 8 C16 16 10 30 18 24 C24 19 26 6 30 10 C33 13 30 24 36 22 C42 20 44 12 48 14 C52 16 50 24 56 22 " +
  "C62 20 66 10 72 12 C76 13 74 22 80 20 C88 17 96 14 108 16";

/**
 * The certificate of completion (certificat de réalisation) as a diploma: the firm's lockup, the learner, the
 * formation, its dates and trainer, the hours attended out of planned, the written date of issue, the firm's
 * signature, and the number with its verification QR code.
 */
export async function renderCompletionCertificatePdf(
  certificate: CompletionCertificate,
  verificationUrl: string,
): Promise<Uint8Array> {
  const { pdf, fonts } = await brandedDocument({
    title: `Certificat de réalisation ${certificate.number}`,
    author: firm.legalName,
  });
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const logo = await brandLogo(pdf);
  const { width, height } = PAGE;

  // A double frame: the brand blue outside, a thin amber rule inside.
  page.drawRectangle({
    x: FRAME,
    y: FRAME,
    width: width - 2 * FRAME,
    height: height - 2 * FRAME,
    borderColor: BRAND_BLUE,
    borderWidth: 2.5,
  });
  page.drawRectangle({
    x: FRAME + 7,
    y: FRAME + 7,
    width: width - 2 * FRAME - 14,
    height: height - 2 * FRAME - 14,
    borderColor: BRAND_AMBER,
    borderWidth: 0.8,
  });

  const contentWidth = width - 2 * (FRAME + 60);
  /** A centred line, shrunk to fit the frame when it is too long. */
  const centred = (value: string, y: number, font: PDFFont, size: number, color = INK) => {
    const text = pdfSafe(value);
    const fitted = Math.min(size, (size * contentWidth) / Math.max(font.widthOfTextAtSize(text, size), 1));
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, fitted)) / 2, y, size: fitted, font, color });
  };

  // The lockup, centred at the top.
  const lockupSize = 15;
  drawLockup(page, { x: (width - lockupWidth(fonts, lockupSize)) / 2, y: height - 82, size: lockupSize, fonts, logo });

  centred("CERTIFICAT DE RÉALISATION", height - 150, fonts.bold, 30, BRAND_BLUE);
  centred("Attestation de fin de formation", height - 172, fonts.regular, 12, MUTED);
  page.drawLine({
    start: { x: width / 2 - 40, y: height - 188 },
    end: { x: width / 2 + 40, y: height - 188 },
    thickness: 1.5,
    color: BRAND_AMBER,
  });

  centred(`Le cabinet ${firm.fullName} atteste que`, height - 218, fonts.regular, 12, MUTED);
  centred(certificate.learner_name, height - 256, fonts.bold, 28);
  centred("a suivi la formation", height - 284, fonts.regular, 12, MUTED);
  centred(certificate.formation_title, height - 312, fonts.bold, 19, BRAND_BLUE);
  const trainer = certificate.session?.trainer_name?.trim();
  centred(
    `${certificateSessionLine(certificate)}${trainer && trainer !== "—" ? `, animée par ${trainer}` : ""}`,
    height - 338,
    fonts.regular,
    12,
  );
  centred(`Assiduité : ${certificateHoursLine(certificate)}`, height - 360, fonts.bold, 12.5);

  // The objectives, in two or three short lines at most.
  const objectives = wrap(certificate.objectives, fonts.regular, 9.5, contentWidth - 120).slice(0, 3);
  objectives.forEach((line, index) => centred(line, height - 386 - index * 13, fonts.regular, 9.5, MUTED));

  // The foot: the place and date with the firm's signature, the trainer, the number and its QR code.
  const footY = 118;
  const left = FRAME + 52;
  page.drawText(pdfSafe(`Fait à ${formatPlaceAndDate(firm.headOffice.city, certificate.issued_at)}`), {
    x: left,
    y: footY + 52,
    size: 10.5,
    font: fonts.regular,
    color: INK,
  });
  page.drawSvgPath(SIGNATURE_STROKE, {
    x: left + 10,
    y: footY + 40,
    borderColor: BRAND_BLUE,
    borderWidth: 1.4,
    scale: 1.1,
  });
  page.drawLine({ start: { x: left, y: footY }, end: { x: left + 190, y: footY }, thickness: 0.6, color: MUTED });
  page.drawText(pdfSafe(firm.certificateSignatory.name), {
    x: left,
    y: footY - 14,
    size: 10.5,
    font: fonts.bold,
    color: INK,
  });
  page.drawText(pdfSafe(`${firm.certificateSignatory.position}, pour ${firm.fullName}`), {
    x: left,
    y: footY - 28,
    size: 9,
    font: fonts.regular,
    color: MUTED,
  });

  if (trainer && trainer !== "—") {
    const middle = width / 2 - 70;
    page.drawLine({ start: { x: middle, y: footY }, end: { x: middle + 150, y: footY }, thickness: 0.6, color: MUTED });
    page.drawText(pdfSafe(trainer), { x: middle, y: footY - 14, size: 10.5, font: fonts.bold, color: INK });
    page.drawText("Formateur de la session", { x: middle, y: footY - 28, size: 9, font: fonts.regular, color: MUTED });
  }

  const qrSize = 84;
  const qrX = width - FRAME - 52 - qrSize;
  const qr = await QRCode.toBuffer(verificationUrl, { type: "png", margin: 1, width: 240, errorCorrectionLevel: "M" });
  page.drawImage(await pdf.embedPng(qr), { x: qrX, y: footY - 30, width: qrSize, height: qrSize });
  const numberText = pdfSafe(`N° ${certificate.number}`);
  const numberRight = qrX - 12;
  page.drawText(numberText, {
    x: numberRight - fonts.bold.widthOfTextAtSize(numberText, 9.5),
    y: footY + 30,
    size: 9.5,
    font: fonts.bold,
    color: INK,
  });
  for (const [index, line] of ["Vérifiez ce certificat", "en scannant le code."].entries()) {
    page.drawText(line, {
      x: numberRight - fonts.regular.widthOfTextAtSize(line, 8.5),
      y: footY + 14 - index * 11,
      size: 8.5,
      font: fonts.regular,
      color: MUTED,
    });
  }

  const address = pdfSafe(`${firm.legalName} — ${firm.headOffice.address} — ${verificationUrl}`);
  const addressSize = Math.min(7.5, (7.5 * contentWidth) / fonts.regular.widthOfTextAtSize(address, 7.5));
  page.drawText(address, {
    x: (width - fonts.regular.widthOfTextAtSize(address, addressSize)) / 2,
    y: FRAME + 18,
    size: addressSize,
    font: fonts.regular,
    color: MUTED,
  });
  return pdf.save();
}
