import { rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { AverageKey, SessionResult } from "@common/evaluation-results";
import { firm } from "@common/firm";
import { OFFICE_TIME_ZONES, formatDate, formatDateRange } from "@common/format";
import { A4, INK, brandedDocument } from "../_shared/pdf/page.ts";
import { pdfSafe } from "../_shared/pdf/text.ts";

/** A session's figures with its averages written for reading (one decimal, or null when nobody answered). */
export type SessionResults = Omit<SessionResult, AverageKey> & Record<AverageKey, string | null>;

const BAR = rgb(0.11, 0.3, 0.55);
const fr = (value: string | number | null, suffix = "") =>
  value === null || value === undefined ? "—" : `${String(value).replace(".", ",")}${suffix}`;

/** The one-page quality report of a session, to hand to a client or an auditor. */
export async function renderQualityReportPdf(
  results: SessionResults,
  comments: { kind: string; comment: string }[],
): Promise<Uint8Array> {
  const { pdf, fonts } = await brandedDocument({ title: `Bilan qualité — ${results.formation_title}`, author: firm.legalName });
  const page = pdf.addPage([A4.width, A4.height]);
  const { regular, bold } = fonts;
  const text = (p: PDFPage, value: string, x: number, y: number, font: PDFFont, size = 10, maxWidth = 595 - x - 50) =>
    p.drawText(pdfSafe(value), { x, y, size, font, color: INK, maxWidth, lineHeight: size + 3 });

  text(page, `${firm.fullName} — Bilan qualité de session`, 50, 790, bold, 15);
  text(page, results.formation_title, 50, 768, bold, 12);
  const dates = formatDateRange(results.starts_on, results.ends_on);
  text(page, `Session ${dates}, ${results.city} — Formateur : ${results.trainer_name}`, 50, 750, regular, 10);

  const figures: [string, string][] = [
    ["Apprenants", String(results.learners)],
    ["Taux d'assiduité", fr(results.attendance_percent, " %")],
    ["Taux de réponse (à chaud)", `${fr(results.response_rate, " %")} (${results.answers} / ${results.invited})`],
    ["Satisfaction globale", `${fr(results.avg_overall)} / 5`],
    ["Contenu", `${fr(results.avg_content)} / 5`],
    ["Formateur", `${fr(results.avg_trainer)} / 5`],
    ["Organisation", `${fr(results.avg_organisation)} / 5`],
    [
      "Recommandation (NPS)",
      `${fr(results.nps)} (promoteurs ${results.promoters}, neutres ${results.passives}, détracteurs ${results.detractors})`,
    ],
    [
      "Évaluation à froid (90 jours)",
      results.cold_answers === 0
        ? `${results.cold_invited} invitation(s), pas encore de réponse`
        : `appliqué : oui ${results.applied_yes}, en partie ${results.applied_partly}, non ${results.applied_no}`,
    ],
    [
      "Gain de connaissances",
      // Positioning quiz (first attempt) against the final quiz (best), for those who took both (decision 1023).
      !results.knowledge_measured || results.knowledge_gain === null
        ? "non mesuré (quiz de positionnement et quiz final)"
        : `${results.knowledge_gain > 0 ? "+" : ""}${results.knowledge_gain} points (${fr(results.knowledge_before, " %")} avant, ` +
          `${fr(results.knowledge_after, " %")} après, ${results.knowledge_measured} apprenant(s))`,
    ],
  ];
  let y = 715;
  for (const [label, value] of figures) {
    text(page, label, 50, y, regular, 10);
    text(page, value, 250, y, bold, 10);
    y -= 18;
  }
  y -= 10;
  text(page, "Répartition de la satisfaction globale", 50, y, bold, 11);
  y -= 20;
  const most = Math.max(1, ...results.distribution);
  results.distribution.forEach((count, index) => {
    text(page, `${index + 1} / 5`, 50, y, regular, 9);
    page.drawRectangle({ x: 95, y: y - 2, width: Math.max(1, (300 * count) / most), height: 10, color: BAR });
    text(page, String(count), 405, y, regular, 9);
    y -= 16;
  });
  y -= 12;
  text(page, "Commentaires des apprenants", 50, y, bold, 11);
  y -= 18;
  if (comments.length === 0) text(page, "Aucun commentaire.", 50, y, regular, 9);
  for (const [index, { kind, comment }] of comments.entries()) {
    if (y < 90) {
      text(page, `… et ${comments.length - index} autre(s) dans l'export CSV.`, 50, y, regular, 8);
      break;
    }
    const short = comment.length > 300 ? `${comment.slice(0, 297)}…` : comment;
    const lines = Math.ceil(short.length / 95);
    text(page, `${kind === "cold" ? "[à froid] " : ""}« ${short} »`, 50, y, regular, 9);
    y -= 12 * lines + 6;
  }
  text(page, `Édité le ${formatDate(new Date(), { timeZone: OFFICE_TIME_ZONES.Montréal })} — ${firm.legalName}`, 50, 40, regular, 8);
  return pdf.save();
}
