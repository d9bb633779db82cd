import type { Context } from "hono";
import { z } from "zod";
import { functionError, type FunctionContext } from "../functions/edge-function";
import { defineUserFunction, field } from "../functions/user-function";
import { isContentEditor, notAnEditor, optionalText, publicationFields, statusFor, text, textList } from "./fields";
import { renderArticleBody } from "./sanitize";

/** Key figures: at most 8 pairs of a value (« 12 », « − 45 % ») and its label. */
const keyFigures = (value: unknown) => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 8) return null;
  const figures = value.map((item) => {
    const figure = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
    return { value: text(40, true)(figure.value), label: text(120, true)(figure.label) };
  });
  return figures.every((figure) => figure.value !== null && figure.label !== null)
    ? (figures as { value: string; label: string }[])
    : null;
};

const caseStudyBody = z.object({
  ...publicationFields("Étude de cas inconnue (id)."),
  title: field(text(200, true), "invalid_title", "Donnez un titre (200 caractères au plus)."),
  client: field(text(160), "invalid_client", "Le client tient en 160 caractères."),
  sector: field(text(60), "invalid_sector", "Le secteur tient en 60 caractères."),
  year: field(
    (value) =>
      value === undefined || value === null || value === ""
        ? { value: null }
        : Number.isInteger(value) && (value as number) >= 1990 && (value as number) <= 2100
          ? { value: value as number }
          : null,
    "invalid_year",
    "L'année est un nombre de 1990 à 2100.",
  ),
  location: field(text(120), "invalid_location", "Le lieu tient en 120 caractères."),
  duration: field(text(60), "invalid_duration", "La durée tient en 60 caractères."),
  services: field(textList(20, 120), "invalid_services", "Au plus 20 services de 120 caractères."),
  summary: field(text(600), "invalid_summary", "Le résumé tient en 600 caractères."),
  result: field(text(300), "invalid_result", "Le résultat tient en 300 caractères."),
  challenge: field(text(20_000), "invalid_challenge", "Le contexte est trop long."),
  approach: field(text(20_000), "invalid_approach", "La démarche est trop longue."),
  results: field(text(20_000), "invalid_results", "Les résultats sont trop longs."),
  figures: field(keyFigures, "invalid_figures", "Au plus 8 chiffres clés, chacun avec sa valeur et son libellé."),
  cover_image: field(optionalText(24), "invalid_cover", "Image de couverture inconnue."),
  cover_alt: field(optionalText(300), "invalid_cover_alt", "Le texte alternatif tient en 300 caractères."),
  seo_title: field(
    optionalText(200),
    "invalid_seo_title",
    "Le titre pour les moteurs de recherche tient en 200 caractères.",
  ),
  seo_description: field(
    optionalText(320),
    "invalid_seo_description",
    "La description pour les moteurs de recherche tient en 320 caractères.",
  ),
});

type CaseStudyInput = z.output<typeof caseStudyBody>;

const COLUMNS = [
  "slug",
  "title",
  "client",
  "sector",
  "year",
  "location",
  "duration",
  "services",
  "summary",
  "result",
  "challenge",
  "challenge_html",
  "approach",
  "approach_html",
  "results",
  "results_html",
  "figures",
  "cover_image",
  "cover_alt",
  "seo_title",
  "seo_description",
  "updated_by",
];

async function saveCaseStudy(c: Context, context: FunctionContext, userId: string, input: CaseStudyInput) {
  if (input.cover_image.value && !input.cover_alt.value) {
    return functionError(c, 422, "cover_alt_required", "Décrivez l'image de couverture (texte alternatif).");
  }
  // Each part is Markdown: raw HTML is dropped, then the rendering sanitised (sanitize-html, decision 0891).
  const challenge = renderArticleBody(input.challenge);
  const approach = renderArticleBody(input.approach);
  const results = renderArticleBody(input.results);
  const { status, publishedAt } = statusFor(input.action, input.publish_at.value);
  const values = [
    input.slug,
    input.title,
    input.client,
    input.sector,
    input.year.value,
    input.location,
    input.duration,
    input.services,
    input.summary,
    input.result,
    challenge.body,
    challenge.html,
    approach.body,
    approach.html,
    results.body,
    results.html,
    JSON.stringify(input.figures),
    input.cover_image.value,
    input.cover_image.value ? input.cover_alt.value : null,
    input.seo_title.value,
    input.seo_description.value,
    userId,
  ];
  const n = COLUMNS.length;
  const placeholder = (column: string, i: number) => (column === "figures" ? `$${i + 1}::jsonb` : `$${i + 1}`);
  // node-postgres reads a bigint as a string (PGlite as a number): the id goes back as the number the editor sends.
  const returning = "returning id::integer as id, slug, title, status, published_at, updated_at";
  const id = input.id.value;
  if (id === null) {
    const { rows } = await context.db.query(
      `insert into public.case_studies (${COLUMNS.join(", ")}, status, published_at)
       values (${COLUMNS.map(placeholder).join(", ")}, coalesce($${n + 1}, 'draft'), $${n + 2}) ${returning}`,
      [...values, status, publishedAt],
    );
    return c.json(rows[0], 201);
  }
  const { rows } = await context.db.query(
    `update public.case_studies set ${COLUMNS.map((column, i) => `${column} = ${placeholder(column, i)}`).join(", ")},
       status = coalesce($${n + 1}, status),
       published_at = case when $${n + 1}::text is null then published_at else $${n + 2} end
     where id = $${n + 3} ${returning}`,
    [...values, status, publishedAt, id],
  );
  if (!rows[0]) return functionError(c, 404, "case_study_not_found", "Cette étude de cas n'existe plus.");
  return c.json(rows[0]);
}

/**
 * POST /functions/v1/content-case-study: an editor or an admin creates or changes a case study (`id` absent: a new
 * draft), and with `action` publishes it (now, or at `publish_at`: scheduled) or takes it back to draft. The context,
 * approach and results are Markdown, stored without raw HTML and rendered to sanitised HTML here (decisions 0891,
 * 0952). A cover is an image the content-image function made (its id) and needs its alternative text. 201/200 with
 * the study, 403 for anyone else, 409 when the slug is taken, 422 with a French message.
 */
export const contentCaseStudy = defineUserFunction({
  postOnly: true,
  body: caseStudyBody,
  refusal(c, error) {
    const code = (error as { code?: string }).code;
    if (code === "23505")
      return functionError(c, 409, "slug_taken", "Cette adresse est déjà celle d'une autre étude de cas.");
    if (code === "23503") return functionError(c, 422, "invalid_cover", "Image inconnue : envoyez-la de nouveau.");
    if (code === "23514") return functionError(c, 422, "invalid_case_study", "Un champ de l'étude n'est pas accepté.");
    return null;
  },
  async handler({ c, context, userId, body }) {
    if (!(await isContentEditor(context))) return notAnEditor(c);
    return saveCaseStudy(c, context, userId, body);
  },
});
