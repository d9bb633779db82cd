import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  editedBlockPages,
  pagePathOf,
  replaceDiv,
  templateFileOf,
  withIslandProps,
  withPlacePhotos,
} from "./page-heroes";
import { responsiveImage } from "./images";
import { PlacePicture } from "~/components/ui/place-picture";
import { renderedPages } from "./rendered-pages";
import { TestimonialsSection } from "~/features/marketing/components/home/testimonials-section";
import { fakeContentApi } from "../../../tests/support/fake-content-api";

const image = {
  id: "a".repeat(24),
  width: 1200,
  height: 800,
  placeholder: "data:image/webp;base64,AA",
  widths: [480, 960],
};

/** The parts of the build's home page the server fills, as React and the island build write them. */
const HOME = [
  '<!doctype html><html lang="fr"><head><title>Accueil</title></head><body><main>',
  '<section><div><div data-slot="page-hero-visual" data-media="(min-width: 1024px)" class="hidden lg:block"><div aria-hidden="true"><div>tableau</div></div></div></div></section>',
  '<div data-island="testimonials" data-island-prefix="ir1-" data-island-when="interaction" data-island-props="{&quot;testimonials&quot;:[]}" style="display:contents"></div>',
  '<div data-slot="client-logos"></div><p>fin</p></main></body></html>',
].join("");
const ABOUT =
  '<!doctype html><html><head></head><body><main><section><div data-slot="page-hero-visual"><svg aria-hidden="true"></svg></div></section></main></body></html>';

function fakeApi() {
  const data = {
    testimonials: [
      {
        quote: "Une équipe formée en six semaines.",
        person_name: "Awa Diop",
        person_role: "Directrice",
        organisation: "Exemple SA",
        photo_alt: null,
        content_images: null,
      },
    ] as Record<string, unknown>[],
    logos: [] as Record<string, unknown>[],
    heroes: [] as Record<string, unknown>[],
  };
  const { api } = fakeContentApi(() => ({
    testimonials: data.testimonials,
    client_logos: data.logos,
    page_heroes: data.heroes,
  }));
  return { api, data };
}

async function site() {
  const dir = await mkdtemp(path.join(tmpdir(), "page-heroes-"));
  await writeFile(path.join(dir, "index.html"), HOME);
  await mkdir(path.join(dir, "a-propos"));
  await writeFile(path.join(dir, "a-propos", "index.html"), ABOUT);
  return dir;
}

async function app() {
  const { api, data } = fakeApi();
  const siteDir = await site();
  const edited = editedBlockPages({ api, siteDir, pages: () => pages });
  const pages = renderedPages({ siteDir, decorate: edited.decorate });
  const hono = new Hono();
  hono.on(["GET", "HEAD"], "*", edited.middleware);
  hono.get("*", (c) => c.text("site statique", 200));
  const get = async (url: string) => {
    const response = await hono.request(url);
    return { status: response.status, html: await response.text() };
  };
  return { get, data, forget: pages.forget };
}

describe("page paths and their build files", () => {
  it("maps both ways", () => {
    expect(templateFileOf("/")).toBe("index.html");
    expect(templateFileOf("/services/conseil")).toBe("services/conseil/index.html");
    expect(pagePathOf("index.html")).toBe("/");
    expect(pagePathOf("a-propos/index.html")).toBe("/a-propos");
  });
});

describe("replaceDiv", () => {
  it("finds the element's end by counting the divs inside it", () => {
    const html = '<p>a</p><div data-x="1"><div><div>b</div></div>c</div><div>d</div>';
    expect(replaceDiv(html, /<div data-x="1">/, (open) => `${open}NEW</div>`)).toBe(
      '<p>a</p><div data-x="1">NEW</div><div>d</div>',
    );
  });

  it("leaves the HTML as it is without the element", () => {
    expect(replaceDiv("<div>x</div>", /<div data-x>/, () => "NEW")).toBe("<div>x</div>");
  });
});

const ENTITIES: Record<string, string> = { "&quot;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };

describe("withIslandProps", () => {
  it("renders the island again with its new props as JSON, keeping its identifier prefix", () => {
    const html = withIslandProps(HOME, "testimonials", TestimonialsSection, {
      testimonials: [
        { quote: "Citation « exacte » & <b>", name: "Awa Diop", position: "Directrice", company: "Exemple" },
      ],
    });
    expect(html).toContain('data-island-prefix="ir1-"');
    expect(html).toContain("Citation « exacte » &amp; &lt;b&gt;");
    const props = /data-island-props="([^"]*)"/.exec(html)![1]!.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
    expect(JSON.parse(props.replaceAll("&lt;", "<").replaceAll("&gt;", ">")).testimonials[0].name).toBe("Awa Diop");
    expect(html).toContain('<div data-slot="client-logos"></div><p>fin</p>');
  });

  it("keeps an editor's $ patterns ($`, $', $&, $1, $$) as they were typed (issue 42 item 5)", () => {
    const quote = "Avant $` puis $' puis $& puis $1 puis $$ puis $<x> fin";
    const html = withIslandProps(HOME, "testimonials", TestimonialsSection, {
      testimonials: [{ quote, name: "Awa Diop", position: "Directrice", company: "Exemple" }],
    });
    const props = /data-island-props="([^"]*)"/.exec(html)![1]!;
    const decoded = props.replace(/&(quot|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity]!);
    expect(JSON.parse(decoded).testimonials[0].quote).toBe(quote);
    expect(html.match(/data-island="testimonials"/g)).toHaveLength(1);
    expect(html.endsWith('<div data-slot="client-logos"></div><p>fin</p></main></body></html>')).toBe(true);
  });
});

describe("editedBlockPages", () => {
  it("answers / and /accueil with the published testimonials and logos, and the next change once told", async () => {
    const { get, data, forget } = await app();
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.html).toContain("Une équipe formée en six semaines.");
    expect(home.html).toContain("tableau");
    expect(home.html).not.toContain("Ils travaillent avec nous");
    expect((await get("/accueil")).html).toContain("Awa Diop");

    data.testimonials = [];
    data.logos = [{ name: "Client", link: "https://exemple.org", logo_alt: "Logo de Client", content_images: image }];
    data.heroes = [{ path: "/", image_alt: "Nos bureaux de Dakar", content_images: image }];
    expect((await get("/")).html).toContain("Une équipe formée"); // cached until the change is notified
    forget();
    const changed = (await get("/")).html;
    expect(changed).not.toContain("Une équipe formée");
    expect(changed).toContain('<div data-island="testimonials"');
    expect(changed).toContain("Ils travaillent avec nous");
    expect(changed).toContain('href="https://exemple.org"');
    expect(changed).toContain('alt="Logo de Client"');
    expect(changed).not.toContain("tableau");
    expect(changed).toContain(
      `srcSet="/images/contenu/${image.id}-480.avif 480w, /images/contenu/${image.id}-960.avif 960w"`,
    );
    expect(changed).toContain('alt="Nos bureaux de Dakar"');
    expect(changed).toMatch(/<img[^>]*width="1200"[^>]*height="800"/);
    expect(changed).toContain("background-image:url(data:image/webp;base64,AA)");
    // The home page's visual shows from lg only: every source says so, and the <img> itself fetches nothing.
    expect(changed.match(/<source [^>]*media="\(min-width: 1024px\)"/g)).toHaveLength(3);
    expect(changed).toContain('<img src="data:,"');
  });

  it("serves another page with its edited hero, and leaves the pages without one to the static site", async () => {
    const { get, data, forget } = await app();
    expect(await get("/a-propos")).toEqual({ status: 200, html: "site statique" });
    data.heroes = [
      { path: "/a-propos", image_alt: "Le pont Houphouët-Boigny", content_images: image },
      { path: "/nulle-part", image_alt: "Rien", content_images: image },
    ];
    forget();
    const about = await get("/a-propos/");
    expect(about.html).toContain('alt="Le pont Houphouët-Boigny"');
    expect(about.html).not.toContain("<svg");
    // A visual shown at every width is fetched at every width.
    expect(about.html).not.toContain("media=");
    expect(about.html).toContain(`src="/images/contenu/${image.id}-960.webp"`);
    expect(await get("/nulle-part")).toEqual({ status: 200, html: "site statique" });
    expect(await get("/contact")).toEqual({ status: 200, html: "site statique" });
  });
});

describe("withPlacePhotos (decision 1085)", () => {
  const drawn = {
    alt: "Salle dessinée",
    width: 960,
    height: 720,
    src: "/assets/salle.webp",
    avifSrcSet: "/assets/salle.avif 960w",
    webpSrcSet: "/assets/salle.webp 960w",
  };
  const page = (...places: string[]) =>
    `<main>${places.map((place) => renderToStaticMarkup(createElement(PlacePicture, { place, image: drawn, sizes: "30vw" }))).join("<p>entre</p>")}</main>`;

  it("puts the firm's photo in its place's slot, keeping the slot's sizes, and leaves the other places drawn", () => {
    const photo = responsiveImage(image, "Notre salle d'Abidjan");
    const html = withPlacePhotos(page("salle-montreal", "salle-abidjan"), new Map([["salle-abidjan", photo]]));
    const [montreal, abidjan] = html.split("<p>entre</p>");
    expect(montreal).toContain("/assets/salle.avif 960w");
    expect(abidjan).not.toContain("/assets/salle");
    expect(abidjan).toContain(`data-place="salle-abidjan"`);
    expect(abidjan).toContain(`/images/contenu/${"a".repeat(24)}-480.avif 480w`);
    expect(abidjan).toContain('alt="Notre salle d&#x27;Abidjan"');
    expect(abidjan).toContain('sizes="30vw"');
    expect(abidjan).toContain('width="1200" height="800"');
    expect(abidjan).toContain('loading="lazy"');
    expect(html.match(/<main>|<\/main>/g)).toEqual(["<main>", "</main>"]);
  });

  it("changes nothing on a page without places or when no photo is set", () => {
    const photo = responsiveImage(image, "Bureau");
    expect(withPlacePhotos(ABOUT, new Map([["bureau-dakar", photo]]))).toBe(ABOUT);
    expect(withPlacePhotos(page("bureau-dakar"), new Map())).toBe(page("bureau-dakar"));
    expect(withPlacePhotos(page("bureau-dakar"), new Map([["bureau-montreal", photo]]))).toBe(page("bureau-dakar"));
  });
});
