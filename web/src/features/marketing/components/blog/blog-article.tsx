import { ChevronDownIcon } from "lucide-react";
import { ArticleDateLine } from "~/components/page/article-date-line";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { BlogArticle as Article } from "~/content/blog";
import { themeLabel } from "~/content/formations";
import { cn } from "~/lib/utils";
import { formatArticleDate } from "./format-date";
import { DrawnPortrait } from "../team/drawn-portrait";
import { frenchSpacing } from "@common/format";

/**
 * One article: summary always visible, full text in the page (so it is in the prerendered HTML)
 * but collapsed until the reader opens it.
 */
export function BlogArticle({ article }: { article: Article }) {
  const [open, setOpen] = useState(false);
  const bodyId = `${article.slug}-texte`;
  const titleId = `${article.slug}-titre`;
  return (
    <article id={article.slug} aria-labelledby={titleId} className="scroll-mt-28 rounded-xl border bg-card p-6 md:p-8">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
        <Badge variant="accent">{themeLabel(article.theme)}</Badge>
        <ArticleDateLine
          dateTime={article.date}
          date={formatArticleDate(article.date)}
          readingMinutes={article.readingMinutes}
        />
      </div>
      <h2 id={titleId} className="mt-4 text-xl font-bold text-primary md:text-2xl">
        {frenchSpacing(article.title)}
      </h2>
      <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{article.summary}</p>
      <div className="mt-5 flex items-center gap-3">
        <DrawnPortrait name={article.author.name} size={40} />
        <p className="text-sm">
          <span className="font-semibold text-foreground">{article.author.name}</span>
          <span className="block text-muted-foreground">{article.author.position}</span>
        </p>
      </div>
      <div
        id={bodyId}
        hidden={!open}
        className="mt-6 grid max-w-prose gap-4 border-t pt-6 leading-relaxed text-foreground"
      >
        {article.sections.map((section, index) => (
          <div key={section.heading ?? index} className="grid gap-3">
            {section.heading && <h3 className="text-lg font-semibold text-foreground">{section.heading}</h3>}
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        ))}
      </div>
      <Button
        variant="outline"
        className="mt-6"
        aria-expanded={open}
        aria-controls={bodyId}
        aria-describedby={titleId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? "Refermer l'article" : "Lire l'article"}
        <ChevronDownIcon className={cn("transition-transform", open && "rotate-180")} aria-hidden="true" />
      </Button>
    </article>
  );
}
