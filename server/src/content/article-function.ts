import type { Context } from "hono";
import { z } from "zod";
import { functionError, type FunctionContext } from "../functions/edge-function";
import { defineUserFunction, field } from "../functions/user-function";
import { isContentEditor, notAnEditor, optionalText, publicationFields, statusFor, text, textList } from "./fields";
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
  cover_image: field(optionalText(300), "invalid_cover", "Image de couverture inconnue."),
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

type ArticleInput = z.output<typeof articleBody>;

export interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  status: "draft" | "published";
  published_at: string | null;
  updated_at: string;
}

async function saveArticle(c: Context, context: FunctionContext, userId: string, input: ArticleInput) {
  if (input.cover_image.value && !input.cover_alt.value) {
    return functionError(c, 422, "cover_alt_required", "Décrivez l'image de couverture (texte alternatif).");
  }
  const { body, html } = renderArticleBody(input.body);
  const { status, publishedAt } = statusFor(input.action, input.publish_at.value);
  const values = [
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
  ];
  const columns =
    "slug, title, summary, body, body_html, cover_image, cover_alt, author_name, author_position, theme, tags, " +
    "reading_minutes, seo_title, seo_description, updated_by";
  // node-postgres reads a bigint as a string (PGlite as a number): the id goes back as the number the editor sends.
  const returning = "returning id::integer as id, slug, title, status, published_at, updated_at";
  const id = input.id.value;
  if (id === null) {
    const { rows } = await context.db.query<ArticleRow>(
      `insert into public.articles (${columns}, status, published_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, coalesce($16, 'draft'), $17) ${returning}`,
      [...values, status, publishedAt],
    );
    return c.json(rows[0], 201);
  }
  const assignments = columns
    .split(", ")
    .map((column, index) => `${column} = $${index + 1}`)
    .join(", ");
  const { rows } = await context.db.query<ArticleRow>(
    `update public.articles set ${assignments},
       status = coalesce($16, status),
       published_at = case when $16::text is null then published_at else $17 end
     where id = $18 ${returning}`,
    [...values, status, publishedAt, id],
  );
  if (!rows[0]) return functionError(c, 404, "article_not_found", "Cet article n'existe plus.");
  return c.json(rows[0]);
}

/**
 * POST /functions/v1/content-article: an editor or an admin creates or changes an article (`id` absent: a new
 * draft), and with `action` publishes it (now, or at `publish_at`: scheduled) or takes it back to draft. The body is
 * stored without raw HTML and rendered to sanitised HTML here, on the server (decision 0891); nobody writes the
 * table directly. 201/200 with the article, 403 for anyone else, 409 when the slug is taken, 422 with a French message.
 */
export const contentArticle = defineUserFunction({
  postOnly: true,
  body: articleBody,
  refusal(c, error) {
    const code = (error as { code?: string }).code;
    if (code === "23505")
      return functionError(c, 409, "slug_taken", "Cette adresse est déjà celle d'un autre article.");
    if (code === "23514") return functionError(c, 422, "invalid_article", "Un champ de l'article n'est pas accepté.");
    return null;
  },
  async handler({ c, context, userId, body }) {
    if (!(await isContentEditor(context))) return notAnEditor(c);
    return saveArticle(c, context, userId, body);
  },
});
