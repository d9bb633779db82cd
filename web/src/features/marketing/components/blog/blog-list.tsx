import { useState } from "react";
import type { BlogArticle as Article } from "~/content/blog";
import { themeLabel } from "~/content/formations";
import { cn } from "~/lib/utils";
import { BlogArticle } from "./blog-article";

const ALL = "Tous les thèmes";

export function themesOf(articles: Article[]): string[] {
  return [...new Set(articles.map((article) => article.theme))].sort((a, b) => a.localeCompare(b, "fr"));
}

/** Articles, newest first, with a theme filter (toggle buttons). */
export function BlogList({ articles }: { articles: Article[] }) {
  const [theme, setTheme] = useState(ALL);
  const sorted = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  const shown = theme === ALL ? sorted : sorted.filter((article) => article.theme === theme);
  return (
    <div className="grid gap-8">
      <div role="group" aria-label="Filtrer par thème" className="flex flex-wrap gap-2">
        {[ALL, ...themesOf(articles)].map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={theme === option}
            onClick={() => setTheme(option)}
            className={cn(
              "rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
              theme === option
                ? "border-primary bg-primary text-primary-foreground"
                : "border-input bg-background text-foreground hover:bg-accent",
            )}
          >
            {themeLabel(option)}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {shown.length} article{shown.length > 1 ? "s" : ""}
      </p>
      <ul className="grid gap-6">
        {shown.map((article) => (
          <li key={article.slug}>
            <BlogArticle article={article} />
          </li>
        ))}
      </ul>
    </div>
  );
}
