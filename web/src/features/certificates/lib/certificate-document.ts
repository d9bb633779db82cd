import type { Certificate } from "@common/database";
import { verificationUrl } from "./certificate-paths";
import { formatCertificateDate } from "./format-date";

/** A4 landscape, in PDF points. */
export const PAGE = { width: 841.89, height: 595.28, margin: 36 } as const;
export const QR_SIZE = 96;

export type CertificateFont = "regular" | "bold";
export type CertificateTone = "brand" | "text" | "muted";

export interface CertificateLine {
  key: string;
  text: string;
  size: number;
  font: CertificateFont;
  tone: CertificateTone;
  /** Baseline, from the bottom of the page (PDF coordinates). */
  y: number;
  align: "center" | "left";
  /** Left edge when align is 'left'. */
  x?: number;
}

export interface CertificateDocument {
  fileName: string;
  title: string;
  verificationUrl: string;
  lines: CertificateLine[];
  qr: { x: number; y: number; size: number };
}

export type CertificateFields = Pick<
  Certificate,
  "number" | "learner_name" | "formation_title" | "formation_duration" | "issued_at"
>;

// The 32 characters that Windows-1252 (the encoding of the PDF standard fonts) places in 0x80-0x9F.
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const SPACES = /[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g;

function encodable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/**
 * Text the PDF standard fonts can draw: French accents stay; unusual spaces become plain ones; a letter outside
 * Windows-1252 loses its diacritic (ř → r) or, failing that, becomes '?', so no learner's name breaks the download.
 */
export function toPdfText(text: string): string {
  return Array.from(text.replace(SPACES, " "))
    .map((char) => {
      if (encodable(char)) return char;
      const base = char.normalize("NFD").replace(/\p{M}/gu, "");
      return base && Array.from(base).every(encodable) ? base : "?";
    })
    .join("");
}

/** Everything the certificate shows, with its position: the renderer only draws what this returns. */
export function certificateDocument(
  certificate: CertificateFields,
  options: { origin: string; firmName: string; firmTagline: string },
): CertificateDocument {
  const url = verificationUrl(options.origin, certificate.number);
  const top = PAGE.height - PAGE.margin;
  const qrX = PAGE.width - PAGE.margin - 24 - QR_SIZE;
  const qrY = PAGE.margin + 24;
  const left = PAGE.margin + 32;
  const line = (
    key: string,
    text: string,
    size: number,
    font: CertificateFont,
    tone: CertificateTone,
    y: number,
  ): CertificateLine => ({
    key,
    text: toPdfText(text),
    size,
    font,
    tone,
    y,
    align: "center",
  });
  const footer = (key: string, text: string, y: number): CertificateLine => ({
    key,
    text: toPdfText(text),
    size: 10,
    font: key === "number" ? "bold" : "regular",
    tone: key === "number" ? "text" : "muted",
    y,
    align: "left",
    x: left,
  });
  return {
    fileName: `certificat-${certificate.number}.pdf`,
    title: toPdfText(`Certificat ${certificate.number} – ${certificate.formation_title}`),
    verificationUrl: url,
    qr: { x: qrX, y: qrY, size: QR_SIZE },
    lines: [
      line("firm", options.firmName.toUpperCase(), 16, "bold", "brand", top - 46),
      line("tagline", options.firmTagline, 10, "regular", "muted", top - 64),
      line("heading", "CERTIFICAT DE FORMATION", 30, "bold", "brand", top - 126),
      line("awarded", "Ce certificat est décerné à", 13, "regular", "muted", top - 168),
      line("learner", certificate.learner_name, 28, "bold", "text", top - 208),
      line("completed", "pour avoir suivi avec succès la formation", 13, "regular", "muted", top - 244),
      line("formation", certificate.formation_title, 20, "bold", "text", top - 276),
      line("duration", `Durée : ${certificate.formation_duration}`, 12, "regular", "text", top - 304),
      line("date", `Délivré le ${formatCertificateDate(certificate.issued_at)}`, 12, "regular", "text", top - 324),
      footer("number", `Certificat n° ${certificate.number}`, qrY + 58),
      footer("verify-label", "Vérifiez l'authenticité de ce certificat à l'adresse :", qrY + 40),
      footer("verify-url", url, qrY + 26),
    ],
  };
}
