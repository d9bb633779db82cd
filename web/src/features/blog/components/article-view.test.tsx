import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArticleView } from "./article-view";
import type { PublicArticle } from "../lib/article";

const article: PublicArticle = {
  slug: "ia-dans-les-projets",
  title: "L'IA dans les projets publics",
  summary: "Ce qui change pour un chef de projet.",
  bodyHtml: "<p>Premier paragraphe.</p>",
  theme: "IA Stratégique",
  tags: ["IA"],
  readingMinutes: 5,
  authorName: "Aïcha Koné",
  authorPosition: "Consultante",
  publishedAt: "2026-10-20T08:00:00Z",
  cover: null,
};

describe("ArticleView", () => {
  it("names the theme in French sentence case and links to the blog filtered on it", () => {
    render(<ArticleView article={article} />);
    const theme = screen.getByRole("link", { name: "IA stratégique" });
    expect(theme.getAttribute("href")).toBe("/blog?theme=IA+Strat%C3%A9gique");
    expect(screen.getByRole("heading", { level: 1, name: article.title })).toBeTruthy();
  });

  it("reads a theme the site does not know as stored", () => {
    render(<ArticleView article={{ ...article, theme: "Logistique humanitaire" }} />);
    expect(screen.getByRole("link", { name: "Logistique humanitaire" })).toBeTruthy();
  });

  it("keeps a title's colon and « » off the start of a line: no plain space before « : ; ! ? » (issue 48)", () => {
    const { container } = render(
      <ArticleView
        article={{
          ...article,
          title: "Dix ans d'expérience : les clés « agiles » ?",
          summary: "Pourquoi ? Parce que !",
        }}
      />,
    );
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Dix ans d'expérience\u00a0: les clés «\u00a0agiles\u00a0»\u202f?");
    // The page's own words as well as the article's: a plain space never stands before « : ; ! ? » nor after « ».
    expect(container.textContent).not.toMatch(/ [:;!?]|« | »/);
  });
});
