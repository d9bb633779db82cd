import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ClosingCta } from "./closing-cta";
import { HomeHero } from "./home-hero";

// Review 2026-12-06 finding 19: the hero's two buttons (and the closing two) sat side by side at 14 and 16 px; the link
// styled as a button carried both text-sm and text-base, and the stylesheet's order picked 14 px (checked at 375 and
// 1 280 px in Chromium). Merged, each keeps the large size's 16 px only.
describe("home buttons side by side", () => {
  it("share one font size", () => {
    render(
      <MemoryRouter>
        <HomeHero />
        <ClosingCta />
      </MemoryRouter>,
    );
    const buttons = [
      ...screen.getAllByRole("link").filter((el) => el.className.includes("h-12")),
      ...screen.getAllByRole("button").filter((el) => el.className.includes("h-12")),
    ];
    expect(buttons.length).toBeGreaterThanOrEqual(4);
    for (const button of buttons) {
      expect(button.className).toMatch(/\btext-base\b/);
      expect(button.className).not.toMatch(/\btext-sm\b/);
    }
  });
});
