import { islandPage } from "~/lib/islands/island-page";
import { pageMeta } from "~/lib/page-meta";
import { ArticleView } from "../components/article-view";
import { templateArticle } from "../lib/template-article";

export const handle = islandPage;

export function meta() {
  return pageMeta({
    title: templateArticle.title,
    description: templateArticle.summary,
    path: "/blog",
    type: "article",
  });
}

/**
 * /blog/:slug. The build prerenders one page, the template; the server answers every article's address with the
 * template's HTML around the article it renders from the database, cached until the next change (decision 0890).
 */
export default function ArticlePage() {
  return <ArticleView article={templateArticle} />;
}
