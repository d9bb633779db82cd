import { stat } from "node:fs/promises";
import path from "node:path";
import type { Context, Next } from "hono";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { projectOffice } from "~/content/expertise";
import { findIndustry, industryPath, industrySector } from "~/content/industries";
import {
  ProjectOfficeStudyList,
  RELATED_STUDIES_SLOT,
  SectorStudyList,
} from "~/features/marketing/components/expertise/related-studies";
import type { RelatedStudy } from "~/features/marketing/components/expertise/related-study-card";
import { paths } from "~/lib/paths";
import { rowsOf, type ContentApi } from "./api";
import { replaceDiv, templateFileOf } from "./page-heroes";
import type { RenderedPages } from "./rendered-pages";

const COLUMNS = "id, slug, title, client, sector, year, result";

/** The public studies with what their cards show, newest first (Row Level Security: published, their date come). */
async function publicStudies(api: ContentApi) {
  return rowsOf(
    await api
      .from("case_studies")
      .select(COLUMNS)
      .order("published_at", { ascending: false })
      .order("id", { ascending: false })
      .limit(200),
  );
}

const card = ({ slug, title, client, sector, year, result }: RelatedStudy): RelatedStudy => ({
  slug,
  title,
  client,
  sector,
  year,
  result,
});

/** A sector's published studies, newest first (the sector as « Contenus » writes it, case aside). */
export async function sectorStudies(api: ContentApi, sector: string): Promise<RelatedStudy[]> {
  const wanted = sector.toLowerCase();
  return (await publicStudies(api))
    .filter((study) => study.sector.toLowerCase() === wanted)
    .slice(0, 12)
    .map(card);
}

/**
 * The published studies an offer cites, in the order it cites them: each named by its address or by an address it
 * had before (a renamed study is still cited; a withdrawn one is not).
 */
export async function citedStudies(api: ContentApi, slugs: readonly string[]): Promise<RelatedStudy[]> {
  if (slugs.length === 0) return [];
  const [studies, redirects] = await Promise.all([
    publicStudies(api),
    api
      .from("case_study_slug_redirects")
      .select("old_slug, case_study_id")
      .in("old_slug", [...slugs]),
  ]);
  const movedTo = new Map(rowsOf(redirects).map((redirect) => [redirect.old_slug, redirect.case_study_id]));
  // Each study once, where it is first cited.
  const position = (study: { id: number; slug: string }) =>
    slugs.findIndex((slug) => slug === study.slug || movedTo.get(slug) === study.id);
  return studies
    .map((study) => ({ study, at: position(study) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ study }) => card(study));
}

/** The page's related-studies slot filled with `list` (a page without the slot is unchanged). */
export function withRelatedStudies(html: string, list: ReactElement): string {
  const markup = renderToStaticMarkup(createElement(MemoryRouter, null, list));
  return replaceDiv(html, new RegExp(`<div\\b[^>]*\\bdata-slot="${RELATED_STUDIES_SLOT}"[^>]*>`), (open) => {
    return `${open}${markup}</div>`;
  });
}

/** Which list a page shows, by its path: a sector page, or the project-office offer; null for any other page. */
function relatedListOf(pagePath: string): ((api: ContentApi) => Promise<ReactElement>) | null {
  if (pagePath === paths.projectOffice()) {
    return async (api) =>
      createElement(ProjectOfficeStudyList, { studies: await citedStudies(api, projectOffice.relatedCaseStudySlugs) });
  }
  const slug = /^\/industries\/([^/]+)$/.exec(pagePath)?.[1];
  const industry = slug ? findIndustry(slug) : undefined;
  // Only the page's own address: a look-alike (without its accents) is the static site's to answer.
  if (!industry || decodeURIComponent(industryPath(industry)).normalize() !== pagePath.normalize()) return null;
  return async (api) => createElement(SectorStudyList, { studies: await sectorStudies(api, industrySector(industry)) });
}

/**
 * The sector pages and the project-office page, answered from the build's HTML with their case studies as the
 * database has them (decision 0975), cached by `pages` until the next change like the other edited pages.
 */
export function relatedStudyPages(options: { api: ContentApi; siteDir: string; pages: RenderedPages }) {
  const { api, pages } = options;
  const built = new Map<string, Promise<boolean>>();
  const isBuilt = (file: string) => {
    let known = built.get(file);
    if (!known) {
      known = stat(path.join(options.siteDir, file)).then(
        (info) => info.isFile(),
        () => false,
      );
      built.set(file, known);
    }
    return known;
  };

  return async function middleware(c: Context, next: Next) {
    let pagePath: string;
    try {
      pagePath = decodeURIComponent(c.req.path.replace(/(.)\/$/, "$1"));
    } catch {
      return next();
    }
    const list = relatedListOf(pagePath);
    const file = templateFileOf(pagePath.normalize());
    if (!list || !(await isBuilt(file))) return next();
    const { cached, send, template, page } = pages;
    return send(
      c,
      await cached(`related-studies:${pagePath.normalize()}`, async () => {
        const [html, element] = await Promise.all([template(file), list(api)]);
        return page(withRelatedStudies(html, element));
      }),
    );
  };
}
