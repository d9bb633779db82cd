import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { heroIllustrations, isHeroIllustrationName, type HeroIllustrationName } from "~/assets/heroes";
import { PageHero } from "./page-hero";

describe("PageHero", () => {
  it("shows the page's illustration inline, sized, and hidden from screen readers when decorative", () => {
    const { container } = render(<PageHero title="À propos" visual={{ kind: "illustration", name: "bridge" }} />);
    const svg = container.querySelector("[data-slot=page-hero-visual] svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("width", "480");
    expect(svg).toHaveAttribute("height", "360");
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "À propos" })).toBeInTheDocument();
  });

  it("announces a meaningful illustration with its French text", () => {
    render(
      <PageHero
        title="À propos"
        visual={{ kind: "illustration", name: "bridge", alt: "Un pont entre Montréal, Abidjan et Dakar" }}
      />,
    );
    expect(screen.getByRole("img", { name: "Un pont entre Montréal, Abidjan et Dakar" })).toBeInTheDocument();
  });

  it("shows an image with its size and alt text, loaded first", () => {
    render(
      <PageHero
        title="Contact"
        visual={{ kind: "image", src: "/images/bureau.avif", width: 800, height: 600, alt: "Le bureau de Dakar" }}
      />,
    );
    const image = screen.getByRole("img", { name: "Le bureau de Dakar" });
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "600");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });

  it("keeps the aside in its column and puts the visual behind it", () => {
    const { container } = render(
      <PageHero title="Énergie" aside={<p>Icône</p>} visual={{ kind: "illustration", name: "sectors" }} />,
    );
    expect(screen.getByText("Icône")).toBeInTheDocument();
    expect(container.querySelectorAll("svg")).toHaveLength(1);
    expect(container.querySelector("[data-slot=page-hero-visual]")).toBeNull();
  });

  it("has no visual when the page names none", () => {
    const { container } = render(<PageHero title="Blog" />);
    expect(container.querySelector("svg")).toBeNull();
  });

  it("draws every illustration small, with a size, and tells a stored name from an unknown one", () => {
    for (const name of Object.keys(heroIllustrations) as HeroIllustrationName[]) {
      const { container, unmount } = render(<PageHero title={name} visual={{ kind: "illustration", name }} />);
      const svg = container.querySelector("svg")!;
      expect(svg.getAttribute("viewBox")).toBe("0 0 480 360");
      expect(svg.outerHTML.length).toBeLessThan(4000);
      unmount();
    }
    expect(isHeroIllustrationName("bridge")).toBe(true);
    expect(isHeroIllustrationName("toString")).toBe(false);
  });
});
