import type { ResponsiveImageSources } from "@common/content-images";
import type { PublicArticle } from "./article";

/** The slug of the page the build prerenders as the template of every article page (never an article's slug: it starts with `_`). */
export const TEMPLATE_SLUG = "_modele";

/** A one-pixel image with every variant a real one has: a template shows where an image goes without shipping one. */
export const templateImage: ResponsiveImageSources = {
  alt: "",
  width: 1,
  height: 1,
  src: "data:,",
  avifSrcSet: "data:, 1w",
  webpSrcSet: "data:, 1w",
  placeholder: "data:,",
};

/**
 * The template's content: one of each element an article body may hold, so the build's critical CSS keeps their
 * rules (decision 0937). The server replaces it with the article it serves (server/src/content/blog-pages.ts).
 */
export const templateArticle: PublicArticle = {
  slug: TEMPLATE_SLUG,
  title: "Modèle d'article",
  summary: "Le résumé de l'article.",
  bodyHtml: [
    "<h2>Intertitre</h2><h3>Sous-titre</h3><h4>Niveau quatre</h4>",
    '<p>Un paragraphe avec <strong>du gras</strong>, <em>de l\'italique</em>, <del>du barré</del>, <code>du code</code> et <a href="/blog">un lien</a>.</p>',
    "<ul><li>Élément</li></ul><ol><li>Étape</li></ol><blockquote><p>Citation</p></blockquote>",
    "<pre><code>bloc</code></pre><hr>",
    "<table><thead><tr><th>En-tête</th></tr></thead><tbody><tr><td>Cellule</td></tr></tbody></table>",
    '<p><img src="data:," alt="" width="1" height="1"></p>',
  ].join(""),
  theme: "Thème",
  tags: ["Mot-clé"],
  readingMinutes: 1,
  authorName: "Auteur",
  authorPosition: "Fonction",
  publishedAt: "2026-01-01T00:00:00Z",
  cover: templateImage,
};
