import { render, screen } from "@testing-library/react";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedTestimonials } from "~/content/home";
import { employeeTestimonials } from "~/content/careers";
import { blogArticles } from "~/content/blog";
import { demoFormations } from "~/content/formations";
import { TestimonialsCarousel } from "../home/testimonials-carousel";
import { DrawnPortrait, drawnPortraitKeys, portraitKey, portraitUrl } from "./drawn-portrait";
import { MemberCard } from "./member-card";

const PUBLIC = path.resolve(import.meta.dirname, "../../../../../public");
const TEAM_SEED = path.resolve(
  import.meta.dirname,
  "../../../../../../supabase/migrations/20261127100300_seed_team_members.sql",
);
/** The seed's team members by slug (`('marie-claire-tremblay', 'Marie-Claire Tremblay', …`). */
const seedMembers = () =>
  [...readFileSync(TEAM_SEED, "utf8").matchAll(/^\s+\('([a-z-]+)', '([^']+)'/gm)].map(([, slug, name]) => ({
    slug,
    name,
  }));

const photo = {
  alt: "Portrait d'Awa Sylla au bureau d'Abidjan",
  width: 640,
  height: 640,
  src: "/images/contenu/a-480.webp",
  avifSrcSet: "/images/contenu/a-480.avif 480w",
  webpSrcSet: "/images/contenu/a-480.webp 480w",
};
const member = { name: "Awa Sylla", position: "Coordonnatrice", bio: "Elle organise nos sessions." };

describe("portraitUrl", () => {
  it("keys a name by its slug, without accents", () => {
    expect(portraitKey("Jean-François Gagnon")).toBe("jean-francois-gagnon");
    expect(portraitKey(" Aïcha  Koné ")).toBe("aicha-kone");
  });

  it("gives a demo person their own drawing and anyone else the neutral one", () => {
    expect(portraitUrl("Aïcha Koné")).toBe("/portraits/aicha-kone.svg");
    expect(portraitUrl("Aminata Traoré")).toBe("/portraits/aminata-traore.svg");
    expect(portraitUrl("Prénom Nom")).toBe("/portraits/personne.svg");
  });

  it("has a drawing for every person of the demo content, and a file for every drawing", () => {
    const names = [
      ...seedTestimonials.map((testimonial) => testimonial.name),
      ...employeeTestimonials.map((testimonial) => testimonial.name),
      ...blogArticles.map((article) => article.author.name),
      ...demoFormations.map((formation) => formation.expert.replace(/^Dr\.?\s+/i, "")),
    ];
    expect(seedMembers()).toHaveLength(12);
    for (const { slug, name } of seedMembers()) expect(portraitUrl(name), name).toBe(`/portraits/${slug}.svg`);
    for (const name of names) expect(portraitUrl(name), name).not.toBe("/portraits/personne.svg");
    for (const key of drawnPortraitKeys())
      expect(existsSync(path.join(PUBLIC, "portraits", `${key}.svg`)), key).toBe(true);
  });
});

describe("DrawnPortrait", () => {
  it("is a lazy image of its size, labelled « Portrait de <nom> » when alone", () => {
    render(<DrawnPortrait name="Ousmane Sow" size={40} />);
    const image = screen.getByRole("img", { name: "Portrait de Ousmane Sow" });
    expect(image).toHaveAttribute("src", "/portraits/ousmane-sow.svg");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "40");
    expect(image).toHaveAttribute("height", "40");
    expect(image.textContent).toBe("");
  });

  it("is decorative beside a quote that names the person", () => {
    const { container } = render(<DrawnPortrait name="Koffi Mensah" beside />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
    expect(container.querySelector("img")).toHaveAttribute("src", "/portraits/koffi-mensah.svg");
  });
});

describe("a person's picture", () => {
  it("is the uploaded photo when there is one, never the drawing", () => {
    const { container } = render(<MemberCard member={{ ...member, photo }} />);
    expect(screen.getByRole("img", { name: photo.alt })).toHaveAttribute("src", photo.src);
    expect(container.querySelector("img[src^='/portraits/']")).toBeNull();
  });

  it("is the person's drawing on a team card without a photo, the neutral one for someone not in the demo", () => {
    const { unmount } = render(<MemberCard member={{ ...member, photo: null }} />);
    expect(screen.getByRole("img", { name: "Portrait de Awa Sylla" })).toHaveAttribute(
      "src",
      "/portraits/awa-sylla.svg",
    );
    unmount();
    render(<MemberCard member={{ ...member, name: "Nouvelle Recrue" }} />);
    expect(screen.getByRole("img", { name: "Portrait de Nouvelle Recrue" })).toHaveAttribute(
      "src",
      "/portraits/personne.svg",
    );
  });

  it("is the testimonial's drawing, decorative, beside a quote without a photo", () => {
    const { container } = render(<TestimonialsCarousel testimonials={seedTestimonials} />);
    const image = container.querySelector("figcaption img");
    expect(image).toHaveAttribute("src", "/portraits/aminata-traore.svg");
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute("width", "56");
  });
});
