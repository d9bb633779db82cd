import type { ContractBody } from "../_shared/contract.ts";
import { z } from "zod";
import { field } from "../_shared/body.ts";
import { contentFunction, coverAltMissing, savePublishable } from "../_shared/content/content-function.ts";
import { coverFields, publicationFields, seoFields, text, textList } from "../_shared/content/fields.ts";
import { readingMinutes, renderArticleBody } from "../_shared/content/sanitize.ts";

const articleBody = z.object({
  ...publicationFields("Article inconnu (id)."),
  title: field(text(200, true), "invalid_title", "Donnez un titre (200 caractères au plus)."),
  summary: field(text(600), "invalid_summary", "Le résumé tient en 600 caractères."),
  body: field(text(200_000), "invalid_body_text", "Le texte de l'article est trop long."),
  theme: field(text(60), "invalid_theme", "Le thème tient en 60 caractères."),
  tags: field(textList(20, 40), "invalid_tags", "Au plus 20 mots-clés de 40 caractères."),
  author_name: field(text(120), "invalid_author", "Le nom de l'auteur tient en 120 caractères."),
  author_position: field(text(120), "invalid_author", "La fonction de l'auteur tient en 120 caractères."),
  ...coverFields(300),
  ...seoFields(),
}) satisfies ContractBody<"content-article">;

/**
 * POST /functions/v1/content-article: an editor or an admin writes an article (content-function.ts says how content
 * functions save and publish). The body is stored without raw HTML and rendered to sanitised HTML here, on the
 * server (decision 0891); nobody writes the table directly. 409 when the slug is taken, 422 with a French message.
 */
export const contentArticle = contentFunction({
  body: articleBody,
  slugTaken: "Cette adresse est déjà celle d'un autre article.",
  invalidRow: { code: "invalid_article", message: "Un champ de l'article n'est pas accepté." },
  save(input, userId) {
    const refused = coverAltMissing(input);
    if (refused) return Promise.resolve(refused);
    const { body, html } = renderArticleBody(input.body);
    return savePublishable({
      table: "articles",
      input,
      userId,
      columns: {
        summary: input.summary,
        body,
        body_html: html,
        cover_image: input.cover_image.value,
        cover_alt: input.cover_alt.value,
        author_name: input.author_name,
        author_position: input.author_position,
        theme: input.theme,
        tags: input.tags,
        reading_minutes: readingMinutes(body),
        seo_title: input.seo_title.value,
        seo_description: input.seo_description.value,
      },
      notFound: { code: "article_not_found", message: "Cet article n'existe plus." },
    });
  },
});
