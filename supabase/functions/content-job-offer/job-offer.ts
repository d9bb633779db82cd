import type { ContractBody } from "../_shared/contract.ts";
import { z } from "zod";
import { field } from "../_shared/body.ts";
import { contentFunction, savePublishable } from "../_shared/content/content-function.ts";
import { publicationFields, text, textList } from "../_shared/content/fields.ts";
import { renderArticleBody } from "../_shared/content/sanitize.ts";

const jobOfferBody = z.object({
  ...publicationFields("Offre inconnue (id)."),
  title: field(text(200, true), "invalid_title", "Donnez un intitulé de poste (200 caractères au plus)."),
  department: field(text(80), "invalid_department", "Le département tient en 80 caractères."),
  location: field(text(120), "invalid_location", "Le lieu tient en 120 caractères."),
  employment_type: field(text(60), "invalid_employment_type", "Le type de contrat tient en 60 caractères."),
  summary: field(text(600), "invalid_summary", "Le résumé tient en 600 caractères."),
  description: field(text(50_000), "invalid_description", "La description du poste est trop longue."),
  skills: field(textList(30, 200), "invalid_skills", "Au plus 30 compétences de 200 caractères."),
  closes_on: field(
    (value) => {
      if (value === undefined || value === null || value === "") return { value: null };
      if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
      return Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) ? null : { value };
    },
    "invalid_closes_on",
    "Date de clôture invalide (AAAA-MM-JJ).",
  ),
}) satisfies ContractBody<"content-job-offer">;

/**
 * POST /functions/v1/content-job-offer: an editor or an admin writes a job offer (content-function.ts says how
 * content functions save and publish). The description is Markdown, stored without raw HTML and rendered to
 * sanitised HTML here (decisions 0891, 0894). 409 when the slug is taken, 422 with a French message.
 */
export const contentJobOffer = contentFunction({
  body: jobOfferBody,
  slugTaken: "Cette adresse est déjà celle d'une autre offre.",
  invalidRow: { code: "invalid_job_offer", message: "Un champ de l'offre n'est pas accepté." },
  save(input, userId) {
    const { body, html } = renderArticleBody(input.description);
    return savePublishable({
      table: "job_offers",
      input,
      userId,
      columns: {
        department: input.department,
        location: input.location,
        employment_type: input.employment_type,
        summary: input.summary,
        description: body,
        description_html: html,
        skills: input.skills,
        closes_on: input.closes_on.value,
      },
      notFound: { code: "job_offer_not_found", message: "Cette offre n'existe plus." },
    });
  },
});
