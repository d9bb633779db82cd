import { ArrowLeftIcon } from "lucide-react";
import { ArticleDateLine } from "~/components/page/article-date-line";
import { Container } from "~/components/ui/container";
import { themeLabel } from "~/content/formations";
import { articleHref, blogListHref, formatPublicationDate, type PublicArticle } from "../lib/article";
import { ResponsivePicture } from "./responsive-picture";
import { frenchSpacing } from "@common/format";

/**
 * The typography of a stored article body: the elements the sanitiser lets through (supabase/functions/_shared/content/sanitize.ts).
 * Classes on the wrapper, so the build's critical CSS keeps them for the template page, which shows each element.
 */
export const ARTICLE_BODY_CLASSES = [
  "max-w-prose text-lg leading-relaxed text-foreground",
  "[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-primary",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold",
  "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-warm [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base",
  "[&_th]:border [&_th]:bg-muted [&_th]:p-2 [&_th]:text-left [&_td]:border [&_td]:p-2",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4",
  "[&_hr]:my-8",
].join(" ");

/** An article's page content (inside the site's layout): the same markup for the build, the server and the preview. */
export function ArticleView({ article }: { article: PublicArticle }) {
  return (
    <article aria-labelledby="titre-article" className="py-12 md:py-16">
      <Container className="max-w-3xl">
        <a
          href={blogListHref(null)}
          className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Tous les articles
        </a>
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          {article.theme && (
            <a
              href={blogListHref(article.theme)}
              className="rounded-full bg-warm-subtle px-3 py-1 font-medium text-warm-subtle-foreground"
            >
              {themeLabel(article.theme)}
            </a>
          )}
          <ArticleDateLine
            dateTime={article.publishedAt}
            date={formatPublicationDate(article.publishedAt)}
            readingMinutes={article.readingMinutes}
          />
        </div>
        <h1 id="titre-article" className="mt-4 text-3xl font-bold tracking-tight text-primary md:text-5xl">
          {frenchSpacing(article.title)}
        </h1>
        {article.summary && (
          <p className="mt-6 text-xl leading-relaxed text-muted-foreground">{frenchSpacing(article.summary)}</p>
        )}
        {article.authorName && (
          <p className="mt-6 text-sm">
            <span className="font-semibold text-foreground">{article.authorName}</span>
            {article.authorPosition && <span className="block text-muted-foreground">{article.authorPosition}</span>}
          </p>
        )}
        {article.cover && (
          <div className="mt-8 overflow-hidden rounded-xl">
            <ResponsivePicture image={article.cover} sizes="(min-width: 768px) 48rem, 100vw" eager />
          </div>
        )}
        <div className={`mt-8 ${ARTICLE_BODY_CLASSES}`} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        {article.tags.length > 0 && (
          <ul aria-label="Mots-clés" className="mt-10 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-full border px-3 py-1 text-sm text-muted-foreground">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <p className="sr-only">
          {frenchSpacing("Adresse de cet article : ")}
          <a href={articleHref(article.slug)}>{frenchSpacing(article.title)}</a>
        </p>
      </Container>
    </article>
  );
}
