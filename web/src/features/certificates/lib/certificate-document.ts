import type { Certificate } from "@common/database";
import { firm } from "@common/firm";
import { formatPlaceAndDate } from "@common/format";
import { verificationUrl } from "./certificate-paths";

/** A4 landscape, in PDF points. */
export const PAGE = { width: 841.89, height: 595.28, margin: 36 } as const;
export const QR_SIZE = 96;

export type CertificateFont = "regular" | "bold";
export type CertificateTone = "brand" | "accent" | "text" | "muted";

export interface CertificateLine {
  key: string;
  text: string;
  size: number;
  font: CertificateFont;
  tone: CertificateTone;
  /** Baseline, from the bottom of the page (PDF coordinates). */
  y: number;
  align: "center" | "left" | "right";
  /** Left edge when align is 'left', right edge when 'right'. */
  x?: number;
}

export interface CertificateDocument {
  fileName: string;
  title: string;
  verificationUrl: string;
  lines: CertificateLine[];
  qr: { x: number; y: number; size: number };
  /** The signatory's pen stroke (an SVG path, drawn in the brand blue) and the rules under the signature. */
  signature: { path: string; x: number; y: number; scale: number };
  rules: { x1: number; x2: number; y: number; tone: CertificateTone; thickness: number }[];
}

/** The same pen stroke as the certificate of completion's (supabase/functions/_shared/completion-pdf.ts). */
export const SIGNATURE_STROKE =
  "M0 22 C6 4 12 0 14 8 C16 16 10 30 18 24 C24 19 26 6 30 10 C33 13 30 24 36 22 C42 20 44 12 48 14 C52 16 50 24 56 22 " +
  "C62 20 66 10 72 12 C76 13 74 22 80 20 C88 17 96 14 108 16";

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

/**
 * Everything the certificate shows, with its position: the renderer only draws what this returns. Its wording and
 * layout follow the certificate of completion drawn by the server (decision 1048, issue 48): the firm's lockup, the
 * heading, « Le cabinet … atteste que », the learner, the formation, « Fait à Montréal, le … » over the signatory's
 * pen stroke and name, the number beside its QR code, and the firm's address at the foot (decision 1091).
 */
export function certificateDocument(
  certificate: CertificateFields,
  options: { origin: string; firmName: string; firmTagline: string },
): CertificateDocument {
  const url = verificationUrl(options.origin, certificate.number);
  const { height } = PAGE;
  const frame = PAGE.margin / 2;
  const qrSize = 84;
  const footY = 118;
  const left = frame + 52;
  const qrX = PAGE.width - frame - 52 - qrSize;
  const centred = (
    key: string,
    text: string,
    size: number,
    font: CertificateFont,
    tone: CertificateTone,
    y: number,
  ): CertificateLine => ({ key, text: toPdfText(text), size, font, tone, y, align: "center" });
  const at = (
    key: string,
    text: string,
    size: number,
    font: CertificateFont,
    tone: CertificateTone,
    x: number,
    y: number,
    align: "left" | "right" = "left",
  ): CertificateLine => ({ key, text: toPdfText(text), size, font, tone, y, align, x });
  const [brand, ...rest] = options.firmName.split(" ");
  const wordmark = rest.length > 1 ? `${brand} ${rest.slice(0, -1).join(" ")}` : brand;
  const suffix = rest.length > 0 ? rest.at(-1)!.toUpperCase().split("").join(" ") : "";
  return {
    fileName: `certificat-${certificate.number}.pdf`,
    title: toPdfText(`Certificat ${certificate.number} – ${certificate.formation_title}`),
    verificationUrl: url,
    qr: { x: qrX, y: footY - 30, size: qrSize },
    signature: { path: SIGNATURE_STROKE, x: left + 10, y: footY + 40, scale: 1.1 },
    rules: [
      { x1: PAGE.width / 2 - 40, x2: PAGE.width / 2 + 40, y: height - 188, tone: "accent", thickness: 1.5 },
      { x1: left, x2: left + 190, y: footY, tone: "muted", thickness: 0.6 },
    ],
    lines: [
      centred("firm", wordmark, 17, "bold", "brand", height - 76),
      centred("firm-suffix", suffix, 9, "bold", "accent", height - 92),
      centred("heading", "CERTIFICAT DE FORMATION", 30, "bold", "brand", height - 150),
      centred("subheading", "Attestation de réussite", 12, "regular", "muted", height - 172),
      centred("awarded", `Le cabinet ${options.firmName} atteste que`, 12, "regular", "muted", height - 218),
      centred("learner", certificate.learner_name, 28, "bold", "text", height - 256),
      centred("completed", "a suivi avec succès la formation", 12, "regular", "muted", height - 284),
      centred("formation", certificate.formation_title, 19, "bold", "brand", height - 312),
      centred("duration", `Durée : ${certificate.formation_duration}`, 12, "regular", "text", height - 338),
      at(
        "date",
        `Fait à ${formatPlaceAndDate(firm.headOffice.city, certificate.issued_at).replace(/[\u00a0\u202f]/g, " ")}`,
        10.5,
        "regular",
        "text",
        left,
        footY + 52,
      ),
      at("signatory", firm.certificateSignatory.name, 10.5, "bold", "text", left, footY - 14),
      at(
        "signatory-position",
        `${firm.certificateSignatory.position}, pour ${options.firmName}`,
        9,
        "regular",
        "muted",
        left,
        footY - 28,
      ),
      at("number", `N° ${certificate.number}`, 9.5, "bold", "text", qrX - 12, footY + 30, "right"),
      at("verify-label", "Vérifiez ce certificat", 8.5, "regular", "muted", qrX - 12, footY + 14, "right"),
      at("verify-label-2", "en scannant le code.", 8.5, "regular", "muted", qrX - 12, footY + 3, "right"),
      centred(
        "address",
        `${firm.legalName} — ${firm.headOffice.address} — ${url}`,
        7.5,
        "regular",
        "muted",
        frame + 20,
      ),
    ],
  };
}
