import { ArticleDateLine } from "~/components/page/article-date-line";
import { IntroHero } from "~/components/page/intro-hero";
import { themeLabel } from "~/content/formations";
import { Section } from "~/components/ui/section";
import { cn } from "~/lib/utils";
import { articleHref, blogListHref, formatPublicationDate, type ArticleSummary } from "../lib/article";
import { ResponsivePicture } from "./responsive-picture";
import { frenchSpacing } from "@common/format";

export interface BlogListing {
  articles: ArticleSummary[];
  themes: string[];
  /** The theme filtered on, or null for all. */
  theme: string | null;
  page: number;
  pageCount: number;
}

const chip = (current: boolean) =>
  cn(
    "rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
    current ? "border-primary bg-primary text-primary-foreground" : "border-input bg-background text-foreground",
  );

const intro = {
  eyebrow: "Blog",
  title: "Idées et retours d'expérience",
  lead: "Gestion de projet, agilité, leadership, transformation numérique : nos consultants et nos formateurs partagent ce qu'ils observent sur le terrain.",
};

/** /blog: the published articles, newest first, filtered by theme through links and paged (no JavaScript needed). */
export function BlogListingView({ listing }: { listing: BlogListing }) {
  const { articles, themes, theme, page, pageCount } = listing;
  return (
    <>
      <IntroHero intro={intro} illustration="articles" />
      <Section aria-label="Articles">
        <div className="mx-auto grid max-w-5xl gap-8">
          <nav aria-label="Filtrer par thème" className="flex flex-wrap gap-2">
            {[null, ...themes].map((option) => (
              <a
                key={option ?? "tous"}
                href={blogListHref(option)}
                aria-current={option === theme ? "page" : undefined}
                className={chip(option === theme)}
              >
                {option === null ? "Tous les thèmes" : themeLabel(option)}
              </a>
            ))}
          </nav>
          {articles.length === 0 ? (
            <p className="text-muted-foreground">Aucun article publié pour ce thème pour l'instant.</p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {articles.map((article) => (
                <li key={article.slug}>
                  <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card">
                    {article.cover && (
                      <ResponsivePicture image={article.cover} sizes="(min-width: 1024px) 20rem, 100vw" />
                    )}
                    <div className="flex flex-1 flex-col p-6">
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                        <span className="font-medium text-warm-subtle-foreground dark:text-warm">
                          {themeLabel(article.theme)}
                        </span>
                        <ArticleDateLine
                          dateTime={article.publishedAt}
                          date={formatPublicationDate(article.publishedAt)}
                          readingMinutes={article.readingMinutes}
                          short
                        />
                      </div>
                      <h2 className="mt-3 text-xl font-bold text-primary">
                        <a href={articleHref(article.slug)} className="underline-offset-4 hover:underline">
                          {frenchSpacing(article.title)}
                        </a>
                      </h2>
                      <p className="mt-3 leading-relaxed text-muted-foreground">{frenchSpacing(article.summary)}</p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
          {pageCount > 1 && (
            <nav aria-label="Pages" className="flex flex-wrap gap-2">
              {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
                <a
                  key={number}
                  href={blogListHref(theme, number)}
                  aria-current={number === page ? "page" : undefined}
                  aria-label={`Page ${number}`}
                  className={chip(number === page)}
                >
                  {number}
                </a>
              ))}
            </nav>
          )}
        </div>
      </Section>
    </>
  );
}
