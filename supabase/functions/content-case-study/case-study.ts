import type { ContractBody } from "../_shared/contract.ts";
import { z } from "zod";
import { field } from "../_shared/body.ts";
import { contentFunction, coverAltMissing, savePublishable } from "../_shared/content/content-function.ts";
import { coverFields, publicationFields, seoFields, text, textList } from "../_shared/content/fields.ts";
import { renderArticleBody } from "../_shared/content/sanitize.ts";

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
}) satisfies ContractBody<"content-case-study">;

/**
 * POST /functions/v1/content-case-study: an editor or an admin writes a case study (content-function.ts says how
 * content functions save and publish). The context, approach and results are Markdown, stored without raw HTML and
 * rendered to sanitised HTML here (decisions 0891, 0952). A cover is an image the content-image function made (its
 * id) and needs its alternative text. 409 when the slug is taken, 422 with a French message.
 */
export const contentCaseStudy = contentFunction({
  body: caseStudyBody,
  slugTaken: "Cette adresse est déjà celle d'une autre étude de cas.",
  unknownImage: { code: "invalid_cover", message: "Image inconnue : envoyez-la de nouveau." },
  invalidRow: { code: "invalid_case_study", message: "Un champ de l'étude n'est pas accepté." },
  save(input, userId) {
    const refused = coverAltMissing(input);
    if (refused) return Promise.resolve(refused);
    // Each part is Markdown: raw HTML is dropped, then the rendering sanitised (sanitize-html, decision 0891).
    const challenge = renderArticleBody(input.challenge);
    const approach = renderArticleBody(input.approach);
    const results = renderArticleBody(input.results);
    return savePublishable({
      table: "case_studies",
      input,
      userId,
      columns: {
        client: input.client,
        sector: input.sector,
        year: input.year.value,
        location: input.location,
        duration: input.duration,
        services: input.services,
        summary: input.summary,
        result: input.result,
        challenge: challenge.body,
        challenge_html: challenge.html,
        approach: approach.body,
        approach_html: approach.html,
        results: results.body,
        results_html: results.html,
        figures: input.figures,
        cover_image: input.cover_image.value,
        cover_alt: input.cover_image.value ? input.cover_alt.value : null,
        seo_title: input.seo_title.value,
        seo_description: input.seo_description.value,
      },
      notFound: { code: "case_study_not_found", message: "Cette étude de cas n'existe plus." },
    });
  },
});
