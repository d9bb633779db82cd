import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { seedTestimonials as testimonials } from "~/content/home";
import { TestimonialsCarousel } from "./testimonials-carousel";
import { nextIndex, previousIndex } from "./use-carousel";

const shownAuthor = () => screen.getByRole("figure").querySelector("figcaption")?.textContent ?? "";

describe("carousel index rules", () => {
  it("wraps forward from the last slide and backward from the first", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(1, 3)).toBe(0);
  });
});

describe("TestimonialsCarousel", () => {
  it("the build's copy of the seed has the three testimonials the site showed", () => {
    expect(testimonials).toHaveLength(3);
  });

  it("shows a photograph with its alt text instead of the drawn portrait when the testimonial has one", () => {
    const photo = {
      alt: "Portrait d'Awa Sylla",
      width: 600,
      height: 600,
      src: "/images/contenu/a-480.webp",
      avifSrcSet: "/images/contenu/a-480.avif 480w",
      webpSrcSet: "/images/contenu/a-480.webp 480w",
    };
    render(<TestimonialsCarousel testimonials={[{ ...testimonials[0]!, photo }, testimonials[1]!]} />);
    expect(screen.getByRole("img", { name: "Portrait d'Awa Sylla" })).toHaveAttribute("width", "56");
    expect(screen.getByRole("figure").querySelector("source[type='image/avif']")).toHaveAttribute(
      "srcset",
      photo.avifSrcSet,
    );
  });

  it("next wraps from the third testimonial to the first", async () => {
    const user = userEvent.setup();
    render(<TestimonialsCarousel testimonials={testimonials} />);
    expect(shownAuthor()).toContain(testimonials[0].name);
    const next = screen.getByRole("button", { name: "Témoignage suivant" });
    await user.click(next);
    expect(shownAuthor()).toContain(testimonials[1].name);
    await user.click(next);
    expect(shownAuthor()).toContain(testimonials[2].name);
    await user.click(next);
    expect(shownAuthor()).toContain(testimonials[0].name);
  });

  it("previous wraps from the first testimonial to the last", async () => {
    const user = userEvent.setup();
    render(<TestimonialsCarousel testimonials={testimonials} />);
    await user.click(screen.getByRole("button", { name: "Témoignage précédent" }));
    expect(shownAuthor()).toContain(testimonials[2].name);
    expect(screen.getByRole("figure")).toHaveAccessibleName("Témoignage 3 sur 3");
  });

  it("a dot jumps to its testimonial and is marked current", async () => {
    const user = userEvent.setup();
    render(<TestimonialsCarousel testimonials={testimonials} />);
    const dot = screen.getByRole("button", { name: "Afficher le témoignage 2 sur 3" });
    await user.click(dot);
    expect(shownAuthor()).toContain(testimonials[1].name);
    expect(dot).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Afficher le témoignage 1 sur 3" })).not.toHaveAttribute("aria-current");
  });

  it("announces slide changes politely", () => {
    render(<TestimonialsCarousel testimonials={testimonials} />);
    expect(screen.getByRole("figure").parentElement).toHaveAttribute("aria-live", "polite");
  });
});
