import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { frenchSpacing } from "@common/format";
import { blogArticles } from "~/content/blog";
import { BlogList } from "./blog-list";
import { formatArticleDate } from "./format-date";

describe("BlogList", () => {
  it("lists every article, newest first, with its French date and French spacing (no-break space before « : »)", () => {
    render(<BlogList articles={blogArticles} />);
    const titles = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    const expected = [...blogArticles].sort((a, b) => b.date.localeCompare(a.date)).map((a) => frenchSpacing(a.title));
    expect(titles).toEqual(expected);
    expect(titles.join(" ")).not.toMatch(/ [:;!?]/);
    expect(formatArticleDate("2026-10-20")).toBe("20 octobre 2026");
  });

  it("filters by theme and comes back to all", async () => {
    const user = userEvent.setup();
    render(<BlogList articles={blogArticles} />);
    const filters = screen.getByRole("group", { name: "Filtrer par thème" });
    await user.click(within(filters).getByRole("button", { name: "Agilité" }));
    expect(within(filters).getByRole("button", { name: "Agilité" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(
      blogArticles.filter((a) => a.theme === "Agilité").length,
    );
    await user.click(within(filters).getByRole("button", { name: "Tous les thèmes" }));
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(blogArticles.length);
  });

  it("opens and closes the full text of an article", async () => {
    const user = userEvent.setup();
    render(<BlogList articles={blogArticles.slice(0, 1)} />);
    const [article] = blogArticles;
    const toggle = screen.getByRole("button", { name: "Lire l'article" });
    const firstHeading = article.sections.find((s) => s.heading)!.heading!;
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("heading", { name: firstHeading })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole("heading", { name: firstHeading })).toBeVisible();
    expect(screen.getByRole("button", { name: "Refermer l'article" })).toHaveAttribute("aria-expanded", "true");
  });
});
