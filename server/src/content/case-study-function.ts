import { z } from "zod";
import { functionError } from "../functions/edge-function";
import { field } from "../functions/user-function";
import {
  coverFields,
  defineContentFunction,
  publicationFields,
  savePublishable,
  seoFields,
  text,
  textList,
} from "./fields";
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
  ...coverFields(24),
  ...seoFields(),
});

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

/**
 * POST /functions/v1/content-case-study: an editor or an admin creates or changes a case study (`id` absent: a new
 * draft), and with `action` publishes it (now, or at `publish_at`: scheduled) or takes it back to draft. The context,
 * approach and results are Markdown, stored without raw HTML and rendered to sanitised HTML here (decisions 0891,
 * 0952). A cover is an image the content-image function made (its id) and needs its alternative text. 201/200 with
 * the study, 403 for anyone else, 409 when the slug is taken, 422 with a French message.
 */
export const contentCaseStudy = defineContentFunction({
  body: caseStudyBody,
  slugTaken: "Cette adresse est déjà celle d'une autre étude de cas.",
  unknownImage: { code: "invalid_cover", message: "Image inconnue : envoyez-la de nouveau." },
  invalidRow: { code: "invalid_case_study", message: "Un champ de l'étude n'est pas accepté." },
  async save(c, context, userId, input) {
    if (input.cover_image.value && !input.cover_alt.value) {
      return functionError(c, 422, "cover_alt_required", "Décrivez l'image de couverture (texte alternatif).");
    }
    // Each part is Markdown: raw HTML is dropped, then the rendering sanitised (sanitize-html, decision 0891).
    const challenge = renderArticleBody(input.challenge);
    const approach = renderArticleBody(input.approach);
    const results = renderArticleBody(input.results);
    return savePublishable(c, context, {
      table: "case_studies",
      columns: COLUMNS,
      jsonColumns: ["figures"],
      values: [
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
      ],
      id: input.id.value,
      action: input.action,
      publishAt: input.publish_at.value,
      notFound: { code: "case_study_not_found", message: "Cette étude de cas n'existe plus." },
    });
  },
});
