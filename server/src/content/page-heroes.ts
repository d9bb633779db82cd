import type { ResponsiveImageSources } from "@common/content-images";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { Context, Next } from "hono";
import { createElement } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { HERO_VISUAL_SLOT, HeroArt, heroImageVisual } from "~/components/ui/page-hero";
import { PLACE_PICTURE_SLOT, PlaceImage } from "~/components/ui/place-picture";

import { CLIENT_LOGOS_SLOT, ClientLogos } from "~/features/marketing/components/home/client-logos";
import { TestimonialsSection } from "~/features/marketing/components/home/testimonials-section";
import { rowsOf, type ContentApi } from "./api";
import { publishedClientLogos } from "./client-logos";
import { escapeHtml } from "./head";
import { responsiveImage } from "./images";
import type { RenderedPages } from "./rendered-pages";
import { publishedTestimonials } from "./testimonials";

/** The addresses of the home page: both are answered with the same page (its canonical is `/`). */
const HOME_PATHS = new Set(["/", "/accueil"]);
const PAGE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/** The build's HTML file of a page path: `/` → index.html, `/a-propos` → a-propos/index.html. */
export const templateFileOf = (pagePath: string) =>
  pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`;

/** The page path a template file is the page of (the inverse of templateFileOf). */
export const pagePathOf = (file: string) => (file === "index.html" ? "/" : `/${file.replace(/\/?index\.html$/, "")}`);

/**
 * Replaces the first `<div>` whose opening tag matches `openTag`, found with its closing tag by counting the `<div>`s
 * inside it (the markup is React's: text and attribute values never hold a raw `<`). The HTML is returned unchanged
 * when there is no such element.
 */
export function replaceDiv(html: string, openTag: RegExp, replace: (open: string, inner: string) => string): string {
  const match = openTag.exec(html);
  if (!match) return html;
  const start = match.index;
  const innerStart = start + match[0].length;
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = innerStart;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === "</div>" ? -1 : 1;
    if (depth === 0) {
      const inner = html.slice(innerStart, tag.index);
      return html.slice(0, start) + replace(match[0], inner) + html.slice(tag.index + "</div>".length);
    }
  }
  return html;
}

const slot = (name: string) => new RegExp(`<div\\b[^>]*\\bdata-slot="${name}"[^>]*>`);

/**
 * The page's HTML with its hero visual replaced by the edited image (a page without a visual is unchanged). A slot
 * shown at some widths only says which in `data-media` (the home page's, from lg): the image is fetched only there.
 */
export function withHeroImage(html: string, image: ResponsiveImageSources): string {
  return replaceDiv(html, slot(HERO_VISUAL_SLOT), (open) => {
    const media = /\bdata-media="([^"]*)"/.exec(open)?.[1];
    const visual = { ...heroImageVisual(image), ...(media ? { media } : {}) };
    return `${open}${renderToStaticMarkup(createElement(HeroArt, { visual }))}</div>`;
  });
}

/**
 * The page's island `name` rendered again with new props, as the build renders an island (its marker keeps its
 * identifier prefix and hydration moment; its props travel as JSON in the marker, decision 0800).
 */
export function withIslandProps<P extends object>(
  html: string,
  name: string,
  component: React.ComponentType<P>,
  props: P,
): string {
  return replaceDiv(html, new RegExp(`<div data-island="${name}"[^>]*>`), (open) => {
    const prefix = /data-island-prefix="([^"]*)"/.exec(open)?.[1] ?? "";
    const json = `data-island-props="${escapeHtml(JSON.stringify(props))}"`;
    const marker = open.includes("data-island-props=")
      ? open.replace(/data-island-props="[^"]*"/, () => json)
      : open.replace(/>$/, () => ` ${json}>`);
    return `${marker}${renderToString(createElement(component, props), { identifierPrefix: prefix })}</div>`;
  });
}

/**
 * The page's pictures of places (offices, training rooms: `PlacePicture`) replaced by the photos the firm has set
 * (decision 1085); the `sizes` each slot was built with are kept. A place without a photo keeps its drawn picture.
 */
export function withPlacePhotos(html: string, photos: Map<string, ResponsiveImageSources>): string {
  if (photos.size === 0 || !html.includes(`data-slot="${PLACE_PICTURE_SLOT}"`)) return html;
  let result = html;
  for (const [place, image] of photos) {
    // Keys are checked by the table (`^(bureau|salle)-[a-z]+(-[a-z]+)*$`): nothing to escape in a pattern.
    const open = new RegExp(`<div\\b[^>]*\\bdata-slot="${PLACE_PICTURE_SLOT}" data-place="${place}"[^>]*>`);
    result = replaceDiv(result, open, (tag, inner) => {
      const sizes = /\bsizes="([^"]*)"/.exec(inner)?.[1] ?? "100vw";
      return `${tag}${renderToStaticMarkup(createElement(PlaceImage, { image, sizes }))}</div>`;
    });
  }
  return result;
}

/** Every place's photo by place key, with its image's variants and the alt text given for it. */
export async function placePhotos(api: ContentApi): Promise<Map<string, ResponsiveImageSources>> {
  const rows = rowsOf(
    await api
      .from("place_photos")
      .select("place, image_alt, content_images!inner(id, width, height, placeholder, widths)"),
  );
  return new Map(rows.map((row) => [row.place, responsiveImage(row.content_images, row.image_alt)]));
}

/** Every edited hero by page path, with its image's variants and the alt text given for that page. */
export async function pageHeroes(api: ContentApi): Promise<Map<string, ResponsiveImageSources>> {
  const rows = rowsOf(
    await api
      .from("page_heroes")
      .select("path, image_alt, content_images!inner(id, width, height, placeholder, widths)"),
  );
  return new Map(rows.map((row) => [row.path, responsiveImage(row.content_images, row.image_alt)]));
}

/**
 * The pages whose blocks are edited in « Contenus » (decision 0953), rendered into the build's HTML and cached by
 * `pages` until the next change, like the blog (rendered-pages.ts):
 * - `/` and `/accueil`: the published testimonials (the island, with its props), the published client logos and
 *   the home page's hero image;
 * - any other prerendered page that has an edited hero image: the build's page with that image in its hero;
 * - in every page rendered here, the photos of the offices and training rooms (`withPlacePhotos`, decision 1085).
 * `decorate` is what rendered-pages applies to every template, so the pages it renders itself (/blog, /carrieres…)
 * show their edited hero too.
 */
export function editedBlockPages(options: { api: ContentApi; siteDir: string; pages: () => RenderedPages }) {
  const { api } = options;
  const heroes = () => options.pages().cached("page-heroes", () => pageHeroes(api));
  const places = () => options.pages().cached("place-photos", () => placePhotos(api));

  async function decorate(file: string, html: string): Promise<string> {
    const [image, photos] = await Promise.all([heroes().then((all) => all.get(pagePathOf(file))), places()]);
    return withPlacePhotos(image ? withHeroImage(html, image) : html, photos);
  }

  async function renderHome() {
    const { template, page } = options.pages();
    const [html, testimonials, logos] = await Promise.all([
      template(templateFileOf("/")),
      publishedTestimonials(api),
      publishedClientLogos(api),
    ]);
    const withTestimonials = withIslandProps(html, "testimonials", TestimonialsSection, { testimonials });
    const logosHtml = renderToStaticMarkup(createElement(ClientLogos, { logos }));
    return page(replaceDiv(withTestimonials, slot(CLIENT_LOGOS_SLOT), (open) => `${open}${logosHtml}</div>`));
  }

  const built = new Map<string, Promise<boolean>>();
  /** Whether the build made this page (a hero set for an address the site does not have changes nothing). */
  function isBuilt(pagePath: string) {
    let known = built.get(pagePath);
    if (!known) {
      known = stat(path.join(options.siteDir, templateFileOf(pagePath))).then(
        (info) => info.isFile(),
        () => false,
      );
      built.set(pagePath, known);
    }
    return known;
  }

  /** GET and HEAD of every page: the home page, or a page with an edited hero; anything else goes on. */
  async function middleware(c: Context, next: Next) {
    const raw = c.req.path;
    const pagePath = raw.length > 1 && raw.endsWith("/") ? raw.slice(0, -1) : raw;
    if (!PAGE_PATH.test(pagePath)) return next();
    const { cached, send, template, page } = options.pages();
    if (HOME_PATHS.has(pagePath)) {
      if (!(await isBuilt("/"))) return next();
      return send(c, await cached("home", renderHome));
    }
    if (!(await heroes()).has(pagePath) || !(await isBuilt(pagePath))) return next();
    return send(c, await cached(`hero:${pagePath}`, async () => page(await template(templateFileOf(pagePath)))));
  }

  return { decorate, middleware };
}
