import type { PDFFont } from "pdf-lib";
import { firm } from "@common/firm";
import { formatDateRange } from "@common/format";
import { drawLetterhead } from "../_shared/pdf/brand.ts";
import { sellerLines } from "../_shared/pdf/issuer.ts";
import { A4, INK, brandedDocument } from "../_shared/pdf/page.ts";
import { pdfSafe, wrap as wrapText } from "../_shared/pdf/text.ts";

export interface ConvocationData {
  learner_name: string;
  formation_title: string;
  formation_description: string;
  duration: string;
  starts_on: string;
  ends_on: string;
  format: string;
  city: string;
  venue: string;
  payment_reference: string;
}

/** A paragraph's lines (any white space parts words; a word longer than the line overflows it). */
const wrap = (text: string, font: PDFFont, size: number, width: number) => wrapText(text, font, size, width, { between: /\s+/ });

function place(data: ConvocationData): string {
  if (data.format === "En ligne")
    return `En ligne — ${data.venue || "le lien de connexion vous est envoyé par e-mail"}`;
  const where = [data.venue, data.city].filter(Boolean).join(", ");
  return data.format === "Hybride" ? `Hybride — ${where}` : where;
}

/** A one-page A4 convocation for a confirmed seat: who, which formation, when, where, what to bring. */
export async function renderConvocationPdf(data: ConvocationData): Promise<Uint8Array> {
  const { pdf, fonts } = await brandedDocument({
    title: `Convocation — ${pdfSafe(data.formation_title)}`,
    author: firm.legalName,
  });
  const page = pdf.addPage([A4.width, A4.height]);
  const { regular, bold } = fonts;
  let y = 790;
  const line = (value: string, font = regular, size = 10, x = 50, gap = 14) => {
    for (const part of wrap(value, font, size, 495 - (x - 50))) {
      page.drawText(part, { x, y, size, font, color: INK });
      y -= gap;
    }
  };

  y = await drawLetterhead(pdf, page, fonts, { x: 50, top: 806 });
  line(firm.legalName, bold, 11, 50, 16);
  sellerLines().forEach((seller) => line(seller, regular, 9, 50, 13));
  y -= 24;
  line("CONVOCATION", bold, 18, 50, 28);
  line(`${data.learner_name},`, regular, 11, 50, 20);
  line("Votre place est confirmée. Nous avons le plaisir de vous convoquer à la formation :", regular, 11, 50, 22);
  line(`« ${data.formation_title} »`, bold, 13, 50, 24);
  const facts: [string, string][] = [
    ["Dates", formatDateRange(data.starts_on, data.ends_on)],
    ["Durée", data.duration],
    ["Lieu", place(data)],
    ["Accueil", "8 h 30 le premier jour"],
    ["Référence", data.payment_reference],
  ];
  for (const [label, value] of facts) {
    page.drawText(pdfSafe(label), { x: 50, y, size: 10, font: bold, color: INK });
    line(value, regular, 10, 140, 16);
  }
  y -= 12;
  line("Programme", bold, 12, 50, 18);
  wrap(data.formation_description, regular, 10, 495)
    .slice(0, 20)
    .forEach((part) => line(part));
  y -= 12;
  line(
    "Munissez-vous de cette convocation et d'une pièce d'identité. Pour toute question, écrivez-nous en rappelant votre référence.",
    regular,
    10,
  );
  page.drawText(pdfSafe(`${firm.legalName} — ${firm.emails.contact}`), {
    x: 50,
    y: 50,
    size: 8,
    font: regular,
    color: INK,
  });
  return pdf.save();
}
