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
import { readingMinutes, renderArticleBody } from "./sanitize";

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
});

const COLUMNS = [
  "slug",
  "title",
  "summary",
  "body",
  "body_html",
  "cover_image",
  "cover_alt",
  "author_name",
  "author_position",
  "theme",
  "tags",
  "reading_minutes",
  "seo_title",
  "seo_description",
  "updated_by",
];

/**
 * POST /functions/v1/content-article: an editor or an admin creates or changes an article (`id` absent: a new
 * draft), and with `action` publishes it (now, or at `publish_at`: scheduled) or takes it back to draft. The body is
 * stored without raw HTML and rendered to sanitised HTML here, on the server (decision 0891); nobody writes the
 * table directly. 201/200 with the article, 403 for anyone else, 409 when the slug is taken, 422 with a French message.
 */
export const contentArticle = defineContentFunction({
  body: articleBody,
  slugTaken: "Cette adresse est déjà celle d'un autre article.",
  invalidRow: { code: "invalid_article", message: "Un champ de l'article n'est pas accepté." },
  async save(c, context, userId, input) {
    if (input.cover_image.value && !input.cover_alt.value) {
      return functionError(c, 422, "cover_alt_required", "Décrivez l'image de couverture (texte alternatif).");
    }
    const { body, html } = renderArticleBody(input.body);
    return savePublishable(c, context, {
      table: "articles",
      columns: COLUMNS,
      values: [
        input.slug,
        input.title,
        input.summary,
        body,
        html,
        input.cover_image.value,
        input.cover_alt.value,
        input.author_name,
        input.author_position,
        input.theme,
        input.tags,
        readingMinutes(body),
        input.seo_title.value,
        input.seo_description.value,
        userId,
      ],
      id: input.id.value,
      action: input.action,
      publishAt: input.publish_at.value,
      notFound: { code: "article_not_found", message: "Cet article n'existe plus." },
    });
  },
});
