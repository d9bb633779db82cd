import type { Context } from "hono";
import { z } from "zod";
import { functionError, type FunctionContext } from "../functions/edge-function";
import { defineUserFunction, field } from "../functions/user-function";
import { isContentEditor, notAnEditor, publicationFields, statusFor, text, textList } from "./fields";
import { renderArticleBody } from "./sanitize";

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
});

type JobOfferInput = z.output<typeof jobOfferBody>;

export interface SavedJobOfferRow {
  id: number;
  slug: string;
  title: string;
  status: "draft" | "published";
  published_at: string | null;
  updated_at: string;
}

const COLUMNS = [
  "slug",
  "title",
  "department",
  "location",
  "employment_type",
  "summary",
  "description",
  "description_html",
  "skills",
  "closes_on",
  "updated_by",
];

async function saveJobOffer(c: Context, context: FunctionContext, userId: string, input: JobOfferInput) {
  const { body, html } = renderArticleBody(input.description);
  const { status, publishedAt } = statusFor(input.action, input.publish_at.value);
  const values = [
    input.slug,
    input.title,
    input.department,
    input.location,
    input.employment_type,
    input.summary,
    body,
    html,
    input.skills,
    input.closes_on.value,
    userId,
  ];
  const n = COLUMNS.length;
  // node-postgres reads a bigint as a string (PGlite as a number): the id goes back as the number the editor sends.
  const returning = "returning id::integer as id, slug, title, status, published_at, updated_at";
  const id = input.id.value;
  if (id === null) {
    const { rows } = await context.db.query<SavedJobOfferRow>(
      `insert into public.job_offers (${COLUMNS.join(", ")}, status, published_at)
       values (${COLUMNS.map((_, i) => `$${i + 1}`).join(", ")}, coalesce($${n + 1}, 'draft'), $${n + 2}) ${returning}`,
      [...values, status, publishedAt],
    );
    return c.json(rows[0], 201);
  }
  const { rows } = await context.db.query<SavedJobOfferRow>(
    `update public.job_offers set ${COLUMNS.map((column, i) => `${column} = $${i + 1}`).join(", ")},
       status = coalesce($${n + 1}, status),
       published_at = case when $${n + 1}::text is null then published_at else $${n + 2} end
     where id = $${n + 3} ${returning}`,
    [...values, status, publishedAt, id],
  );
  if (!rows[0]) return functionError(c, 404, "job_offer_not_found", "Cette offre n'existe plus.");
  return c.json(rows[0]);
}

/**
 * POST /functions/v1/content-job-offer: an editor or an admin creates or changes a job offer (`id` absent: a new
 * draft), and with `action` publishes it (now, or at `publish_at`: scheduled) or takes it back to draft. The
 * description is Markdown, stored without raw HTML and rendered to sanitised HTML here (decisions 0891, 0894).
 * 201/200 with the offer, 403 for anyone else, 409 when the slug is taken, 422 with a French message.
 */
export const contentJobOffer = defineUserFunction({
  postOnly: true,
  body: jobOfferBody,
  refusal(c, error) {
    const code = (error as { code?: string }).code;
    if (code === "23505") return functionError(c, 409, "slug_taken", "Cette adresse est déjà celle d'une autre offre.");
    if (code === "23514") return functionError(c, 422, "invalid_job_offer", "Un champ de l'offre n'est pas accepté.");
    return null;
  },
  async handler({ c, context, userId, body }) {
    if (!(await isContentEditor(context))) return notAnEditor(c);
    return saveJobOffer(c, context, userId, body);
  },
});
